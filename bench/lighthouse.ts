/**
 * Lighthouse (default config: mobile emulation, simulated throttling) on the pages of the
 * sitemap, served by the production server, with Debian's Chromium. 100 in
 * all four categories on every URL of the sitemap, the score being the median of 3 runs.
 *
 * Two modes:
 * - default, the sample: one URL of each page kind, the five languages spread over them
 *   (SAMPLE_PAGES, bench/support/sample-pages.ts), 1 run each — a few minutes, to run routinely;
 * - `--full`: every `<loc>` of the server's own /sitemap.xml (every page in every language),
 *   3 runs each.
 * `--runs N` (or LIGHTHOUSE_RUNS) changes the runs per URL, `--paths /a,/de/b` audits just
 * those paths, `--items` lists the offending items of every failing audit in full mode too.
 *
 * Printed per URL: the median of each category (each run's score in brackets), and every audit
 * that failed in any run, with its savings (Lighthouse's metricSavings, and the bytes or
 * milliseconds of its details). At the end: the audits that failed across URLs, how many URLs
 * are at 100 in all four categories, the goal's verdict, and how long the mode took.
 *
 * The server runs with PUBLIC_URL equal to its own URL, so the sitemap, canonical and hreflang
 * links point at the server being audited. Full JSON reports of every run below 100 in some
 * category go to the system temp folder (never into the repository); their paths are printed.
 *
 * The load average is printed with every run: simulated throttling multiplies this machine's
 * CPU time (CPU x4), so on a busy 2-core machine FCP, LCP and TBT grow and performance drops.
 *
 * A URL that does not answer 200 (a mistyped `--paths` entry, a broken page) is not audited: it is named at the
 * end and the goal counts it as missed (Lighthouse would retry it and fail with ERRORED_DOCUMENT_REQUEST).
 *
 * Target: 100 in each category for each URL (TARGET MET / TARGET MISSED; exit code 0).
 *
 * Run alone: `bun run build && bun bench/lighthouse.ts [--full]`. CHROME_PATH overrides
 * /usr/bin/chromium. Uses the Lighthouse Node API under Bun (the CLI needs Node >= 22.19).
 */

import { writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import { CHROMIUM_ARGS } from '../tests/support/browser'
import { SAMPLE_PAGES } from './support/sample-pages'
import { assertBuilt, manifestStamp, median, startBenchServer, verdict } from './support/server'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS]
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof ALL_CATEGORIES)[number]
const SHORT: Record<Category, string> = {
	performance: 'perf',
	accessibility: 'a11y',
	'best-practices': 'bp',
	seo: 'seo',
}

const { values: args } = parseArgs({
	args: Bun.argv.slice(2),
	options: {
		full: { type: 'boolean', default: false },
		runs: { type: 'string' },
		paths: { type: 'string' },
		items: { type: 'boolean', default: false },
		categories: { type: 'string' },
		cpu: { type: 'string' },
	},
})
/**
 * The categories audited (all four unless --categories names some): without performance a run
 * takes about a third of the time, and the other three do not depend on the machine's load.
 */
const CATEGORIES: readonly Category[] = args.categories
	? args.categories.split(',').map((c) => {
			if (!(ALL_CATEGORIES as readonly string[]).includes(c))
				throw new Error(`--categories: unknown category ${c} (${ALL_CATEGORIES.join(', ')})`)
			return c as Category
		})
	: ALL_CATEGORIES
/**
 * Lighthouse's CPU slowdown: its default 4 (the issue's measure, and the verdict's unless --cpu says
 * otherwise), a number, or `calibrated`: the multiplier Lighthouse's documentation recommends for this
 * machine (docs/throttling.md, "Calibrating the CPU slowdown"), from the median benchmarkIndex of three
 * calibration runs. The default 4 assumes a high-end desktop (benchmarkIndex 1500-2000) emulating a
 * mid-tier phone; on a host that is itself slower, 4 emulates a slower phone than intended.
 */
const CPU = args.cpu ?? '4'
if (CPU !== 'calibrated' && !(Number(CPU) > 0)) throw new Error(`--cpu must be a number or "calibrated", got ${CPU}`)

/**
 * The multiplier of Lighthouse's CPU throttling calculator for a host's benchmarkIndex
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, linked from Lighthouse's docs/throttling.md):
 * 1300 and above 3x plus 1x per 233, 800-1300 2x-3x, 150-800 1x-2x; below 150, no slowdown.
 * @example calibratedMultiplier(1533) // 4
 */
function calibratedMultiplier(benchmarkIndex: number): number {
	if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
	if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
	if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
	return 1
}

const FULL = args.full === true
const RUNS = Number(args.runs ?? process.env.LIGHTHOUSE_RUNS ?? (FULL ? 3 : 1))
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`)
/** Offending items per failing audit: always in the sample, on request in full mode (70 URLs). */
const SHOW_ITEMS = !FULL || args.items === true
const MAX_ITEMS = 5
const score = (s: number | null | undefined) => (s === null || s === undefined ? 'n/a' : String(Math.round(s * 100)))
const load1 = () => loadavg()[0]?.toFixed(2)

// Only the parts of Lighthouse's result this script reads.
interface AuditResult {
	id: string
	title: string
	score: number | null
	scoreDisplayMode: string
	displayValue?: string
	numericValue?: number
	metricSavings?: Partial<Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'INP', number>>
	details?: {
		type?: string
		items?: Record<string, unknown>[]
		overallSavingsMs?: number
		overallSavingsBytes?: number
	}
}
interface CategoryResult {
	id: string
	title: string
	score: number | null
	auditRefs: { id: string; weight: number; group?: string }[]
}
interface Lhr {
	lighthouseVersion: string
	environment: { benchmarkIndex: number; hostUserAgent: string }
	configSettings: { formFactor: string; throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } }
	finalDisplayedUrl: string
	runtimeError?: { code: string; message: string }
	runWarnings: string[]
	categories: Record<string, CategoryResult>
	audits: Record<string, AuditResult>
}

/** Flattens Lighthouse's nested details (tables inside insight lists) into plain rows. */
function rowsOf(details: AuditResult['details']): Record<string, unknown>[] {
	const rows: Record<string, unknown>[] = []
	for (const item of details?.items ?? []) {
		if (item.type === 'table' && Array.isArray(item.items)) rows.push(...(item.items as Record<string, unknown>[]))
		else if (item.type === 'list-section' && (item.value as { type?: string })?.type === 'network-tree') {
			rows.push({ chain: longestChain((item.value as { chains: Chains }).chains) })
		} else if (item.type === 'list-section') {
			// Other sections (e.g. preconnect advice) carry their own table, often empty.
			rows.push(...((item.value as { items?: Record<string, unknown>[] }).items ?? []))
		} else rows.push(item)
	}
	return rows
}

type Chains = Record<string, { url: string; navStartToEndTime: number; isLongest?: boolean; children?: Chains }>
function longestChain(chains: Chains): string {
	const path: string[] = []
	let level: Chains | undefined = chains
	while (level && Object.keys(level).length) {
		const nodes: Chains[string][] = Object.values(level)
		const next: Chains[string] | undefined =
			nodes.find((n) => n.isLongest) ?? nodes.sort((a, b) => b.navStartToEndTime - a.navStartToEndTime)[0]
		if (!next) break
		path.push(`${new URL(next.url).pathname} (${Math.round(next.navStartToEndTime)} ms)`)
		level = next.children
	}
	return `longest chain: ${path.join(' -> ')}`
}

/** A short, readable description of one offending item of an audit's details table. */
function describeItem(item: Record<string, unknown>): string {
	if (typeof item.chain === 'string') return item.chain
	if (typeof item.groupLabel === 'string') return `${item.groupLabel}: ${Math.round(Number(item.duration))} ms`
	const parts: string[] = []
	const node = item.node as { snippet?: string; selector?: string; explanation?: string } | undefined
	if (node?.selector) parts.push(`selector: ${node.selector}`)
	if (node?.snippet) parts.push(`snippet: ${node.snippet.slice(0, 160)}`)
	if (node?.explanation) parts.push(`why: ${node.explanation.replace(/\s+/g, ' ').slice(0, 240)}`)
	const keys = [
		'url',
		'source',
		'description',
		'directive',
		'severity',
		'label',
		'totalBytes',
		'wastedBytes',
		'wastedMs',
		'reflowTime',
		'duration',
	]
	for (const key of keys) {
		const v = item[key]
		if (v === undefined || v === null) continue
		if (typeof v === 'object') {
			const o = v as { url?: string; value?: string; line?: number; column?: number }
			if (o.url) parts.push(`${key}: ${o.url}${o.line !== undefined ? `:${o.line}:${o.column}` : ''}`)
			else if (o.value !== undefined) parts.push(`${key}: ${String(o.value).slice(0, 200)}`)
			continue
		}
		parts.push(`${key}: ${typeof v === 'number' ? Math.round(v) : String(v).replace(/\s+/g, ' ').slice(0, 200)}`)
	}
	return parts.length ? parts.join(' | ') : JSON.stringify(item).slice(0, 240)
}

/** What an audit says it would save: metric milliseconds (or CLS), then its bytes. */
function savingsOf(a: AuditResult): string {
	const parts: string[] = []
	for (const [metric, value] of Object.entries(a.metricSavings ?? {})) {
		if (!value) continue
		parts.push(metric === 'CLS' ? `CLS -${value.toFixed(3)}` : `${metric} -${Math.round(value)} ms`)
	}
	const bytes = a.details?.overallSavingsBytes
	if (bytes) parts.push(`${(bytes / 1024).toFixed(0)} KiB`)
	const ms = a.details?.overallSavingsMs
	if (ms && !parts.some((p) => p.includes(' ms'))) parts.push(`${Math.round(ms)} ms`)
	return parts.join(', ')
}

/** Audits that cost or flag something: a score below 1 that is a real score. */
const failed = (a: AuditResult | undefined): a is AuditResult =>
	!!a &&
	a.score !== null &&
	a.score < 1 &&
	!['informative', 'notApplicable', 'manual', 'error'].includes(a.scoreDisplayMode)

async function audit(
	url: string,
	cpuSlowdownMultiplier: number,
	categories: readonly Category[] = CATEGORIES,
): Promise<{ lhr: Lhr; report: string }> {
	const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
	try {
		// The mobile defaults (simulated slow 4G) with only the CPU slowdown set, as the CLI's
		// --throttling.cpuSlowdownMultiplier does.
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [...categories],
			throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
		})
		if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
		const report = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr)
		return { lhr: result.lhr as unknown as Lhr, report }
	} finally {
		chrome.kill()
	}
}

/** Asset requests that failed in a run (e.g. dist/ rebuilt under the running server). */
function failedAssets(lhr: Lhr): string[] {
	const items = (lhr.audits['network-requests']?.details?.items ?? []) as { url?: string; statusCode?: number }[]
	const failedRequests = items
		.filter((i) => i.url?.includes('/assets/') && (i.statusCode ?? 0) >= 400)
		.map((i) => `${i.statusCode} ${i.url}`)
	// A module preload that failed may only show in the console audit.
	const consoleItems = (lhr.audits['errors-in-console']?.details?.items ?? []) as {
		description?: string
		sourceLocation?: { url?: string }
	}[]
	const failedInConsole = consoleItems
		.filter((i) => i.sourceLocation?.url?.includes('/assets/') && /status of 404/.test(i.description ?? ''))
		.map((i) => `404 ${i.sourceLocation?.url}`)
	return [...new Set([...failedRequests, ...failedInConsole])]
}

const categoryScores = (runs: Lhr[], id: Category) => runs.map((r) => r.categories[id]?.score ?? 0)

interface Failure {
	category: Category
	weight: number
	/** The audit in each run it failed in. */
	runs: { run: number; a: AuditResult }[]
}
/** Every audit that failed in any run, per category, the weighted ones first. */
function failuresOf(runs: Lhr[]): Failure[] {
	const seen = new Map<string, Failure>()
	for (const category of CATEGORIES) {
		runs.forEach((lhr, i) => {
			for (const ref of lhr.categories[category]?.auditRefs ?? []) {
				const a = lhr.audits[ref.id]
				if (!failed(a)) continue
				const key = `${category}:${a.id}`
				const entry = seen.get(key) ?? { category, weight: ref.weight, runs: [] }
				entry.runs.push({ run: i + 1, a })
				seen.set(key, entry)
			}
		})
	}
	return [...seen.values()].sort(
		(x, y) => CATEGORIES.indexOf(x.category) - CATEGORIES.indexOf(y.category) || y.weight - x.weight,
	)
}

interface UrlResult {
	path: string
	runs: Lhr[]
	medians: Record<Category, number>
	failures: Failure[]
}

function printUrl(r: UrlResult): void {
	const cells = CATEGORIES.map((c) => {
		const all = categoryScores(r.runs, c)
		return `${SHORT[c]} ${score(r.medians[c])}${r.runs.length > 1 ? ` [${all.map((v) => score(v)).join(',')}]` : ''}`
	})
	const perfect = CATEGORIES.every((c) => r.medians[c] === 1)
	console.log(`  => ${r.path}: ${cells.join('  ')}${perfect ? '  (all at 100)' : ''}`)
	for (const f of r.failures) {
		const first = f.runs[0]?.a as AuditResult
		const perRun = f.runs.map((x) => `${score(x.a.score)}${x.a.displayValue ? ` ${x.a.displayValue}` : ''}`)
		const savings = savingsOf(first)
		console.log(
			`     ${SHORT[f.category]} ${f.weight ? `weight ${f.weight}` : 'unscored'} | ${first.id} | ${first.title} | ${f.runs.length}/${
				r.runs.length
			} runs: ${perRun.join('; ')}${savings ? ` | saves ${savings}` : ''}`,
		)
		if (!SHOW_ITEMS) continue
		const items = rowsOf(first.details)
		for (const item of items.slice(0, MAX_ITEMS)) console.log(`        · ${describeItem(item)}`)
		if (items.length > MAX_ITEMS) console.log(`        · … ${items.length - MAX_ITEMS} more`)
	}
}

/**
 * Waits for a rebuild to finish: `scripts/build.ts` empties dist/client first and writes the
 * manifest last, so the manifest must exist and stay the same for a few seconds (up to 10 min).
 */
async function settledBuild(): Promise<string> {
	const deadline = Date.now() + 600_000
	let last = manifestStamp()
	for (;;) {
		await Bun.sleep(3_000)
		const now = manifestStamp()
		if (now && now === last) return now
		if (Date.now() > deadline) throw new Error('dist/client/manifest.json did not settle within 10 min')
		last = now
	}
}

await assertBuilt()
const startedAll = performance.now()
let server = await startBenchServer({ LOG_LEVEL: 'warn' })
let stamp = manifestStamp()

// The URLs: the sitemap the server itself publishes (PUBLIC_URL is its own URL).
const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
if (sitemapPaths.length === 0) throw new Error('the server published an empty sitemap.xml')
const chosen = args.paths ? args.paths.split(',').filter(Boolean) : FULL ? sitemapPaths : SAMPLE_PAGES
const strays = chosen.filter((p) => !sitemapPaths.includes(p))
if (strays.length) console.log(`note: not in the sitemap: ${strays.join(', ')}`)

const mode = args.paths ? 'chosen paths' : FULL ? 'full' : 'sample'
console.log(`\n=== Lighthouse (mobile, default config but the CPU slowdown: ${CPU}), Chromium ${CHROME_PATH} ===`)
console.log(
	`Mode ${mode}: ${chosen.length} of the sitemap's ${sitemapPaths.length} URLs, ${RUNS} run(s) each, median per category.`,
)
console.log(
	`Load average now: ${loadavg()
		.map((l) => l.toFixed(2))
		.join(
			' ',
		)} on ${navigator.hardwareConcurrency} CPUs. Simulated throttling scales this machine's CPU time, so a busy machine lowers FCP/LCP/TBT and the performance score.`,
)

/** Three performance-only runs of the first URL, their benchmarkIndex's median, Lighthouse's multiplier for it. */
async function calibrate(): Promise<number> {
	const indexes: number[] = []
	for (let i = 0; i < 3; i++) {
		const { lhr } = await audit(server.url + (chosen[0] ?? '/'), 4, ['performance'])
		indexes.push(lhr.environment.benchmarkIndex)
	}
	const index = median(indexes)
	const multiplier = Math.round(calibratedMultiplier(index) * 100) / 100
	console.log(
		`CPU slowdown calibrated: benchmarkIndex ${indexes.map(Math.round).join(', ')} (median ${Math.round(index)}) -> ${multiplier}x ` +
			'(Lighthouse docs/throttling.md; the default is 4x)',
	)
	return multiplier
}
const cpuMultiplier = CPU === 'calibrated' ? await calibrate() : Number(CPU)
if (CPU !== '4' && CPU !== 'calibrated') console.log(`CPU slowdown ${cpuMultiplier}x (the default is 4x)`)

const results: UrlResult[] = []
const runSeconds: number[] = []
/** URLs that did not answer 200 (a mistyped --paths entry, or a broken page): Lighthouse cannot audit them. */
const unanswered: string[] = []
try {
	for (const [index, path] of chosen.entries()) {
		// The first visit fills the render cache, as a real visitor after the first would find it.
		const first = await fetch(server.url + path)
		await first.arrayBuffer()
		if (first.status !== 200) {
			console.log(`[${index + 1}/${chosen.length}] ${path}: answered ${first.status}, not audited`)
			unanswered.push(`${path} (${first.status})`)
			continue
		}
		const runs: Lhr[] = []
		for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 3; attempt++) {
			// The server reads dist/client/manifest.json once at start: after a rebuild its pages
			// point at files that no longer exist. Restart it on the new build.
			if (manifestStamp() !== stamp) {
				console.log('  dist/client changed since the server started (a rebuild): restarting the server')
				await server.stop()
				stamp = await settledBuild()
				server = await startBenchServer({ LOG_LEVEL: 'warn' })
				// A new server's render cache is empty: fill it again.
				await (await fetch(server.url + path)).arrayBuffer()
			}
			const runNo = runs.length + 1
			const started = performance.now()
			const { lhr, report } = await audit(server.url + path, cpuMultiplier)
			const seconds = (performance.now() - started) / 1000
			runSeconds.push(seconds)
			const scores = `${CATEGORIES.map((c) => score(lhr.categories[c]?.score)).join(' ')} (${CATEGORIES.map((c) => SHORT[c]).join(' ')})`
			let note = ''
			const broken = failedAssets(lhr)
			// Lighthouse sometimes fails to record a trace (NO_NAVSTART and friends): run again.
			if (lhr.runtimeError) note = `runtime error ${lhr.runtimeError.code} — run discarded`
			else if (broken.length) note = `assets failed to load (${broken.slice(0, 3).join(', ')}) — run discarded`
			else {
				runs.push(lhr)
				if (CATEGORIES.some((c) => (lhr.categories[c]?.score ?? 0) < 1)) {
					const file = join(tmpdir(), `tubekit-lighthouse${path.replace(/\W+/g, '_')}run${runNo}.json`)
					writeFileSync(file, report)
					note = `report ${file}`
				}
			}
			console.log(
				`[${index + 1}/${chosen.length}] ${path} run ${runNo}/${RUNS}: ${scores} in ${seconds.toFixed(
					1,
				)} s, load ${load1()}, CPU x${lhr.configSettings.throttling.cpuSlowdownMultiplier}, benchmarkIndex ${Math.round(
					lhr.environment.benchmarkIndex,
				)}${note ? ` · ${note}` : ''}`,
			)
		}
		if (runs.length === 0) throw new Error(`Lighthouse failed on ${path} in every attempt`)
		const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(categoryScores(runs, c))])) as Record<
			Category,
			number
		>
		const result = { path, runs, medians, failures: failuresOf(runs) }
		results.push(result)
		printUrl(result)
	}
} finally {
	await server.stop()
}
const minutes = (performance.now() - startedAll) / 60_000

// Across URLs: which audits stand between the pages and 100, on how many URLs.
const byAudit = new Map<string, { f: Failure; paths: string[]; savings: Set<string> }>()
for (const r of results) {
	for (const f of r.failures) {
		const first = f.runs[0]?.a as AuditResult
		const key = `${f.category}:${first.id}`
		const entry = byAudit.get(key) ?? { f, paths: [], savings: new Set<string>() }
		entry.paths.push(r.path)
		const s = savingsOf(first)
		if (s) entry.savings.add(s)
		byAudit.set(key, entry)
	}
}
console.log(`\nFailing audits across the ${results.length} URLs (weighted first, then by how many URLs)`)
if (byAudit.size === 0) console.log('  none')
for (const { f, paths, savings } of [...byAudit.values()].sort(
	(x, y) => Number(y.f.weight > 0) - Number(x.f.weight > 0) || y.paths.length - x.paths.length,
)) {
	const first = f.runs[0]?.a as AuditResult
	const shown = [...savings].slice(0, 3).join(' / ')
	console.log(
		`  ${SHORT[f.category]} ${f.weight ? `weight ${f.weight}` : 'unscored'} | ${first.id} | ${paths.length} URL(s)${
			shown ? ` | saves ${shown}${savings.size > 3 ? ' …' : ''}` : ''
		} | ${paths.slice(0, 6).join(' ')}${paths.length > 6 ? ' …' : ''}`,
	)
}

console.log(`\nScores: median of ${RUNS} run(s) per URL`)
console.log(`${'URL'.padEnd(36)}${CATEGORIES.map((c) => SHORT[c].padStart(6)).join('')}`)
for (const r of results)
	console.log(`${r.path.padEnd(36)}${CATEGORIES.map((c) => score(r.medians[c]).padStart(6)).join('')}`)

const perfectUrls = results.filter((r) => CATEGORIES.every((c) => r.medians[c] === 1))
const runCount = runSeconds.length
const perRun = runSeconds.reduce((s, x) => s + x, 0) / Math.max(1, runCount)
console.log(`\nSummary (${mode}, ${RUNS} run(s) per URL, median per category)`)
for (const c of CATEGORIES) {
	const at100 = results.filter((r) => r.medians[c] === 1).length
	console.log(
		`  ${c.padEnd(15)} ${at100}/${results.length} URLs at 100 (lowest ${score(Math.min(...results.map((r) => r.medians[c])))})`,
	)
}
if (unanswered.length) console.log(`  not audited, no 200 answer: ${unanswered.join(', ')}`)
console.log(
	`  ${perfectUrls.length}/${results.length + unanswered.length} URLs at 100 in ${CATEGORIES.length === 4 ? 'all four categories' : CATEGORIES.join(', ')}  ${verdict(perfectUrls.length === results.length && unanswered.length === 0)}`,
)
if (!FULL && !args.paths)
	console.log('  (a sample: the goal is judged on --full, every URL of the sitemap with 3 runs)')
if (CATEGORIES.length < ALL_CATEGORIES.length)
	console.log("  (not all four categories audited: not the goal's verdict)")
console.log(
	`  took ${minutes.toFixed(1)} min: ${runCount} Lighthouse runs, ${perRun.toFixed(1)} s each on average; load average now ${loadavg()
		.map((l) => l.toFixed(2))
		.join(' ')}`,
)
if (!FULL)
	console.log(
		`  --full would take about ${((sitemapPaths.length * 3 * perRun) / 60).toFixed(0)} min at this pace (${sitemapPaths.length} URLs x 3 runs)`,
	)
