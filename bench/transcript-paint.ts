/**
 * The transcript page from the click to the transcript painted, in Chromium with its CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate, as Lighthouse's phone) and every answer of the fake YouTube held
 * back LATENCY_MS (80), for the largest recording (json3, 813 KB) and a 10× copy of it
 * (tests/support/longer-captions.ts): what a visitor of a long live stream waits for.
 *
 * Each sample opens the page on a new server (caches empty), waits for it to be hydrated, types the
 * link, chooses the track and clicks "Get transcript". Clicked = the button's click event; answered =
 * the API answer's last byte in (Resource Timing); painted = the first animation frame after the
 * transcript's last paragraph is in the DOM (the frame that shows it). Main thread: the renderer's
 * task time from the click to the paint (CDP Performance.getMetrics; TaskDuration, and its layout,
 * style and script shares), slowed 4× like everything on that thread; and the answer's size.
 *
 * Targets: click → painted within two YouTube round trips + 150 ms for the largest recording and two
 * round trips + 400 ms for its 10× copy (a lookup is two requests to YouTube one after the other: the
 * player, then the captions).
 *
 * Run alone: `bun run build && bun bench/transcript-paint.ts [--samples N]` (5 each, about 1 minute).
 */
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { fixtureText } from '../src/youtube/parse/test-fixtures'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser'
import { type FakeYouTube, startFakeYouTube } from '../tests/support/fake-youtube'
import { repeatedJson3 } from '../tests/support/longer-captions'
import { assertBuilt, benchHeader, fmt, median, startBenchServer, verdict } from './support/server'

const { values: args } = parseArgs({ args: Bun.argv.slice(2), options: { samples: { type: 'string', default: '5' } } })
const SAMPLES = Math.max(1, Number(args.samples) || 5)
const LATENCY_MS = 80
const SLOWDOWN = 4
const LARGEST = 'captions/vanessa-live-y2bcaptions.en.asr.json3'
/** The recording's video: its uploaded English track is the recording (or its 10× copy, on the second fake). */
const VIDEO_ID = 'GJLlxj_dtq8'

const CASES = [
	{ label: 'largest recording (json3 813 KB)', times: 1, goalMs: 2 * LATENCY_MS + 150 },
	{ label: 'its 10× copy', times: 10, goalMs: 2 * LATENCY_MS + 400 },
] as const

interface Sample {
	paintedMs: number
	answeredMs: number
	taskMs: number
	layoutMs: number
	styleMs: number
	scriptMs: number
	answerKB: number
	paragraphs: number
}

await assertBuilt()
benchHeader('transcript-paint')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })

async function sample(youtube: FakeYouTube): Promise<Sample> {
	const server = await startBenchServer({
		LOG_LEVEL: 'warn',
		UPSTREAM_OVERRIDES: youtube.overrides,
		RATE_LIMIT_API_PER_MINUTE: '1000000',
	})
	const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
	try {
		const page = await context.newPage()
		const cdp = await context.newCDPSession(page)
		await page.goto(`${server.url}/tools/transcript-downloader`, { waitUntil: 'load' })
		await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 })
		await page.fill('input[name="video_url"]', `https://www.youtube.com/watch?v=${VIDEO_ID}`)
		// The recording is the uploaded English track (`.en`), as bench/transcript.ts asks for it.
		await page.evaluate(() => {
			const select = document.querySelector('select[name="language"]') as HTMLSelectElement | null
			const input = document.querySelector('input[name="language"]') as HTMLInputElement | null
			const field = select ?? input
			if (!field) return
			if (select && ![...select.options].some((o) => o.value === '.en')) select.add(new Option('.en', '.en'))
			const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
			setter?.call(field, '.en')
			field.dispatchEvent(new Event('input', { bubbles: true }))
			field.dispatchEvent(new Event('change', { bubbles: true }))
		})
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
		await cdp.send('Performance.enable')
		// Arms the click and paint marks in the page, then reads the metrics as close to the click as we can.
		await page.evaluate(() => {
			const w = window as unknown as { __clicked?: number; __painted?: Promise<number> }
			const button = document.querySelector('form button[type="submit"]') as HTMLButtonElement
			button.addEventListener('click', () => (w.__clicked = performance.now()), { capture: true, once: true })
			w.__painted = new Promise((resolve) => {
				const done = () => requestAnimationFrame(() => resolve(performance.now()))
				const observer = new MutationObserver(() => {
					const view = document.querySelector('[data-testid="transcript-text"]')
					if (view && !document.querySelector('[data-stale="true"]')) {
						observer.disconnect()
						done()
					}
				})
				observer.observe(document.body, { childList: true, subtree: true })
			})
		})
		const before = await metrics(cdp)
		await page.click('form button[type="submit"]')
		const painted = await page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted)
		const after = await metrics(cdp)
		const marks = await page.evaluate(() => {
			const clicked = (window as unknown as { __clicked: number }).__clicked
			const api = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/tools/transcript')) as
				| PerformanceResourceTiming
				| undefined
			return {
				clicked,
				answered: api?.responseEnd ?? Number.NaN,
				bytes: api?.encodedBodySize ?? 0,
				paragraphs: document.querySelectorAll('[data-testid="transcript-paragraph"]').length,
			}
		})
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
		const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000
		return {
			paintedMs: painted - marks.clicked,
			answeredMs: marks.answered - marks.clicked,
			taskMs: delta('TaskDuration'),
			layoutMs: delta('LayoutDuration'),
			styleMs: delta('RecalcStyleDuration'),
			scriptMs: delta('ScriptDuration'),
			answerKB: marks.bytes / 1024,
			paragraphs: marks.paragraphs,
		}
	} finally {
		await context.close()
		await server.stop()
	}
}

async function metrics(cdp: import('playwright-core').CDPSession): Promise<Record<string, number>> {
	const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
	return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

const results: string[] = []
try {
	console.log(
		`Click → transcript painted, Chromium CPU ×${SLOWDOWN}, YouTube ${LATENCY_MS} ms a request, ${SAMPLES} samples each (medians; ms)`,
	)
	for (const c of CASES) {
		const body = repeatedJson3(fixtureText(LARGEST), c.times)
		const youtube = await startFakeYouTube({
			latencyMs: LATENCY_MS,
			captions: [{ videoId: VIDEO_ID, lang: 'en', fmt: 'srv1', body }],
		})
		const rows: Sample[] = []
		try {
			await sample(youtube) // untimed: the fake's and Chromium's first run of this body
			for (let i = 0; i < SAMPLES; i++) rows.push(await sample(youtube))
		} finally {
			await youtube.stop()
		}
		const m = (key: keyof Sample) => median(rows.map((r) => r[key]))
		const painted = m('paintedMs')
		console.log(
			`  ${c.label.padEnd(34)} painted ${fmt(painted)} (answer in ${fmt(m('answeredMs'))}, then ${fmt(painted - m('answeredMs'))} = ${fmt((100 * (painted - m('answeredMs'))) / painted)} %) · ` +
				`main thread ${fmt(m('taskMs'))} (layout ${fmt(m('layoutMs'))}, style ${fmt(m('styleMs'))}, script ${fmt(m('scriptMs'))}) · ` +
				`answer ${fmt(m('answerKB'))} KB · ${m('paragraphs')} paragraphs`,
		)
		results.push(
			`Click → painted, ${c.label}, within two round trips + ${c.goalMs - 2 * LATENCY_MS} ms (${c.goalMs} ms): ${fmt(painted)} ms  ${verdict(painted <= c.goalMs)}`,
		)
	}
} finally {
	await browser.close()
}
console.log(`\n${results.join('\n')}`)
