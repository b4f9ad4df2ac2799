import type { ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'

/** How renderToString marks a Suspense boundary it could not wait for: it wrote the fallback instead. */
const NOT_WAITED_FOR = '<!--$!'

export interface MarkupOptions {
	/** Ends a streamed render that waits too long. */
	signal: AbortSignal
	/** An error React reports while rendering; the markup is then not to be kept. */
	onError: (error: unknown) => void
}

/**
 * React's whole markup of `element` as one string (render-page.tsx).
 *
 * `renderToString` first. Once the loaders have run nothing on a page suspends, so it writes the
 * same bytes as the streaming renderer (react-markup.test.tsx, every page), without the streaming
 * renderer's work for a stream that is read whole anyway: React's Bun build writes each chunk to
 * a direct stream and counts its UTF-8 bytes, about 9 % of a page's render in a CPU profile. It
 * took 0.43–0.53 ms off the median uncached render of 4.9–5.4 ms (docs/ARCHITECTURE.md, "Rendering").
 *
 * Should a render throw, or a Suspense boundary wait for something (renderToString writes its
 * fallback and marks it), the page is rendered again as today, with the streaming renderer,
 * which waits for every boundary and reports errors to `onError`.
 */
export async function reactMarkup(element: ReactNode, options: MarkupOptions): Promise<string> {
	try {
		const markup = renderToString(element)
		if (!markup.includes(NOT_WAITED_FOR)) return markup
	} catch {
		// Rendered again below, which reports the error.
	}
	return streamedMarkup(element, options)
}

/** The streaming renderer's markup of `element`, once every boundary is ready. */
export async function streamedMarkup(element: ReactNode, { signal, onError }: MarkupOptions): Promise<string> {
	const body = await renderToReadableStream(element, { signal, onError })
	await body.allReady
	return new Response(body).text()
}
