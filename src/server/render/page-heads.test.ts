import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { RouteObject } from 'react-router'
import type { MetaArgs, PageHandle } from '../../app/route-handle'
import { createRoutes } from '../../routes'
import { testApp } from '../test-app'

// A real page's head (its meta and JSON-LD) is built once per language and path, not per render;
// a 404's head, which depends on no page, is built each time.

type App = Awaited<ReturnType<typeof testApp>>
const metaCalls: string[] = []

/** The routes with every page's `meta` counted (route id and language of each call). */
function counted(routes: RouteObject[]): RouteObject[] {
	return routes.map((route) => {
		const lazy = route.lazy as (() => Promise<Record<string, unknown>>) | undefined
		return {
			...route,
			...(route.children ? { children: counted(route.children) } : {}),
			...(typeof lazy === 'function'
				? {
						lazy: async () => {
							const mod = await lazy()
							const handle = mod.handle as PageHandle | undefined
							if (!handle?.meta) return mod
							const meta = (args: MetaArgs) => {
								metaCalls.push(`${route.id} ${args.locale}`)
								return handle.meta(args)
							}
							return { ...mod, handle: { ...handle, meta } }
						},
					}
				: {}),
		} as RouteObject
	})
}

let app: App
beforeAll(async () => {
	app = await testApp(
		{ LOG_LEVEL: 'silent', RENDER_CACHE_ENTRIES: '0' },
		{ routes: counted(createRoutes({ imprint: false })) },
	)
})
afterAll(() => app.close())

const head = async (path: string, headers: Record<string, string> = {}) => {
	const res = await app.request(path, { headers })
	return /<head>[\s\S]*<\/head>/.exec(await res.text())?.[0] ?? ''
}

test('a page’s head is built once per language and path, and every render sends the same', async () => {
	const first = await head('/de/help?r=1')
	const calls = metaCalls.length
	expect(calls).toBeGreaterThan(0)
	expect(await head('/de/help?r=2')).toBe(first)
	expect(await head('/de/help?utm_source=x')).toBe(first)
	expect(metaCalls.length).toBe(calls)
	// Another language is another head.
	const english = await head('/help?r=3')
	expect(english).not.toBe(first)
	expect(metaCalls.length).toBe(calls + 1)
	// Do Not Track is the request's: its page is kept apart, with the same head.
	expect(await head('/de/help?r=4', { DNT: '1' })).toBe(first)
	expect(metaCalls.length).toBe(calls + 2)
})

test('a 404’s head is built for each request', async () => {
	const before = metaCalls.length
	const one = await head('/de/nothing-here-1?r=1')
	await head('/de/nothing-here-2?r=1')
	expect(metaCalls.length).toBe(before + 2)
	expect(one).toContain('noindex')
})
