import { afterAll, describe, expect, mock, test } from 'bun:test'
import * as pandaCss from 'styled-system/css'
import * as recipes from 'styled-system/recipes'
import { appForPages, renderEveryPage } from '../../../tests/support/every-page'

// Panda's css() and its recipes memoise by JSON.stringify of their arguments, twice a call: called in a component's
// body they cost every render (158 calls a render on the content-workflow guide). Styles are
// made once, at module scope. This test renders every page twice and counts the calls the second time.

/** What each render called, as `name(arguments)`. */
const calls: string[] = []
const counted = <F extends (...args: never[]) => unknown>(name: string, fn: F): F =>
	Object.assign((...args: Parameters<F>) => {
		calls.push(`${name}(${JSON.stringify(args)})`)
		return fn(...args)
	}, fn) as F

// The functions as they were, before the mocks replace the modules' exports.
const css = pandaCss.css
const cx = pandaCss.cx
const recipeFns = Object.fromEntries(Object.entries(recipes).filter(([, value]) => typeof value === 'function'))
mock.module('styled-system/css', () => ({ ...pandaCss, css: counted('css', css), cx: counted('cx', cx) }))
mock.module('styled-system/recipes', () => ({
	...recipes,
	...Object.fromEntries(
		Object.entries(recipeFns).map(([name, fn]) => [name, counted(name, fn as (...args: never[]) => unknown)]),
	),
}))

describe('pages make their styles once, not per render', () => {
	const app = appForPages()

	test('rendering every page in every language again calls no css(), cx() or recipe', async () => {
		// The first time loads each page's module (unless an earlier test file did), whose styles are made as it loads.
		await renderEveryPage(app())
		// The mocks are in place for every importer.
		const { css: imported } = await import('styled-system/css')
		imported({ color: 'fg' })
		expect(calls.at(-1)).toBe('css([{"color":"fg"}])')
		calls.length = 0
		const pages = await renderEveryPage(app())
		expect(pages.size).toBeGreaterThan(75)
		expect(calls).toEqual([])
	}, 60_000)

	afterAll(() => {
		mock.module('styled-system/css', () => ({ ...pandaCss, css, cx }))
		mock.module('styled-system/recipes', () => ({ ...recipes, ...recipeFns }))
	})
})
