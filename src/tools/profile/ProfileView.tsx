import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { downloadNameOf } from '../shared/download-name'
import { staleClass } from '../shared/ToolSections'
import type { ProfileResult } from './schema'

const srOnly = css({ srOnly: true })
const link = css({ fontWeight: 'semibold', color: 'accent.text', textDecoration: 'underline' })
const profileCard = card()
const profileLayout = css({ alignItems: 'center', textAlign: 'center', gap: '4' })
const avatar = css({ borderRadius: 'full', width: '200px', height: '200px', objectFit: 'cover', bg: 'bg.subtle' })
const nameHeading = css({ fontSize: '2xl', fontWeight: 'bold' })
const handleText = css({ color: 'fg.muted' })
const downloadButton = button({ size: 'lg' })
const privacyNote = css({ color: 'fg.muted', fontSize: 'sm' })
const sizesTitle = css({ fontWeight: 'semibold', marginBottom: '2' })
const sizeList = css({
	listStyle: 'none',
	padding: 0,
	display: 'flex',
	flexWrap: 'wrap',
	gap: '4',
	justifyContent: 'center',
})
const bannerFigure = css({ width: '100%', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })
const bannerCaption = css({ fontWeight: 'semibold' })
const bannerImage = css({ width: '100%', borderRadius: 'md', bg: 'bg.subtle' })
const bannerButton = button({ variant: 'outline', size: 'sm' })

/** The profile tool's result: the picture in its sizes and the banner (a module of its own: page.tsx). */
export default function Profile({ result, stale }: { result: ProfileResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.profile
	return (
		<section
			aria-labelledby="channel-name"
			data-testid="profile-result"
			data-channel-id={result.channelId}
			className={`${profileCard} ${staleClass(stale)} ${profileLayout}`}
		>
			<img
				src={result.url}
				alt={t.avatarAlt({ name: result.channelName })}
				width={200}
				height={200}
				decoding="async"
				className={avatar}
				data-testid="profile-avatar"
			/>
			<div>
				<h2 id="channel-name" className={nameHeading} data-testid="channel-name">
					{result.channelName}
				</h2>
				{result.handle && (
					<p className={handleText} data-testid="channel-handle">
						{result.handle}
					</p>
				)}
			</div>
			<a
				href={result.url}
				download={downloadNameOf(result.url)}
				className={downloadButton}
				data-testid="profile-download"
			>
				{t.download()}
			</a>
			<p className={privacyNote}>{LL.toolPage.privacyNote()}</p>
			<div>
				<h3 className={sizesTitle}>{t.sizesTitle()}</h3>
				<ul className={sizeList}>
					{result.avatars.map((a) => (
						<li key={a.size}>
							<a href={a.url} download={downloadNameOf(a.url)} className={link} data-testid="avatar-size">
								{LL.toolPage.size({ width: a.size, height: a.size })}
								<span className={srOnly}>{` – ${t.sizeLink({ size: a.size })}`}</span>
							</a>
						</li>
					))}
					<li>
						<a
							href={result.originalUrl}
							download={downloadNameOf(result.originalUrl)}
							className={link}
							data-testid="avatar-original"
						>
							{t.original()}
						</a>
					</li>
				</ul>
			</div>
			{result.bannerUrl && (
				<figure className={bannerFigure}>
					<figcaption className={bannerCaption}>{t.bannerTitle()}</figcaption>
					<img
						src={result.bannerUrl}
						alt={t.bannerAlt({ name: result.channelName })}
						loading="lazy"
						decoding="async"
						className={bannerImage}
						data-testid="channel-banner"
					/>
					<a
						href={result.bannerUrl}
						download={downloadNameOf(result.bannerUrl)}
						className={bannerButton}
						data-testid="banner-download"
					>
						{t.downloadBanner()}
					</a>
				</figure>
			)}
		</section>
	)
}
