/** Decision 1: the only hosts the image proxy fetches from (YouTube's image hosts). */
export const IMAGE_HOSTS = new Set([
	'i.ytimg.com',
	'i1.ytimg.com',
	'i2.ytimg.com',
	'i3.ytimg.com',
	'i4.ytimg.com',
	'img.youtube.com',
	'yt3.ggpht.com',
	'yt3.googleusercontent.com',
])

export function isImageHost(url: string): boolean {
	try {
		const parsed = new URL(url)
		return parsed.protocol === 'https:' && IMAGE_HOSTS.has(parsed.hostname.toLowerCase()) && parsed.port === ''
	} catch {
		return false
	}
}
