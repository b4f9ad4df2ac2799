/**
 * Transcript speed (issue 4), measured in one run on this machine:
 *
 *  1. Parse and format: the largest real caption body (captions/vanessa-live-y2bcaptions,
 *     json3, 813 KB) and the recorded srv1 body, parsed with parseCaptions and written in each
 *     format; mean per transcript over many rounds. Targets: each format under 2 ms, and parse +
 *     format under 2 ms (for the 813 KB json3 body JSON.parse alone is printed as the floor).
 *  2. POST /api/tools/transcript over HTTP against the fake YouTube (loopback): the app from
 *     testApp() on Bun.serve. Cold: an app with empty caches, swapped in with server.reload()
 *     outside the timed part (player + timedtext requests each time); warm: the same request
 *     repeated (both caches hit). For the recorded srv1 video and for the largest body (served as
 *     the English track of GJLlxj_dtq8).
 *  1a. Parse only, against the peer (issue 18, item 4): the recorded srv1 body read by Tubekit's parseCaptions
 *     (format detection included, as the service calls it) and by the peer's own parser, the same function its
 *     fetchTranscript ends in; interleaved rounds, each one's fastest kept. Goal: faster than the peer.
 *  1b. Ten times the largest body (issue 18, item 4): its events repeated with shifted times;
 *     srt and vtt formatting and json3 → srt end to end at 1× and 10×, with the ratio (goal ≤ 10×), and the
 *     end to end time of the largest body alone (goal < 1 ms). For json3, section 1 prints the one-pass scan's
 *     parse beside the JSON.parse path it replaced and JSON.parse alone.
 *  3. The peer library npm `youtube-transcript` (1.3.1) side by side: the same video, its
 *     requests rewritten to the fake through its `fetch` option, against Tubekit's transcript
 *     service in-process with empty caches, as it answers (player call, caption call, and `next` for the
 *     chapters alongside) and without chapters (the peer's work: player call, caption call, parse), as
 *     ratios; and a check that both extract the same text.
 *  4. A warm request in-process (the service's caches full, the built answer kept): p50, goal < 0.3 ms.
 *  5. Memory a cached transcript holds, per recorded caption format: its cues as parsed (their texts cut out of
 *     the body keep the body alive) and as the lookup cache keeps them (a copy); no goal (issue 18, item 6).
 *
 * Run alone: `bun run build && bun bench/transcript.ts`.
 */

import { heapStats } from 'bun:jsc'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Server } from 'bun'
import { fetchTranscript, YoutubeTranscript } from 'youtube-transcript'
import { createLogger } from '../src/core/logger'
import { testApp } from '../src/server/test-app'
import { memoryCaches } from '../src/state/lookup-cache'
import { formatTranscript, TRANSCRIPT_FORMATS, type TranscriptDocument } from '../src/tools/transcript/format'
import { createTranscriptService } from '../src/tools/transcript/service.server'
import { parseCaptions } from '../src/youtube/captions/detect'
import { FIXTURE_ROOT, fixtureText } from '../src/youtube/parse/test-fixtures'
import { createUpstream } from '../src/youtube/upstream.server'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { repeatedJson3 } from '../tests/support/longer-captions'
import { assertBuilt, benchHeader, median, percentile, verdict } from './support/server'

const LARGEST = 'captions/vanessa-live-y2bcaptions.en.asr.json3'
const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const PARSE_ROUNDS = 200
const WARMUP = 20
const WARM_SAMPLES = 200
const COLD_SAMPLES = 40
const PEER_SAMPLES = 60
const FORMAT_TARGET_MS = 2

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(3))

/**
 * A file as it is sent: read whole. A string built by concatenation stays a rope until it is read, so timing only
 * its building would leave out the copy every response makes.
 */
const written = (file: string) => file.charCodeAt(file.length - 1)

function timeMean(rounds: number, fn: () => unknown): number {
	for (let i = 0; i < 10; i++) fn()
	const t0 = performance.now()
	for (let i = 0; i < rounds; i++) fn()
	return (performance.now() - t0) / rounds
}

assertBuilt()
benchHeader('transcript')

// 1. Parse and format.
console.log('\n1. Parse and format one transcript (mean per transcript)')
for (const file of [LARGEST, SRV1]) {
	const body = fixtureText(file)
	const parse = timeMean(PARSE_ROUNDS, () => parseCaptions(body))
	const cues = parseCaptions(body)
	const doc: TranscriptDocument = {
		videoId: 'x',
		title: 'x',
		language: 'en',
		isGenerated: true,
		isTranslated: false,
		cues: cues.map((c) => ({ start: c.startMs / 1000, duration: c.durationMs / 1000, text: c.text })),
	}
	const json3 = file.endsWith('.json3')
	const jsonFloor = json3 ? timeMean(PARSE_ROUNDS, () => JSON.parse(body)) : null
	console.log(
		`  ${file} (${(body.length / 1024).toFixed(0)} KB, ${cues.length} cues): parse ${ms(parse)} ms` +
			(jsonFloor === null ? '' : ` (JSON.parse of the body alone ${ms(jsonFloor)} ms)`),
	)
	let slowest = 0
	for (const format of TRANSCRIPT_FORMATS) {
		const formatMs = timeMean(PARSE_ROUNDS, () => written(formatTranscript(doc, format)))
		slowest = Math.max(slowest, formatMs)
		console.log(
			`    ${format.padEnd(15)} format ${ms(formatMs).padStart(7)} ms   ${verdict(formatMs < FORMAT_TARGET_MS)} (format < ${FORMAT_TARGET_MS} ms)`,
		)
	}
	console.log(
		`    parse + slowest format ${ms(parse + slowest)} ms   ${verdict(parse + slowest < FORMAT_TARGET_MS)} (parse + format < ${FORMAT_TARGET_MS} ms)`,
	)
}

// 1a. Parse only, against the peer on the same srv1 body. youtube-transcript 1.3.1 parses in
// `YoutubeTranscript.parseTranscriptXml(xml, lang)` (dist/esm/index.js): a `<p t d>` (srv3) regex first, then
// RE_XML_TRANSCRIPT = /<text start="([^"]*)" dur="([^"]*)">([^<]*)<\/text>/g with parseFloat on the times and its
// decodeEntities (8 replace calls: &amp; &lt; &gt; &quot; &#39; &apos; and numeric references, once). It is a
// static method of the exported class, `private` only in its typings, so the bench calls that very code. The work
// is not quite the same: the peer decodes one layer of a few entities and leaves the text as it is; Tubekit decodes
// srv1's two layers of any HTML entity, strips markup, tidies whitespace, drops blank cues and rounds times to ms.
console.log(
	'\n1a. Parse only, the recorded srv1 body: Tubekit vs the peer youtube-transcript 1.3.1 (fastest of interleaved rounds)',
)
{
	const body = fixtureText(SRV1)
	const peerParse = (YoutubeTranscript as unknown as { parseTranscriptXml: (xml: string, lang: string) => unknown[] })
		.parseTranscriptXml
	const runs = { tubekit: () => parseCaptions(body), peer: () => peerParse.call(YoutubeTranscript, body, 'en') }
	const fastest = { tubekit: Number.POSITIVE_INFINITY, peer: Number.POSITIVE_INFINITY }
	for (let round = 0; round < 40; round++) {
		for (const name of ['tubekit', 'peer'] as const) fastest[name] = Math.min(fastest[name], timeMean(20, runs[name]))
	}
	const peerCues = runs.peer().length
	console.log(`  Tubekit parseCaptions         ${ms(fastest.tubekit).padStart(7)} ms (${runs.tubekit().length} cues)`)
	console.log(`  peer parseTranscriptXml       ${ms(fastest.peer).padStart(7)} ms (${peerCues} cues)`)
	const ratio = fastest.peer / fastest.tubekit
	console.log(`  peer / Tubekit ${ratio.toFixed(2)}×   ${verdict(ratio > 1)} (parse faster than the peer)`)
}

// 1b. Ten times the largest body (issue 18, item 4): its events repeated with shifted times, so the cues are as
// real as the recording's and only their number grows. Formatting must stay linear: 10× the cues within 10× the time.
console.log('\n1b. Ten times the largest body (its events repeated, times shifted): linear formatting')
const tenfold = repeatedJson3(fixtureText(LARGEST), 10)
const docOf = (body: string): TranscriptDocument => ({
	videoId: 'x',
	title: 'x',
	language: 'en',
	isGenerated: true,
	isTranslated: false,
	cues: parseCaptions(body).map((c) => ({ start: c.startMs / 1000, duration: c.durationMs / 1000, text: c.text })),
})
const one = docOf(fixtureText(LARGEST))
const ten = docOf(tenfold)
console.log(`  1×: ${one.cues.length} cues; 10×: ${ten.cues.length} cues (${(tenfold.length / 1024).toFixed(0)} KB)`)
/**
 * 1× and 10× timed in turn, REPEATS times, keeping each one's fastest: on a busy machine a single mean swings by
 * more than the ratio it is meant to show. Two 1× figures: one document formatted again and again (it stays in the
 * CPU's caches) and ten copies of it formatted in turn, which keep as much memory busy as the 10× document does.
 * On this machine even reading the cues (a sum over them) takes 21× at 10× against the first and 9.9× against the
 * second, and a fresh 1 MB buffer costs 17× a 100 KB one (page faults): the second 1× is the fair measure of how the
 * formatter scales, and the verdict is taken on it. JSON.stringify of the same cues is the machine's linear yardstick.
 */
const REPEATS = 5
const COPIES = 10
function scaling<T>(
	label: string,
	goal: boolean,
	[oneInput, tenInput]: [T, T],
	fn: (input: T) => unknown,
	copy: (input: T) => T,
) {
	const copies = Array.from({ length: COPIES }, () => copy(oneInput))
	let oneMs = Number.POSITIVE_INFINITY
	let oneColdMs = Number.POSITIVE_INFINITY
	let tenMs = Number.POSITIVE_INFINITY
	for (let r = 0; r < REPEATS; r++) {
		oneMs = Math.min(
			oneMs,
			timeMean(PARSE_ROUNDS / 2, () => fn(oneInput)),
		)
		let k = 0
		oneColdMs = Math.min(
			oneColdMs,
			timeMean(PARSE_ROUNDS / 2, () => fn(copies[k++ % COPIES] as T)),
		)
		tenMs = Math.min(
			tenMs,
			timeMean(PARSE_ROUNDS / 20, () => fn(tenInput)),
		)
	}
	const ratio = tenMs / oneColdMs
	const mark = goal ? `   ${verdict(ratio <= 10)} (10× ≤ 10× the time)` : '   (a linear built-in, for scale)'
	console.log(
		`    ${label.padEnd(24)} 1× ${ms(oneMs).padStart(7)} ms (ten copies in turn ${ms(oneColdMs).padStart(7)} ms), 10× ${ms(tenMs).padStart(7)} ms: ` +
			`${(tenMs / oneMs).toFixed(1)}× / ${ratio.toFixed(1)}×${mark}`,
	)
	return oneMs
}
// A copy of the 1× document is parsed again: new cue objects and texts, where the parser would put them.
const freshOne = () => docOf(fixtureText(LARGEST))
for (const format of ['srt', 'vtt'] as const) {
	scaling(`${format} format`, true, [one, ten], (doc) => written(formatTranscript(doc, format)), freshOne)
}
// A body is a string: its copies are other strings with the same text (a copy of a string is the same string).
const endToEnd = scaling(
	'json3 → srt end to end',
	true,
	[fixtureText(LARGEST), tenfold],
	(body) => written(formatTranscript(docOf(body), 'srt')),
	(body) => ` ${body}`.slice(1),
)
console.log(
	`    json3 → srt end to end, the largest recorded body: ${ms(endToEnd)} ms   ${verdict(endToEnd < 1)} (< 1 ms)`,
)
scaling('JSON.stringify(cues)', false, [one, ten], (doc) => written(JSON.stringify(doc.cues)), freshOne)
// What a file's size alone costs here: its finished text copied once into a new string (a join of its lines).
const linesOf = (doc: TranscriptDocument) => formatTranscript(doc, 'srt').split('\n')
scaling(
	'one copy of the srt file',
	false,
	[linesOf(one), linesOf(ten)],
	(lines) => written(lines.join('\n')),
	() => linesOf(freshOne()),
)

// 2. The API over HTTP.
const youtube = await startFakeYouTube({
	captions: [
		{ videoId: 'GJLlxj_dtq8', lang: 'en', fmt: 'srv1', file: LARGEST },
		// The peer library asks for the ANDROID URL as it is (fmt=srv3): the same recorded body.
		{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv3', file: SRV1 },
	],
})
const appEnv = { LOG_LEVEL: 'silent', UPSTREAM_OVERRIDES: youtube.overrides, RATE_LIMIT_API_PER_MINUTE: '1000000' }
let app = await testApp(appEnv)
const server: Server<undefined> = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch })
const url = `http://127.0.0.1:${server.port}/api/tools/transcript`

async function call(body: Record<string, string>): Promise<number> {
	const t0 = performance.now()
	const res = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	})
	await res.arrayBuffer()
	if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${JSON.stringify(body)}`)
	return performance.now() - t0
}

const stat = (samples: number[]) => {
	const sorted = [...samples].sort((a, b) => a - b)
	return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length }
}
const row = (label: string, s: { p50: number; p99: number; n: number }) =>
	`  ${label.padEnd(52)} n=${String(s.n).padStart(3)}   p50 ${ms(s.p50).padStart(8)} ms   p99 ${ms(s.p99).padStart(8)} ms`

console.log('\n2. POST /api/tools/transcript over HTTP, fake YouTube on loopback')
const cases = [
	['srv1, 133 cues (eF8Qqp7rjDg)', { video_url: 'https://youtu.be/eF8Qqp7rjDg' }],
	['largest body, json3 813 KB (as GJLlxj_dtq8 en)', { video_url: 'https://youtu.be/GJLlxj_dtq8', language: '.en' }],
] as const
for (const [label, body] of cases) {
	const cold: number[] = []
	for (let i = 0; i < COLD_SAMPLES; i++) {
		await app.close()
		app = await testApp(appEnv)
		server.reload({ fetch: app.fetch })
		cold.push(await call(body))
	}
	for (let i = 0; i < WARMUP; i++) await call(body)
	const warm: number[] = []
	for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await call(body))
	console.log(row(`cold · ${label}`, stat(cold)))
	console.log(row(`warm · ${label}`, stat(warm)))
}

// The no-JavaScript download of the same answer: its file is written and compressed once, then kept
// (tools/shared/kept-body.server.ts). Bun's fetch asks for gzip, as browsers do.
for (const format of ['txt', 'srt'] as const) {
	const download = `${url}/download?video=GJLlxj_dtq8&language=.en&format=${format}`
	const get = async () => {
		const t0 = performance.now()
		const res = await fetch(download)
		await res.arrayBuffer()
		if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${download}`)
		return performance.now() - t0
	}
	for (let i = 0; i < WARMUP; i++) await get()
	const warm: number[] = []
	for (let i = 0; i < WARM_SAMPLES; i++) warm.push(await get())
	console.log(row(`warm · download ${format}, largest body`, stat(warm)))
}

// 3. The peer library against the same fake, same body.
console.log('\n3. Peer: npm youtube-transcript 1.3.1 vs Tubekit’s transcript service, in-process, no cache')
const fakeOrigin = youtube.origin
const peerFetch = ((input: string | URL | Request, init?: RequestInit) => {
	const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
	const headers = new Headers(init?.headers)
	headers.set('X-Forwarded-Host', target.host)
	return fetch(`${fakeOrigin}${target.pathname}${target.search}`, { ...init, headers })
}) as typeof fetch
const upstream = createUpstream({
	overrides: new Map([
		['www.youtube.com', fakeOrigin],
		['youtubei.googleapis.com', fakeOrigin],
	]),
	proxy: null,
	timeoutMs: 8000,
})
const logger = createLogger('silent')
const ours = async () => createTranscriptService({ upstream, logger }).forVideo('eF8Qqp7rjDg', undefined, 'en')
// The peer's work alone: Tubekit also asks `next` for the video's chapters, a third request the peer never makes.
const oursPlain = async () =>
	createTranscriptService({ upstream, logger }).forVideo('eF8Qqp7rjDg', undefined, 'en', undefined, false)
const peer = () => fetchTranscript('eF8Qqp7rjDg', { fetch: peerFetch })

const normalise = (texts: string[]) => texts.join(' ').replace(/\s+/g, ' ').trim()
const ourText = normalise((await ours()).cues.map((c) => c.text))
const peerText = normalise((await peer()).map((c) => c.text))
for (let i = 0; i < WARMUP; i++) {
	await ours()
	await oursPlain()
	await peer()
}
const oursSamples: number[] = []
const plainSamples: number[] = []
const peerSamples: number[] = []
const timed = async (run: () => Promise<unknown>, into: number[]) => {
	const t0 = performance.now()
	await run()
	into.push(performance.now() - t0)
}
for (let i = 0; i < PEER_SAMPLES; i++) {
	await timed(ours, oursSamples)
	await timed(oursPlain, plainSamples)
	await timed(peer, peerSamples)
}
const o = stat(oursSamples)
const op = stat(plainSamples)
const p = stat(peerSamples)
console.log(row('Tubekit (player + srv1 captions + next for chapters)', o))
console.log(row('Tubekit without chapters (the peer’s two calls)', op))
console.log(row('youtube-transcript (ANDROID player + caption call + parse)', p))
console.log(`  ratio peer/Tubekit p50 ${(p.p50 / o.p50).toFixed(2)}×, p99 ${(p.p99 / o.p99).toFixed(2)}×`)
console.log(
	`  ratio peer/Tubekit without chapters p50 ${(p.p50 / op.p50).toFixed(2)}×, p99 ${(p.p99 / op.p99).toFixed(2)}×`,
)
console.log(
	`  same text: ${ourText === peerText ? 'yes' : 'NO'} (${ourText.length} characters; Tubekit ${ourText.split(' ').length} words, peer ${peerText.split(' ').length} words)`,
)
if (ourText !== peerText) {
	const at = [...ourText].findIndex((ch, i) => ch !== peerText[i])
	console.log(
		`  first difference at ${at}: Tubekit "${ourText.slice(at - 20, at + 40)}" / peer "${peerText.slice(at - 20, at + 40)}"`,
	)
}

// 4. A warm request in-process: the same service asked again, so every lookup and the built answer come from its caches.
console.log('\n4. Warm transcript request in-process (one service, its caches full)')
const warmService = createTranscriptService({ upstream, logger })
const WARM_GOAL_MS = 0.3
for (const [label, videoId, language] of [
	['srv1, 133 cues (eF8Qqp7rjDg)', 'eF8Qqp7rjDg', 'en'],
	['largest body, json3 813 KB (as GJLlxj_dtq8 en)', 'GJLlxj_dtq8', '.en'],
] as const) {
	const warmCall = () => warmService.forVideo(videoId, language, 'en')
	for (let i = 0; i < WARMUP; i++) await warmCall()
	const samples: number[] = []
	for (let i = 0; i < WARM_SAMPLES; i++) {
		const t0 = performance.now()
		await warmCall()
		samples.push(performance.now() - t0)
	}
	const s = stat(samples)
	console.log(`${row(`warm · ${label}`, s)}   ${verdict(s.p50 < WARM_GOAL_MS)} (p50 < ${WARM_GOAL_MS} ms)`)
}
console.log(`  (the peer, which keeps nothing, answers the srv1 video in p50 ${ms(p.p50)} ms, measured above)`)

// 5. Memory a cached transcript holds (issue 18, item 6). A parser's texts are cut out of the body, and a cut
// keeps the whole body alive; the lookup caches keep a copy instead (state/lookup-cache.ts).
console.log('\n5. Memory held per cached transcript: the cues as parsed, and as the lookup cache keeps them')
const MEMORY_COPIES = 100
const heldBytes = async (file: string, cached: boolean) => {
	const cache = memoryCaches<unknown>('texts', { max: 100, ttlMs: 60_000 })
	const held: unknown[] = []
	Bun.gc(true)
	Bun.gc(true)
	// heapSize counts string buffers too (it includes extraMemorySize).
	const before = heapStats().heapSize
	for (let i = 0; i < MEMORY_COPIES; i++) {
		// Each body read again: a fresh string, as each fetch from YouTube is.
		const parse = async () => parseCaptions(readFileSync(join(FIXTURE_ROOT, file), 'utf8'))
		held.push(cached ? await cache.load(String(i), parse) : await parse())
	}
	Bun.gc(true)
	const bytes = (heapStats().heapSize - before) / MEMORY_COPIES
	held.length = 0
	return bytes
}
for (const file of [
	'captions/VMvdvP02f-Y.en.asr.vtt',
	'captions/kids-nursery-ai-tutorial.en.asr.ttml',
	'captions/dashboards-aivants.en.asr.json3',
	LARGEST,
	SRV1,
]) {
	// Alternated, the median of three each: the heap also returns what earlier sections left behind.
	const parsedRuns: number[] = []
	const cachedRuns: number[] = []
	for (let round = 0; round < 3; round++) {
		parsedRuns.push(await heldBytes(file, false))
		cachedRuns.push(await heldBytes(file, true))
	}
	const parsed = median(parsedRuns)
	const cached = median(cachedRuns)
	const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
	console.log(
		`  ${file.split('/').pop()?.padEnd(44)} body ${kb(Buffer.byteLength(fixtureText(file))).padStart(6)}: as parsed ${kb(parsed).padStart(6)}, cached ${kb(cached).padStart(6)} (${(parsed / cached).toFixed(1)}×)`,
	)
}

server.stop(true)
await app.close()
await youtube.stop()
