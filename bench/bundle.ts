/**
 * First-load JavaScript and CSS per route, as the browser really loads it.
 *
 * Starts the production server, opens each route in Debian's Chromium (playwright-core),
 * and reads the page's own Resource Timing entries: every script and stylesheet requested
 * before the page was both loaded (load event) and hydrated (html[data-hydrated="true"])
 * is "first load"; whatever is requested after that (idle preloads of widgets, for
 * example) is listed as "deferred (idle)". Each file is fetched again and gzipped at level
 * 9 (Bun.gzipSync) so the figures do not depend on the server's compression settings.
 * Each file is labelled from dist/client/manifest.json (entry, entryImports, page chunks),
 * by looking for a language's dictionary strings in it, and with the source modules that
 * make it up: the client build is repeated into a temporary folder with the options of
 * scripts/build.ts and `metafile: true` (Bun's content hashes make the names match).
 *
 * Targets, per page type (TARGET MET / TARGET MISSED; exit code 0 either way), on the JavaScript a page downloads
 * before the visitor asks for anything: its first load plus what it fetches at idle time, in both viewports:
 * - a tool page (each tool of src/tools/registry.ts, in English and German) <= 90 KB gzip;
 * - home, and the contact page (the app with its router) <= 120 KB gzip;
 * - a content page (guide index, guide, help centre, legal page, 404) less than the lightest tool page and at most
 *   what home ships.
 * What a hover, a focus or a press loads (a tool's result view and link parsers, the header's Ark widgets on the
 * contact page) is not counted: the bench never moves the pointer.
 *
 * Run alone: `bun run build && bun bench/bundle.ts`.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { clientBuildOptions, liteBuildOptions } from '../scripts/client-build'
import { PAGE_MODULES, type PageModule } from '../src/routes'
import { TOOL_KEYS, TOOLS } from '../src/tools/registry'
import { launchBrowser, waitForHydration } from '../tests/support/browser'
import { assertBuilt, manifestStamp, ROOT, startBenchServer, verdict } from './support/server'

const HOME_JS_TARGET_KB = 120
/** A tool page's JavaScript before the visitor asks for anything (first load and idle time). */
const TOOL_JS_TARGET_KB = 90
const IDLE_WAIT_MS = 2_500
/**
 * Pages without a tool should ship less JavaScript than the tool pages;
 * not hydrated (src/client-lite.ts), they ship less than the home page too.
 */
const CONTENT_ROUTES = [
	'/help',
	'/guides',
	'/guides/youtube-seo-guide',
	'/guides/thumbnail-design',
	'/privacy-policy',
	'/de/terms-of-service',
]
/** Every tool of the registry, at its canonical path: a new tool is measured without an edit here. */
const TOOL_ROUTES = TOOL_KEYS.map((key) => TOOLS[key].paths[0])
/** The same pages in German: longer texts, a dictionary of their own. */
const DE_TOOL_ROUTES = TOOL_ROUTES.map((path) => `/de${path}`)
const ROUTES = [
	'/',
	'/de/',
	...TOOL_ROUTES,
	...DE_TOOL_ROUTES,
	'/contact',
	'/de/contact',
	...CONTENT_ROUTES,
	'/no-such-page',
]
/** Every page type, with the routes that show it, for the targets table. */
const PAGE_TYPES: { type: string; routes: string[]; target: 'tool' | 'app' | 'content' }[] = [
	{ type: 'home', routes: ['/', '/de/'], target: 'app' },
	...TOOL_KEYS.map((key, i) => ({
		type: `tool: ${key}`,
		routes: [TOOL_ROUTES[i] ?? '', DE_TOOL_ROUTES[i] ?? ''],
		target: 'tool' as const,
	})),
	{ type: 'contact', routes: ['/contact', '/de/contact'], target: 'app' },
	{ type: 'guide index', routes: ['/guides'], target: 'content' },
	{ type: 'guide', routes: ['/guides/youtube-seo-guide', '/guides/thumbnail-design'], target: 'content' },
	{ type: 'help centre', routes: ['/help'], target: 'content' },
	{ type: 'legal', routes: ['/privacy-policy', '/de/terms-of-service'], target: 'content' },
	{ type: '404', routes: ['/no-such-page'], target: 'content' },
]
const VIEWPORTS = {
	desktop: { width: 1280, height: 800, isMobile: false },
	mobile: { width: 412, height: 823, isMobile: true },
} as const

interface Manifest {
	entry: string
	entryImports: string[]
	tool: string
	toolImports: string[]
	lite: string
	notify: string
	css: string[]
	pages: Record<string, string[]>
	namespaces: Record<string, string[]>
}

interface Loaded {
	path: string
	kind: 'js' | 'css'
	start: number
	rawBytes: number
	gzipBytes: number
	label: string
}

interface RouteResult {
	route: string
	viewport: keyof typeof VIEWPORTS
	status: number
	loadAt: number
	hydratedAt: number
	first: Loaded[]
	deferred: Loaded[]
}

await assertBuilt()
const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/client/manifest.json'), 'utf8')) as Manifest

/** Leaf strings of each language's dictionary, to recognise dictionary chunks. */
const dictionaries: Record<string, string[]> = {}
for (const locale of ['en', 'de', 'es', 'tr', 'nl']) {
	const mod = await import(join(ROOT, 'i18n', locale, 'index.ts'))
	const leaves: string[] = []
	const walk = (v: unknown) => {
		if (typeof v === 'string') {
			if (v.length >= 24 && !/['"\\{]/.test(v)) leaves.push(v)
		} else if (v && typeof v === 'object') for (const child of Object.values(v)) walk(child)
	}
	walk(mod.default)
	dictionaries[locale] = leaves
}

/** Output file -> every input (a package as one) with its minified bytes, biggest first. */
const inputsByFile = new Map<string, [string, number][]>()
/** The entry of the repeated build: named like manifest.entry unless the sources changed since `bun run build`. */
let repeatedEntry = ''

/** Output file name -> its biggest inputs, from a repeat of the client build with a metafile. */
async function chunkContents(): Promise<Map<string, string>> {
	const out = mkdtempSync(join(tmpdir(), 'tubekit-bundle-'))
	const contents = new Map<string, string>()
	try {
		// Same options as scripts/build.ts, so the content-hashed names are identical.
		const result = await Bun.build(clientBuildOptions(out))
		const lite = await Bun.build(liteBuildOptions(out))
		const outputs = { ...result.metafile?.outputs, ...lite.metafile?.outputs }
		for (const [file, meta] of Object.entries(outputs)) {
			const groups = new Map<string, number>()
			const packages = new Set<string>()
			for (const [input, info] of Object.entries(meta.inputs ?? {})) {
				const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1]
				if (pkg) packages.add(pkg)
				const key = pkg ?? input
				groups.set(key, (groups.get(key) ?? 0) + (info as { bytesInOutput: number }).bytesInOutput)
			}
			// The biggest packages and the biggest own sources.
			const top = [...groups].sort((a, b) => b[1] - a[1])
			inputsByFile.set(`/assets/${file.replace(/^\.\//, '')}`, top)
			if (meta.entryPoint === 'src/client.tsx') repeatedEntry = `/assets/${file.replace(/^\.\//, '')}`
			const own = top.filter(([k]) => !packages.has(k))
			const pkgs = top.filter(([k]) => packages.has(k))
			const show = ([k, b]: [string, number]) => `${k} ${(b / 1024).toFixed(1)}K`
			const shown = [...pkgs.slice(0, 4).map(show), ...own.slice(0, 4).map(show)]
			if (pkgs.length > 4) shown.push(`+${pkgs.length - 4} more packages`)
			if (own.length > 4) shown.push(`+${own.length - 4} more own files`)
			contents.set(`/assets/${file.replace(/^\.\//, '')}`, shown.join(', '))
		}
	} catch (error) {
		console.warn(`(could not repeat the client build for chunk contents: ${error})`)
	} finally {
		rmSync(out, { recursive: true, force: true })
	}
	return contents
}
const contents = await chunkContents()

function labelOf(path: string, body: string): string {
	const tags: string[] = []
	if (path === manifest.entry) tags.push('entry')
	if (manifest.entryImports.includes(path)) tags.push('entryImport')
	if (path === manifest.tool) tags.push('tool entry (tool pages, no router)')
	if (manifest.toolImports.includes(path)) tags.push('toolImport')
	if (path === manifest.lite) tags.push('lite entry (pages not hydrated)')
	if (path === manifest.notify) tags.push('notify entry')
	if (manifest.css.includes(path)) tags.push('css')
	for (const [page, chunks] of Object.entries(manifest.pages)) {
		if (chunks.includes(path)) tags.push(`page chunk: ${page.replace(/^src\/pages\/|\/page\.tsx$/g, '')}`)
	}
	for (const [key, chunks] of Object.entries(manifest.namespaces ?? {})) {
		if (chunks.includes(path)) tags.push(`namespace: ${key}`)
	}
	for (const [locale, leaves] of Object.entries(dictionaries)) {
		const hits = leaves.filter((s) => body.includes(s)).length
		if (leaves.length && hits >= Math.min(5, leaves.length))
			tags.push(`dictionary: ${locale} (${hits}/${leaves.length} strings)`)
	}
	if (!tags.length && path.endsWith('.js')) tags.push('not in manifest (dynamic import)')
	const inside = contents.get(path)
	if (inside) tags.push(`[${inside}]`)
	else if (path.endsWith('.js')) tags.push('[contents unknown: build options differ from scripts/build.ts?]')
	return tags.join(' ')
}

const fileCache = new Map<string, { raw: number; gzip: number; label: string }>()
async function measure(base: string, path: string) {
	let hit = fileCache.get(path)
	if (!hit) {
		const res = await fetch(base + path)
		const bytes = new Uint8Array(await res.arrayBuffer())
		hit = {
			raw: bytes.byteLength,
			gzip: Bun.gzipSync(bytes, { level: 9 }).byteLength,
			label: labelOf(path, new TextDecoder().decode(bytes)),
		}
		fileCache.set(path, hit)
	}
	return hit
}

async function loadRoute(
	browser: Browser,
	base: string,
	route: string,
	viewport: keyof typeof VIEWPORTS,
): Promise<RouteResult> {
	const { width, height, isMobile } = VIEWPORTS[viewport]
	const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile })
	const page = await context.newPage()
	// Record when the app marks itself hydrated, on the page's own clock.
	await page.addInitScript(() => {
		// Runs before <html> exists: watch the document subtree for the attribute.
		new MutationObserver((_, observer) => {
			if (document.documentElement?.dataset.hydrated === 'true') {
				;(window as unknown as { __tkHydratedAt: number }).__tkHydratedAt = performance.now()
				observer.disconnect()
			}
		}).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })
	})
	const problems: string[] = []
	page.on('pageerror', (e) => problems.push(e.message))
	const response = await page.goto(base + route, { waitUntil: 'load' })
	await waitForHydration(page)
	await page.waitForLoadState('networkidle')
	await page.waitForTimeout(IDLE_WAIT_MS)
	const timing = await page.evaluate(() => {
		const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
		return {
			loadAt: nav.loadEventStart,
			hydratedAt: (window as unknown as { __tkHydratedAt?: number }).__tkHydratedAt ?? Number.NaN,
			resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
				name: r.name,
				start: r.startTime,
				initiator: r.initiatorType,
				status: r.responseStatus,
			})),
		}
	})
	await context.close()

	const cutoff = Math.max(timing.loadAt, Number.isFinite(timing.hydratedAt) ? timing.hydratedAt : 0)
	const first: Loaded[] = []
	const deferred: Loaded[] = []
	const seen = new Set<string>()
	for (const r of timing.resources) {
		const url = new URL(r.name)
		if (url.origin !== base) continue
		// A modulepreload and the module script it serves are two entries for one download.
		if (seen.has(url.pathname)) continue
		seen.add(url.pathname)
		if (r.status >= 400) problems.push(`${r.status} ${url.pathname}`)
		const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null
		if (!kind) continue
		const m = await measure(base, url.pathname)
		const item: Loaded = {
			path: url.pathname,
			kind,
			start: r.start,
			rawBytes: m.raw,
			gzipBytes: m.gzip,
			label: m.label,
		}
		;(r.start <= cutoff ? first : deferred).push(item)
	}
	if (problems.length) console.warn(`  problems on ${route} (${viewport}): ${problems.join(' | ')}`)
	return {
		route,
		viewport,
		status: response?.status() ?? 0,
		loadAt: timing.loadAt,
		hydratedAt: timing.hydratedAt,
		first,
		deferred,
	}
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const sum = (items: Loaded[], kind: 'js' | 'css', field: 'rawBytes' | 'gzipBytes') =>
	items.filter((i) => i.kind === kind).reduce((s, i) => s + i[field], 0)

const stamp = manifestStamp()
const server = await startBenchServer({ LOG_LEVEL: 'warn' })
const browser = await launchBrowser()
const results: RouteResult[] = []
try {
	for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
		for (const route of ROUTES) results.push(await loadRoute(browser, server.url, route, viewport))
	}
} finally {
	await browser.close()
	await server.stop()
}
if (manifestStamp() !== stamp) {
	console.warn('\nWARNING: dist/client was rebuilt while this ran; the figures may mix two builds. Run again.')
}

console.log('\n=== First-load JavaScript and CSS per route (Chromium, gzip level 9) ===')
console.log('First load = requested before both the load event and hydration; deferred = requested after.\n')
const header = `${'route'.padEnd(15)} ${'viewport'.padEnd(8)} ${'status'.padEnd(6)} ${'JS files'.padStart(8)} ${'JS raw KB'.padStart(10)} ${'JS gzip KB'.padStart(11)} ${'CSS gzip KB'.padStart(12)} ${'deferred JS gzip KB'.padStart(20)}`
console.log(header)
console.log('-'.repeat(header.length))
for (const r of results) {
	const jsFiles = r.first.filter((i) => i.kind === 'js').length
	console.log(
		`${r.route.padEnd(15)} ${r.viewport.padEnd(8)} ${String(r.status).padEnd(6)} ${String(jsFiles).padStart(8)} ${kb(
			sum(r.first, 'js', 'rawBytes'),
		).padStart(10)} ${kb(sum(r.first, 'js', 'gzipBytes')).padStart(11)} ${kb(sum(r.first, 'css', 'gzipBytes')).padStart(
			12,
		)} ${kb(sum(r.deferred, 'js', 'gzipBytes')).padStart(20)}`,
	)
}

for (const r of results.filter((x) => x.viewport === 'desktop')) {
	console.log(
		`\n${r.route} (desktop): load event at ${r.loadAt.toFixed(0)} ms, hydrated at ${r.hydratedAt.toFixed(0)} ms`,
	)
	for (const i of r.first) {
		console.log(
			`  first     ${i.path.padEnd(34)} ${kb(i.rawBytes).padStart(7)} KB raw ${kb(i.gzipBytes).padStart(6)} KB gzip  @${i.start
				.toFixed(0)
				.padStart(5)} ms  ${i.label}`,
		)
	}
	for (const i of r.deferred) {
		console.log(
			`  deferred (idle) ${i.path.padEnd(28)} ${kb(i.rawBytes).padStart(7)} KB raw ${kb(i.gzipBytes).padStart(6)} KB gzip  @${i.start
				.toFixed(0)
				.padStart(5)} ms  ${i.label}`,
		)
	}
	if (r.deferred.length === 0) console.log('  deferred (idle): none')
}
for (const r of results.filter((x) => x.viewport === 'mobile')) {
	const desktop = results.find((x) => x.viewport === 'desktop' && x.route === r.route)
	const extraFirst = r.first.filter((i) => !desktop?.first.some((d) => d.path === i.path))
	const extraDeferred = r.deferred.filter((i) => !desktop?.deferred.some((d) => d.path === i.path))
	if (extraFirst.length || extraDeferred.length) {
		console.log(`\n${r.route} (mobile) loads these files that desktop does not:`)
		for (const i of extraFirst) console.log(`  first     ${i.path}  ${kb(i.gzipBytes)} KB gzip  ${i.label}`)
		for (const i of extraDeferred) console.log(`  deferred (idle) ${i.path}  ${kb(i.gzipBytes)} KB gzip  ${i.label}`)
	}
}

// What the entry is made of: every route loads all of it, so this is where the unused bytes
// Lighthouse reports at page load come from.
const entryInputs = inputsByFile.get(manifest.entry) ?? inputsByFile.get(repeatedEntry)
if (entryInputs) {
	const total = entryInputs.reduce((s, [, b]) => s + b, 0)
	const stale = inputsByFile.has(manifest.entry) ? '' : ` (as built from today's sources: ${repeatedEntry})`
	console.log(
		`\nEntry ${manifest.entry}${stale}: ${kb(total)} KB minified from ${entryInputs.length} inputs (a package counts as one)`,
	)
	for (const [input, bytes] of entryInputs.slice(0, 15)) {
		console.log(`  ${kb(bytes).padStart(6)} KB ${((bytes / total) * 100).toFixed(0).padStart(3)} %  ${input}`)
	}
	if (entryInputs.length > 15) {
		const rest = entryInputs.slice(15).reduce((s, [, b]) => s + b, 0)
		console.log(
			`  ${kb(rest).padStart(6)} KB ${((rest / total) * 100).toFixed(0).padStart(3)} %  ${entryInputs.length - 15} smaller inputs`,
		)
	}
}

// Cross-check: the manifest's idea of the home page's first load (no dictionary chunk). Home is not hydrated
// (src/routes.tsx): its first load is the small entry alone.
const homeLite = (PAGE_MODULES.home as PageModule).hydrate === false
const manifestHome = homeLite
	? [manifest.lite]
	: [manifest.entry, ...manifest.entryImports, ...(manifest.pages['src/pages/home/page.tsx'] ?? [])]
let manifestGzip = 0
for (const p of manifestHome) manifestGzip += fileCache.get(p)?.gzip ?? (await measureFile(p))
async function measureFile(p: string) {
	return Bun.gzipSync(readFileSync(join(ROOT, 'dist/client', p)), { level: 9 }).byteLength
}
console.log(
	`\nManifest cross-check, home: ${homeLite ? 'the small entry (not hydrated)' : 'entry + entryImports + page chunks'} = ${manifestHome.length} files, ${kb(manifestGzip)} KB gzip`,
)

/** JavaScript before the visitor asks for anything: the first load and what is fetched at idle time, in KB. */
const before = (r: RouteResult) => ({
	first: sum(r.first, 'js', 'gzipBytes') / 1024,
	idle: sum(r.deferred, 'js', 'gzipBytes') / 1024,
})
const totalOf = (route: string) =>
	Math.max(
		...results.filter((r) => r.route === route).map((r) => before(r).first + before(r).idle),
		Number.NEGATIVE_INFINITY,
	)
const lightestTool = Math.min(...TOOL_ROUTES.map(totalOf))
const homeTotal = totalOf('/')

console.log(
	'\nTargets: JavaScript before the visitor asks for anything (gzip KB, first load + idle time, worst viewport)',
)
const targetHeader = `${'page type'.padEnd(18)} ${'route'.padEnd(32)} ${'first'.padStart(6)} ${'idle'.padStart(6)} ${'total'.padStart(6)}  target`
console.log(targetHeader)
console.log('-'.repeat(targetHeader.length + 40))
for (const { type, routes, target } of PAGE_TYPES) {
	for (const route of routes) {
		const worst = results
			.filter((r) => r.route === route)
			.map(before)
			.sort((a, b) => b.first + b.idle - (a.first + a.idle))[0]
		if (!worst) continue
		const total = worst.first + worst.idle
		const [goal, met] =
			target === 'tool'
				? [`<= ${TOOL_JS_TARGET_KB} KB`, total <= TOOL_JS_TARGET_KB]
				: target === 'app'
					? [`<= ${HOME_JS_TARGET_KB} KB`, total <= HOME_JS_TARGET_KB]
					: [
							`< lightest tool page (${lightestTool.toFixed(1)}), <= home (${homeTotal.toFixed(1)})`,
							total < lightestTool && total <= homeTotal,
						]
		console.log(
			`${type.padEnd(18)} ${route.padEnd(32)} ${worst.first.toFixed(1).padStart(6)} ${worst.idle.toFixed(1).padStart(6)} ${total
				.toFixed(1)
				.padStart(6)}  ${goal}  ${verdict(met)}`,
		)
	}
}
