/**
 * Production build of the browser side: Panda CSS, hashed images, the client bundle
 * (split per route) and dist/client/manifest.json, which the server reads at start.
 * Run through `bun run build` (the generators run first).
 */
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, extname, join, relative, resolve } from 'node:path'
import { PAGE_ENTRIES } from '../src/routes'
import { pruneUnusedCustomProperties } from '../src/server/render/critical-css'
import type { AssetManifest } from '../src/server/render/manifest'
import { gitCommit } from './build-info'
import { clientBuildOptions, liteBuildOptions } from './client-build'
import { cssRules } from './css-rules'

const ROOT = resolve(import.meta.dir, '..')
const OUT = join(ROOT, 'dist/client')
const ASSETS = join(OUT, 'assets')

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('base64url').slice(0, 10)

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name)
		return statSync(full).isDirectory() ? walk(full) : [full]
	})
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(ASSETS, { recursive: true })

// 1. CSS: Panda extracts the styles used in src/ into one sheet.
const cssTmp = join(ROOT, 'dist/styles.css')
const panda = Bun.spawnSync(['bun', '--bun', 'panda', 'cssgen', '--outfile', cssTmp], {
	cwd: ROOT,
	stdout: 'inherit',
	stderr: 'inherit',
})
if (panda.exitCode !== 0) throw new Error('panda cssgen failed')
// Panda writes every preset token as a variable; keep only those the styles read.
const cssBody = pruneUnusedCustomProperties(readFileSync(cssTmp, 'utf8'))
const cssName = `styles-${hash(cssBody)}.css`
writeFileSync(join(ASSETS, cssName), cssBody)
// Its rules with the classes each needs: a page inlines only those it uses (src/server/render/critical-css.ts).
writeFileSync(join(OUT, 'css-rules.json'), JSON.stringify(cssRules(cssBody)))
rmSync(cssTmp)

// 2. Images: copied with a content hash so they can be cached forever.
const images: Record<string, string> = {}
const publicDir = join(ROOT, 'public')
for (const file of walk(join(publicDir, 'images'))) {
	const source = relative(publicDir, file)
	const name = `${basename(file, extname(file))}-${hash(readFileSync(file))}${extname(file)}`
	mkdirSync(join(ASSETS, 'images'), { recursive: true })
	copyFileSync(file, join(ASSETS, 'images', name))
	images[source] = `/assets/images/${name}`
}

// 3. JavaScript: the app's entry, the entry of pages that are not hydrated, a chunk per lazy route and per lazily loaded widget.
const result = await Bun.build(clientBuildOptions(ASSETS))
const liteResult = await Bun.build(liteBuildOptions(ASSETS))
for (const r of [result, liteResult]) {
	if (r.success) continue
	for (const log of r.logs) console.error(log)
	throw new Error('client build failed')
}
const outputs = result.metafile?.outputs ?? {}
const lite = Object.entries(liteResult.metafile?.outputs ?? {}).find(
	([, m]) => m.entryPoint === 'src/client-lite.ts',
)?.[0]
const url = (out: string) => `/assets/${out.replace(/^\.\//, '')}`
const staticImports = (out: string, seen = new Set<string>()): string[] => {
	for (const imp of outputs[out]?.imports ?? []) {
		if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
			seen.add(imp.path)
			staticImports(imp.path, seen)
		}
	}
	return [...seen]
}
let entry = ''
let tool = ''
let notify = ''
const pages: Record<string, string[]> = {}
const dictionaries: Record<string, string[]> = {}
const namespaces: Record<string, string[]> = {}
for (const [out, meta] of Object.entries(outputs)) {
	if (meta.entryPoint === 'src/client.tsx') entry = out
	if (meta.entryPoint === 'src/client-tool.tsx') tool = out
	if (meta.entryPoint === 'src/ui/toast/notify.ts') notify = out
}
// What the entry loads at once: its static imports, and the modules it imports one after another
// (src/client.tsx evaluates React DOM, the router and the app in separate tasks) with theirs. All are
// preloaded with the entry, so the staging costs no extra round trip.
// The tool pages' entry (src/client-tool.tsx) stages React DOM and the tool the same way; of its dynamic imports
// only those two steps are staged, not the four tools' page modules (registry.ts), of which a page needs one.
const pageFiles = new Set(PAGE_ENTRIES.map(([, page]) => page.file))
const staged = (from: string) =>
	(outputs[from]?.imports ?? [])
		.filter((imp) => imp.kind === 'dynamic-import' && !pageFiles.has(outputs[imp.path]?.entryPoint ?? ''))
		.flatMap((imp) => [imp.path, ...staticImports(imp.path)])
const importsOf = (from: string) => [...new Set([...staticImports(from), ...staged(from)])].filter((o) => o !== from)
const entryImports = importsOf(entry)
const toolImports = importsOf(tool)
const entryDeps = new Set([entry, ...entryImports])
const toolDeps = new Set([tool, ...toolImports])
// Page modules by the route table's own `file`s: the guides' and legal pages' modules are not
// named page.tsx, and without their chunks here their heads preloaded none. A page's chunks are those its
// entry does not load already: the tool entry's for a tool page, the app's for the others.
const islandFiles = new Set(PAGE_ENTRIES.filter(([, page]) => page.hydrate === 'island').map(([, page]) => page.file))
for (const [out, meta] of Object.entries(outputs)) {
	if (meta.entryPoint && pageFiles.has(meta.entryPoint)) {
		const deps = islandFiles.has(meta.entryPoint) ? toolDeps : entryDeps
		pages[meta.entryPoint] = [out, ...staticImports(out)].filter((o) => !deps.has(o)).map(url)
	}
	const locale = /^i18n\/([a-z]{2})\/index\.ts$/.exec(meta.entryPoint ?? '')?.[1]
	if (locale) dictionaries[locale] = [out, ...staticImports(out)].filter((o) => !entryDeps.has(o)).map(url)
	// Page namespaces, keyed `de:thumbnail`.
	const ns = /^i18n\/([a-z]{2})\/(\w+)\/index\.ts$/.exec(meta.entryPoint ?? '')
	if (ns) namespaces[`${ns[1]}:${ns[2]}`] = [out, ...staticImports(out)].filter((o) => !entryDeps.has(o)).map(url)
}
if (!entry || !tool || !lite) {
	throw new Error('no entry chunk (src/client.tsx, src/client-tool.tsx, src/client-lite.ts) in the build output')
}

const manifest: Omit<AssetManifest, 'inlineCss' | 'cssRules' | 'integrity'> = {
	entry: url(entry),
	entryImports: entryImports.map(url),
	tool: url(tool),
	toolImports: toolImports.map(url),
	lite: url(lite),
	notify: url(notify),
	css: [`/assets/${cssName}`],
	pages,
	dictionaries,
	namespaces,
	images,
}
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
// 4. What was built: the commit, read by src/core/build-info.ts (the version is package.json's).
const commit = gitCommit(ROOT)
writeFileSync(join(OUT, 'build-info.json'), `${JSON.stringify({ commit })}\n`)
console.log(`client build: ${Object.keys(outputs).length} files, entry ${manifest.entry}, commit ${commit}`)
