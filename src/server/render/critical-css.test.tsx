import { describe, expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { cssRules } from '../../../scripts/css-rules'
import { criticalCss } from './critical-css'

const sheet =
	'@layer reset, tokens, utilities;@layer reset{*{margin:0}}' +
	'@layer tokens{:root{--red:red;--blue:blue;--pad:1px;--unused:0}}' +
	'@layer utilities{.a{color:var(--red)}.b{color:var(--blue)}.c .d{top:0}' +
	'@media (min-width: 48rem){.e{left:0}.a{padding:var(--pad)}}.f{right:0}}@keyframes spin{to{opacity:0}}'

describe('criticalCss', () => {
	test('the rules of the classes on the page, the global ones, in the sheet’s order and at-rules', () => {
		const set = cssRules(sheet)
		expect(criticalCss(set, '<p class="a f"><i class="d"></i></p>')).toBe(
			'@layer reset, tokens, utilities;@layer reset{*{margin:0}}@layer tokens{:root{--red:red;--pad:1px}}' +
				'@layer utilities{.a{color:var(--red)}@media (min-width: 48rem){.a{padding:var(--pad)}}.f{right:0}}' +
				'@keyframes spin{to{opacity:0}}',
		)
	})

	test('a rule is kept when one selector has all its classes on the page', () => {
		const set = cssRules(sheet)
		expect(criticalCss(set, '<p class="c"><i class="d"></i></p>')).toContain('.c .d{top:0}')
		expect(criticalCss(set, '<p class="c"></p>')).not.toContain('.c .d')
	})

	test('a variable read by an inline style is kept', () => {
		const set = cssRules(sheet)
		expect(criticalCss(set, '<p class="a" style="color:var(--blue)"></p>')).toContain('--blue:blue')
		expect(criticalCss(set, '<p class="a"></p>')).not.toContain('--blue')
	})

	test('a page with no class keeps only the global rules', () => {
		expect(criticalCss(cssRules(sheet), '<p>x</p>')).toBe(
			'@layer reset, tokens, utilities;@layer reset{*{margin:0}}@layer tokens{:root{}}@keyframes spin{to{opacity:0}}',
		)
	})

	test('only class and style attributes count: not one whose name ends in them, nor text React escaped', () => {
		const set = cssRules(sheet)
		const markup = renderToString(
			<p data-class="b" className="a" data-style="color:var(--pad)">
				{'<i class="e" style="color:var(--blue)">'}
			</p>,
		)
		expect(criticalCss(set, markup)).toBe(criticalCss(set, '<p class="a"></p>'))
	})
})
