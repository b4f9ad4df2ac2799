import { afterEach, beforeEach, expect, test } from 'bun:test'
import { saveLanguageChoice } from '../ui/language-choice'
import { restoreLanguage } from './restore-language'

/** Counts reads of document.cookie: each is a synchronous call to the browser process in Chromium. */
function countCookieReads(): { reads: () => number; restore: () => void } {
	const proto = Object.getPrototypeOf(document)
	const own = Object.getOwnPropertyDescriptor(document, 'cookie')
	let owner = proto
	while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner)
	const original = Object.getOwnPropertyDescriptor(owner, 'cookie') as PropertyDescriptor
	let reads = 0
	Object.defineProperty(document, 'cookie', {
		configurable: true,
		get() {
			reads++
			return original.get?.call(document)
		},
		set(value: string) {
			original.set?.call(document, value)
		},
	})
	return {
		reads: () => reads,
		restore: () => {
			if (own) Object.defineProperty(document, 'cookie', own)
			else delete (document as unknown as { cookie?: string }).cookie
		},
	}
}

/** No saved choice and no cookie: other test files of the run may have saved one. */
function forget() {
	localStorage.clear()
	// biome-ignore lint/suspicious/noDocumentCookie: the test's own clean-up of the cookie it checks.
	document.cookie = 'language=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
}
beforeEach(forget)
afterEach(forget)

test('nothing saved: the page stays and the cookie jar is not read', () => {
	const spy = countCookieReads()
	try {
		expect(restoreLanguage('en')).toBe(false)
		expect(spy.reads()).toBe(0)
	} finally {
		spy.restore()
	}
})

test('a saved choice with its cookie: the cookie is read once and nothing changes', () => {
	saveLanguageChoice('de')
	const spy = countCookieReads()
	try {
		expect(restoreLanguage('de')).toBe(false)
		expect(spy.reads()).toBe(1)
	} finally {
		spy.restore()
	}
})

test('a saved choice without its cookie on the page of that language: the cookie comes back', () => {
	localStorage.setItem('language', 'nl')
	expect(restoreLanguage('nl')).toBe(false)
	expect(document.cookie).toContain('language=nl')
})
