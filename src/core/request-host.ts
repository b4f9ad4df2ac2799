/**
 * What a request's Host lets the server read (docs/ARCHITECTURE.md, step 5): `named`, the URL parses; `none`, no
 * Host or an empty one (HTTP/1.0 health checks), served as PUBLIC_URL's; `unusable`, a Host that names no host
 * (`a b`, `[::1`), answered 400 (RFC 9112, section 3.2). Bun gives either a bare path or a URL that does not parse.
 * @example requestHost(new Request('http://localhost/healthz')) // 'named'
 */
export function requestHost(request: Request): 'named' | 'none' | 'unusable' {
	const url = request.url
	if (URL.canParse(url)) return 'named'
	return request.headers.get('host') || !url.startsWith('/') ? 'unusable' : 'none'
}

/**
 * Puts a request whose URL does not parse at `origin`, its path kept (`//x` stays a path). Set on the request
 * itself: Bun's `requestIP`, which rate limits and logs key on, knows only the object the socket gave.
 */
export function atOrigin(request: Request, origin: string): void {
	const url = request.url
	const path = url.startsWith('/') ? url : url.slice(Math.max(0, url.indexOf('/', url.indexOf('//') + 2)))
	Object.defineProperty(request, 'url', { value: origin + (path.startsWith('/') ? path : '/') })
}
