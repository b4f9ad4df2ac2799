import { expect, test } from 'bun:test'
import { saveLanguageChoice } from './language-choice'

test('the choice is saved in localStorage `language` and mirrored in a cookie', () => {
	saveLanguageChoice('tr')
	expect(localStorage.getItem('language')).toBe('tr')
	expect(document.cookie).toContain('language=tr')
	saveLanguageChoice('en')
	expect(localStorage.getItem('language')).toBe('en')
	expect(document.cookie).toContain('language=en')
	expect(document.cookie).not.toContain('language=tr')
})
