import { describe, expect, mock, test } from 'bun:test'
import type { DataRouteObject } from 'react-router'
import { appForPages, expectSamePages, renderEveryPage } from '../../../tests/support/every-page'
import { matchedRoutes } from './matched-routes'

const route = (id: string, children?: DataRouteObject[]): DataRouteObject =>
	({ id, ...(children ? { children } : {}) }) as DataRouteObject

describe('matchedRoutes', () => {
	test('keeps the matched routes, each with only its matched children', () => {
		const tree = [
			route('de', [route('de:pages', [route('de:help'), route('de:guides'), route('de:not-found')])]),
			route('es', [route('es:pages', [route('es:help')])]),
		]
		const kept = matchedRoutes(tree, [
			{ route: { id: 'de' } },
			{ route: { id: 'de:pages' } },
			{ route: { id: 'de:help' } },
		])
		expect(kept).toEqual([route('de', [route('de:pages', [route('de:help')])])])
		// The tree itself is left as it was: the handler keeps using it.
		expect(tree[0]?.children?.[0]?.children).toHaveLength(3)
		expect(matchedRoutes(tree, [])).toBe(tree)
	})

	describe('every page', () => {
		const app = appForPages()

		test('is the same HTML with the matched branch as with the whole tree', async () => {
			const written = await renderEveryPage(app())
			let whole = 0
			mock.module('./matched-routes', () => ({
				matchedRoutes: (routes: DataRouteObject[]) => {
					whole++
					return routes
				},
			}))
			try {
				expectSamePages(written, await renderEveryPage(app()))
				expect(whole).toBe(written.size)
			} finally {
				mock.module('./matched-routes', () => ({ matchedRoutes }))
			}
		}, 60_000)
	})
})
