import { describe, expect, spyOn, test } from 'bun:test'
import fc from 'fast-check'
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router'
import { PAGE_URL_PATHS } from '../../app/page-paths'
import { routerPath } from '../../app/router-path'
import { LOCALES } from '../../i18n/locales'
import { createRoutes } from '../../routes'
import { branchHandlers, localeHandlers } from './locale-handlers'
import { staticRequest } from './static-request'

const routes = createRoutes({ imprint: false })
const whole = createStaticHandler(routes)
const handlerFor = localeHandlers(routes)
const branchFor = branchHandlers(routes, handlerFor)

/** What React Router matches for `path`: each route's id, the splat and the matched pathname. */
const matched = (tree: RouteObject[], path: string) =>
	matchRoutes(tree, path)?.map((match) => `${match.route.id} ${match.pathname} ${match.params['*'] ?? ''}`) ?? null

const sameAsWholeTree = (path: string) => {
	const reference = matched(whole.dataRoutes, path)
	expect({ path, routes: matched(handlerFor(path).dataRoutes, path) }).toEqual({ path, routes: reference })
	// The branch the renderer asks (branchHandlers) matches the same, and holds nothing else.
	const branch = branchFor(path).dataRoutes
	expect({ path, routes: matched(branch, path) }).toEqual({ path, routes: reference })
	if (reference) expect(routeIds(branch).length).toBe(reference.length)
}

/** Every route id of a tree. */
const routeIds = (tree: { id?: string; children?: unknown[] }[]): string[] =>
	tree.flatMap((route) => [route.id ?? '', ...routeIds((route.children ?? []) as typeof tree)])

/** A path as the server sees it: a URL's pathname (dot segments resolved, some characters escaped). */
const pathnameOf = (path: string) => new URL(`http://x${path}`).pathname

/** The path the renderer asks the handler for (control escapes rewritten, static-request.ts). */
const asQueried = (path: string) => {
	const url = new URL(`http://x${path}`)
	return new URL(staticRequest(new Request(url), url).url).pathname
}

/** matchRoutes ranks the whole tree anew on each call: some 3 ms a path here, more on a busy machine. */
const SLOW = 60_000

const PREFIXES = LOCALES.filter((locale) => locale !== 'en')

describe('localeHandlers', () => {
	test(
		'every real page path, in any case and with any slashes, matches as in the whole tree',
		() => {
			const paths = [...PAGE_URL_PATHS].flatMap((path) => [
				path,
				`${path}/`,
				`${path}//`,
				path.toUpperCase(),
				path.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`),
				`/${path}`,
				`${path}/x`,
			])
			expect(paths.length).toBeGreaterThan(400)
			for (const path of paths) sameAsWholeTree(path)
		},
		SLOW,
	)

	test('a path names its language only by a whole first segment, decoded as React Router decodes it', () => {
		const cases: [string, string][] = [
			['/de/help', 'de:help'],
			['/DE/help', 'de:help'],
			['/De', 'de:home'],
			['/%64e/help', 'de:help'],
			['/%44%45/help', 'de:help'],
			['/tr/%C4%B0', 'tr:not-found'],
			['/dex/help', 'en:not-found'],
			['/d/help', 'en:not-found'],
			['//de/help', 'en:not-found'],
			['/de%2Fhelp', 'en:not-found'],
			// A malformed escape anywhere leaves the whole path undecoded: `d%65` is then no language.
			['/d%65/%E0', 'en:not-found'],
			['/de/%E0', 'de:not-found'],
			['/%E0/de', 'en:not-found'],
			['/', 'en:home'],
			['/help', 'en:help'],
		]
		for (const [path, id] of cases) {
			sameAsWholeTree(path)
			expect({ path, id: matchRoutes(handlerFor(path).dataRoutes, path)?.at(-1)?.route.id }).toEqual({ path, id })
		}
		// Each language has its own tree: the handlers differ, and each holds only its language.
		const trees = new Set(['/', ...PREFIXES.map((locale) => `/${locale}/`)].map((path) => handlerFor(path)))
		expect(trees.size).toBe(LOCALES.length)
		expect(handlerFor('/de/').dataRoutes.map((route) => route.id)).toEqual(['de'])
	})

	test(
		'made-up paths of language codes, pages, escapes and slashes match the routes the whole tree matches',
		() => {
			const segment = fc.oneof(
				fc.constantFrom(...LOCALES, ...PREFIXES.map((l) => l.toUpperCase()), 'dE', 'Tr', 'nL', 'en', 'd', 'dee'),
				fc.constantFrom('help', 'HELP', 'tools', 'thumbnail-downloader', 'guides', 'privacy', '', '.', '..'),
				fc.constantFrom('%64e', '%64%65', '%2F', '%2f', '%E0', '%C4%B0', '%0A', '%e2%80%a8', '%25', '%', 'K', 'ſ', 'İ'),
				fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,6}$/),
			)
			const path = fc
				.array(segment, { minLength: 0, maxLength: 5 })
				.map((segments) => pathnameOf(`/${segments.join('/')}`))
			// React Router warns of each malformed escape on the console.
			const warn = spyOn(console, 'warn').mockImplementation(() => {})
			fc.assert(
				fc.property(path, (p) => {
					sameAsWholeTree(p)
					expect(handlerFor(asQueried(p))).toBe(handlerFor(p))
				}),
				{ numRuns: 1000 },
			)
			warn.mockRestore()
		},
		SLOW,
	)

	test(
		'a path that does not decode is given escaped: it matches what it matched, with no warning',
		() => {
			const segment = fc.oneof(
				fc.constantFrom(...LOCALES, 'DE', 'help', 'tools', 'guides', '', '.'),
				fc.constantFrom('%zz', '%', '%E0', '%C3', '%C3%A4', '%25', '%2F', '%64e', 'd%65', '%0A', '%%41'),
				fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,6}$/),
			)
			const path = fc
				.array(segment, { minLength: 0, maxLength: 5 })
				.map((segments) => pathnameOf(`/${segments.join('/')}`))
			const malformed = (p: string) => routerPath(p) !== p
			expect(['/de/%zz', '/de/help%', '/%C3', '/de/%C3%A4/%zz'].every(malformed)).toBe(true)
			expect(['/de/%C3%A4', '/%25', '/de%2Fhelp', '/de/help'].some(malformed)).toBe(false)
			const warn = spyOn(console, 'warn')
			try {
				fc.assert(
					fc.property(path, (p) => {
						const asked = routerPath(p)
						warn.mockImplementation(() => {})
						const before = matched(whole.dataRoutes, p)
						warn.mockClear()
						expect({ p, routes: matched(whole.dataRoutes, asked) }).toEqual({ p, routes: before })
						expect(handlerFor(asked)).toBe(handlerFor(p))
						expect(warn).not.toHaveBeenCalled()
					}),
					{ numRuns: 500 },
				)
			} finally {
				warn.mockRestore()
			}
		},
		SLOW,
	)

	test('a branch is found once a path and made once a branch', () => {
		expect(branchFor('/de/help')).toBe(branchFor('/de/help'))
		expect(branchFor('/DE/help')).toBe(branchFor('/de/help'))
		expect(branchFor('/de/help')).not.toBe(branchFor('/es/help'))
		expect(branchFor('/de/made-up')).toBe(branchFor('/de/other/made-up'))
		expect(routeIds(branchFor('/de/help').dataRoutes)).toEqual(['de', 'de:pages', 'de:help'])
	})

	test('a route tree not made of one unprefixed root and plain prefixes keeps one handler', () => {
		const custom: RouteObject[] = [
			{ id: 'en', path: '/', children: [{ id: 'x', path: '*' }] },
			{ id: 'param', path: '/:lang', children: [{ id: 'y', path: '*' }] },
		]
		const pick = localeHandlers(custom)
		expect(pick('/de/x')).toBe(pick('/'))
		expect(pick('/').dataRoutes.map((route) => route.id)).toEqual(['en', 'param'])
		const unnamed: RouteObject[] = [
			{ id: 'en', path: '/', children: [{ path: '*' }] },
			{ id: 'de', path: '/de', children: [{ path: '*' }] },
		]
		const one = localeHandlers(unnamed)
		expect(one('/de/x')).toBe(one('/'))
		// Routes without ids are not cut into branches either: React Router would number them anew in each.
		expect(branchHandlers(unnamed, one)('/de/x')).toBe(one('/'))
	})
})
