/**
 * Bun.serve makes `request.url` from the Host header. HTTP/1.0 may leave Host out (load balancers'
 * health checks do), and then `request.url` is the bare path (`/healthz`). HTTP/1.1 requires it and
 * Bun answers 400 itself when it is missing (RFC 9112, section 3.2), but it takes a Host that names
 * no host (`a b`, `[::1`, a port past 65535) and gives the bare path or a URL that does not parse.
 * Everything that reads the URL threw on either: a 500 and a stack trace per request.
 *
 * `named`: the URL parses. `none`: no Host, or an empty one, which the server serves as its own
 * (PUBLIC_URL's). `unusable`: a Host that names no host, answered 400 as RFC 9112 asks.
 * @example requestHost(new Request('http://localhost/healthz')) // 'named'
 */
export function requestHost(request: Request): 'named' | 'none' | 'unusable' {
	const url = request.url
	if (URL.canParse(url)) return 'named'
	return request.headers.get('host') || !url.startsWith('/') ? 'unusable' : 'none'
}

/**
 * Puts a request whose URL does not parse at `origin`, its path kept: `//x` stays a path, never
 * a host. The URL is set on the request itself, not on a copy: Bun's `requestIP` knows the client's
 * address only for the object the socket gave, and the rate limits and logs key on that address.
 */
export function atOrigin(request: Request, origin: string): void {
	const url = request.url
	const path = url.startsWith('/') ? url : url.slice(Math.max(0, url.indexOf('/', url.indexOf('//') + 2)))
	Object.defineProperty(request, 'url', { value: origin + (path.startsWith('/') ? path : '/') })
}
