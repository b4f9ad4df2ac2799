import { afterAll, beforeAll, describe, expect, mock, test } from 'bun:test'
import { Suspense, use } from 'react'
import { SITEMAP_URL_PATHS } from '../../app/page-paths'
import { testConfig } from '../../core/config'
import { createApp, type TubekitApp } from '../app'
import { reactMarkup, streamedMarkup } from './react-markup'

const options = () => {
	const errors: unknown[] = []
	return {
		errors,
		signal: AbortSignal.timeout(5_000),
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
		const markup = reactMarkup(<Page />, opts)
		// renderToString renders before it returns; the streaming renderer starts in a later task.
		expect(counted.renders).toBe(1)
		expect(await markup).toBe('<main>page</main>')
		expect({ renders: counted.renders, errors: opts.errors }).toEqual({ renders: 1, errors: [] })
	})

	test('a boundary that waits is waited for, not written as its fallback', async () => {
		const ready = readyIn(20)
		const opts = options()
		const markup = await reactMarkup(
			<main>
				<Suspense fallback={<i>loading</i>}>
					<Later ready={ready} />
				</Suspense>
			</main>,
			opts,
		)
		expect(markup).toContain('<p>ready</p>')
		expect(markup).not.toContain('loading')
		expect(opts.errors).toEqual([])
		expect(markup).toBe(
			await streamedMarkup(
				<main>
					<Suspense fallback={<i>loading</i>}>
						<Later ready={ready} />
					</Suspense>
				</main>,
				options(),
			),
		)
	})

	test('a tree that waits outside any boundary is waited for', async () => {
		const opts = options()
		expect(await reactMarkup(<Later ready={readyIn(20)} />, opts)).toBe('<p>ready</p>')
		expect(opts.errors).toEqual([])
	})

	test('an error is reported as the streaming renderer reports it', async () => {
		const inside = options()
		const markup = await reactMarkup(
			<Suspense fallback={<i>fallback</i>}>
				<Boom />
			</Suspense>,
			inside,
		)
		expect(markup).toContain('fallback')
		expect(inside.errors.map(String)).toEqual(['Error: kaboom'])

		const outside = options()
		await expect(reactMarkup(<Boom />, outside)).rejects.toThrow('kaboom')
		expect(outside.errors.map(String)).toEqual(['Error: kaboom'])
	})
})

describe('every page', () => {
	let app: TubekitApp
	beforeAll(async () => {
		app = await createApp(testConfig())
	})
	afterAll(async () => {
		await app.close()
	})

	/** Every page in every language, rendered whole; a query string keeps the render cache out. */
	async function renderAll(): Promise<Map<string, string>> {
		const pages = new Map<string, string>()
		for (const url of SITEMAP_URL_PATHS) {
			const res = await app.request(`${url}?markup=1`)
			expect(res.status).toBe(200)
			pages.set(url, await res.text())
		}
		return pages
	}

	test('is the same HTML rendered as a string as rendered as a stream', async () => {
		const written = await renderAll()
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
			const reference = await renderAll()
			expect({ pages: written.size, streamed }).toEqual({
				pages: SITEMAP_URL_PATHS.length,
				streamed: SITEMAP_URL_PATHS.length,
			})
			for (const [url, page] of written) expect({ url, page }).toEqual({ url, page: reference.get(url) as string })
		} finally {
			mock.module('./react-markup', () => ({ reactMarkup, streamedMarkup }))
		}
	}, 60_000)
})
