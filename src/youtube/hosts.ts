import { IMAGE_HOSTS } from '../image-proxy/hosts'

/** YouTube's search suggestions (search.server.ts; the privacy policy names it). */
export const SUGGEST_HOST = 'suggestqueries-clients6.youtube.com'

/**
 * Every host the server may call on YouTube's behalf: the pages, innertube, the suggestion service
 * and the image proxy's allow-list. Test configurations send each one to a refusing loopback port
 * unless the test names the fake (core/config.ts `testUpstreamOverrides`), and the fake YouTube
 * answers for each.
 */
export const YOUTUBE_HOSTS: readonly string[] = [
	'www.youtube.com',
	'youtube.com',
	'm.youtube.com',
	'youtubei.googleapis.com',
	SUGGEST_HOST,
	...IMAGE_HOSTS,
]
