import { parseVideoUrl } from '../../youtube/url'

export interface VideoLink {
	videoId: string
	/** What the visitor typed besides the link ('' when only the link). */
	words: string
}

/** Commas, semicolons and the like that were only there to separate the link from the words. */
const SEPARATORS = /^[\s,;|]+|[\s,;|]+$/g

/**
 * A video link among the keywords ("minecraft https://youtu.be/… redstone"),
 * and the visitor's own words around it. Only a word that names YouTube counts as a link, so an
 * 11-letter keyword that happens to look like a video id stays a keyword.
 * @example videoLinkIn('https://youtu.be/dsMFmonKDD4, acoustic') // { videoId: 'dsMFmonKDD4', words: 'acoustic' }
 */
export function videoLinkIn(keywords: string): VideoLink | null {
	for (const token of keywords.split(/\s+/)) {
		const candidate = token.replace(SEPARATORS, '')
		if (!/youtu\.?be|youtube\./i.test(candidate)) continue
		const parsed = parseVideoUrl(candidate)
		if (!parsed.ok) continue
		// The link goes, the separators around it stay: "a https://youtu.be/…, b" is still two phrases.
		const words = keywords
			.replace(token, token.replace(candidate, ' '))
			.replace(/\s+/g, ' ')
			.replace(/ (?=[,;|])/g, '')
			.replace(/([,;|])[,;|]+/g, '$1')
			.replace(SEPARATORS, '')
		return { videoId: parsed.videoId, words }
	}
	return null
}
