import { describe, expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PAGE_ENTRIES } from '../src/routes'
import { COMPILE_HINT } from './client-build'

const MANIFEST = resolve(import.meta.dir, '../dist/client/manifest.json')

describe('client build manifest (scripts/build.ts)', () => {
	// Every page's head preloads its chunks from manifest.pages (server/render/page-document.ts);
	// a page missing there loads its module only after the entry has run.
	test.skipIf(!existsSync(MANIFEST))('lists the chunks of every routed page module', () => {
		const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { pages: Record<string, string[]> }
		const missing = PAGE_ENTRIES.map(([, page]) => page.file).filter((file) => !manifest.pages[file]?.length)
		expect(missing).toEqual([])
		for (const chunks of Object.values(manifest.pages)) {
			for (const chunk of chunks) expect(existsSync(join(MANIFEST, '..', chunk))).toBe(true)
		}
	})

	// src/client.tsx imports React DOM, the router and the app one after another (each evaluated in a
	// task of its own); the loader preloads them all with the entry, or each would wait for the last.
	test.skipIf(!existsSync(MANIFEST))('preloads every module the entry imports, at once or in steps', () => {
		const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { entry: string; entryImports: string[] }
		const entry = readFileSync(join(MANIFEST, '..', manifest.entry), 'utf8')
		const imported = [...entry.matchAll(/(?:import\(|from)"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
		expect(imported.length).toBeGreaterThanOrEqual(3)
		expect(imported.filter((path) => !manifest.entryImports.includes(path as string))).toEqual([])
	})

	// A semantic token whose light value names a base token of the same name (danger: '{colors.danger}') came out as
	// `--x:var(--x)`: a cycle, so every colour read from it was invalid in light mode (the error toast's white text on
	// nothing, the error card without its red border).
	test.skipIf(!existsSync(MANIFEST))('every custom property of the stylesheet resolves: none reads itself', () => {
		const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { css: string[] }
		const css = manifest.css.map((href) => readFileSync(join(MANIFEST, '..', `.${href}`), 'utf8')).join('\n')
		const reads = new Map<string, Set<string>>()
		for (const [, name, value] of css.matchAll(/(--[\w-]+)\s*:([^;}]*)/g)) {
			const set = reads.get(name as string) ?? new Set<string>()
			for (const [, read] of (value as string).matchAll(/var\(\s*(--[\w-]+)/g)) set.add(read as string)
			reads.set(name as string, set)
		}
		expect(reads.size).toBeGreaterThan(50)
		const cycles: string[] = []
		const reaches = (from: string, target: string, seen = new Set<string>()): boolean => {
			for (const next of reads.get(from) ?? []) {
				if (next === target) return true
				if (seen.has(next)) continue
				seen.add(next)
				if (reaches(next, target, seen)) return true
			}
			return false
		}
		for (const name of reads.keys()) if (reaches(name, name)) cycles.push(name)
		expect(cycles).toEqual([])
	})

	// zod's core is 88 KB and its schemas cost a long task to build: the browser gets plain values
	// (src/contact/fields.ts), the server validates.
	test.skipIf(!existsSync(MANIFEST))('ships no zod to the browser', () => {
		const assets = join(MANIFEST, '..', 'assets')
		const withZod = readdirSync(assets).filter(
			(name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('_zod'),
		)
		expect(withZod).toEqual([])
	})

	// V8 compiles a file's functions with the file, off the main thread, only when the hint is its first line
	// (scripts/client-build.ts).
	test.skipIf(!existsSync(MANIFEST))("every script starts with V8's compile hint", () => {
		const assets = join(MANIFEST, '..', 'assets')
		const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
		expect(scripts.length).toBeGreaterThan(10)
		const without = scripts.filter((name) => !readFileSync(join(assets, name), 'utf8').startsWith(`${COMPILE_HINT}\n`))
		expect(without).toEqual([])
	})
})
