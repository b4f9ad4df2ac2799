import { describe, expect, test } from 'bun:test'
import { cssRules, requiredClasses } from './css-rules'

describe('requiredClasses', () => {
	test('the classes of every compound, unescaped', () => {
		expect(requiredClasses('.a .b\\:c > .d\\.e')).toEqual(['a', 'b:c', 'd.e'])
	})
	test('classes inside :is(), :not(), :has() and brackets are not required', () => {
		expect(requiredClasses('.a:is(:hover, .dark *)')).toEqual(['a'])
		expect(requiredClasses(':not(.x) .y:has(> .z)')).toEqual(['y'])
		expect(requiredClasses('[class~="q"] .r')).toEqual(['r'])
	})
	test('a selector without a class needs none', () => {
		expect(requiredClasses('html, :host')).toEqual([])
	})
})

describe('cssRules', () => {
	const sheet =
		'@layer reset, utilities;@layer reset{*,:after{margin:0}}@layer utilities{.a{color:red}.b,.c .d{top:0}' +
		'@media (min-width: 48rem){.e{left:0}}}@keyframes spin{to{transform:rotate(1turn)}}'
	const set = cssRules(sheet)

	test('every rule in order, with its wrappers and the classes it needs', () => {
		expect(set.rules.map((r) => [set.wraps[r.wrap], r.css, r.need])).toEqual([
			[[], '@layer reset, utilities;', undefined],
			[['@layer reset'], '*,:after{margin:0}', undefined],
			[['@layer utilities'], '.a{color:red}', [['a']]],
			[['@layer utilities'], '.b,.c .d{top:0}', [['b'], ['c', 'd']]],
			[['@layer utilities', '@media (min-width: 48rem)'], '.e{left:0}', [['e']]],
			[[], '@keyframes spin{to{transform:rotate(1turn)}}', undefined],
		])
	})

	test('a selector list with one class-free selector is kept everywhere', () => {
		expect(cssRules('.a,p{top:0}').rules[0]?.need).toBeUndefined()
	})
})
