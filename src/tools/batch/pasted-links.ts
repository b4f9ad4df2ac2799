import { parseVideoUrl, VIDEO_ID_PATTERN } from '../../youtube/url'

/** A word that is meant as a link (or a bare video id on a line of its own), not a word of a sentence. */
const LINK_LIKE = /^[(<[]*(?:https?:\/\/|vnd\.youtube|www\.|m\.|youtu\.?be|[a-z0-9-]+\.[a-z]{2,}\/)/i

/**
 * The links of a paste of several (one per line, or separated by spaces or commas), as they were written, in
 * order: the words that are links, and bare video ids each alone on its line. Words of a sentence around them
 * are left out (`watch these: <link> and <link>`), and so is an 11-letter word ("programming") among them.
 * @example pastedLinks('https://youtu.be/GJLlxj_dtq8, https://youtu.be/eF8Qqp7rjDg') // ['https://youtu.be/GJLlxj_dtq8', 'https://youtu.be/eF8Qqp7rjDg']
 */
export function pastedLinks(text: string): string[] {
	return text.split(/\r?\n/).flatMap((line) => {
		const alone = line.trim().replace(/,$/, '')
		if (VIDEO_ID_PATTERN.test(alone)) return [alone]
		return line.split(/[\s,]+/).filter((word) => LINK_LIKE.test(word))
	})
}

/**
 * Whether a paste names two or more different videos: the thumbnail and transcript tools then run it as a
 * batch (src/tools/batch/), like a playlist. One video, however often pasted, is a single lookup.
 * @example isPastedBatch('https://youtu.be/GJLlxj_dtq8\nhttps://youtu.be/eF8Qqp7rjDg') // true
 */
export function isPastedBatch(text: string): boolean {
	const ids = new Set<string>()
	for (const link of pastedLinks(text)) {
		const parsed = parseVideoUrl(link)
		if (parsed.ok) ids.add(parsed.videoId)
		if (ids.size > 1) return true
	}
	return false
}

/**
 * The videos of pasted links, in the order pasted, each once; the first link that names no video, if any.
 * @example pastedVideos(['https://youtu.be/GJLlxj_dtq8', 'GJLlxj_dtq8', 'https://example.com/x']) // { videoIds: ['GJLlxj_dtq8'], refused: 'https://example.com/x' }
 */
export function pastedVideos(links: readonly string[]): { videoIds: string[]; refused: string | null } {
	const videoIds = new Set<string>()
	for (const link of links) {
		const parsed = parseVideoUrl(link)
		if (!parsed.ok) return { videoIds: [...videoIds], refused: link }
		videoIds.add(parsed.videoId)
	}
	return { videoIds: [...videoIds], refused: null }
}
