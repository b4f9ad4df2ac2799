import { useCallback } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import type { MetaArgs, PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { channelUrlFor, parseChannelUrl } from '../../youtube/url'
import { postTool } from '../shared/api-client'
import { ErrorCard } from '../shared/ErrorCard'
import { toolAction } from '../shared/form-action'
import { ToolForm } from '../shared/ToolForm'
import { Faq, HowToSteps, staleClass, ToolHero, toolContainer } from '../shared/ToolSections'
import { toolMeta } from '../shared/tool-meta'
import { useToolForm } from '../shared/use-tool-form'
import type { ProfileResult } from './schema'

const CANONICAL = '/tools/profile-downloader'
const srOnly = css({ srOnly: true })

/** Answers by channel address for the page's life (the server caches under the same key). */
const cache = new Map<string, ProfileResult>()
const keyOf = (value: string): string | null => {
	const parsed = parseChannelUrl(value)
	return parsed.ok ? channelUrlFor(parsed).toLowerCase() : null
}

const copy = (LL: LL) => {
	const t = LL.profile
	return {
		steps: (['copy', 'paste', 'download'] as const).map((k) => ({ name: t.steps[k].name(), text: t.steps[k].text() })),
		questions: (['size', 'links', 'privacy'] as const).map((k) => ({
			question: t.faq[k].question(),
			answer: t.faq[k].answer(),
		})),
	}
}

export function Component() {
	const { LL, locale } = useI18n()
	const t = LL.profile
	const fetcher = useCallback(
		(value: string, signal: AbortSignal) =>
			postTool<ProfileResult>('/api/tools/profile', { channel_url: value }, locale, signal),
		[locale],
	)
	const form = useToolForm({ field: 'channel_url', keyOf, fetcher, cache, invalidMessage: t.invalid() })
	const { state } = form
	const shown = state.status === 'success' ? state.data : state.status === 'loading' ? state.previous : null
	const { steps, questions } = copy(LL)
	return (
		<>
			<ToolHero title={LL.tools.profile.title()} intro={t.intro()}>
				<ToolForm
					name="channel_url"
					label={t.inputLabel()}
					placeholder={t.placeholder()}
					submitLabel={t.submit()}
					loadingLabel={t.loading()}
					value={form.value}
					loading={form.loading}
					onChange={form.setValue}
					onSubmit={form.onSubmit}
				/>
			</ToolHero>
			<div
				className={`${toolContainer} ${css({ paddingTop: '8' })}`}
				aria-live="polite"
				aria-busy={form.loading}
				data-testid="tool-output"
			>
				{form.loading && <p className={srOnly}>{t.loading()}</p>}
				{state.status === 'error' && <ErrorCard headline={t.failed()} error={state.error} />}
				{shown && <Profile result={shown} stale={form.loading} />}
			</div>
			<HowToSteps title={t.steps.title()} steps={steps} />
			<Faq title={LL.toolPage.faqTitle()} questions={questions} />
		</>
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

export const action = toolAction('profile', ['channel_url'])

export const handle: PageHandle = {
	meta: (args: MetaArgs) => {
		const { LL } = args
		return toolMeta(args, {
			canonicalPath: CANONICAL,
			title: LL.profile.meta.title(),
			description: LL.profile.meta.description(),
			keywords: LL.profile.meta.keywords(),
			name: LL.tools.profile.title(),
			howToTitle: LL.profile.steps.title(),
			...copy(LL),
		})
	},
}
