import type { DataRouteObject } from 'react-router'

/**
 * The routes of the page being rendered, and no others, for `createStaticRouter`: it copies the whole
 * tree it is given on every render (some 26 routes a language), though the static router renders only
 * the handler's matches and matches anything else through the handler (its `_match`). A render's
 * markup is the same with the branch as with the tree (matched-routes.test.ts renders every page with
 * both). A render without matches keeps the tree.
 */
export function matchedRoutes(
	routes: DataRouteObject[],
	matches: readonly { route: { id: string } }[],
): DataRouteObject[] {
	if (!matches.length) return routes
	const ids = new Set(matches.map((match) => match.route.id))
	const branch = (list: DataRouteObject[]): DataRouteObject[] =>
		list
			.filter((route) => ids.has(route.id))
			.map((route) => (route.children ? ({ ...route, children: branch(route.children) } as DataRouteObject) : route))
	return branch(routes)
}
