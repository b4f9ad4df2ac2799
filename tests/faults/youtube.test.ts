/**
 * Fault suite, YouTube: the fake YouTube misbehaves in every way the plain
 * HTTP path can meet (tests/faults/README.md lists which fault is tested where), and each tool
 * answers with decision 8's shape and a documented status and code, both as JSON in the
 * request's language and, posted without JavaScript, as the localized error card of its page.
 * The worker path (pages loaded in Chromium) is in browser.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import type { ErrorCode } from '../../src/core/errors'
import { testApp } from '../../src/server/test-app'
import { DICT } from '../support/dictionaries'
import { type FailMode, type FakeYouTube, startFakeYouTube } from '../support/fake-youtube'
import { startForwardProxy } from '../support/forward-proxy'
import { attrs, texts } from '../support/html'
import { freePort } from '../support/server'

type Lang = keyof typeof DICT

/** The request's path and body as a visitor sends them, and the same as a form without JavaScript. */
const TOOLS = {
	thumbnails: {
		api: '/api/tools/thumbnails',
		page: '/tools/thumbnail-downloader',
		fields: { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' },
		headline: 'thumbnail',
	},
	profile: {
		api: '/api/tools/profile',
		page: '/tools/profile-downloader',
		fields: { channel_url: 'https://www.youtube.com/@gronkh' },
		headline: 'profile',
	},
	transcript: {
		api: '/api/tools/transcript',
		page: '/tools/transcript-downloader',
		fields: { video_url: 'https://youtu.be/eF8Qqp7rjDg', language: '' },
		headline: 'transcript',
	},
} as const

/** Where each tool meets YouTube: the image host (HEAD probes), innertube, the caption texts. */
const IMAGES = /^\/vi(_webp)?\//
const INNERTUBE = /^\/youtubei\//
const TIMEDTEXT = /^\/api\/timedtext/

/** A slow answer: far beyond the app's timeout (the fake stops waiting when the app gives up). */
const SLOW_MS = 30_000

let yt: FakeYouTube
let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	yt = await startFakeYouTube()
})
afterAll(async () => {
	await yt.stop()
})
// A fresh app per case: nothing one case looked up is cached for the next.
beforeEach(async () => {
	yt.reset()
	app = await testApp({
		UPSTREAM_OVERRIDES: yt.overrides,
		// Small, so the slow cases stay quick; still far above what the fake needs on a busy machine.
		UPSTREAM_TIMEOUT_MS: '1000',
		// WEB's recorded caption URLs carry the PO-token mark: with WEB in the list every caption
		// failure ends as tokenRequired (the rule of src/youtube/captions/fetch.server.ts, tested in
		// src/tools/transcript/token-path.test.ts); without it each fault's own code shows.
		YOUTUBE_CLIENTS: 'ANDROID,VISIONOS',
		OLLAMA_HOST: 'off',
	})
})
afterEach(async () => {
	// No case may reach the app's last-resort handler (a 500 and an "unhandled error" line).
	expect(app.logLines.filter((line) => line.includes('"level":"error"'))).toEqual([])
	await app.close()
})

async function expectApiError(res: Response, status: number, code: ErrorCode, lang: Lang) {
	expect(res.headers.get('content-type')).toStartWith('application/json')
	expect({ status: res.status, body: await res.json() }).toEqual({
		status,
		body: { error: { code, message: DICT[lang].errors[code] } },
	})
}

/** tool, fault, fake mode, where it answers so, then the expected status, code, and the request's language. */
type Case = [keyof typeof TOOLS, string, FailMode, RegExp, number, ErrorCode, Lang]

/**
 * Cases already asserted elsewhere are left out (see README.md): 429 on the thumbnail probes
 * and on the transcript's player, the bot check on the transcript's player, a slow thumbnail
 * probe, and a closed or resetting connection.
 */
const CASES: Case[] = [
	// YouTube answering 429 (its captcha page, or a bare 429)
	['profile', '429', '429', INNERTUBE, 503, 'youtubeBlocked', 'de'],
	['transcript', '429', '429', TIMEDTEXT, 503, 'youtubeBlocked', 'es'],
	['thumbnails', 'captcha', 'captcha', IMAGES, 503, 'youtubeBlocked', 'tr'],
	['profile', 'captcha', 'captcha', INNERTUBE, 503, 'youtubeBlocked', 'nl'],
	['transcript', 'captcha', 'captcha', INNERTUBE, 503, 'youtubeBlocked', 'en'],
	// A consent page (the recorded interstitial), still there after the consent retry
	['profile', 'consent page', 'consent', INNERTUBE, 503, 'consentWall', 'es'],
	['transcript', 'consent page', 'consent', INNERTUBE, 503, 'consentWall', 'de'],
	// A bot check ("Sign in to confirm you're not a bot") answers only the player: transcript/api.test.ts,
	// and on the watch page in Chromium: browser.test.ts
	// Garbage: an HTML page of random words, or random bytes, where JSON or captions belong
	['profile', 'garbage HTML', 'garbage', INNERTUBE, 502, 'upstreamError', 'nl'],
	['transcript', 'garbage HTML', 'garbage', INNERTUBE, 502, 'upstreamError', 'tr'],
	['transcript', 'garbage HTML', 'garbage', TIMEDTEXT, 502, 'upstreamError', 'en'],
	['profile', 'garbage bytes', 'bytes', INNERTUBE, 502, 'upstreamError', 'en'],
	['transcript', 'garbage bytes', 'bytes', INNERTUBE, 502, 'upstreamError', 'nl'],
	['transcript', 'garbage bytes', 'bytes', TIMEDTEXT, 502, 'upstreamError', 'de'],
	// Truncated JSON (innertube), truncated XML (a caption text: a partial transcript must not pass for the whole)
	['profile', 'truncated JSON', 'truncated', INNERTUBE, 502, 'upstreamError', 'de'],
	['transcript', 'truncated JSON', 'truncated', INNERTUBE, 502, 'upstreamError', 'es'],
	['transcript', 'truncated XML', 'truncated', TIMEDTEXT, 502, 'upstreamError', 'nl'],
	// The connection dropped halfway through the answer
	['profile', 'cut mid-answer', 'cut', INNERTUBE, 502, 'upstreamUnreachable', 'tr'],
	['transcript', 'cut mid-answer', 'cut', INNERTUBE, 502, 'upstreamUnreachable', 'en'],
	// A slow answer, beyond UPSTREAM_TIMEOUT_MS
	['profile', 'slow', 'slow', INNERTUBE, 504, 'upstreamTimeout', 'es'],
	['transcript', 'slow', 'slow', INNERTUBE, 504, 'upstreamTimeout', 'de'],
	['transcript', 'slow', 'slow', TIMEDTEXT, 504, 'upstreamTimeout', 'tr'],
]

describe('YouTube failing: the JSON API and the form without JavaScript', () => {
	test.each(CASES.map((c) => [`${c[0]}, ${c[1]} on ${c[3].source}: ${c[4]} ${c[5]}`, c] as const))(
		'%s',
		async (_name, [tool, _fault, mode, paths, status, code, lang]) => {
			yt.fail(mode, { paths, ...(mode === 'slow' ? { delayMs: SLOW_MS } : {}) })
			const { api, page, fields, headline } = TOOLS[tool]
			const json = await app.request(api, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'accept-language': lang },
				body: JSON.stringify(fields),
			})
			await expectApiError(json, status, code, lang)
			expect(yt.requests.some((r) => r.failed === mode)).toBe(true)

			const form = await app.request(lang === 'en' ? page : `/${lang}${page}`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields).toString(),
			})
			expect(form.status).toBe(status)
			const html = await form.text()
			expect(await attrs(html, 'html', 'lang')).toEqual([lang])
			expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual([code])
			// YouTube failing is not what the tool's sentence ("…the URL is invalid") says: the card is headed by
			// the reason alone (ErrorCard, headlineFor).
			expect(await texts(html, '[data-testid=tool-error] p')).toEqual([DICT[lang].errors[code]])
			expect(html).not.toContain(DICT[lang][headline].failed)
		},
		15_000,
	)
})

describe('the image proxy (/api/image) when YouTube’s image host fails', () => {
	test.each([
		// YouTube's rate limit is a refusal, as on every other route (decision 8).
		['429', '429', 503, 'youtubeBlocked', 'en'],
		['the captcha page', 'captcha', 503, 'youtubeBlocked', 'de'],
		['garbage HTML', 'garbage', 415, 'imageNotAnImage', 'es'],
		['garbage bytes', 'bytes', 415, 'imageNotAnImage', 'tr'],
		// Before the fix the dropped connection reached the last-resort handler: 500 internal.
		['a connection cut mid-image', 'cut', 502, 'imageUpstreamFailed', 'nl'],
		['a slow answer', 'slow', 502, 'imageUpstreamFailed', 'de'],
	] as const)(
		'%s (%s): %d %s',
		async (_name, mode, status, code, lang) => {
			yt.fail(mode, { paths: IMAGES, ...(mode === 'slow' ? { delayMs: SLOW_MS } : {}) })
			const url = app.signer.url('https://i.ytimg.com/vi/GJLlxj_dtq8/hqdefault.jpg', 'thumbnail-hqdefault.jpg')
			await expectApiError(await app.request(url, { headers: { 'accept-language': lang } }), status, code, lang)
			expect(yt.requests.map((r) => r.failed)).toEqual([mode])
		},
		15_000,
	)
})

describe('the refusal alert when every way out is shut', () => {
	/** Each tool in turn, as visitors use them (a thumbnail lookup probes several image sizes). */
	const ROUND = ['thumbnails', 'transcript', 'profile'] as const
	const TOKEN = 'fault-suite-admin-token-0123456789'

	/**
	 * Before, a dead proxy counted as failed, not refused: with it the only way out, 60 tool calls
	 * (289 requests, none "refused") never fired the alert.
	 */
	test.each([
		['a dead proxy, the only way out', ['dead']],
		['YouTube refusing this server (429), the proxy dead', ['direct', 'dead']],
		['a proxy YouTube refuses, the other dead', ['blocked', 'dead']],
	] as const)(
		'%s: every tool call fails, and the alert fires within 20 of them',
		async (_name, ways) => {
			const blocked = await startForwardProxy('429')
			const egresses = await Promise.all(
				ways.map(async (way) =>
					way === 'dead' ? `http://127.0.0.1:${await freePort()}` : way === 'blocked' ? blocked.url : 'direct',
				),
			)
			yt.fail('429')
			await app.close()
			app = await testApp({
				UPSTREAM_OVERRIDES: yt.overrides,
				UPSTREAM_TIMEOUT_MS: '1000',
				YOUTUBE_CLIENTS: 'ANDROID,VISIONOS',
				OLLAMA_HOST: 'off',
				OUTBOUND_PROXY: egresses.join(','),
				// The defaults, said here because the test is about them.
				ALERT_REFUSAL_THRESHOLD: '50',
				ALERT_MIN_CALLS: '20',
				ADMIN_PASSWORD: 'correct horse battery',
				ADMIN_TOKEN: TOKEN,
			})
			try {
				let fired = 0
				for (let call = 1; call <= 20 && !fired; call++) {
					const tool = TOOLS[ROUND[call % ROUND.length] as (typeof ROUND)[number]]
					const res = await app.request(tool.api, {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify(tool.fields),
					})
					// Every visitor is failed: YouTube's refusal, or no way to reach it.
					expect(res.status).toBeGreaterThanOrEqual(500)
					await res.body?.cancel()
					if ((await app.alert.check()) === 'fired') fired = call
				}
				expect(fired).toBeGreaterThan(0)
				expect(app.alert.look()).toMatchObject({ active: true, share: 1 })
				// The dashboard's "now" is the alert's window: every path tried is refused, none answering.
				const stats = await app.request('/api/admin/stats', { headers: { authorization: `Bearer ${TOKEN}` } })
				const { upstream } = (await stats.json()) as { upstream: { paths: { path: string; now: { state: string } }[] } }
				const tried = upstream.paths.filter((p) => p.now.state !== 'untried')
				expect(tried.length).toBeGreaterThan(0)
				expect(tried.filter((p) => p.now.state !== 'refused')).toEqual([])
			} finally {
				await blocked.stop()
			}
		},
		60_000,
	)
})
