import { afterAll, beforeAll, expect } from 'bun:test'
import { testConfig } from '../../src/core/config'
import { createApp, type TubekitApp } from '../../src/server/app'
import { SITEMAP_URL_PATHS } from '../../src/server/seo/sitemap'

/** The app the tests of a describe block render with: made before them, closed after. Call it inside the block. */
export function appForPages(): () => TubekitApp {
	let app: TubekitApp | undefined
	beforeAll(async () => {
		// No render cache: every request of renderEveryPage is rendered (a query string no longer keeps it out).
		app = await createApp(testConfig({ RENDER_CACHE_ENTRIES: '0' }))
	})
	afterAll(async () => {
		await app?.close()
	})
	return () => {
		if (!app) throw new Error('the app is made in beforeAll')
		return app
	}
}

/** A tool form and the contact form posted without JavaScript, each answered with its page and the form's errors. */
const POSTS = [
	'/tools/thumbnail-downloader',
	'/de/tools/transcript-downloader',
	'/es/tools/hashtag-generator',
	'/nl/contact',
]
const POSTED = 'video_url=not+a+link&keywords=&email=bad&message=hi'
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' }

/**
 * Every page in every language rendered whole (appForPages keeps no render cache), a made-up path's
 * not-found page, and the pages of forms posted without JavaScript: what a test compares when it swaps a part of
 * the renderer for another that must write the same HTML.
 */
export async function renderEveryPage(app: TubekitApp): Promise<Map<string, string>> {
	const pages = new Map<string, string>()
	const keep = async (key: string, res: Response, status: number) => {
		expect({ key, status: res.status }).toEqual({ key, status })
		// A refused contact post's page carries a fresh submission id (decision 5): the one thing that differs by design.
		pages.set(key, (await res.text()).replace(/\b[0-9a-f]{32}\b/g, '(submission id)'))
	}
	for (const url of SITEMAP_URL_PATHS) await keep(url, await app.request(url), 200)
	await keep('/de/no-such-page', await app.request('/de/no-such-page'), 404)
	for (const url of POSTS) {
		await keep(`POST ${url}`, await app.request(url, { method: 'POST', headers: FORM_HEADERS, body: POSTED }), 400)
	}
	return pages
}

/** Fails on the first page whose HTML differs, naming it. */
export function expectSamePages(written: Map<string, string>, reference: Map<string, string>): void {
	expect([...written.keys()]).toEqual([...reference.keys()])
	for (const [key, page] of written) expect({ key, page }).toEqual({ key, page: reference.get(key) as string })
}
