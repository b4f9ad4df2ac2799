/**
 * The path React Router's matcher is given for a path a visitor sent, on the server: the page render
 * (server/render/static-request.ts, render-page.tsx) and a page view (analytics/service.server.ts). React Router
 * decodes each segment to match, and when one does not decode (`%zz`, `%C3` alone) it warns on the console, the
 * whole path in the message, and matches the path as it is. A warning per request would let anyone write to the
 * server's output past LOG_LEVEL and outside its JSON lines (found by tests/fuzz), so such a path has
 * every `%` escaped: it decodes to itself, and matches exactly what it matched before
 * (render-page.tsx asks the static handler with it).
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
