/**
 * The browser's main-thread tasks after a page's first paint, in Chromium without throttling: the
 * steadier companion of bench/lighthouse.ts.
 *
 * Lighthouse's Total Blocking Time simulates a phone by multiplying each observed task's wall time
 * by 4 and counting what is over 50 ms. On this shared 2-core machine a page's main thread waits
 * for a core or for the browser process for about two thirds of its wall time during a load, so
 * the same page's TBT swings 230-1,220 ms between runs and a change to the page's own work hides in
 * that noise. Each trace event also carries its thread's CPU time (`tdur`), which does not count
 * the waiting. For each page this prints, as the median over its loads:
 * - `tbt wall`: Lighthouse's rule on the observed wall times (×4, over 50 ms, after first paint);
 * - `tbt cpu`: the same rule on the tasks' CPU times, the page's own work;
 * - the longest task after first paint, by wall and by CPU time;
 * - the main thread's CPU time from 2 s before the first paint to the end of the load.
 * There is no target: the goal stays Lighthouse's score (bench/lighthouse.ts); these figures show
 * which way a change moved the page's own work, and which page has the most of it.
 *
 * Run alone: `bun run build && bun bench/main-thread.ts [--loads N] [--paths /a,/de/b]`
 * (default: bench/lighthouse.ts's sample of six URLs, bench/support/sample-pages.ts, 7 loads each, about 2 minutes).
 */
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser'
import { SAMPLE_PAGES } from './support/sample-pages'
import { assertBuilt, benchHeader, median, startBenchServer } from './support/server'

const { values: args } = parseArgs({
	args: Bun.argv.slice(2),
	options: { loads: { type: 'string', default: '7' }, paths: { type: 'string' } },
})
const LOADS = Math.max(1, Number(args.loads) || 7)
const PATHS = args.paths ? args.paths.split(',') : SAMPLE_PAGES
/** Lighthouse's default CPU slowdown and its blocking threshold (ms). */
const SLOWDOWN = 4
const BLOCKING_MS = 50

interface TraceEvent {
	name: string
	ph: string
	pid: number
	tid: number
	ts: number
	dur?: number
	tdur?: number
}

interface Load {
	tbtWall: number
	tbtCpu: number
	longestWall: number
	longestCpu: number
	mainCpu: number
}

/** The top-level tasks of the renderer's main thread (the thread that reported the first contentful paint). */
function mainTasks(events: TraceEvent[]): { tasks: TraceEvent[]; fcp: number } | null {
	const fcp = events.find((e) => e.name === 'firstContentfulPaint')
	if (!fcp) return null
	const run = events
		.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask')
		.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
	// Nested run loops report a task inside a task: keep the outermost.
	const tasks: TraceEvent[] = []
	let end = -1
	for (const task of run) {
		if (task.ts < end) continue
		tasks.push(task)
		end = task.ts + (task.dur ?? 0)
	}
	return { tasks, fcp: fcp.ts }
}

const blocking = (ms: number[]) => ms.reduce((sum, m) => sum + Math.max(0, SLOWDOWN * m - BLOCKING_MS), 0)

async function main() {
	await assertBuilt()
	benchHeader('main-thread')
	const server = await startBenchServer({ LOG_LEVEL: 'warn' })
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
	try {
		console.log(
			`Main-thread tasks after first paint, Chromium unthrottled, phone viewport, ${LOADS} loads per URL (medians; ms)`,
		)
		console.log(
			`  ${'URL'.padEnd(34)} ${'tbt wall'.padStart(9)} ${'tbt cpu'.padStart(8)} ${'longest wall'.padStart(13)} ${'longest cpu'.padStart(12)} ${'main cpu'.padStart(9)}`,
		)
		for (const path of PATHS) {
			const loads: Load[] = []
			for (let i = 0; i < LOADS; i++) {
				const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
				const page = await context.newPage()
				const cdp = await context.newCDPSession(page)
				const events: TraceEvent[] = []
				cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
				const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
				await cdp.send('Tracing.start', { categories: 'toplevel,loading', transferMode: 'ReportEvents' })
				await page.goto(server.url + path, { waitUntil: 'load' })
				// The app's marker once hydrated (or the small entry has run), then the tasks that follow. Polled with
				// plain evaluations: Playwright's waitForFunction first installs its own injected script in the page,
				// a task of 13-22 ms of CPU after the first paint that was then counted as the page's longest.
				for (let waited = 0; waited < 15_000; waited += 100) {
					if (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))) break
					await Bun.sleep(100)
				}
				await page.waitForTimeout(1500)
				await cdp.send('Tracing.end')
				await complete
				await context.close()
				const main = mainTasks(events)
				if (!main) throw new Error(`${path}: no first contentful paint in the trace`)
				const after = main.tasks.filter((t) => t.ts + (t.dur ?? 0) > main.fcp)
				// The part of a task that runs after the first paint, as Lighthouse clips it.
				const share = (t: TraceEvent) => Math.min(1, (t.ts + (t.dur ?? 0) - main.fcp) / (t.dur || 1))
				const wall = after.map((t) => ((t.dur ?? 0) * share(t)) / 1000)
				const cpu = after.map((t) => ((t.tdur ?? t.dur ?? 0) * share(t)) / 1000)
				loads.push({
					tbtWall: blocking(wall),
					tbtCpu: blocking(cpu),
					longestWall: Math.max(0, ...wall),
					longestCpu: Math.max(0, ...cpu),
					mainCpu:
						main.tasks.filter((t) => t.ts >= main.fcp - 2e6).reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000,
				})
			}
			const m = (key: keyof Load) => median(loads.map((l) => l[key])).toFixed(key.startsWith('longest') ? 1 : 0)
			console.log(
				`  ${path.padEnd(34)} ${m('tbtWall').padStart(9)} ${m('tbtCpu').padStart(8)} ${m('longestWall').padStart(13)} ${m('longestCpu').padStart(12)} ${m('mainCpu').padStart(9)}`,
			)
		}
		console.log(
			`  (tbt: Lighthouse's rule, ×${SLOWDOWN} over ${BLOCKING_MS} ms, on wall or CPU time; main cpu: the main thread's CPU time from 2 s before the first paint)`,
		)
	} finally {
		await browser.close()
		await server.stop()
	}
}

await main()
