/**
 * The files a page request (a GET or HEAD of a page's URL) passes through, from Bun.serve to the HTML: what a
 * newcomer reads to follow one. Run: `bun scripts/request-path.ts` (a file and its lines a row, then the totals).
 *
 * The rule: the static import graph from the entry (src/server/main.ts) and the renderer (ENTRIES), following value
 * imports between the repository's own files (Bun.Transpiler's scan: type-only imports are dropped, a dynamic
 * import() is not followed). Not listed, nor followed (NOT_FOLLOWED):
 *  - node_modules, styled-system/ (Panda's output) and i18n/ (the dictionaries and typesafe-i18n's files);
 *  - the React tree the render draws: src/routes.tsx (the route table, lazy page modules) and what it imports, the
 *    layout components (src/app/*.tsx, src/ui/) and the pages (src/pages/, src/tools/, src/contact/…), read one
 *    page at a time;
 *  - modules a page request runs no code of, as they run once at boot: a request meets what they built, not the
 *    builder (wiring.ts: the parts; the settings, the version, the client build's manifest, the CSP, the browser
 *    worker);
 *  - other requests' routes: /api, the probes, /metrics, robots.txt and sitemap.xml, forms posted without
 *    JavaScript; and the JSON error answers (server/error-answers.ts), as a page's errors are pages.
 * request-path.test.ts holds the count under REQUEST_PATH_LIMITS; docs/ARCHITECTURE.md lists each file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * The entry, and the renderer: wiring.ts builds it once (not followed, see above) and the pipeline's page route
 * calls it, so the graph starts there too.
 */
export const ENTRIES = ['src/server/main.ts', 'src/server/render/render-page.tsx']
/**
 * Fewer than this many files and lines (request-path.test.ts): today's figures, so the path can only shrink. The
 * goal was fewer than 18 files and 1,250 lines (docs/ARCHITECTURE.md, "The request path"); lower these as it
 * shrinks. (38 files and 2,435 lines before the render folder's and the middleware's small helpers went into their
 * users; 17 and 2,012 before other requests' routes left the pipeline's list and the boot-only modules were named;
 * 16 and 1,642 before the error answers, the page modules' text helpers and the unmeasured memos left; 16 and 1,345
 * before the one-use types, the options nobody set and the cache's constant statuses went.)
 */
export const REQUEST_PATH_LIMITS = { files: 17, lines: 1161 }

const ROOT = join(import.meta.dir, '..')
const NOT_FOLLOWED = [
	/^i18n\//,
	/^styled-system\//,
	/^src\/routes\.tsx$/,
	/^src\/app\/[^/]+\.tsx$/,
	/^src\/(ui|pages|tools|contact|admin|api-docs|analytics|db|youtube\/(?!cache\.ts))\//,
	// Run once at boot.
	/^src\/server\/(wiring|local-worker)\.ts$/,
	/^src\/core\/(config|build-info)\.ts$/,
	/^src\/server\/render\/manifest\.ts$/,
	/^src\/server\/middleware\/security-policy\.ts$/,
	// Other requests' routes.
	/^src\/server\/(api-routes|health|form-posts)\.ts$/,
	// What answers a failed request with the JSON error shape; a page's errors are pages.
	/^src\/server\/error-answers\.ts$/,
	/^src\/(metrics|server\/seo)\//,
]

const scanners = { ts: new Bun.Transpiler({ loader: 'ts' }), tsx: new Bun.Transpiler({ loader: 'tsx' }) }

function resolveImport(from: string, spec: string): string | null {
	if (!spec.startsWith('.')) return null
	const base = join(dirname(from), spec)
	for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
		if (/\.tsx?$/.test(file) && existsSync(file)) return file
	}
	return null
}

/** The files on the request path (relative to the repository) and their line counts, in the order first met. */
export function requestPath(entries = ENTRIES): { file: string; lines: number }[] {
	const seen = new Map<string, number>()
	const queue = entries.map((entry) => join(ROOT, entry))
	while (queue.length) {
		const file = queue.shift() as string
		const name = relative(ROOT, file)
		if (seen.has(name) || NOT_FOLLOWED.some((rule) => rule.test(name))) continue
		const text = readFileSync(file, 'utf8')
		seen.set(name, text.split('\n').length - (text.endsWith('\n') ? 1 : 0))
		const scanner = file.endsWith('.tsx') ? scanners.tsx : scanners.ts
		for (const found of scanner.scanImports(text)) {
			if (found.kind === 'dynamic-import') continue
			const target = resolveImport(file, found.path)
			if (target) queue.push(target)
		}
	}
	return [...seen].map(([file, lines]) => ({ file, lines }))
}

if (import.meta.main) {
	const files = requestPath()
	for (const { file, lines } of files) console.log(`${String(lines).padStart(5)}  ${file}`)
	const lines = files.reduce((sum, f) => sum + f.lines, 0)
	console.log(
		`${files.length} files, ${lines} lines (limits: fewer than ${REQUEST_PATH_LIMITS.files} files and ${REQUEST_PATH_LIMITS.lines} lines)`,
	)
}
