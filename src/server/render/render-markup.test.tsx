import { describe, expect, test } from 'bun:test'
import { Suspense, use } from 'react'
import { reactMarkup } from './render-page'

const options = () => {
	const errors: unknown[] = []
	return {
		errors,
		onError: (error: unknown) => {
			errors.push(error)
		},
	}
}

/** Suspends until `ready` settles. */
function Later({ ready }: { ready: Promise<string> }) {
	return <p>{use(ready)}</p>
}
const readyIn = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('ready'), ms))

function Boom(): never {
	throw new Error('kaboom')
}

describe('reactMarkup', () => {
	test('a boundary that waits is waited for, not written as its fallback', async () => {
		const ready = readyIn(20)
		const waiting = () => (
			<main>
				<Suspense fallback={<i>loading</i>}>
					<Later ready={ready} />
				</Suspense>
			</main>
		)
		const opts = options()
		const markup = await reactMarkup(waiting(), opts.onError)
		expect(markup).toContain('<p>ready</p>')
		expect(markup).not.toContain('loading')
		expect(opts.errors).toEqual([])
	})

	// A tool page's result view loads lazily (ui/lazy-part.ts); on a page posted without JavaScript it is in
	// the server's HTML, where React would otherwise put a large boundary aside, hidden, for a script to move in.
	test('a large boundary that waited is written in place, with no script', async () => {
		const words = 'word '.repeat(5_000)
		const opts = options()
		const markup = await reactMarkup(
			<main>
				<Suspense fallback={<i>loading</i>}>
					<Later ready={readyIn(20).then(() => words)} />
				</Suspense>
			</main>,
			opts.onError,
		)
		expect(markup).toBe(`<main><!--$--><p>${words}</p><!--/$--></main>`)
		expect(opts.errors).toEqual([])
	})

	test('a tree that waits outside any boundary is waited for', async () => {
		const opts = options()
		expect(await reactMarkup(<Later ready={readyIn(20)} />, opts.onError)).toBe('<p>ready</p>')
		expect(opts.errors).toEqual([])
	})

	test('an error is reported as the streaming renderer reports it', async () => {
		const inside = options()
		const markup = await reactMarkup(
			<Suspense fallback={<i>fallback</i>}>
				<Boom />
			</Suspense>,
			inside.onError,
		)
		expect(markup).toContain('fallback')
		expect(inside.errors.map(String)).toEqual(['Error: kaboom'])

		const outside = options()
		await expect(reactMarkup(<Boom />, outside.onError)).rejects.toThrow('kaboom')
		expect(outside.errors.map(String)).toEqual(['Error: kaboom'])
	})
})
