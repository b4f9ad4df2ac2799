import { expect, test } from 'bun:test'
import { resolve } from 'node:path'

// A tool is its folder, one registry entry (both halves) and its texts: everything else follows from the
// registry (docs/ARCHITECTURE.md, "Where to make a change"). tests/support/sixth-tool/run.ts adds a made-up
// sixth entry in a process of its own and reports what the app made of it.
test('a sixth registry entry gets its routes, home card, footer link, help guide, API, OpenAPI, form and sitemap', async () => {
	const child = Bun.spawn(['bun', resolve(import.meta.dir, '../../tests/support/sixth-tool/run.ts')], {
		cwd: resolve(import.meta.dir, '../..'),
		stdout: 'pipe',
		stderr: 'pipe',
	})
	const [out, err, code] = await Promise.all([
		new Response(child.stdout).text(),
		new Response(child.stderr).text(),
		child.exited,
	])
	expect({ code, err: code ? err : '' }).toEqual({ code: 0, err: '' })
	const seen = JSON.parse(out.trim().split('\n').at(-1) ?? '{}')
	expect(seen.routes).toEqual({ canonical: 200, alias: 200, german: 200 })
	expect(seen.homeCard).toEqual(['/tools/sixth-tool'])
	expect(seen.footer).toEqual(['/tools/sixth-tool'])
	expect(seen.helpGuide).toEqual(['/sixth-tool'])
	expect(seen.openapi).toEqual(['/api/tools/sixth'])
	// Its summary is its dictionaries' (apiDocs.operations.<api>), as every tool's.
	expect(seen.openapiSummary).toBe('The sixth tool')
	expect(seen.api).toEqual({ status: 200, body: { echo: 'sixth:abc' } })
	expect(seen.form).toEqual({ status: 200, result: ['sixth:https://youtu.be/eF8Qqp7rjDg'] })
	expect(seen.sitemap).toEqual(
		['', '/de', '/es', '/tr', '/nl'].map((prefix) => `<loc>http://localhost:3000${prefix}/tools/sixth-tool</loc>`),
	)
	expect(seen.structuredData).toBe(true)
}, 60_000)
