/**
 * The thumbnail tool's journey as a visitor's browser makes it, with every request to YouTube's image
 * host taking LATENCY_MS (80) at the fake YouTube (tests/support/fake-youtube.ts): the click posts
 * `POST /api/tools/thumbnails`; once the answer is in, every preview is asked through `/api/image` in
 * parallel, as the page's images are (a size the answer did not ask about, `available: null`, is checked
 * first with `&check=1`, as the page does); "painted" is when the last preview's bytes are in. Then the
 * same lookup again. The app is testApp() over HTTP in this process (no browser: the figure is the
 * network part of the journey, which YouTube's latency dominates).
 *
 * Printed per lookup (ROUNDS distinct videos, medians): YouTube requests before the answer, in all, and
 * for the same lookup again; ms from the click to the answer and to the previews painted, and how many
 * YouTube round trips that is. Target: previews painted within 1.5 round trips of the click (one round
 * trip plus the app's own time), and no YouTube request for the same lookup again.
 *
 * Run alone: `bun run build && bun bench/thumbnail-journey.ts`.
 */

import { testApp } from '../src/server/test-app'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { assertBuilt, benchHeader, fmt, median, verdict } from './support/server'

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 80)
const ROUNDS = 10

interface Quality {
	name: string
	url: string
	available: boolean | null
}

await assertBuilt()
benchHeader('thumbnail-journey')
const youtube = await startFakeYouTube()
const app = await testApp({
	LOG_LEVEL: 'silent',
	UPSTREAM_OVERRIDES: youtube.overrides,
	RATE_LIMIT_API_PER_MINUTE: '100000',
	RATE_LIMIT_IMAGES_PER_MINUTE: '100000',
})
const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch })
const origin = `http://127.0.0.1:${server.port}`
const thumbnailRequests = () => youtube.requests.filter((r) => r.route === 'thumbnail').length

/** One preview as the page shows it: checked first when the answer did not ask about it. */
async function preview(q: Quality): Promise<void> {
	if (q.available === false) return
	if (q.available === null) {
		const check = (await (await fetch(`${origin}${q.url}&check=1`)).json()) as { found?: boolean }
		if (!check.found) return
	}
	await (await fetch(origin + q.url)).arrayBuffer()
}

async function journey(videoId: string) {
	const youtubeBefore = thumbnailRequests()
	const click = performance.now()
	const res = await fetch(`${origin}/api/tools/thumbnails`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ video_url: `https://youtu.be/${videoId}` }),
	})
	const { qualities } = (await res.json()) as { qualities: Quality[] }
	const answered = performance.now()
	const beforeAnswer = thumbnailRequests() - youtubeBefore
	await Promise.all(qualities.map(preview))
	return {
		answerMs: answered - click,
		paintedMs: performance.now() - click,
		beforeAnswer,
		total: thumbnailRequests() - youtubeBefore,
	}
}

const firsts: Awaited<ReturnType<typeof journey>>[] = []
const repeats: Awaited<ReturnType<typeof journey>>[] = []
try {
	await journey('warmupvideo') // the app's and the fake's first request, untimed
	youtube.fail('slow', { paths: /^\/vi(_webp)?\//, delayMs: LATENCY_MS })
	for (let i = 0; i < ROUNDS; i++) {
		const id = `journey${String(i).padStart(4, '0')}`
		firsts.push(await journey(id))
		repeats.push(await journey(id))
	}
} finally {
	server.stop(true)
	await app.close()
	await youtube.stop()
}

const med = (rows: typeof firsts, key: keyof (typeof firsts)[number]) => median(rows.map((r) => r[key]))
const trips = (ms: number) => fmt(ms / LATENCY_MS, 2)
console.log(`\n${ROUNDS} lookups of distinct videos, ${LATENCY_MS} ms per request to YouTube's image host (medians)`)
for (const [label, rows] of [
	['first lookup', firsts],
	['same lookup again', repeats],
] as const) {
	console.log(
		`  ${label.padEnd(18)} YouTube requests: ${med(rows, 'beforeAnswer')} before the answer, ${med(rows, 'total')} in all · ` +
			`answer ${fmt(med(rows, 'answerMs'), 1)} ms (${trips(med(rows, 'answerMs'))} round trips) · ` +
			`previews painted ${fmt(med(rows, 'paintedMs'), 1)} ms (${trips(med(rows, 'paintedMs'))} round trips)`,
	)
}
const painted = med(firsts, 'paintedMs')
const repeatRequests = Math.max(...repeats.map((r) => r.total))
console.log(
	`\nPreviews painted within 1.5 round trips of the click: ${trips(painted)}  ${verdict(painted <= 1.5 * LATENCY_MS)}`,
)
console.log(`No YouTube request for the same lookup again: ${repeatRequests}  ${verdict(repeatRequests === 0)}`)
