/**
 * The first press always works (docs/ARCHITECTURE.md, "Tool pages"; decision 12): a visitor who pastes a link
 * the moment a page appears and presses the button, or Enter, gets the result, whether the press comes before
 * the page is interactive (the form is posted as without JavaScript, and the server renders the result), while
 * it hydrates, or after (the JSON API). So do the contact form and the language switcher.
 *
 * On a phone with the CPU slowed down 4×, each try holds the page's scripts back by amounts drawn from a seed
 * (printed; FIRST_CLICK_SEED=<n> repeats a run), so the press lands at a different point of the page's start
 * each time; the five languages take turns. A try fails on a press that shows nothing.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { LOCALES } from '../../src/i18n/locales'
import { TOOL_KEYS, type ToolKey } from '../../src/tools/registry'
import { DICT, LANGS, type Lang, liveToolApp, localized, readManifest } from '../support/e2e'
import { phonePage, seededFraction, seededRandom, TOOL_CASES, toolPath } from '../support/first-click'

const live = liveToolApp({
	env: {
		// Every try is one client: the limits of one visitor would stop the test, not the page.
		RATE_LIMIT_API_PER_MINUTE: '100000',
		RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
		RATE_LIMIT_CONTACT_PER_HOUR: '100000',
	},
})

const SEED = Number(process.env.FIRST_CLICK_SEED ?? Math.floor(Math.random() * 1e9))
console.log(`first click: seed ${SEED} (FIRST_CLICK_SEED=${SEED} repeats this run)`)

const TRIES = 10
/** Longest wait for a press's result: a form post on a slowed-down phone with every script held is 3–5 s. */
const RESULT_MS = 15_000
/** The entry's hold, at most: a tool page hydrates about 1–1.5 s after its first paint here without any. */
const ENTRY_HOLD_MS = 1200
/** Any other script's, at most (dictionaries, the page's chunk, the widgets). */
const CHUNK_HOLD_MS = 400

interface Try {
	lang: Lang
	/** The press: the button, or Enter in the field. */
	enter: boolean
	/** How long each script is held: the entry up to ENTRY_HOLD_MS, the others up to CHUNK_HOLD_MS. */
	holdMs: (url: string) => number
	label: string
}

/** The `index`th try of `name`: its language by turns, its press and its holds by the seed. */
function tryOf(name: string, index: number): Try {
	const trySeed = (SEED + Math.floor(seededFraction(name, index) * 1e9)) >>> 0
	const random = seededRandom(trySeed)
	// The app's entry, or the tool pages' (src/client-tool.tsx): the script whose arrival starts hydration.
	const { entry: appEntry, tool: toolEntry } = readManifest()
	const entryHold = Math.round(random() * ENTRY_HOLD_MS)
	const chunkHold = random() * CHUNK_HOLD_MS
	const enter = random() < 0.5
	const lang = LANGS[index % LANGS.length] as Lang
	return {
		lang,
		enter,
		holdMs: (url) =>
			[appEntry, toolEntry].includes(new URL(url).pathname)
				? entryHold
				: Math.round(chunkHold * seededFraction(new URL(url).pathname, trySeed)),
		label: `${name} try ${index} (${lang}, ${enter ? 'Enter' : 'button'}, entry held ${entryHold} ms)`,
	}
}

/** How a press was answered: by the JSON API (with JavaScript), or as a posted form (without). */
function watchAnswers(page: Page, apiPath: string | null) {
	const seen = { api: 0, posted: 0 }
	page.on('request', (request) => {
		if (request.method() !== 'POST') return
		if (request.isNavigationRequest()) seen.posted++
		else if (apiPath && new URL(request.url()).pathname.startsWith(apiPath)) seen.api++
	})
	return seen
}

/** Tries run at once: each page mostly waits (its held scripts, its slowed-down CPU), so two share 2 cores well. */
const AT_ONCE = 2

/**
 * Runs TRIES tries of `act` (on the page as soon as `ready` is on screen) and returns the labels of those whose
 * `shown` did not pass within RESULT_MS, with what the page did, and how the others were answered.
 */
async function tries(
	name: string,
	open: (t: Try) => string,
	ready: string,
	act: (page: Page, t: Try) => Promise<void>,
	shown: (page: Page, t: Try) => Promise<void>,
	/** The JSON API a press calls with JavaScript; null for the language switcher's links. */
	apiPath: string | null,
): Promise<string[]> {
	const dead: string[] = []
	const errors: string[] = []
	let api = 0
	let posted = 0
	const one = async (index: number) => {
		const t = tryOf(name, index)
		const { context, page } = await phonePage(live.browser, t.holdMs)
		page.on('pageerror', (error) => errors.push(`${t.label}: ${error.message}`))
		const seen = watchAnswers(page, apiPath)
		try {
			await page.goto(live.server.url + open(t), { waitUntil: 'commit' })
			await page.locator(ready).waitFor()
			const hydratedBefore = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
			await act(page, t)
			try {
				await shown(page, t)
				if (seen.api) api++
				if (seen.posted) posted++
			} catch (error) {
				const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')
				dead.push(
					`${t.label}: nothing shown (hydrated before the press: ${hydratedBefore}, now: ${hydrated}; ` +
						`API calls ${seen.api}, form posts ${seen.posted}) ${String(error).split('\n')[0]}`,
				)
			}
		} finally {
			await context.close()
		}
	}
	for (let i = 0; i < TRIES; i += AT_ONCE) {
		await Promise.all(Array.from({ length: Math.min(AT_ONCE, TRIES - i) }, (_, j) => one(i + j)))
	}
	const how = apiPath ? ` (${api} by the API, ${posted} as a form post)` : ''
	console.log(`first click, ${name}: ${TRIES - dead.length} of ${TRIES} shown${how}`)
	expect(errors).toEqual([])
	return dead
}

describe('a tool form pressed at once after the page appears', () => {
	for (const tool of TOOL_KEYS) {
		test(
			tool,
			async () => {
				const c = TOOL_CASES[tool as ToolKey]
				const dead = await tries(
					tool,
					(t) => localized(toolPath(tool), t.lang),
					'[data-testid=tool-submit]',
					async (page, t) => {
						await page.fill('[data-testid=tool-input]', c.value)
						if (t.enter) await page.press('[data-testid=tool-input]', 'Enter')
						else await page.tap('[data-testid=tool-submit]')
					},
					async (page) => {
						await page.locator(c.result).waitFor({ timeout: RESULT_MS })
						// And the field still holds what was pasted (no render put the server's empty value back).
						expect(await page.inputValue('[data-testid=tool-input]')).toBe(c.value)
					},
					'/api/tools/',
				)
				expect(dead).toEqual([])
			},
			(TRIES / AT_ONCE) * (RESULT_MS + 10_000),
		)
	}
})

test(
	'the contact form sent at once after the page appears',
	async () => {
		const dead = await tries(
			'contact',
			(t) => localized('/contact', t.lang),
			'[data-testid=contact-submit]',
			async (page, t) => {
				await page.fill('[data-testid=contact-name]', 'Zoë Müller')
				await page.fill('[data-testid=contact-email]', 'zoe@example.org')
				await page.fill('[data-testid=contact-message]', `First click, ${t.label}`)
				if (t.enter) await page.press('[data-testid=contact-name]', 'Enter')
				else await page.tap('[data-testid=contact-submit]')
			},
			// With JavaScript the toast says it, without it the page's note: the same words.
			async (page, t) => {
				await page.getByText(DICT[t.lang].contact.sent.title).first().waitFor({ timeout: RESULT_MS })
			},
			'/api/contact',
		)
		expect(dead).toEqual([])
	},
	(TRIES / AT_ONCE) * (RESULT_MS + 10_000),
)

test(
	'the language switcher pressed at once after the page appears',
	async () => {
		// The next language in turn, on a tool page (hydrated: the switcher becomes the Ark menu there).
		const target = (t: Try) => LOCALES[(LOCALES.indexOf(t.lang) + 1) % LOCALES.length] as Lang
		const pathOf = (t: Try) => toolPath(TOOL_KEYS[LANGS.indexOf(t.lang) % TOOL_KEYS.length] as ToolKey)
		const dead = await tries(
			'language switcher',
			(t) => localized(pathOf(t), t.lang),
			'[data-testid=language-switcher]',
			async (page, t) => {
				if (t.enter) await page.press('[data-testid=language-switcher]', 'Enter')
				else await page.tap('[data-testid=language-switcher]')
				// The server's list (no script yet) or the Ark menu: whichever the visitor sees.
				const to = target(t)
				await page
					.locator(`[data-testid=language-link-${to}]:visible, [data-testid=language-option-${to}]:visible`)
					.first()
					.tap({ timeout: RESULT_MS })
			},
			async (page, t) => {
				await page.waitForURL(live.server.url + localized(pathOf(t), target(t)), { timeout: RESULT_MS })
				await page.locator(`html[lang=${target(t)}] [data-testid=language-switcher]`).waitFor({ timeout: RESULT_MS })
			},
			// A language is a page of its own: a link, followed by the router in the browser or by the browser.
			null,
		)
		expect(dead).toEqual([])
	},
	(TRIES / AT_ONCE) * (RESULT_MS + 10_000),
)
