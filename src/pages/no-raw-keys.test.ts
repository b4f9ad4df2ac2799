/**
 * On the server render: no page in any language shows a dictionary key
 * (a missing text shows its key, docs/product-spec.md §5, so a key on a page is a gap or an
 * optional text rendered although the dictionary lacks it). Every path of the page table,
 * aliases included, and the not-found page; tests/e2e/no-raw-keys.e2e.test.ts does the same in Chromium.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { keysAmong, pageStrings } from '../../tests/support/dictionary-keys'
import { LOCALES, localizePath } from '../i18n/locales'
import { PAGE_ENTRIES } from '../routes'
import { testApp } from '../server/test-app'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	// Every page of the table exists: the imprint only with OPERATOR_IMPRINT; the operator's details shown too.
	app = await testApp({
		LOG_LEVEL: 'silent',
		OPERATOR_NAME: 'Example Operator',
		OPERATOR_ADDRESS: 'Street 1',
		OPERATOR_EMAIL: 'op@example.org',
		OPERATOR_DPO_EMAIL: 'dpo@example.org',
		OPERATOR_IMPRINT: 'Register: 123',
	})
})
afterAll(() => app.close())

const PATHS = [...PAGE_ENTRIES.flatMap(([, page]) => page.paths), '/no-such-page']

describe.each(LOCALES)('%s', (lang) => {
	test('no page shows a dictionary key in its text, read attributes or meta description, nor an empty list', async () => {
		const shown: Record<string, string[]> = {}
		const emptyLists: Record<string, number> = {}
		for (const path of PATHS) {
			const res = await app.request(localizePath(path, lang))
			expect(res.status).toBe(path === '/no-such-page' ? 404 : 200)
			const html = await res.text()
			const keys = keysAmong(await pageStrings(html))
			if (keys.length) shown[path] = keys
			// A missing optional list rendered as <ul></ul> (the same cause as a key on screen).
			const empty = html.match(/<(ul|ol)\b[^>]*>\s*<\/\1>/g)?.length ?? 0
			if (empty) emptyLists[path] = empty
		}
		expect(shown).toEqual({})
		expect(emptyLists).toEqual({})
		// Every page of a language in one test: seconds on a busy machine, so no tight limit.
	}, 60_000)
})
