/** `named`: the URL parses; `none`: no Host (PUBLIC_URL's); `unusable`: answered 400 (docs/ARCHITECTURE.md, step 5). */
export function requestHost(request: Request): 'named' | 'none' | 'unusable' {
	const url = request.url
	if (URL.canParse(url)) return 'named'
	return request.headers.get('host') || !url.startsWith('/') ? 'unusable' : 'none'
}

/** Puts a request at `origin`, its path kept, on the object itself: Bun's `requestIP` knows only that one. */
export function atOrigin(request: Request, origin: string): void {
	const url = request.url
	const path = url.startsWith('/') ? url : url.slice(Math.max(0, url.indexOf('/', url.indexOf('//') + 2)))
	Object.defineProperty(request, 'url', { value: origin + (path.startsWith('/') ? path : '/') })
}
