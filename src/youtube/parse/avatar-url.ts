/**
 * Channel avatar URLs on yt3.googleusercontent.com / yt3.ggpht.com carry their size after the last
 * `=`: `…=s900-c-k-c0x00ffffff-no-rj` (docs/youtube-data.md §3).
 */

function withoutQuery(url: string): string {
	const query = url.indexOf('?')
	return query === -1 ? url : url.slice(0, query)
}

/**
 * The same avatar at `size` px, cropped square like YouTube's own sizes. A query string (the
 * microformat's `?days_since_epoch=`) is dropped; URLs without `=` are returned unchanged.
 * @example avatarUrlForSize('https://yt3.googleusercontent.com/ytc/AIdro_x=s900-c-k-c0x00ffffff-no-rj', 176)
 *          // 'https://yt3.googleusercontent.com/ytc/AIdro_x=s176-c-k-c0x00ffffff-no-rj'
 */
export function avatarUrlForSize(url: string, size: number): string {
	const path = withoutQuery(url)
	const cut = path.lastIndexOf('=')
	if (cut === -1) return url
	return `${path.slice(0, cut)}=s${Math.round(size)}-c-k-c0x00ffffff-no-rj`
}

/**
 * The uncropped original upload, as yt-dlp builds it (`_tab.py` `_get_uncropped`): cut at the
 * first `=` and append `=s0`. Its pixel size is unknown offline.
 * @example originalAvatarUrl('https://yt3.googleusercontent.com/ytc/AIdro_x=s900-c-k-c0x00ffffff-no-rj')
 *          // 'https://yt3.googleusercontent.com/ytc/AIdro_x=s0'
 */
export function originalAvatarUrl(url: string): string {
	const path = withoutQuery(url)
	const cut = path.indexOf('=')
	return `${cut === -1 ? path : path.slice(0, cut)}=s0`
}
