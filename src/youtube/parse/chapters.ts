/**
 * A video's chapters (tests/fixtures/youtube/MANIFEST.md rows 61–62), wherever YouTube
 * gives them. A `next` answer (and a watch page's `ytInitialData`, which is the same answer) carries them twice: the
 * player bar's markers (`playerOverlays … multiMarkersPlayerBarRenderer.markersMap`, key DESCRIPTION_CHAPTERS, times
 * in milliseconds) and the chapters panel (`engagementPanels … macroMarkersListRenderer`, times in seconds). Both come
 * from timestamp lines of the description, which YouTube turns into chapters by its own rule: the first timestamp is
 * 0:00, there are at least three, ascending, each chapter at least 10 seconds long. The player answer has only the
 * description (`videoDetails.shortDescription`), so the same rule read there gives the same chapters.
 */
import { at, findKey, jsonObject, list, num, obj, str, text } from './json-read'

/** A chapter: where it starts (seconds from the start of the video) and its title. */
export interface Chapter {
	start: number
	title: string
}

/** A timestamp line of a description, as written (`00:18`, `1:02:03`). */
export interface DescriptionTimestamp {
	timestamp: string
	seconds: number
	title: string
}

/** Everything a `next` answer says about chapters, each source apart (tests compare them with the recordings). */
export interface NextChapters {
	/** `currentVideoEndpoint.watchEndpoint.videoId`; null in an answer without a video. */
	videoId: string | null
	/** `videoPrimaryInfoRenderer.title` as plain text. */
	title: string | null
	/** The chapters panel: its identifier, header title and entries. */
	panel: {
		identifier: string
		title: string | null
		chapters: { title: string; timeDescription: string | null; start: number }[]
	} | null
	/** The player bar's marker sets by key (DESCRIPTION_CHAPTERS, AUTO_CHAPTERS…), times in milliseconds. */
	playerBar: { key: string; chapters: { startMs: number; title: string }[] }[]
	/** The description and where it was read, or null. */
	description: { source: string; text: string } | null
	/** The chapters to use: the player bar's, else the panel's, else the description's timestamps by YouTube's rule. */
	chapters: Chapter[]
}

/** Panels of chapters: the uploader's (from the description), then YouTube's automatic ones. */
const CHAPTER_PANELS = [
	'engagement-panel-macro-markers-description-chapters',
	'engagement-panel-macro-markers-auto-chapters',
] as const
const MARKER_KEYS = ['DESCRIPTION_CHAPTERS', 'AUTO_CHAPTERS'] as const

/** The least length of a chapter YouTube accepts from a description. */
export const MIN_CHAPTER_S = 10
/** The fewest timestamps that make chapters. */
export const MIN_CHAPTERS = 3

/**
 * A timestamp: `m:ss`, `mm:ss` or `h:mm:ss` (YouTube also reads zero-padded `00:18` and `01:02:03`), with no digit
 * or colon right before or after it, so neither a date nor a longer clock reading is taken for one.
 */
const TIMESTAMP = /(?<![\d:])(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?![\d:])/
/** Separators between a timestamp and its title: dashes, colons, bars, bullets, closing brackets. */
const SEPARATORS = /^[\s\-–—:|•·.,)\]>]+|[\s\-–—:|•·,([<]+$/gu

function secondsOf(match: RegExpExecArray): number | null {
	const [, h, m, s] = match
	const hours = h === undefined ? 0 : Number(h)
	const minutes = Number(m)
	const seconds = Number(s)
	if (seconds > 59 || (h !== undefined && minutes > 59)) return null
	return hours * 3600 + minutes * 60 + seconds
}

/**
 * Every line of `description` with a timestamp and words beside it (the timestamp first or last), in order.
 * @example descriptionTimestamps('00:00 Guten Abend\n00:18 Corona') // [{ timestamp: '00:00', seconds: 0, title: 'Guten Abend' }, …]
 */
export function descriptionTimestamps(description: string | null | undefined): DescriptionTimestamp[] {
	const found: DescriptionTimestamp[] = []
	for (const raw of (description ?? '').split(/\r\n?|\n/)) {
		const line = raw.replaceAll('\u00a0', ' ').trim()
		const match = TIMESTAMP.exec(line)
		if (!match) continue
		const seconds = secondsOf(match)
		if (seconds === null) continue
		const lead = line.slice(0, match.index).replace(SEPARATORS, '').trim()
		const tail = line
			.slice(match.index + match[0].length)
			.replace(SEPARATORS, '')
			.trim()
		// Words on both sides: a timestamp inside a sentence, a reference rather than a chapter. A bullet or an
		// emoji before the timestamp is no word.
		const hasWords = (part: string) => /[\p{L}\p{N}]/u.test(part)
		if (hasWords(lead) && hasWords(tail)) continue
		const title = hasWords(lead) ? lead : tail
		if (!hasWords(title)) continue
		found.push({ timestamp: match[0], seconds, title })
	}
	return found
}

/**
 * The chapters YouTube makes of a description: from the first 0:00 line on, while the timestamps ascend; none unless
 * there are at least three and each lasts at least 10 seconds (the last one too, when the video's length is known).
 * @example descriptionChapters('0:00 Intro\n0:30 Setup\n2:00 Result') // [{ start: 0, title: 'Intro' }, …]
 */
export function descriptionChapters(description: string | null | undefined, lengthSeconds?: number | null): Chapter[] {
	const lines = descriptionTimestamps(description)
	const first = lines.findIndex((line) => line.seconds === 0)
	if (first < 0) return []
	const chapters: Chapter[] = []
	for (const line of lines.slice(first)) {
		const last = chapters.at(-1)
		if (last && line.seconds <= last.start) break
		chapters.push({ start: line.seconds, title: line.title })
	}
	if (chapters.length < MIN_CHAPTERS) return []
	const ends = [...chapters.slice(1).map((c) => c.start), lengthSeconds ?? Number.POSITIVE_INFINITY]
	return chapters.every((c, i) => (ends[i] ?? 0) - c.start >= MIN_CHAPTER_S) ? chapters : []
}

/** Chapters in time order without two at one moment; titles trimmed, untitled ones dropped. */
function cleaned(chapters: Chapter[]): Chapter[] {
	const sorted = chapters
		.map((c) => ({ start: Math.max(0, c.start), title: c.title.trim() }))
		.filter((c) => c.title !== '')
		.sort((a, b) => a.start - b.start)
	return sorted.filter((c, i) => i === 0 || c.start !== sorted[i - 1]?.start)
}

function readPanel(engagementPanels: unknown): NextChapters['panel'] {
	const panels = list(engagementPanels).map((p) => obj(p, 'engagementPanelSectionListRenderer'))
	for (const identifier of CHAPTER_PANELS) {
		const panel = panels.find((p) => p && (str(p.panelIdentifier) ?? str(p.targetId)) === identifier)
		const markers = obj(panel, 'content', 'macroMarkersListRenderer')
		if (!markers) continue
		const chapters = list(markers.contents).flatMap((item) => {
			const entry = obj(item, 'macroMarkersListItemRenderer')
			const title = text(entry?.title)
			const start = num(at(entry, 'onTap', 'watchEndpoint', 'startTimeSeconds'))
			return entry && title !== null && start !== null
				? [{ title, timeDescription: text(entry.timeDescription), start }]
				: []
		})
		return { identifier, title: text(at(panel, 'header', 'engagementPanelTitleHeaderRenderer', 'title')), chapters }
	}
	return null
}

function readPlayerBar(playerOverlays: unknown): NextChapters['playerBar'] {
	const bar = findKey(playerOverlays, 'multiMarkersPlayerBarRenderer')
	return list(at(bar, 'markersMap')).flatMap((entry) => {
		const key = str(at(entry, 'key'))
		if (!key) return []
		const chapters = list(at(entry, 'value', 'chapters')).flatMap((item) => {
			const chapter = obj(item, 'chapterRenderer')
			const title = text(chapter?.title)
			const startMs = num(chapter?.timeRangeStartMillis)
			return title !== null && startMs !== null ? [{ startMs, title }] : []
		})
		return [{ key, chapters }]
	})
}

function readDescription(json: Record<string, unknown>): NextChapters['description'] {
	for (const content of list(at(json, 'contents', 'twoColumnWatchNextResults', 'results', 'results', 'contents'))) {
		const secondary = obj(content, 'videoSecondaryInfoRenderer')
		if (!secondary) continue
		const attributed = str(at(secondary, 'attributedDescription', 'content'))
		if (attributed !== null) {
			return { source: 'videoSecondaryInfoRenderer.attributedDescription.content', text: attributed }
		}
		const plain = text(secondary.description)
		if (plain !== null) return { source: 'videoSecondaryInfoRenderer.description', text: plain }
	}
	return null
}

function primaryTitle(json: Record<string, unknown>): string | null {
	for (const content of list(at(json, 'contents', 'twoColumnWatchNextResults', 'results', 'results', 'contents'))) {
		const title = text(at(content, 'videoPrimaryInfoRenderer', 'title'))
		if (title !== null) return title
	}
	return null
}

/**
 * Reads the chapters of a `next` answer or a watch page's `ytInitialData`. Never throws for a missing part: an
 * answer without chapters has `chapters: []`; only a body that is no JSON object is an upstream error.
 * @example parseNextChapters(json).chapters[1] // { start: 18, title: 'Corona-Inzidenzwerte erreichen …' }
 */
export function parseNextChapters(input: unknown): NextChapters {
	const json = jsonObject(input, 'next')
	const panel = readPanel(json.engagementPanels)
	const playerBar = readPlayerBar(json.playerOverlays)
	const description = readDescription(json)
	const markers = MARKER_KEYS.map((key) => playerBar.find((set) => set.key === key)).find((set) => set?.chapters.length)
	const chapters = markers
		? markers.chapters.map((c) => ({ start: c.startMs / 1000, title: c.title }))
		: panel?.chapters.length
			? panel.chapters.map((c) => ({ start: c.start, title: c.title }))
			: descriptionChapters(description?.text)
	return {
		videoId: str(at(json, 'currentVideoEndpoint', 'watchEndpoint', 'videoId')),
		title: primaryTitle(json),
		panel,
		playerBar,
		description,
		chapters: cleaned(chapters),
	}
}
