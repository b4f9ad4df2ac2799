import { Fragment, memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { CheckIcon, LinkIcon } from '../../ui/icons'
import { useHydrated } from '../../ui/use-hydrated'
import { clipUrlFor } from '../../youtube/url'
import { fieldControl } from '../shared/field-style'
import { saveBlob } from '../shared/save-blob'
import { staleClass } from '../shared/ToolSections'
import { useCopy } from '../shared/use-copy'
import { ClipNote } from './ClipRange'
import { FORMAT_FILES, formatTranscript, momentUrl, type TranscriptFormat, transcriptFileName } from './format'
import { languageName } from './LanguageSelect'
import { type Paragraph, timeAt } from './readable'
import type { TranscriptPageResult } from './schema'
import { findMatches, highlightParts, snippet, type TextMatch } from './search'
import { readableSections, sectionsText } from './sections'
import { FIRST_SLICE, SLICE, type Slice, type SlicesSoFar, sliceReader } from './slices'
import { shortTimestamp } from './timestamp'

/** Matches listed under the search box; the count covers all of them. */
const LISTED_MATCHES = 100
/** The matches without a query: one list for every render, so a slice already in is not rendered again. */
const NO_MATCHES: TextMatch[] = []
const mark = css({
	bg: 'highlight',
	color: 'fg',
	borderRadius: 'xs',
	paddingInline: '0.5',
	scrollMarginBlock: '6rem',
	'&[data-current=true]': { outline: '2px solid {colors.focus}', outlineOffset: '1px' },
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '1px' },
})
/**
 * The readable text takes the height it needs on a phone, where a box scrolling inside the page is
 * hard to use; from tablet width up it scrolls by itself next to its controls.
 */
const reading = `${fieldControl} ${css({
	display: 'grid',
	gap: '4',
	padding: { base: '3', md: '4' },
	lineHeight: '1.75',
	overflowWrap: 'anywhere',
	md: { maxHeight: '70vh', overflowY: 'auto' },
})}`
const paragraphStyle = css({ maxWidth: '75ch' })
/**
 * A slice's rows in a box of their own: the text's grid then holds a few slices, not hundreds of rows, and adding a
 * slice lays out that slice, where a grid of every row was laid out again whole for each one (bench/tool-journeys.ts).
 */
const sliceStyle = css({ display: 'grid', gap: '4' })
const chapterStyle = css({
	fontSize: 'lg',
	fontWeight: 'bold',
	lineHeight: '1.4',
	marginTop: '2',
	// The text's first heading: at the top of the first slice.
	'&:is(:first-child > :first-child)': { marginTop: 0 },
})
/**
 * A paragraph and its copy-with-link button beside it (a row of its own under every paragraph left a blank band
 * where the button hides); the button shows on hover or focus where there is a pointer.
 */
const passageRow = css({
	/*
	 * Only the paragraphs on screen are laid out and painted: a live stream's transcript is hundreds of them,
	 * and laying them all out at once was most of the browser's time after the answer (bench/tool-journeys.ts).
	 * Skipped ones stay in the DOM, so find-in-page, screen readers, copy and printing still have all the text;
	 * `auto` keeps a paragraph's real height once it has been shown, so the scroll bar stops guessing.
	 */
	contentVisibility: 'auto',
	containIntrinsicBlockSize: 'auto 10rem',
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr) auto',
	columnGap: '2',
	alignItems: 'start',
	'@media (hover: hover)': {
		'& > button': { opacity: 0 },
		'&:hover > button, & > button:focus-visible, & > button[data-copied=true]': { opacity: 1 },
	},
})
const passageButton = `${button({ size: 'sm', variant: 'ghost' })} ${css({ minWidth: '44px', minHeight: '44px', paddingInline: '0', color: 'fg.muted' })}`
const soundStyle = css({ maxWidth: '75ch', color: 'fg.muted', fontStyle: 'italic' })
const stampStyle = css({ color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })
// Static classes: the client build computes literal style calls once (scripts/static-styles.ts).
const solidButton = button({ size: 'sm' })
const outlineButton = button({ size: 'sm', variant: 'outline' })
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const field = `${fieldControl} ${css({ minHeight: '44px', paddingInline: '3' })}`

/** The no-JavaScript download: the same file from the server (GET /api/tools/transcript/download). */
export function downloadHref(result: TranscriptPageResult, format: TranscriptFormat): string {
	const language = result.isTranslated ? result.language : result.trackId
	// A clip's file is asked for by its clip link, so it holds the same part and names the clip.
	const video = result.clip ? clipUrlFor(result.clip.id) : result.videoId
	const query = new URLSearchParams({ video, language, ...(result.clip ? { range: result.clip.range } : {}), format })
	return `/api/tools/transcript/download?${query}`
}

/**
 * A passage to share: its words and a link to the moment it starts, as YouTube's Share
 * button with "Start at" writes it.
 * @example passageText('Guten Abend.', 'KI7fMGRg0Wk', 1.2) // "Guten Abend.\nhttps://youtu.be/KI7fMGRg0Wk?t=1"
 */
export function passageText(words: string, videoId: string, seconds: number): string {
	return `${words.trim()}\n${momentUrl(videoId, seconds)}`
}

/** The visitor's selection when it lies inside `element`, else null. */
function selectionIn(element: Element | null): string | null {
	const selection = window.getSelection()
	const words = selection?.toString().trim()
	if (!selection || !words || !element) return null
	return element.contains(selection.anchorNode) && element.contains(selection.focusNode) ? words : null
}

/** Saves `text` as a file from the browser (docs/product-spec.md §7: downloads are produced client-side). */
function saveFile(text: string, format: TranscriptFormat, result: TranscriptPageResult): void {
	saveBlob(new Blob([text], { type: FORMAT_FILES[format].type }), transcriptFileName(result, format))
}

/**
 * The paragraphs the view renders. All of them on the server and while the page hydrates (the page without
 * JavaScript, and its hydration, hold the whole text), and while a search is on (its matches are jumped to in the
 * text). A result that arrives on a live page starts with FIRST_SLICE (slices.ts); once that is painted, SLICE more
 * each task until all are in, so find-in-page, screen readers, copy and search have the whole text a moment later.
 * Printing before then renders the rest at once.
 */
function useSlices(result: TranscriptPageResult, hydrated: boolean, searching: boolean): SlicesSoFar {
	const { cues, chapters } = result
	const reader = useMemo(() => sliceReader(cues, chapters ?? []), [cues, chapters])
	const [wanted, setWanted] = useState(() => ({ reader, count: hydrated ? FIRST_SLICE : Number.POSITIVE_INFINITY }))
	// A new text on the same view starts again from its first slice; a search renders the rest at once, and it stays
	// (React's "adjusting state while rendering").
	if (wanted.reader !== reader) setWanted({ reader, count: FIRST_SLICE })
	else if (searching && wanted.count !== Number.POSITIVE_INFINITY)
		setWanted({ reader, count: Number.POSITIVE_INFINITY })
	const shown = useMemo(() => reader.read(wanted.reader === reader ? wanted.count : FIRST_SLICE), [reader, wanted])
	useEffect(() => {
		if (shown.complete) return
		const grow = () => setWanted((w) => (w.reader === reader ? { reader, count: w.count + SLICE } : w))
		let timer: ReturnType<typeof setTimeout> | undefined
		// The frame's callbacks run before it is painted; the task they queue runs after: one slice per frame.
		const frame = requestAnimationFrame(() => {
			timer = setTimeout(grow)
		})
		const printAll = () => flushSync(() => setWanted({ reader, count: Number.POSITIVE_INFINITY }))
		window.addEventListener('beforeprint', printAll)
		return () => {
			cancelAnimationFrame(frame)
			clearTimeout(timer)
			window.removeEventListener('beforeprint', printAll)
		}
	}, [shown, reader])
	return shown
}

type CopyPassage = (i: number, paragraph: Paragraph, element: Element | null) => void

interface SliceProps {
	slice: Slice
	matchesOf: Map<number, { match: TextMatch; n: number }[]>
	current: number | null
	timestamps: boolean
	/** The paragraph of this slice whose passage was just copied, else null. */
	copied: number | null
	hydrated: boolean
	onCopy: CopyPassage
}

/**
 * A slice's paragraphs with the chapter headings that open among them. Memoized: adding a slice renders only the
 * new one.
 */
const PassageSlice = memo(function PassageSlice(props: SliceProps) {
	const { slice, matchesOf, current, timestamps, copied, hydrated, onCopy } = props
	const { LL } = useI18n()
	const t = LL.transcript
	const rows: ReactNode[] = []
	slice.passages.forEach(({ paragraph, chapter, opens }, j) => {
		const i = slice.from + j
		if (chapter && opens) {
			rows.push(
				<h3 key={`chapter-${i}`} className={chapterStyle} data-testid="transcript-chapter">
					<time className={stampStyle} dateTime={`PT${Math.floor(chapter.start)}S`}>
						{shortTimestamp(chapter.start)}
					</time>{' '}
					{chapter.title}
				</h3>,
			)
		}
		const found = matchesOf.get(i) ?? []
		const parts = highlightParts(
			paragraph.text,
			found.map((f) => f.match),
		)
		let next = 0
		const time = shortTimestamp(paragraph.start)
		const copiedThis = copied === i
		rows.push(
			<div key={i} className={passageRow}>
				<p className={paragraph.sound ? soundStyle : paragraphStyle} data-testid="transcript-paragraph">
					{timestamps && (
						<>
							<time className={stampStyle} dateTime={`PT${Math.floor(paragraph.start)}S`}>
								[{time}]
							</time>{' '}
						</>
					)}
					{parts.map((part) => {
						if (!part.match) return <Fragment key={part.at}>{part.text}</Fragment>
						const n = found[next++]?.n ?? -1
						return (
							<mark key={part.at} className={mark} tabIndex={-1} data-match={n} data-current={n === current}>
								{part.text}
							</mark>
						)
					})}
				</p>
				{/* An icon, so the text of the view stays the transcript's words (what Copy and transcript.txt hold). */}
				<button
					type="button"
					className={passageButton}
					aria-label={copiedThis ? t.copied() : t.copyPassageLabel({ time })}
					title={t.copyPassageLabel({ time })}
					onClick={(event) => onCopy(i, paragraph, event.currentTarget.previousElementSibling)}
					disabled={!hydrated}
					data-testid="copy-passage"
					data-copied={copiedThis}
				>
					{copiedThis ? <CheckIcon /> : <LinkIcon />}
				</button>
			</div>,
		)
	})
	return (
		<div className={sliceStyle} data-testid="transcript-slice">
			{rows}
		</div>
	)
})

const resultCard = card()
const resultLayout = css({ padding: { base: '4', md: '6' }, display: 'grid', gap: '4' })
const heading = css({ fontSize: '2xl', fontWeight: 'bold' })
const trackInfo = css({ color: 'fg.muted', fontSize: 'sm', marginTop: '1' })
const mutedSmall = css({ color: 'fg.muted', fontSize: 'sm' })
const timestampsLabel = css({ display: 'inline-flex', alignItems: 'center', gap: '2', marginInlineStart: 'auto' })
const checkbox = css({ width: '5', height: '5', accentColor: 'accent' })
const searchRow = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })
const searchLabel = css({ fontWeight: 'semibold' })
const searchField = `${field} ${css({ flex: '1', minWidth: '12rem' })}`
const matchList = css({
	listStyle: 'none',
	padding: 0,
	maxHeight: '15rem',
	overflowY: 'auto',
	display: 'grid',
	gap: '1',
})
const matchItem = css({ display: 'flex', gap: '2', alignItems: 'baseline' })
const jumpButton = css({
	fontVariantNumeric: 'tabular-nums',
	color: 'accent.text',
	textDecoration: 'underline',
	cursor: 'pointer',
	minWidth: '3.5rem',
	minHeight: '44px',
	textAlign: 'start',
})

/**
 * A transcript result (docs/product-spec.md §2, decision 14): title, what the text is, copy (2 s
 * copied state and a toast), downloads (.txt as shown, SRT, VTT, JSON), a timestamps toggle (one
 * per paragraph), the readable text in paragraphs and search with counted
 * matches, highlighted in the text and listed with their time. Without JavaScript the
 * downloads are links to the server and the other controls are disabled.
 */
export function TranscriptView({ result, stale }: { result: TranscriptPageResult; stale: boolean }) {
	const { LL } = useI18n()
	const t = LL.transcript
	const hydrated = useHydrated()
	const [timestamps, setTimestamps] = useState(false)
	const [query, setQuery] = useState('')
	/** The match last jumped to from the list (its number in `matches`). */
	const [current, setCurrent] = useState<number | null>(null)
	const view = useRef<HTMLElement>(null)

	// Chapters: an answer cached from before them has none.
	const chapters = result.chapters
	const shown = useSlices(result, hydrated, query.trim() !== '')
	const paragraphs = shown.paragraphs
	const matches = useMemo(
		() =>
			query.trim()
				? findMatches(
						paragraphs.map((p) => p.text),
						query,
					)
				: NO_MATCHES,
		[paragraphs, query],
	)
	/** Each paragraph's matches with their number in `matches` (the id of their highlight). */
	const matchesOf = useMemo(() => {
		const byParagraph = new Map<number, { match: TextMatch; n: number }[]>()
		matches.forEach((match, n) => {
			const list = byParagraph.get(match.index) ?? []
			list.push({ match, n })
			byParagraph.set(match.index, list)
		})
		return byParagraph
	}, [matches])

	const { copied, copy } = useCopy(t.copyFailed())
	const passage = useCopy(t.copyFailed())
	/** The paragraph whose passage was copied last (its button shows the copied state). */
	const [copiedPassage, setCopiedPassage] = useState<number | null>(null)

	/** Copies paragraph `i` (or the visitor's selection in it) with a link to the moment it starts. */
	function copyPassage(i: number, paragraph: Paragraph, element: Element | null) {
		const time = shortTimestamp(paragraph.start)
		const words = selectionIn(element) ?? paragraph.text
		setCopiedPassage(i)
		void passage.copy(passageText(words, result.videoId, paragraph.start), t.copiedPassage({ time }))
	}
	// One function for the whole life of the view, so a slice whose own props are unchanged is not rendered again.
	const copyLatest = useRef(copyPassage)
	copyLatest.current = copyPassage
	const onCopy = useCallback<CopyPassage>((...args) => copyLatest.current(...args), [])

	/** Scrolls match `n` into view (inside the text's own box where it has one) and focuses it. */
	function show(n: number) {
		const element = view.current?.querySelector<HTMLElement>(`[data-match="${n}"]`)
		if (!element) return
		setCurrent(n)
		const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
		element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' })
		element.focus({ preventScroll: true })
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
			download={transcriptFileName(result, format)}
			className={primary ? solidButton : outlineButton}
			data-testid={`download-${format === 'txt-timestamps' ? 'txt' : format}`}
			onClick={(event) => {
				event.preventDefault()
				saveFile(formatTranscript(result, format), format, result)
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
			className={`${resultCard} ${staleClass(stale)} ${resultLayout}`}
		>
			<div>
				<h2 id="transcript-title" className={heading}>
					{result.title}
				</h2>
				<p className={trackInfo} data-testid="track-info">
					{info} · {t.lines({ count: result.cues.length })}
					{chapters && chapters.length > 0 && <> · {t.chapters({ count: chapters.length })}</>}
				</p>
				{result.clip && <ClipNote clip={result.clip} />}
			</div>
			<div className={toolbar}>
				<button
					type="button"
					className={solidButton}
					// What the copy button copies is what the view shows and transcript.txt holds; built when asked for.
					onClick={() => copy(sectionsText(readableSections(result.cues, chapters ?? []), timestamps), t.copiedToast())}
					disabled={!hydrated}
					data-testid="copy"
					data-copied={copied}
				>
					{copied ? t.copied() : t.copy()}
				</button>
				{downloadLink(txtFormat, t.download(), true)}
				<span className={mutedSmall}>{t.downloadAs()}</span>
				{downloadLink('srt', t.formats.srt())}
				{downloadLink('vtt', t.formats.vtt())}
				{downloadLink('json', t.formats.json())}
				{downloadLink('md', t.formats.md())}
				<label className={timestampsLabel}>
					<input
						type="checkbox"
						checked={timestamps}
						onChange={(e) => setTimestamps(e.target.checked)}
						disabled={!hydrated}
						className={checkbox}
						data-testid="timestamps"
					/>
					{t.timestamps()}
				</label>
			</div>
			<div className={searchRow}>
				<label htmlFor="transcript-search" className={searchLabel}>
					{t.searchLabel()}
				</label>
				<input
					id="transcript-search"
					type="search"
					value={query}
					onChange={(e) => {
						setQuery(e.target.value)
						setCurrent(null)
					}}
					placeholder={t.searchPlaceholder()}
					disabled={!hydrated}
					className={searchField}
					data-testid="search"
				/>
				<output aria-live="polite" className={mutedSmall} data-testid="match-count">
					{query.trim() ? (matches.length ? t.matches({ count: matches.length }) : t.noMatches()) : ''}
				</output>
			</div>
			{matches.length > 0 && (
				<ol className={matchList} data-testid="search-results">
					{matches.slice(0, LISTED_MATCHES).map((m, n) => {
						const paragraph = paragraphs[m.index] as Paragraph
						const time = shortTimestamp(timeAt(paragraph, m.at))
						const around = snippet(paragraph.text, m)
						return (
							<li key={`${m.index}-${m.at}`} className={matchItem}>
								<button type="button" onClick={() => show(n)} aria-label={t.jumpTo({ time })} className={jumpButton}>
									{time}
								</button>
								<span lang={result.language}>
									{around.before}
									<mark className={mark}>{around.match}</mark>
									{around.after}
								</span>
							</li>
						)
					})}
				</ol>
			)}
			<section
				ref={view}
				aria-label={t.textLabel()}
				// biome-ignore lint/a11y/noNoninteractiveTabindex: from md up it scrolls on its own, and the keyboard must reach it (WCAG 2.1.1)
				tabIndex={0}
				lang={result.language}
				// Being filled in, slice by slice: assistive technology waits for the whole text (it sits in the tool's
				// live region) instead of reading out each slice as it comes.
				aria-busy={!shown.complete}
				className={reading}
				data-testid="transcript-text"
			>
				{shown.slices.map((slice) => (
					<PassageSlice
						key={slice.from}
						slice={slice}
						matchesOf={matchesOf}
						current={current}
						timestamps={timestamps}
						copied={
							passage.copied &&
							copiedPassage !== null &&
							copiedPassage >= slice.from &&
							copiedPassage < slice.from + slice.passages.length
								? copiedPassage
								: null
						}
						hydrated={hydrated}
						onCopy={onCopy}
					/>
				))}
			</section>
		</section>
	)
}
