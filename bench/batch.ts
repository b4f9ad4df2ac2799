/**
 * Whole playlists and channels, measured in one run on this machine:
 *
 *  1. Batch throughput at the default throttle (BATCH_SPACING_MS=750, BATCH_CONCURRENCY=2): the production
 *     server (bench/support/server.ts, LOG_LEVEL=info) against the fake YouTube, every answer held back 80 ms as a
 *     request to the real YouTube takes (each listed video answering as a recorded one with captions): POST
 *     /api/tools/{thumbnails,transcript}/batch on the recorded 150-video
 *     playlist, cut at BENCH_BATCH_VIDEOS (default 40) so a run stays short, from the request to the
 *     last line. Videos per minute, against the throttle's own ceiling (60 000 / spacing): the
 *     ratio shows what the work itself costs on top of the pacing.
 *  2. The ZIP of 200 transcripts (a real 25-minute transcript, SRT): zip-stream.ts (streamed, as the
 *     server's batch.zip and the page build it) against fflate's zipSync of the same files, built
 *     whole in memory, as the reference. No goal: a part of the batch, whose whole is measured in 1.
 *
 * Run alone: `bun bench/batch.ts`.
 */
import { zipSync } from 'fflate'
import { entryName, transcriptEntry } from '../src/tools/batch/file-names'
import { zipWriter } from '../src/tools/batch/zip-stream'
import { parseCaptions } from '../src/youtube/captions/detect'
import { fixtureText } from '../src/youtube/parse/test-fixtures'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { assertBuilt, benchHeader, fmt, startBenchServer } from './support/server'

const VIDEOS = Number(process.env.BENCH_BATCH_VIDEOS ?? 40)
const SPACING_MS = 750
const LIST = 'https://www.youtube.com/playlist?list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'
const ZIP_FILES = 200
const ZIP_ROUNDS = 5
/** A request to YouTube from a server in Europe or the US: 60-100 ms, 80 the middle (as bench/transcript.ts). */
const LATENCY_MS = 80

await assertBuilt()
benchHeader('batch')

// 1. Throughput at the default throttle.
console.log(`\n1. Batch throughput at the default throttle (${SPACING_MS} ms spacing, 2 at a time), ${VIDEOS} videos`)
// Each listed video answers as a recorded video with captions, so the transcripts are real work (the
// recordings hold no playlist whose videos are recorded too).
const listed = [
	...new Set(
		[
			...fixtureText('newpipe/browse_continuation_PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_page1.json').matchAll(
				/"playlistVideoRenderer":\{"videoId":"([\w-]{11})"/g,
			),
		].map((m) => m[1] as string),
	),
]
const youtube = await startFakeYouTube({
	latencyMs: LATENCY_MS,
	playerAliases: Object.fromEntries(listed.map((id) => [id, 'eF8Qqp7rjDg'])),
})
console.log(`  (${listed.length} listed videos answer as a recorded video with captions)`)
const server = await startBenchServer({
	UPSTREAM_OVERRIDES: youtube.overrides,
	BATCH_MAX_VIDEOS: String(VIDEOS),
	RATE_LIMIT_BATCHES_PER_HOUR: '100',
})
const ceiling = 60_000 / SPACING_MS
for (const tool of ['thumbnails', 'transcript']) {
	const t0 = performance.now()
	const res = await fetch(`${server.url}/api/tools/${tool}/batch`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ list_url: LIST }),
	})
	const lines = (await res.text()).trim().split('\n')
	const seconds = (performance.now() - t0) / 1000
	const end = JSON.parse(lines.at(-1) ?? '{}') as { done?: number; failed?: number }
	const perMinute = (VIDEOS / seconds) * 60
	console.log(
		`  ${tool.padEnd(11)} ${VIDEOS} videos in ${fmt(seconds, 1)} s (${end.done} done, ${end.failed} failed): ` +
			`${fmt(perMinute, 1)} videos/min · throttle ceiling ${fmt(ceiling, 1)}/min · ratio ${fmt(perMinute / ceiling, 2)}`,
	)
}
await server.stop()
await youtube.stop()

// 2. The ZIP of 200 transcripts.
console.log(`\n2. ZIP of ${ZIP_FILES} transcripts (SRT), mean of ${ZIP_ROUNDS} rounds`)
const cues = parseCaptions(fixtureText('ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'))
const document = {
	videoId: 'eF8Qqp7rjDg',
	title: 'A recorded transcript',
	language: 'en',
	isGenerated: true,
	isTranslated: false,
	cues: cues.map((c) => ({ start: c.startMs / 1000, duration: c.durationMs / 1000, text: c.text })),
}
const items = Array.from({ length: ZIP_FILES }, (_, i) => ({
	kind: 'transcript' as const,
	name: entryName({ index: i + 1, title: `Video number ${i + 1}`, videoId: `video${String(i).padStart(6, '0')}` }, [
		'en',
	]),
	document,
}))
const files = items.map((item) => transcriptEntry(item, 'srt'))
const inputBytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.data), 0)

async function streamed(): Promise<number> {
	const zip = zipWriter()
	const reading = new Response(zip.stream).arrayBuffer()
	for (const item of items) {
		const file = transcriptEntry(item, 'srt')
		await zip.add(file.name, file.data, true)
	}
	zip.end()
	return (await reading).byteLength
}
function whole(): number {
	const encoder = new TextEncoder()
	return zipSync(Object.fromEntries(files.map((f) => [f.name, encoder.encode(f.data)])), { level: 6 }).byteLength
}
await streamed()
whole()
let streamedMs = 0
let wholeMs = 0
let size = 0
for (let round = 0; round < ZIP_ROUNDS; round++) {
	let t0 = performance.now()
	size = await streamed()
	streamedMs += performance.now() - t0
	t0 = performance.now()
	whole()
	wholeMs += performance.now() - t0
}
streamedMs /= ZIP_ROUNDS
wholeMs /= ZIP_ROUNDS
console.log(
	`  ${ZIP_FILES} files, ${fmt(inputBytes / 1024 / 1024, 1)} MB of SRT → ${fmt(size / 1024, 0)} KB ZIP` +
		`\n  streamed (zip-stream.ts, files made as they go) ${fmt(streamedMs, 0)} ms · fflate zipSync, whole in memory ${fmt(wholeMs, 0)} ms · ratio ${fmt(streamedMs / wholeMs, 2)}`,
)
