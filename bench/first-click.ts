/**
 * The first click: a visitor pastes into a tool's form as soon as the page appears and presses the button (or
 * Enter), on a phone whose CPU is slowed down 4×, with every request to YouTube (the fake, on loopback) 80 ms
 * slower. Timed in the page, from the press (its pointerdown or keydown) to the first frame painted with the
 * result, whether the press was answered by the JSON API or as a posted form (the press time is kept in
 * sessionStorage across that page load). A press that shows no result within DEAD_MS is dead.
 *
 * With `--before <checkout>` (another commit's working tree, installed and built), that checkout's server runs
 * beside this one's, against the same fake YouTube and browser, and the runs alternate between the two, so both
 * sets of figures come from the same minutes of this shared machine.
 *
 * Run alone: `bun run build && bun bench/first-click.ts [--runs N] [--before /path/to/checkout]` (8 runs per tool
 * and checkout by default: about 2 minutes for one checkout, 5 with --before).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { TOOL_KEYS, type ToolKey } from '../src/tools/registry'
import { launchBrowser } from '../tests/support/browser'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { phonePage, TOOL_CASES, toolPath } from '../tests/support/first-click'
import { type RunningServer, startServer } from '../tests/support/server'
import { assertBuilt, benchHeader, fmt, median, percentile } from './support/server'

const { values: args } = parseArgs({
	args: Bun.argv.slice(2),
	options: { runs: { type: 'string', default: '8' }, before: { type: 'string' } },
})
const RUNS = Math.max(1, Number(args.runs) || 8)
/** What each request to YouTube takes on top of the fake's own answer. */
const YOUTUBE_MS = 80
/** A press with no result after this long counts as dead (a posted form's page is 2–4 s here). */
const DEAD_MS = 10_000

/** Installed on every document of the page: the press time (kept across a form post) and the result's paint. */
function timingScript(result: string) {
	return `(() => {
		const KEY = 'first-click-press'
		const pressed = (e) => {
			if (e.type === 'keydown' && e.key !== 'Enter') return
			if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, String(Date.now()))
		}
		addEventListener('pointerdown', pressed, true)
		addEventListener('keydown', pressed, true)
		const seen = () => {
			if (window.__painted || !document.querySelector(${JSON.stringify(result)})) return false
			// The frame after the one that draws it: its callbacks run once that frame was produced.
			requestAnimationFrame(() => setTimeout(() => { window.__painted ??= Date.now() }))
			return true
		}
		const watch = () => {
			if (seen()) return
			const observer = new MutationObserver(() => { if (seen()) observer.disconnect() })
			observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true })
		}
		if (document.documentElement) watch()
		else addEventListener('DOMContentLoaded', watch)
	})()`
}

interface Run {
	/** Press to painted result, ms; null: dead. */
	ms: number | null
	how: 'api' | 'post' | 'none'
}

async function firstClick(browser: Browser, server: RunningServer, tool: ToolKey, enter: boolean): Promise<Run> {
	const c = TOOL_CASES[tool]
	const { context, page } = await phonePage(browser, () => 0)
	try {
		await context.addInitScript(timingScript(c.result))
		let how: Run['how'] = 'none'
		page.on('request', (request) => {
			if (request.method() !== 'POST') return
			if (request.isNavigationRequest()) how = 'post'
			else if (new URL(request.url()).pathname.startsWith('/api/tools/')) how = 'api'
		})
		await page.goto(server.url + toolPath(tool), { waitUntil: 'commit' })
		await page.locator('[data-testid=tool-submit]').waitFor()
		await page.fill('[data-testid=tool-input]', c.value)
		if (enter) await page.press('[data-testid=tool-input]', 'Enter')
		else await page.tap('[data-testid=tool-submit]')
		const deadline = Date.now() + DEAD_MS
		while (Date.now() < deadline) {
			// A page that is being replaced (the form post) has no context to ask: ask again.
			const times = await page
				.evaluate(() => ({
					pressed: Number(sessionStorage.getItem('first-click-press')),
					painted: (window as unknown as { __painted?: number }).__painted ?? 0,
				}))
				.catch(() => null)
			if (times?.painted && times.pressed) return { ms: times.painted - times.pressed, how }
			await Bun.sleep(50)
		}
		return { ms: null, how }
	} finally {
		await context.close()
	}
}

benchHeader('first-click')
await assertBuilt()
const youtube = await startFakeYouTube()
youtube.fail('slow', { delayMs: YOUTUBE_MS })
const env = {
	UPSTREAM_OVERRIDES: youtube.overrides,
	RATE_LIMIT_API_PER_MINUTE: '100000',
	RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
}
const sides: { name: string; server: RunningServer }[] = []
if (args.before) {
	const root = resolve(args.before)
	if (!(await Bun.file(`${root}/dist/client/manifest.json`).exists())) {
		console.error(
			`--before ${root}: no dist/client/manifest.json (bun install --frozen-lockfile && bun run build there)`,
		)
		process.exit(1)
	}
	sides.push({ name: 'before', server: await startServer(env, { captureLogs: false, root }) })
}
sides.push({ name: args.before ? 'after' : 'this checkout', server: await startServer(env, { captureLogs: false }) })
const browser = await launchBrowser()
console.log(
	`${RUNS} presses per tool${args.before ? ' and checkout' : ''}, phone, CPU ×4, +${YOUTUBE_MS} ms per YouTube request; ` +
		`button and Enter by turns${args.before ? `; before = ${args.before}` : ''}`,
)

const results = new Map<string, Run[]>()
for (let i = 0; i < RUNS; i++) {
	for (const tool of TOOL_KEYS) {
		// Alternate which checkout goes first, so neither always meets the machine's quieter or busier moment.
		const order = i % 2 === 0 ? sides : [...sides].reverse()
		for (const side of order) {
			const run = await firstClick(browser, side.server, tool, i % 2 === 1)
			const key = `${tool} ${side.name}`
			results.set(key, [...(results.get(key) ?? []), run])
		}
	}
}

console.log('\ntool        checkout        shown  dead  by API  as post   p50 ms   p90 ms   max ms')
for (const tool of TOOL_KEYS) {
	for (const side of sides) {
		const runs = results.get(`${tool} ${side.name}`) ?? []
		const shown = runs.flatMap((r) => (r.ms === null ? [] : [r.ms])).sort((a, b) => a - b)
		const count = (how: Run['how']) => runs.filter((r) => r.ms !== null && r.how === how).length
		const cell = (n: number) => (shown.length ? fmt(n) : '-').padStart(8)
		console.log(
			`${tool.padEnd(11)} ${side.name.padEnd(15)} ${String(shown.length).padStart(5)} ${String(runs.length - shown.length).padStart(5)} ` +
				`${String(count('api')).padStart(7)} ${String(count('post')).padStart(8)} ${cell(median(shown))} ${cell(percentile(shown, 90))} ${cell(shown.at(-1) ?? 0)}`,
		)
	}
}
const all = (name: string) => TOOL_KEYS.flatMap((tool) => results.get(`${tool} ${name}`) ?? [])
for (const side of sides) {
	const runs = all(side.name)
	const dead = runs.filter((r) => r.ms === null).length
	const shown = runs.flatMap((r) => (r.ms === null ? [] : [r.ms]))
	console.log(
		`${side.name}: ${dead} of ${runs.length} first presses dead; press to result painted p50 ${fmt(median(shown))} ms over the ${shown.length} shown`,
	)
}

await browser.close()
for (const side of sides) await side.server.stop()
await youtube.stop()
