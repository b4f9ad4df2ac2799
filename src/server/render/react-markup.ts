import type { ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'

/** How renderToString marks a Suspense boundary it could not wait for: it wrote the fallback instead. */
const NOT_WAITED_FOR = '<!--$!'

export interface MarkupOptions {
	/** How long a streamed render may wait before it is ended. */
	timeoutMs: number
	/** An error React reports while rendering; the markup is then not to be kept. */
	onError: (error: unknown) => void
}

/**
 * React's whole markup of the element `render` makes, as one string (render-page.tsx).
 *
 * `renderToString` first. Once the loaders have run nothing on a page suspends, so it writes the
 * same bytes as the streaming renderer (react-markup.test.tsx, every page), without the streaming
 * renderer's work for a stream that is read whole anyway: React's Bun build writes each chunk to
 * a direct stream and counts its UTF-8 bytes, about 9 % of a page's render in a CPU profile. It
 * took 0.43–0.53 ms off the median uncached render of 4.9–5.4 ms (docs/ARCHITECTURE.md, "Rendering").
 *
 * Should a render throw, or wait for something (renderToString writes a Suspense boundary's
 * fallback and marks it, and throws when nothing catches the wait), the page is rendered again,
 * from a new element (a new store), with the streaming renderer, which waits for every boundary
 * and reports errors to `onError`. The first attempt's error is not reported: a wait is no error,
 * and a real one recurs in the second.
 */
export async function reactMarkup(render: () => ReactNode, options: MarkupOptions): Promise<string> {
	try {
		const markup = renderToString(render())
		if (!markup.includes(NOT_WAITED_FOR)) return markup
	} catch {
		// Rendered again below.
	}
	return streamedMarkup(render, options)
}

/** The streaming renderer's markup of the element `render` makes, once every boundary is ready. */
export async function streamedMarkup(render: () => ReactNode, { timeoutMs, onError }: MarkupOptions): Promise<string> {
	const body = await renderToReadableStream(render(), { signal: AbortSignal.timeout(timeoutMs), onError })
	await body.allReady
	return new Response(body).text()
}
