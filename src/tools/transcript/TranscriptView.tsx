import { useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { useHydrated } from '../../ui/use-hydrated'
import { fieldControl } from '../shared/field-style'
import { staleClass } from '../shared/ToolSections'
import { useCopy } from '../shared/use-copy'
import { FORMAT_FILES, formatTranscript, shortTimestamp, type TranscriptFormat } from './format'
import { languageName } from './LanguageSelect'
import type { TranscriptResult } from './schema'
import { lineRange, searchLines } from './search'

/** Matching lines listed under the search box; the count covers all of them. */
const LISTED_MATCHES = 100

const mark = css({ bg: 'highlight', color: 'fg', borderRadius: 'xs', paddingInline: '0.5' })
// Static classes: the client build computes literal style calls once (scripts/static-styles.ts).
const solidButton = button({ size: 'sm' })
const outlineButton = button({ size: 'sm', variant: 'outline' })
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const field = `${fieldControl} ${css({ minHeight: '44px', paddingInline: '3' })}`

/** The no-JavaScript download: the same file from the server (GET /api/tools/transcript/download). */
export function downloadHref(result: TranscriptResult, format: TranscriptFormat): string {
	const language = result.isTranslated ? result.language : result.trackId
	const query = new URLSearchParams({ video: result.videoId, language, format })
	return `/api/tools/transcript/download?${query}`
}

/** Saves `text` as a file from the browser (docs/product-spec.md §7: downloads are produced client-side). */
function saveFile(text: string, format: TranscriptFormat): void {
	const { name, type } = FORMAT_FILES[format]
	const url = URL.createObjectURL(new Blob([text], { type }))
	const link = document.createElement('a')
	link.href = url
	link.download = name
	document.body.append(link)
	link.click()
	link.remove()
	setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * A transcript result (docs/product-spec.md §2, decision 14): title, what the text is, copy (2 s
 * copied state and a toast), downloads (.txt as shown, SRT, VTT, JSON), a timestamps toggle,
 * the read-only text and search with highlighted, counted matches. Without JavaScript the
 * downloads are links to the server and the other controls are disabled.
 */
export function TranscriptView({ result, stale }: { result: TranscriptResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.transcript
	const hydrated = useHydrated()
	const [timestamps, setTimestamps] = useState(false)
	const [query, setQuery] = useState('')
	const area = useRef<HTMLTextAreaElement>(null)

	const lines = useMemo(
		() => result.cues.map((c) => (timestamps ? `[${shortTimestamp(c.start)}] ${c.text}` : c.text)),
		[result.cues, timestamps],
	)
	const text = lines.join('\n')
	const search = useMemo(() => searchLines(lines, query), [lines, query])

	const { copied, copy } = useCopy(t.copyFailed())

	/** Selects line `index` in the text area and scrolls it into view. */
	function show(index: number) {
		const element = area.current
		if (!element) return
		const [start, end] = lineRange(lines, index)
		element.focus()
		element.setSelectionRange(start, end)
		element.scrollTop = (element.scrollHeight * index) / Math.max(1, lines.length) - element.clientHeight / 3
	}

	const language = languageName(LL, result.language)
	const info = result.isTranslated
		? t.trackInfo.translated({ language })
		: result.isGenerated
			? t.trackInfo.generated({ language })
			: t.trackInfo.uploaded({ language })
	const txtFormat: TranscriptFormat = timestamps ? 'txt-timestamps' : 'txt'
	const downloadLink = (format: TranscriptFormat, label: string, primary = false) => (
		<a
			href={downloadHref(result, format)}
			download={FORMAT_FILES[format].name}
			className={primary ? solidButton : outlineButton}
			data-testid={`download-${format === 'txt-timestamps' ? 'txt' : format}`}
			onClick={(event) => {
				event.preventDefault()
				saveFile(formatTranscript(result, format), format)
			}}
		>
			{label}
		</a>
	)

	return (
		<section
			aria-labelledby="transcript-title"
			data-testid="transcript-result"
			data-video-id={result.videoId}
			data-language={result.language}
			className={`${card()} ${staleClass(stale)} ${css({ padding: { base: '4', md: '6' }, display: 'grid', gap: '4' })}`}
		>
			<div>
				<h2 id="transcript-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
					{result.title}
				</h2>
				<p className={css({ color: 'fg.muted', fontSize: 'sm', marginTop: '1' })} data-testid="track-info">
					{info} · {t.lines({ count: result.cues.length })}
				</p>
			</div>
			<div className={toolbar}>
				<button
					type="button"
					className={button({ size: 'sm' })}
					onClick={() => copy(text, t.copiedToast())}
					disabled={!hydrated}
					data-testid="copy"
					data-copied={copied}
				>
					{copied ? t.copied() : t.copy()}
				</button>
				{downloadLink(txtFormat, t.download(), true)}
				<span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.downloadAs()}</span>
				{downloadLink('srt', t.formats.srt())}
				{downloadLink('vtt', t.formats.vtt())}
				{downloadLink('json', t.formats.json())}
				<label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', marginInlineStart: 'auto' })}>
					<input
						type="checkbox"
						checked={timestamps}
						onChange={(e) => setTimestamps(e.target.checked)}
						disabled={!hydrated}
						className={css({ width: '5', height: '5', accentColor: 'accent' })}
						data-testid="timestamps"
					/>
					{t.timestamps()}
				</label>
			</div>
			<div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
				<label htmlFor="transcript-search" className={css({ fontWeight: 'semibold' })}>
					{t.searchLabel()}
				</label>
				<input
					id="transcript-search"
					type="search"
					value={query}
					onChange={(e) => setQuery(e.target.value)}
					placeholder={t.searchPlaceholder()}
					disabled={!hydrated}
					className={`${field} ${css({ flex: '1', minWidth: '12rem' })}`}
					data-testid="search"
				/>
				<output aria-live="polite" className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="match-count">
					{query.trim() ? (search.total ? t.matches({ count: search.total }) : t.noMatches()) : ''}
				</output>
			</div>
			{search.matches.length > 0 && (
				<ol
					className={css({
						listStyle: 'none',
						padding: 0,
						maxHeight: '15rem',
						overflowY: 'auto',
						display: 'grid',
						gap: '1',
					})}
					data-testid="search-results"
				>
					{search.matches.slice(0, LISTED_MATCHES).map((m) => {
						const time = shortTimestamp(result.cues[m.index]?.start ?? 0)
						return (
							<li key={m.index} className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
								<button
									type="button"
									onClick={() => show(m.index)}
									aria-label={t.jumpTo({ time })}
									className={css({
										fontVariantNumeric: 'tabular-nums',
										color: 'accent.text',
										textDecoration: 'underline',
										cursor: 'pointer',
										minWidth: '3.5rem',
										textAlign: 'start',
									})}
								>
									{time}
								</button>
								<span>
									{m.parts.map((part) =>
										part.match ? (
											<mark key={part.at} className={mark}>
												{part.text}
											</mark>
										) : (
											<span key={part.at}>{part.text}</span>
										),
									)}
								</span>
							</li>
						)
					})}
				</ol>
			)}
			<div>
				<label htmlFor="transcript-text" className={css({ srOnly: true })}>
					{t.textLabel()}
				</label>
				<textarea
					id="transcript-text"
					ref={area}
					readOnly
					value={text}
					rows={16}
					className={`${field} ${css({ width: '100%', paddingBlock: '3', fontSize: 'sm', lineHeight: '1.6', resize: 'vertical' })}`}
					data-testid="transcript-text"
				/>
			</div>
		</section>
	)
}
