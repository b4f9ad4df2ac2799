/**
 * The two scrape jobs. Each loads a youtube.com page in a fresh context, as a browser does,
 * and reads the page's data the way the browser has it (`window.ytInitialPlayerResponse`,
 * `window.ytInitialData`). When the page's scripts did not leave it there (removed, renamed,
 * or a page that is not the one asked for) the HTML is read with the project's parsers, and
 * interstitials are told apart with `detectInterstitial` (docs/youtube-data.md §6).
 */
import type { BrowserContext, Page, Response } from 'playwright-core'
import type { CaptionsResult, ChannelResult, WatchResult } from '../src/worker-contract/answers'
import type { TrackWant } from '../src/worker-contract/requests'
import { findTrack } from '../src/youtube/captions/fetch.server'
import { YouTubeError } from '../src/youtube/errors'
import { extractJsonAssignment } from '../src/youtube/parse/brace-match'
import { detectInterstitial } from '../src/youtube/parse/interstitial'
import { parsePageMeta } from '../src/youtube/parse/page-meta'
import { playabilityError } from '../src/youtube/parse/playability'
import { parsePlayerResponse } from '../src/youtube/parse/player'

/** When the job must be over (epoch ms): Playwright timeouts are set to the time left. */
export interface JobLimits {
	deadline: number
}

function timeLeft(limits: JobLimits): number {
	return Math.max(1, limits.deadline - Date.now())
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Runs `expression` in the page and returns its value. The page serializes it to JSON itself:
 * Playwright's own serialization of a large object (ytInitialData is hundreds of KB) took about
 * 500 ms per job here, JSON.stringify in the page about 80 ms. The expression is a string, not a
 * function, so it runs exactly as written (no transpiler helpers). Null if it cannot be read.
 */
async function readInPage(page: Page, expression: string): Promise<Record<string, unknown>> {
	const text = await page.evaluate(`(() => { try { return JSON.stringify(${expression}) } catch { return null } })()`)
	if (typeof text !== 'string') return {}
	const value: unknown = JSON.parse(text)
	return isRecord(value) ? value : {}
}

const READ_WATCH = '({ player: window.ytInitialPlayerResponse ?? null, data: window.ytInitialData ?? null })'
const READ_CHANNEL = `({
	data: window.ytInitialData ?? null,
	title: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
	image: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
	canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
})`

/** Refusals YouTube signals with the HTTP status of the page itself. */
function assertStatus(response: Response | null, notFound: YouTubeError | null): void {
	if (!response) return
	const status = response.status()
	if (status === 429) throw new YouTubeError('rateLimited', `HTTP 429 from ${response.url()}`)
	if (status === 404 && notFound) throw notFound
	if (status >= 500) throw new YouTubeError('upstreamError', `HTTP ${status} from ${response.url()}`)
}

/** Consent wall and captcha pages answer 200 and carry none of the page's data. */
function assertNotInterstitial(html: string): void {
	const interstitial = detectInterstitial(html)
	if (interstitial?.kind === 'consent') throw new YouTubeError('consentWall', interstitial.continueUrl ?? undefined)
	if (interstitial?.kind === 'captcha') {
		throw new YouTubeError('rateLimited', `captcha page (${interstitial.formActions.join(', ') || 'g-recaptcha'})`)
	}
}

async function open(
	context: BrowserContext,
	url: string,
	limits: JobLimits,
): Promise<{ page: Page; response: Response | null }> {
	const page = await context.newPage()
	const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeLeft(limits) })
	return { page, response }
}

/**
 * Loads `https://www.youtube.com/watch?v=<videoId>` and returns its player response. Throws
 * YouTubeError `rateLimited` (429 or captcha), `consentWall`, `botCheck` ("Sign in to confirm
 * you're not a bot"), `upstreamError` (5xx, or no player response). Other playability verdicts
 * (private, age-restricted…) are the caller's to judge: the response is returned as is.
 * @example const { playerResponse } = await watchJob(context, 'GJLlxj_dtq8', { deadline: Date.now() + 20_000 })
 */
export async function watchJob(context: BrowserContext, videoId: string, limits: JobLimits): Promise<WatchResult> {
	const { page, response } = await open(context, `https://www.youtube.com/watch?v=${videoId}`, limits)
	return readWatchPage(page, response, videoId)
}

async function readWatchPage(page: Page, response: Response | null, videoId: string): Promise<WatchResult> {
	assertStatus(response, null)
	const seen = await readInPage(page, READ_WATCH)
	let player = isRecord(seen.player) ? seen.player : null
	let initialData: unknown = seen.data ?? null
	if (!player) {
		const html = await page.content()
		assertNotInterstitial(html)
		const parsed = extractJsonAssignment(html, 'ytInitialPlayerResponse')
		if (!isRecord(parsed)) throw new YouTubeError('upstreamError', 'not a watch page: no ytInitialPlayerResponse')
		player = parsed
		initialData ??= extractJsonAssignment(html, 'ytInitialData')
	}
	const read = parsePlayerResponse(player)
	const problem = playabilityError(read.playability)
	if (problem?.code === 'botCheck') throw new YouTubeError('botCheck', problem.detail)
	if (read.video && read.video.videoId !== videoId) {
		throw new YouTubeError('upstreamError', `player response for ${read.video.videoId}, not ${videoId}`)
	}
	return { playerResponse: player, initialData }
}

/**
 * Asks YouTube's player on the page to show captions in a language, the way its own settings
 * menu does (`setOption('captions', 'track', …)` on `#movie_player`), and presses the
 * subtitles button when the player has one. Runs in the page; failures are swallowed because
 * the capture below decides.
 */
const SHOW_CAPTIONS = `(want) => {
	const player = document.getElementById('movie_player')
	const track = { languageCode: want.languageCode, ...(want.kind === 'asr' ? { kind: 'asr' } : {}) }
	if (want.tlang) track.translationLanguage = { languageCode: want.tlang }
	try { player?.loadModule?.('captions') } catch {}
	try { player?.setOption?.('captions', 'track', track) } catch {}
	const button = document.querySelector('.ytp-subtitles-button[aria-pressed="false"]')
	if (button instanceof HTMLElement) button.click()
}`

/** The query parameters that carry the player's proof of origin on a timedtext URL. */
const TOKEN_PARAMS = [
	'pot',
	'potc',
	'c',
	'cver',
	'cplayer',
	'cbr',
	'cbrver',
	'cos',
	'cosver',
	'cplatform',
	'xorb',
	'xobt',
	'xovt',
]

function sameWant(url: URL, want: TrackWant): boolean {
	const q = url.searchParams
	return (
		q.get('lang') === want.languageCode &&
		(q.get('kind') === 'asr') === (want.kind === 'asr') &&
		(q.get('tlang') ?? null) === want.tlang
	)
}

/**
 * Loads the watch page, lets YouTube's player request the captions itself and returns the
 * body it received (docs/youtube-data.md §2.4: from 2025 a caption URL needs a PO token that
 * only the player mints). When the player fetched another track (its own default) the token
 * on that request is reused for the wanted track, from inside the page. Throws tokenRequired
 * when no non-empty caption body could be had before the deadline.
 * @example await captionsJob(context, 'eF8Qqp7rjDg', { vssId: 'a.en', languageCode: 'en', kind: 'asr', tlang: null }, limits)
 */
export async function captionsJob(
	context: BrowserContext,
	videoId: string,
	want: TrackWant,
	limits: JobLimits,
): Promise<CaptionsResult> {
	const page = await context.newPage()
	const seen: { url: URL; body: string }[] = []
	let gotText = () => {}
	const captured = new Promise<void>((resolve) => {
		gotText = resolve
	})
	page.on('response', (answer) => {
		const url = new URL(answer.url())
		if (url.pathname !== '/api/timedtext' || answer.status() !== 200) return
		answer.text().then(
			(body) => {
				seen.push({ url, body })
				if (body.trim() !== '') gotText()
			},
			() => {},
		)
	})
	const response = await page.goto(`https://www.youtube.com/watch?v=${videoId}`, {
		waitUntil: 'domcontentloaded',
		timeout: timeLeft(limits),
	})
	const { playerResponse } = await readWatchPage(page, response, videoId)
	const track = findTrack(parsePlayerResponse(playerResponse).captions, want)
	if (!track) throw new YouTubeError('upstreamError', `the watch page lists no ${want.vssId} track`)
	await page.evaluate(`(${SHOW_CAPTIONS})(${JSON.stringify(want)})`)
	let timer: ReturnType<typeof setTimeout> | undefined
	await Promise.race([captured, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeLeft(limits))))])
	clearTimeout(timer)
	const withText = seen.filter((s) => s.body.trim() !== '')
	const exact = withText.find((s) => sameWant(s.url, want))
	if (exact) return { playerResponse, body: exact.body, url: exact.url.href }
	const token = withText.find((s) => s.url.searchParams.has('pot')) ?? seen.find((s) => s.url.searchParams.has('pot'))
	if (!token) throw new YouTubeError('tokenRequired', 'the player fetched no captions with a token')
	const url = new URL(track.baseUrl)
	for (const name of TOKEN_PARAMS) {
		const value = token.url.searchParams.get(name)
		if (value !== null) url.searchParams.set(name, value)
	}
	const fmt = token.url.searchParams.get('fmt')
	if (fmt) url.searchParams.set('fmt', fmt)
	if (want.tlang) url.searchParams.set('tlang', want.tlang)
	const body = await page.evaluate(
		`fetch(${JSON.stringify(url.pathname + url.search)}, { credentials: 'include' }).then((r) => r.ok ? r.text() : '')`,
	)
	if (typeof body !== 'string' || body.trim() === '') {
		throw new YouTubeError('tokenRequired', "the timedtext answer was empty even with the player's token")
	}
	return { playerResponse, body, url: url.href }
}

function absoluteUrl(value: unknown): string | null {
	return typeof value === 'string' && /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null
}

function stringOrNull(value: unknown): string | null {
	return typeof value === 'string' && value !== '' ? value : null
}

/**
 * Loads a channel page (`https://www.youtube.com/@handle`, `/channel/UC…`) and returns its
 * `ytInitialData` and head. Throws YouTubeError `channelNotFound` (404), `rateLimited`,
 * `consentWall`, `upstreamError` (5xx, or no ytInitialData). Alerts (terminated channels) are
 * the caller's to judge.
 * @example (await channelJob(context, 'https://www.youtube.com/@hospitalrecords', limits)).meta.title
 */
export async function channelJob(context: BrowserContext, url: string, limits: JobLimits): Promise<ChannelResult> {
	const { page, response } = await open(context, url, limits)
	assertStatus(response, new YouTubeError('channelNotFound', url))
	const seen = await readInPage(page, READ_CHANNEL)
	if (isRecord(seen.data)) {
		return {
			initialData: seen.data,
			meta: {
				title: stringOrNull(seen.title),
				image: stringOrNull(seen.image),
				canonical: absoluteUrl(seen.canonical),
			},
		}
	}
	const html = await page.content()
	assertNotInterstitial(html)
	const data = extractJsonAssignment(html, 'ytInitialData')
	if (!isRecord(data)) throw new YouTubeError('upstreamError', 'not a channel page: no ytInitialData')
	const meta = parsePageMeta(html)
	return { initialData: data, meta: { title: meta.og.title, image: meta.og.image, canonical: meta.canonical } }
}
