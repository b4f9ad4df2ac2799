import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandler } from 'react-router'
import { routerPath } from '../../app/router-path'

/** A top-level route of one plain segment (`/de`), which the split below can route to on its own. */
const PREFIX_ROUTE = /^\/[A-Za-z0-9_-]+$/

/**
 * The static handler that answers `pathname`, one per language tree instead of one for all five.
 *
 * React Router tries a path against the branches of the whole tree it was given, in rank order,
 * and `createStaticRouter` converts that whole tree again on every render. With five languages
 * of 26 pages each that is some 130 branches, though only one language can match: each language
 * is its own top-level route (routes.tsx), and a path can match in a prefixed language only when
 * its first segment names it. Handing each request its own language's tree took 0.25–0.32 ms off
 * the median uncached render (of about 5 ms; docs/ARCHITECTURE.md, "Rendering").
 *
 * The choice copies React Router's: the path is decoded segment by segment, or kept as it is when
 * any segment is a malformed escape (its `decodePath`), and the segment is compared without
 * regard to case, as its route regexes are (`/DE/help` is the German help page). Any other path
 * goes to the unprefixed tree. locale-handlers.test.ts checks that every path, real or made-up,
 * matches the same routes as in the whole tree; that holds while no route of the unprefixed tree
 * begins with a parameter, and every prefixed tree ends in its own not-found splat.
 * A tree of another shape (a test's own) keeps one handler, and so does one with a route without an id: React
 * Router would number it by its place in each language's tree, not in the whole tree the browser hydrates.
 */
export function localeHandlers(routes: RouteObject[]): (pathname: string) => StaticHandler {
	const root = routes.filter((route) => route.path === '/')
	const prefixed = routes.filter((route) => route.path !== '/')
	const splittable =
		root.length === 1 &&
		prefixed.every((route) => PREFIX_ROUTE.test(route.path ?? '') && !route.caseSensitive) &&
		haveIds(routes)
	if (!splittable || !prefixed.length) {
		const whole = createStaticHandler(routes)
		return () => whole
	}
	const fallback = createStaticHandler(root)
	const byPrefix = new Map(prefixed.map((route) => [route.path?.slice(1).toLowerCase(), createStaticHandler([route])]))
	// Not String#toLowerCase: a regex's `i` without `u` folds case as React Router's route regexes do.
	const isPrefix = new RegExp(`^(?:${[...byPrefix.keys()].join('|')})$`, 'i')
	return (pathname) => {
		const segment = firstSegment(pathname)
		return isPrefix.test(segment) ? (byPrefix.get(segment.toLowerCase()) ?? fallback) : fallback
	}
}

const haveIds = (routes: RouteObject[]): boolean =>
	routes.every((route) => route.id !== undefined && haveIds(route.children ?? []))

/**
 * The path's first segment as React Router matches it: decoded, unless any segment fails to decode (its
 * `decodePath`, react-router's lib/router/utils.js; locale-handlers.test.ts catches a drift on an upgrade).
 * routerPath gives such a path with every `%` escaped, so its first segment decodes to itself as written.
 */
function firstSegment(pathname: string): string {
	const first = routerPath(pathname).split('/')[1] ?? ''
	return first.includes('%') ? decodeURIComponent(first) : first
}

/**
 * The static handler of the one branch of routes that answers `pathname` (the path the handler is asked,
 * static-request.ts): the language's tree cut down to the routes React Router matches for it. The static handler
 * flattens and ranks the whole tree it holds on every request, about 4 % of an uncached guide page's render with a
 * language's 26 pages; with the branch it ranks two or three routes. The branch is found once a path (kept for the
 * last few thousand paths) and its handler made once a branch. A tree `localeHandlers` keeps whole (routes without
 * ids) is used whole here too. locale-handlers.test.ts checks that every path, real or made-up, matches the same routes
 * in its branch as in the whole tree.
 */
export function branchHandlers(
	routes: RouteObject[],
	handlerFor: (pathname: string) => StaticHandler,
): (pathname: string) => StaticHandler {
	if (!haveIds(routes)) return handlerFor
	const byBranch = new Map<string, StaticHandler>()
	const byPath = new Map<string, StaticHandler>()
	return (pathname) => {
		const known = byPath.get(pathname)
		if (known) return known
		const whole = handlerFor(pathname)
		const ids = matchRoutes(whole.dataRoutes, pathname)?.map((match) => match.route.id)
		if (!ids?.length) return whole
		const key = ids.join('\n')
		let handler = byBranch.get(key)
		if (!handler) {
			handler = createStaticHandler(branchOf(routes, new Set(ids)))
			byBranch.set(key, handler)
		}
		// Real pages and a few made-up paths per visitor: a flood of made-up paths only refills it.
		if (byPath.size >= PATHS_KEPT) byPath.clear()
		byPath.set(pathname, handler)
		return handler
	}
}

const PATHS_KEPT = 4096

/** The routes of `routes` whose ids are in `ids`, as a tree: the one branch they make. */
const branchOf = (routes: RouteObject[], ids: Set<string>): RouteObject[] =>
	routes
		.filter((route) => route.id !== undefined && ids.has(route.id))
		.map((route) => (route.children ? ({ ...route, children: branchOf(route.children, ids) } as RouteObject) : route))
