import { expect, test } from 'bun:test'
import { createOutcomeBus, inLookup, type UpstreamOutcome } from '../youtube/upstream-outcomes.server'
import { memoryWindow } from './refusal-window'

/** A window of 10 minutes on a clock the test moves, listening to its own bus. */
function setUp() {
	let t = 1_000_000
	const window = memoryWindow(600_000, () => t)
	const bus = createOutcomeBus()
	bus.subscribe((outcome) => window.add(outcome))
	const record = (path: string, outcome: UpstreamOutcome['outcome'], n = 1, egress = 'direct') => {
		for (let i = 0; i < n; i++) bus.record({ path, egress, outcome })
	}
	return { window, record, tick: (ms: number) => (t += ms) }
}

test('a tool call weighs each path and egress once, refused if any of its tries was', async () => {
	const { window, record } = setUp()
	// A thumbnail lookup: six image probes, the last two refused through the proxy.
	await inLookup(async () => {
		record('image', 'ok', 4)
		record('image', 'refused', 2, 'proxy-1:8080')
	})
	// A transcript lookup: the player answered, then its caption text was refused.
	await inLookup(async () => {
		record('ANDROID', 'ok')
		await Bun.sleep(1)
		record('ANDROID', 'refused')
		record('VISIONOS', 'failed', 3)
	})
	const totals = await window.totals()
	expect(totals.paths.map((p) => [p.path, p.egress, p.calls, p.refusals])).toEqual([
		['ANDROID', 'direct', 1, 1],
		['image', 'proxy-1:8080', 1, 1],
		['image', 'direct', 1, 0],
		['VISIONOS', 'direct', 1, 0],
	])
	expect([totals.calls, totals.refusals]).toEqual([4, 2])
})

test('image probes do not outweigh tool calls: transcripts all refused while thumbnails answer is half the calls refused', async () => {
	const { window, record } = setUp()
	for (let i = 0; i < 10; i++) {
		await inLookup(async () => record('image', 'ok', 6))
		await inLookup(async () => {
			record('ANDROID', 'refused')
			record('VISIONOS', 'refused')
		})
	}
	const { calls, refusals } = await window.totals()
	// Before, each probe was a call of its own: 20 refusals of 80 calls, a quarter.
	expect(refusals / calls).toBeGreaterThanOrEqual(0.5)
	expect([calls, refusals]).toEqual([30, 20])
})

test('outside a tool call each try counts; a lookup leaves the window with its bucket', async () => {
	const { window, record, tick } = setUp()
	record('image', 'refused', 3)
	record('image', 'ok', 2)
	expect(await window.totals()).toMatchObject({ calls: 5, refusals: 3 })
	await inLookup(async () => {
		record('WEB', 'ok')
		tick(600_000)
		// Ten minutes later in the same lookup (a long batch): the first count is out of the window.
		record('WEB', 'refused')
	})
	expect(await window.totals()).toMatchObject({ calls: 1, refusals: 1 })
})
