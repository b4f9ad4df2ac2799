import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { downloadNameOf } from '../shared/download-name'
import { usePosted } from '../shared/posted'
import { staleClass } from '../shared/ToolSections'
import { shortTimestamp } from '../transcript/timestamp'
import type { ThumbnailQuality, ThumbnailsResult } from './schema'

const srOnly = css({ srOnly: true })
// Static classes: Panda extracts styles at build time, so a computed value would not exist.
const fourByThree = css({ aspectRatio: '4 / 3' })
const sixteenByNine = css({ aspectRatio: '16 / 9' })
const resultsTitle = css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '2' })
const clipInfo = css({ color: 'fg.muted', fontSize: 'sm', marginBottom: '2' })
const privacyNote = css({ color: 'fg.muted', fontSize: 'sm', marginBottom: '6' })
const qualityList = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: '6',
	gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' },
})

/** The thumbnail tool's result: every size with its preview and downloads (a module of its own: page.tsx). */
export default function Results({ result, stale }: { result: ThumbnailsResult; stale: boolean }) {
	const { LL } = useI18n()
	// The same object as the action's: the server rendered it for a form posted without JavaScript.
	const posted = usePosted()?.result === result
	return (
		<section
			aria-labelledby="results-title"
			data-testid="thumbnail-results"
			data-video-id={result.videoId}
			className={staleClass(stale)}
		>
			<h2 id="results-title" className={resultsTitle}>
				{LL.thumbnail.resultsTitle()}
			</h2>
			{result.clip && (
				<p className={clipInfo} data-testid="clip-info">
					{LL.thumbnail.clipNote({ start: shortTimestamp(result.clip.start), end: shortTimestamp(result.clip.end) })}
				</p>
			)}
			<p className={privacyNote}>{LL.toolPage.privacyNote()}</p>
			<ul className={qualityList}>
				{result.qualities.map((q) => (
					// Keyed by video too: a card's availability is its video's, never kept for the next one.
					<QualityCard key={`${result.videoId}:${q.name}`} quality={q} checkFirst={!posted} />
				))}
			</ul>
		</section>
	)
}

const qualityCard = `${card()} ${css({ padding: '4' })}`
const previewImage = css({ width: '100%', height: 'auto', borderRadius: 'md', bg: 'bg.subtle' })
const placeholder = css({
	display: 'grid',
	placeItems: 'center',
	borderRadius: 'md',
	borderWidth: '1px',
	borderStyle: 'dashed',
	borderColor: 'border',
	color: 'fg.muted',
	textAlign: 'center',
	padding: '4',
})
const titleRow = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' })
const qualityName = css({ fontWeight: 'bold', fontSize: 'lg' })
const sizeText = css({ color: 'fg.muted', fontSize: 'sm' })
const downloads = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const jpgButton = button({ size: 'sm' })
const webpButton = button({ size: 'sm', variant: 'outline' })

/**
 * Whether YouTube has the size: the answer says so, or, for a size it did not ask about (available: null,
 * decision 15), the image proxy's check of its URL, which fetches the image once and keeps it, so the
 * preview that follows reaches YouTube no more.
 */
function useAvailability(q: ThumbnailQuality): 'found' | 'missing' | 'unknown' {
	const [state, setState] = useState<'found' | 'missing' | 'unknown'>(
		q.available === null ? 'unknown' : q.available ? 'found' : 'missing',
	)
	useEffect(() => {
		if (q.available !== null) return
		let live = true
		fetch(`${q.url}&check=1`)
			.then((res) => (res.ok ? (res.json() as Promise<{ found?: unknown }>) : null))
			.then((body) => {
				if (live && typeof body?.found === 'boolean') setState(body.found ? 'found' : 'missing')
			})
			// Not known: the preview then says what the proxy has.
			.catch(() => {})
		return () => {
			live = false
		}
	}, [q.url, q.available])
	return state
}

/**
 * `checkFirst`: a result the page fetched shows a size that was not asked about only once the proxy has
 * it (a missing one would be a broken image); a result rendered by the server without JavaScript shows it
 * at once (nothing would check it), and marks it missing once the proxy knows (service.server.ts).
 */
function QualityCard({ quality: q, checkFirst }: { quality: ThumbnailQuality; checkFirst: boolean }) {
	const { LL } = useI18n()
	const t = LL.thumbnail
	const label = t.qualities[q.label]()
	const size = LL.toolPage.size({ width: q.width, height: q.height })
	const availability = useAvailability(q)
	const shown = availability === 'found' || (availability === 'unknown' && !checkFirst)
	const box = q.width * 3 === q.height * 4 ? fourByThree : sixteenByNine
	return (
		<li
			className={qualityCard}
			data-testid="quality"
			data-name={q.name}
			data-available={availability === 'unknown' ? 'unknown' : String(availability === 'found')}
		>
			{shown ? (
				<img
					src={q.url}
					alt={t.previewAlt({ quality: label })}
					width={q.width}
					height={q.height}
					loading="lazy"
					decoding="async"
					className={previewImage}
				/>
			) : (
				<div className={`${box} ${placeholder}`}>{availability === 'missing' && t.unavailable()}</div>
			)}
			<div className={titleRow}>
				<h3 className={qualityName}>{label}</h3>
				<span className={sizeText}>{size}</span>
			</div>
			{shown && (
				<div className={downloads}>
					<a href={q.url} download={downloadNameOf(q.url)} className={jpgButton} data-testid="download-jpg">
						{t.download()}
						<span className={srOnly}>{` – ${label}, ${size}`}</span>
					</a>
					{q.webpUrl && (
						<a href={q.webpUrl} download={downloadNameOf(q.webpUrl)} className={webpButton} data-testid="download-webp">
							{t.downloadWebp()}
							<span className={srOnly}>{` – ${label}, ${size}`}</span>
						</a>
					)}
				</div>
			)}
		</li>
	)
}
