/**
 * `bun run fuzz`: fast-check throws random and hostile requests at the real
 * server (tests/fuzz/harness.ts) — every API, the tool forms, contact, the image proxy, page
 * views, the admin area and its queries, and any method on any path in every language — and
 * fails on a 5xx, on no answer within 15 s, and on an answer that is not decision 8's error
 * shape with a documented status (tests/fuzz/oracle.ts).
 *
 *   bun run fuzz                 100,000 cases (3 minutes on this 2-core machine when quiet, far more when busy)
 *   bun run fuzz --short         3,000 cases, what `bun run test` runs
 *   bun run fuzz --seed 42       the same cases again (the seed is printed at the start)
 *   bun run fuzz --only contact --seed 42 --path "17:3"    replays one counterexample
 *   bun run fuzz --runs 20000    another total
 *   bun run fuzz --twice         the cases, then as many others (seed + 1) against the same server, with the
 *                                server's memory (RSS) after each round: a cache that grows with what clients
 *                                send grows again in the second round, one that is bounded stays put
 *
 * The parts run side by side (one request in flight each), so the server always has work while
 * the fuzzer builds the next case. Ends like `bun test`: `N pass` / `N fail`, one per part plus
 * one for the server's log (no error logged, nothing on stderr), so scripts/test-all.ts sums it with the suites.
 * Needs `bun run build`.
 */
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { ATTACKS } from './attacks'
import { HANG_MS, type Harness, startHarness } from './harness'
import { type FuzzAnswer, type FuzzRequest, judge } from './oracle'
import {
	adminRequest,
	anyPathRequest,
	contactRequest,
	eventRequest,
	type FuzzContext,
	imageRequest,
	toolApiRequest,
	toolFormRequest,
} from './requests'

const { values: flags } = parseArgs({
	options: {
		short: { type: 'boolean', default: false },
		seed: { type: 'string' },
		only: { type: 'string' },
		path: { type: 'string' },
		runs: { type: 'string' },
		twice: { type: 'boolean', default: false },
	},
})

const TOTAL = Number(flags.runs ?? (flags.short ? 3000 : 100_000))
const SEED = flags.seed !== undefined ? Number(flags.seed) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0
if (!Number.isSafeInteger(TOTAL) || TOTAL < 1 || !Number.isInteger(SEED)) {
	console.error('usage: bun run fuzz [--short] [--seed N] [--runs N] [--twice] [--only name[,name]] [--path P]')
	process.exit(2)
}
if (flags.path && flags.twice) {
	console.error('--path replays one counterexample: leave out --twice')
	process.exit(2)
}

interface Part {
	name: string
	/** Its share of the cases. */
	share: number
	arbitrary: (ctx: FuzzContext) => fc.Arbitrary<FuzzRequest>
}

const PARTS: Part[] = [
	{ name: 'tool-apis', share: 20, arbitrary: toolApiRequest },
	{ name: 'tool-forms', share: 10, arbitrary: toolFormRequest },
	{ name: 'contact', share: 12, arbitrary: contactRequest },
	{ name: 'image-proxy', share: 12, arbitrary: imageRequest },
	{ name: 'page-views', share: 10, arbitrary: eventRequest },
	{ name: 'admin', share: 16, arbitrary: adminRequest },
	{ name: 'any-path', share: 20, arbitrary: anyPathRequest },
]

const only = flags.only?.split(',').map((s) => s.trim())
const unknown =
	only?.filter((name) => !PARTS.some((p) => p.name === name) && !ATTACKS.some((a) => a.name === name)) ?? []
if (unknown.length) {
	console.error(`unknown part ${unknown.join(', ')}; parts: ${[...PARTS, ...ATTACKS].map((p) => p.name).join(', ')}`)
	process.exit(2)
}
if (flags.path && only?.length !== 1) {
	console.error('--path replays one counterexample: name its part with --only')
	process.exit(2)
}
const parts = PARTS.filter((p) => !only || only.includes(p.name))
const shares = parts.reduce((sum, p) => sum + p.share, 0)

if (!existsSync(join(import.meta.dir, '../../dist/client/manifest.json'))) {
	console.error('dist/client/manifest.json is missing: run `bun run build` first.')
	process.exit(1)
}

interface Tally {
	requests: number
	statuses: Map<string, number>
	slowestMs: number
}
/** The current round's figures per part (a new set per round). */
let tallies = new Map<string, Tally>()
const freshTallies = () =>
	new Map<string, Tally>(parts.map((p) => [p.name, { requests: 0, statuses: new Map(), slowestMs: 0 }]))
let requestsSent = 0

const trim = (s: string, max = 600) => (s.length > max ? `${s.slice(0, max)}… (${s.length} characters)` : s)

/** The request as a reader wants it: long bodies and headers cut. */
function show(request: FuzzRequest): string {
	return JSON.stringify(
		{
			...request,
			path: trim(request.path, 400),
			headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, trim(v, 200)])),
			...(request.body !== undefined ? { body: trim(request.body) } : {}),
		},
		null,
		2,
	)
}

/** The status, and for a 5xx its error code (the 503 `tokenRequired` the recordings hold shows apart). */
function statusKey({ status, body }: FuzzAnswer): string {
	if (status < 500) return String(status)
	const text = new TextDecoder().decode(body)
	const code = (/"code":"(\w+)"/.exec(text) ?? /data-testid="tool-error" data-code="(\w+)"/.exec(text))?.[1]
	return code ? `${status} ${code}` : String(status)
}

async function runCase(harness: Harness, part: string, request: FuzzRequest): Promise<void> {
	const code = harness.exitCode()
	if (code !== null) throw new Error(`the server exited with code ${code}`)
	let asked = request
	let sent = await harness.send(request)
	// A HEAD answer has no body to tell why it is a 5xx: the same request as GET says.
	if (request.method.toUpperCase() === 'HEAD' && 'answer' in sent && sent.answer.status >= 500) {
		asked = { ...request, method: 'GET' }
		sent = await harness.send(asked)
	}
	const tally = tallies.get(part) as Tally
	tally.requests++
	tally.slowestMs = Math.max(tally.slowestMs, sent.ms)
	const key = 'failure' in sent ? 'no answer' : statusKey(sent.answer)
	tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1)
	// The fakes record every request; forget them now and then so a long run stays small.
	if (++requestsSent % 2000 === 0) harness.trimRecordings()
	if ('failure' in sent) throw new Error(sent.failure)
	const problems = judge(asked, sent.answer)
	if (problems.length) {
		const { status, headers, body } = sent.answer
		const text = trim(new TextDecoder().decode(body.subarray(0, 2000)), 400)
		throw new Error(`${problems.join('; ')}\n  answer: ${status} ${headers.get('content-type') ?? ''}\n  ${text}`)
	}
}

const started = performance.now()
const ROUNDS = flags.twice ? 2 : 1
console.log(
	`fuzz · ${flags.short ? 'short' : 'full'} · seed ${SEED} · ${TOTAL.toLocaleString('en-US')} cases over ${parts.length} parts${ROUNDS > 1 ? `, twice (seed ${SEED + 1} the second time)` : ''} · load average ${loadavg()
		.map((l) => l.toFixed(2))
		.join(' ')}`,
)
console.log(
	`same cases again: bun run fuzz --seed ${SEED}${flags.short ? ' --short' : ''}${flags.runs ? ` --runs ${TOTAL}` : ''}${flags.twice ? ' --twice' : ''}${only ? ` --only ${only.join(',')}` : ''}`,
)
const harness = await startHarness()
const ctx: FuzzContext = { signedImages: harness.signedImages, session: harness.session }
console.log(
	`server ${harness.url} · ${ctx.signedImages.length} signed image URLs · hang = no answer within ${HANG_MS / 1000} s`,
)

const mb = (n: number) => `${n.toFixed(0)} MB`
/** The server's memory after start-up (the signed image URLs fetched), then after each round, and its peak. */
const memory = { start: harness.rssMb(), rounds: [] as number[], peak: 0 }
memory.peak = memory.start
const progress = setInterval(() => {
	const s = (performance.now() - started) / 1000
	const rss = harness.rssMb()
	memory.peak = Math.max(memory.peak, rss)
	console.log(
		`  … ${requestsSent.toLocaleString('en-US')} requests in ${s.toFixed(0)} s (${(requestsSent / s).toFixed(0)}/s) · server ${mb(rss)}`,
	)
}, 30_000)

/**
 * The server's RSS once it has been idle for SETTLE_MS: the lowest reading, twice a second. Under the cases it swings by
 * some 60 MB with the garbage collector's timing (a collection comes several seconds after the load stops), so a
 * reading taken at once says more about when the last collection ran than about what the server keeps.
 */
const SETTLE_MS = 15_000
async function settledRss(harness: Harness): Promise<number> {
	let lowest = harness.rssMb()
	memory.peak = Math.max(memory.peak, lowest)
	for (const until = performance.now() + SETTLE_MS; performance.now() < until; ) {
		await Bun.sleep(500)
		lowest = Math.min(lowest, harness.rssMb())
	}
	return lowest
}

let pass = 0
let fail = 0
for (let round = 0; round < ROUNDS; round++) {
	const seed = SEED + round
	tallies = freshTallies()
	const results = await Promise.all(
		parts.map(async (part) => {
			const numRuns = Math.max(1, Math.round((TOTAL * part.share) / shares))
			const details = await fc.check(
				fc.asyncProperty(part.arbitrary(ctx), (request) => runCase(harness, part.name, request)),
				{ numRuns, seed, ...(flags.path ? { path: flags.path } : {}) },
			)
			return { part, numRuns, details }
		}),
	)
	// Only --twice waits for the server to settle: a plain run (and `bun run test`'s short one) spends no time on it.
	const rss = flags.twice ? await settledRss(harness) : harness.rssMb()
	memory.rounds.push(rss)
	memory.peak = Math.max(memory.peak, rss)

	console.log(ROUNDS > 1 ? `\nround ${round + 1} · seed ${seed}` : '')
	for (const { part, details } of results) {
		const tally = tallies.get(part.name) as Tally
		const statuses = [...tally.statuses]
			.sort(([a], [b]) => a.localeCompare(b))
			.map(([status, n]) => `${status}: ${n.toLocaleString('en-US')}`)
			.join(', ')
		const line = `${part.name.padEnd(12)} ${details.numRuns.toLocaleString('en-US').padStart(7)} cases · slowest ${(tally.slowestMs / 1000).toFixed(1)} s · ${statuses}`
		if (!details.failed) {
			pass++
			console.log(`✓ ${line}`)
			continue
		}
		fail++
		console.log(`✗ ${line}`)
		const counterexample = details.counterexample?.[0] as FuzzRequest | undefined
		const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
		console.log(`  failed after ${details.numRuns} cases, shrunk ${details.numShrinks} times: ${error}`)
		if (counterexample) console.log(`  counterexample:\n${show(counterexample).replace(/^/gm, '    ')}`)
		console.log(
			`  replay: bun run fuzz --only ${part.name} --seed ${details.seed} --path "${details.counterexamplePath}"`,
		)
	}
	if (flags.twice) console.log(`  server memory (RSS) after round ${round + 1}, settled: ${mb(rss)}`)
}
clearInterval(progress)

const [first = Number.NaN, last = Number.NaN] = [memory.rounds[0], memory.rounds.at(-1)]
console.log(
	flags.twice
		? `\nserver memory (RSS): ${mb(memory.start)} after start-up, ${mb(first)} after round 1, ${mb(last)} after round 2 (settled ${SETTLE_MS / 1000} s), peak ${mb(memory.peak)} · round 2 ${last >= first ? '+' : ''}${(((last - first) / first) * 100).toFixed(1)} % on round 1`
		: `\nserver memory (RSS): ${mb(memory.start)} after start-up, ${mb(last)} at the end of the cases, peak ${mb(memory.peak)}`,
)

// The attacks that are sequences, not single requests (tests/fuzz/attacks.ts), on the same server.
for (const attack of ATTACKS.filter((a) => !only || only.includes(a.name))) {
	const problems = await attack.run(harness, SEED)
	if (problems.length === 0) {
		pass++
		console.log(`✓ ${attack.name}`)
		continue
	}
	fail++
	console.log(`✗ ${attack.name}: ${problems.length} problems`)
	for (const problem of problems.slice(0, 10)) console.log(`  ${trim(problem, 400)}`)
	console.log(`  replay: bun run fuzz --only ${attack.name} --seed ${SEED}`)
}

// A failure the answer hides (a 200 page after a caught crash) still shows in the server's log, read after the
// server has stopped, so what it writes while stopping counts too.
await harness.stop()
const errors = harness.takeErrorLogs()
if (errors.length) {
	fail++
	console.log(`✗ server log: ${errors.length} error or stderr lines`)
	for (const line of errors.slice(0, 10)) console.log(`  ${trim(line, 800)}`)
} else {
	pass++
	console.log('✓ server log: no error logged, nothing on stderr')
}

const seconds = (performance.now() - started) / 1000
console.log(
	`\n${requestsSent.toLocaleString('en-US')} requests (shrinking included) in ${seconds.toFixed(0)} s, seed ${SEED}`,
)
console.log(` ${pass} pass`)
console.log(` ${fail} fail`)
process.exit(fail ? 1 : 0)
