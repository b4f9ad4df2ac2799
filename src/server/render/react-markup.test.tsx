import { describe, expect, mock, test } from 'bun:test'
import { Suspense, use } from 'react'
import { appForPages, expectSamePages, renderEveryPage } from '../../../tests/support/every-page'
import { reactMarkup, streamedMarkup } from './react-markup'

const options = () => {
	const errors: unknown[] = []
	return {
		errors,
		timeoutMs: 5_000,
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

const counted = { renders: 0 }
function Page() {
	counted.renders++
	return <main>page</main>
}

function Boom(): never {
	throw new Error('kaboom')
}

describe('reactMarkup', () => {
	test('a tree that does not suspend is rendered once, as a string', async () => {
		counted.renders = 0
		const opts = options()
		const markup = reactMarkup(() => <Page />, opts)
		// renderToString renders before it returns; the streaming renderer starts in a later task.
		expect(counted.renders).toBe(1)
		expect(await markup).toBe('<main>page</main>')
		expect({ renders: counted.renders, errors: opts.errors }).toEqual({ renders: 1, errors: [] })
	})

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
		const markup = await reactMarkup(waiting, opts)
		expect(markup).toContain('<p>ready</p>')
		expect(markup).not.toContain('loading')
		expect(opts.errors).toEqual([])
		expect(markup).toBe(await streamedMarkup(waiting, options()))
	})

	test('a tree that waits outside any boundary is waited for', async () => {
		const opts = options()
		expect(await reactMarkup(() => <Later ready={readyIn(20)} />, opts)).toBe('<p>ready</p>')
		expect(opts.errors).toEqual([])
	})

	test('an error is reported as the streaming renderer reports it', async () => {
		const inside = options()
		const markup = await reactMarkup(
			() => (
				<Suspense fallback={<i>fallback</i>}>
					<Boom />
				</Suspense>
			),
			inside,
		)
		expect(markup).toContain('fallback')
		expect(inside.errors.map(String)).toEqual(['Error: kaboom'])

		const outside = options()
		await expect(reactMarkup(() => <Boom />, outside)).rejects.toThrow('kaboom')
		expect(outside.errors.map(String)).toEqual(['Error: kaboom'])
	})
})

describe('every page', () => {
	const app = appForPages()

	test('is the same HTML rendered as a string as rendered as a stream', async () => {
		// Every page is written by renderToString: none falls back to the stream (counted through react-dom/server).
		const server = await import('react-dom/server')
		const { renderToReadableStream } = server
		let fellBack = 0
		mock.module('react-dom/server', () => ({
			...server,
			renderToReadableStream: (...args: Parameters<typeof renderToReadableStream>) => {
				fellBack++
				return renderToReadableStream(...args)
			},
		}))
		let written: Map<string, string>
		try {
			written = await renderEveryPage(app())
		} finally {
			mock.module('react-dom/server', () => ({ ...server, renderToReadableStream }))
		}
		expect(fellBack).toBe(0)
		// The same pages with the streaming renderer only (mock.module updates the module the renderer imported).
		let streamed = 0
		mock.module('./react-markup', () => ({
			reactMarkup: (...args: Parameters<typeof streamedMarkup>) => {
				streamed++
				return streamedMarkup(...args)
			},
			streamedMarkup,
		}))
		try {
			expectSamePages(written, await renderEveryPage(app()))
			expect(streamed).toBe(written.size)
		} finally {
			mock.module('./react-markup', () => ({ reactMarkup, streamedMarkup }))
		}
	}, 60_000)
})
