import { afterEach, beforeEach, expect, test } from 'bun:test'
import { saveLanguageChoice } from '../ui/language-choice'
import { restoreLanguage } from './restore-language'

/**
 * What `run` returns, and how often it read document.cookie: in Chromium each read is a
 * synchronous call to the browser process.
 */
function cookieReads<T>(run: () => T): { result: T; reads: number } {
	const own = Object.getOwnPropertyDescriptor(document, 'cookie')
	let owner = Object.getPrototypeOf(document)
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
	try {
		return { result: run(), reads }
	} finally {
		if (own) Object.defineProperty(document, 'cookie', own)
		else delete (document as unknown as { cookie?: string }).cookie
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
	expect(cookieReads(() => restoreLanguage('en'))).toEqual({ result: false, reads: 0 })
})

test('a saved choice with its cookie: the cookie is read once and nothing changes', () => {
	saveLanguageChoice('de')
	expect(cookieReads(() => restoreLanguage('de'))).toEqual({ result: false, reads: 1 })
})

test('a saved choice without its cookie on the page of that language: the cookie comes back', () => {
	localStorage.setItem('language', 'nl')
	expect(restoreLanguage('nl')).toBe(false)
	expect(document.cookie).toContain('language=nl')
})
