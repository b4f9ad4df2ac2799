/** An encoded control character, or U+2028/U+2029; a fresh pattern per call, as a global one keeps its lastIndex. */
const controlEscapes = () => /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/gi

/** Whether `pathname` holds an encoded control character (see staticRequest). */
export const hasControlEscape = (pathname: string): boolean => controlEscapes().test(pathname)

/**
 * The request React Router's static handler is asked. It answers GET semantics, so a HEAD is
 * asked as a GET (rendered, then sent without a body). A path with an encoded control character
 * (`/%0A`) matches no route at all, not even the not-found splat (React Router's `*` stops at a
 * line break), so it is asked as a space: the visitor gets the not-found page and its 404
 * (issue 15), never an error page. U+2028 and U+2029 (`%E2%80%A8`, `%E2%80%A9`) end a line for
 * a JavaScript pattern as well.
 */
export function staticRequest(request: Request, url: URL): Request {
	const pathname = routerPath(url.pathname)
	if (request.method !== 'HEAD' && pathname === url.pathname && !hasControlEscape(pathname)) return request
	// Set as a pathname, not resolved as a URL: `//%0A` read as a URL names a host.
	const asked = new URL(url)
	asked.pathname = pathname.replace(controlEscapes(), '%20')
	return new Request(asked, { method: 'GET', headers: request.headers })
}

/**
 * The path React Router is given for `pathname`. It decodes each segment to match, and when one does not decode
 * (`%zz`, `%C3` alone) it warns on the console, the whole path in the message, and matches the path as it is. A
 * warning per request would let anyone write to the server's output past LOG_LEVEL and outside its JSON lines,
 * so such a path has every `%` escaped: it decodes to itself, and matches exactly what it matched before.
 * @example routerPath('/de/%zz') // '/de/%25zz'
 */
export function routerPath(pathname: string): string {
	if (!pathname.includes('%')) return pathname
	try {
		for (const segment of pathname.split('/')) decodeURIComponent(segment)
		return pathname
	} catch {
		return pathname.replaceAll('%', '%25')
	}
}
