import { expect, test } from 'bun:test'
import { pruneUnusedCustomProperties } from './critical-css'

test('keeps variables read through var(), also indirectly, and drops the rest', () => {
	const css =
		':root{--a:1px;--b:var(--c);--c:red;--d:blue}.x{width:var(--a);color:var(--b)}@media (x){:root{--d:0;--b:green}}'
	expect(pruneUnusedCustomProperties(css)).toBe(
		':root{--a:1px;--b:var(--c);--c:red}.x{width:var(--a);color:var(--b)}@media (x){:root{--b:green}}',
	)
})

test('a last declaration without a semicolon is handled', () => {
	expect(pruneUnusedCustomProperties(':root{--a:1px;--z:2px}.y{top:var(--a)}')).toBe(':root{--a:1px}.y{top:var(--a)}')
})

test('a variable read only outside the sheet (an inline style) is kept', () => {
	expect(pruneUnusedCustomProperties(':root{--a:1px;--z:2px}', '<i style="top:var(--z)">')).toBe(':root{--z:2px}')
})
