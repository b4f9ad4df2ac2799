/**
 * The uncached render of every page in every language, in-process: for each
 * of the sitemap's pages × five languages, `app.request('<page>')` on an app without a render
 * cache, body read to the end, after a warm-up of each. bench/ssr.ts runs this in a
 * child with NODE_ENV=production and prints the figures. One JSON line: { "<url>": summary }.
 * Each round also renders a plain React document of FLOOR_ROWS sizes (react-floor.tsx): React's own cost per
 * element, measured beside the pages, is the floor the bench compares each page with.
 */

import { testConfig } from '../../src/core/config'
import { createApp } from '../../src/server/app'
import { SITEMAP_URL_PATHS } from '../../src/server/seo/sitemap'
import { plainElements, renderPlain } from './react-floor'
import { percentile } from './server'

const WARMUP = Number(process.env.PAGE_WARMUP ?? 10)
/**
 * Rounds over every page. 200, so that a page's p99 is its 99th percentile (the third slowest render): of 60, the
 * p99 was the slowest one, and a single garbage collection of 5–8 ms in a page's 60 renders failed it.
 */
const SAMPLES = Number(process.env.PAGE_SAMPLES ?? 200)

const { app, close } = await createApp(testConfig({ RENDER_CACHE_ENTRIES: '0' }))
async function time(path: string): Promise<number> {
	const start = performance.now()
	const res = await app.request(path)
	await res.arrayBuffer()
	const ms = performance.now() - start
	if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
	return ms
}

/** Elements of the whole document and of its <main> (the page component's own markup). */
const elements = async (url: string) => {
	const html = await (await app.request(`${url}?count=1`)).text()
	const tags = (text: string) => text.match(/<[a-zA-Z]/g)?.length ?? 0
	const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
	return { elements: tags(html), mainElements: tags(main) }
}
const out: Record<string, { p50: number; p99: number; max: number; elements: number; mainElements: number }> = {}
for (const url of SITEMAP_URL_PATHS) for (let i = 0; i < WARMUP; i++) await time(url)
// Rounds over every page rather than one page at a time, so a pause of the machine or a garbage
// collection spreads over all pages instead of landing on one.
const samples = new Map<string, number[]>(SITEMAP_URL_PATHS.map((url) => [url, []]))
/** Two sizes spanning the pages' own (209 to 476 elements): 153 and 483; their difference is React's cost per element. */
const FLOOR_ROWS = [50, 160] as const
const floorSamples = new Map<number, number[]>(FLOOR_ROWS.map((rows) => [rows, []]))
for (const rows of FLOOR_ROWS) for (let i = 0; i < WARMUP * 5; i++) await renderPlain(rows)
for (let round = 0; round < SAMPLES; round++) {
	for (const url of SITEMAP_URL_PATHS) samples.get(url)?.push(await time(url))
	for (const rows of FLOOR_ROWS) floorSamples.get(rows)?.push(await renderPlain(rows))
}
const floor = FLOOR_ROWS.map((rows) => ({
	elements: plainElements(rows),
	p50: percentile(
		(floorSamples.get(rows) ?? []).sort((a, b) => a - b),
		50,
	),
}))
for (const [url, list] of samples) {
	const sorted = list.sort((a, b) => a - b)
	out[url] = {
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99),
		max: sorted.at(-1) ?? 0,
		...(await elements(url)),
	}
}
await close()
console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, samples: SAMPLES, results: out, floor }))
