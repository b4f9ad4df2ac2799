import { routerPath } from '../../app/router-path'

/** An encoded control character, or U+2028/U+2029; a fresh pattern per call, as a global one keeps its lastIndex. */
const controlEscapes = () => /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/gi

/** Whether `pathname` holds an encoded control character (see staticRequest). */
export const hasControlEscape = (pathname: string): boolean => controlEscapes().test(pathname)

/**
 * The request React Router's static handler is asked. It answers GET semantics, so a HEAD is
 * asked as a GET (rendered, then sent without a body). A path with an encoded control character
 * (`/%0A`) matches no route at all, not even the not-found splat (React Router's `*` stops at a
 * line break), so it is asked as a space: the visitor gets the not-found page and its 404
 *, never an error page. U+2028 and U+2029 (`%E2%80%A8`, `%E2%80%A9`) end a line for
 * a JavaScript pattern as well. A path with an escape that does not decode is asked with every `%`
 * escaped (app/router-path.ts), its control escapes then plain text.
 */
export function staticRequest(request: Request, url: URL): Request {
	const pathname = routerPath(url.pathname)
	if (request.method !== 'HEAD' && pathname === url.pathname && !hasControlEscape(pathname)) return request
	// Set as a pathname, not resolved as a URL: `//%0A` read as a URL names a host.
	const asked = new URL(url)
	asked.pathname = pathname.replace(controlEscapes(), '%20')
	return new Request(asked, { method: 'GET', headers: request.headers })
}
