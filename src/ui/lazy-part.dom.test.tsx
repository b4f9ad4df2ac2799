/**
 * A tool page's lazy part: once its module is in (preloaded on the visitor's intent), it renders in the same commit
 * as its parent, never through its Suspense fallback (which React would hold for up to 300 ms); before, it suspends
 * and then shows; a failed load is asked for again.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { act, Suspense } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { type LazyPart, lazyPart } from './lazy-part'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
afterEach(() => {
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

const View = ({ name }: { name: string }) => <p data-testid="part">{name}</p>

/** Renders `part` inside a Suspense whose fallback counts how often it was shown. */
async function mount(Part: LazyPart<typeof View>) {
	const host = document.createElement('div')
	document.body.append(host)
	const shown = { fallback: 0 }
	const Fallback = () => {
		shown.fallback++
		return <p>loading</p>
	}
	root = createRoot(host)
	// Awaited: a part that suspends is retried within the act scope only when it is awaited.
	await act(async () =>
		root?.render(
			<Suspense fallback={<Fallback />}>
				<Part name="result" />
			</Suspense>,
		),
	)
	return { host, shown }
}

describe('lazyPart', () => {
	test('preloaded: the part is in the first commit, the fallback never shown', async () => {
		const Part = lazyPart(async () => ({ default: View }))
		await Part.preload()
		const { host, shown } = await mount(Part)
		expect(host.querySelector('[data-testid=part]')?.textContent).toBe('result')
		expect(shown.fallback).toBe(0)
	})

	test('not preloaded: the fallback, then the part once its module is in', async () => {
		let arrive: (module: { default: typeof View }) => void = () => {}
		const Part = lazyPart(() => new Promise<{ default: typeof View }>((resolve) => (arrive = resolve)))
		const { host, shown } = await mount(Part)
		expect(host.textContent).toBe('loading')
		await act(async () => arrive({ default: View }))
		expect(host.querySelector('[data-testid=part]')?.textContent).toBe('result')
		expect(shown.fallback).toBeGreaterThan(0)
	})

	test('a load that failed is asked for again by the next preload', async () => {
		let calls = 0
		const Part = lazyPart(async () => {
			calls++
			if (calls === 1) throw new Error('network')
			return { default: View }
		})
		await expect(Part.preload()).rejects.toThrow('network')
		await Part.preload()
		expect(calls).toBe(2)
		const { host } = await mount(Part)
		expect(host.querySelector('[data-testid=part]')?.textContent).toBe('result')
	})
})
