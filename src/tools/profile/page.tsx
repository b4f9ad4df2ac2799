import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { toolAction } from '../shared/form-action'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import { staleClass } from '../shared/ToolSections'
import { toolHandle } from '../shared/tool-meta'
import { profileKeyOf, profileTargetOf } from './channel-input'
import type { ProfileResult } from './schema'

const CANONICAL = '/tools/profile-downloader'
const srOnly = css({ srOnly: true })

/** Answers by channel address for the page's life (the server caches under the same key). */
const cache = new Map<string, ProfileResult>()
const keyOf = (value: string): string | null => {
	const target = profileTargetOf(value)
	return target ? profileKeyOf(target) : null
}

/** The page's texts, also read by its JSON-LD (HowTo steps, FAQ). */
const text = (LL: LL) => toolPageText(LL, 'profile', ['size', 'links', 'privacy'])

export function Component() {
	const { LL } = useI18n()
	return (
		<ToolPage
			field="channel_url"
			apiPath="/api/tools/profile"
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			renderResult={(result: ProfileResult, stale) => <Profile result={result} stale={stale} />}
		/>
	)
}

function Profile({ result, stale }: { result: ProfileResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.profile
	const link = css({ fontWeight: 'semibold', color: 'accent.text', textDecoration: 'underline' })
	return (
		<section
			aria-labelledby="channel-name"
			data-testid="profile-result"
			data-channel-id={result.channelId}
			className={`${card()} ${staleClass(stale)} ${css({ alignItems: 'center', textAlign: 'center', gap: '4' })}`}
		>
			<img
				src={result.url}
				alt={t.avatarAlt({ name: result.channelName })}
				width={200}
				height={200}
				decoding="async"
				className={css({ borderRadius: 'full', width: '200px', height: '200px', objectFit: 'cover', bg: 'bg.subtle' })}
				data-testid="profile-avatar"
			/>
			<div>
				<h2 id="channel-name" className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-testid="channel-name">
					{result.channelName}
				</h2>
				{result.handle && (
					<p className={css({ color: 'fg.muted' })} data-testid="channel-handle">
						{result.handle}
					</p>
				)}
			</div>
			<a
				href={result.url}
				download="profile-profile.jpg"
				className={button({ size: 'lg' })}
				data-testid="profile-download"
			>
				{t.download()}
			</a>
			<p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{LL.toolPage.privacyNote()}</p>
			<div>
				<h3 className={css({ fontWeight: 'semibold', marginBottom: '2' })}>{t.sizesTitle()}</h3>
				<ul
					className={css({
						listStyle: 'none',
						padding: 0,
						display: 'flex',
						flexWrap: 'wrap',
						gap: '4',
						justifyContent: 'center',
					})}
				>
					{result.avatars.map((a) => (
						<li key={a.size}>
							<a href={a.url} download={`profile-${a.size}.jpg`} className={link} data-testid="avatar-size">
								{LL.toolPage.size({ width: a.size, height: a.size })}
								<span className={srOnly}>{` – ${t.sizeLink({ size: a.size })}`}</span>
							</a>
						</li>
					))}
					<li>
						<a href={result.originalUrl} download="profile-original.jpg" className={link} data-testid="avatar-original">
							{t.original()}
						</a>
					</li>
				</ul>
			</div>
			{result.bannerUrl && (
				<figure
					className={css({ width: '100%', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}
				>
					<figcaption className={css({ fontWeight: 'semibold' })}>{t.bannerTitle()}</figcaption>
					<img
						src={result.bannerUrl}
						alt={t.bannerAlt({ name: result.channelName })}
						loading="lazy"
						decoding="async"
						className={css({ width: '100%', borderRadius: 'md', bg: 'bg.subtle' })}
						data-testid="channel-banner"
					/>
					<a
						href={result.bannerUrl}
						download="profile-banner.jpg"
						className={button({ variant: 'outline', size: 'sm' })}
						data-testid="banner-download"
					>
						{t.downloadBanner()}
					</a>
				</figure>
			)}
		</section>
	)
}

export const action = toolAction('profile')

export const handle = toolHandle(CANONICAL, 'profile', text)
