/**
 * React's own cost per element on this machine: a plain document of `rows` list items, each an
 * `<li>` holding a link and a `<span>` with class names, attributes and text (three elements a row, the shape of a
 * guide's or the footer's markup), rendered the way render-page.tsx renders a page: by the same function,
 * `reactMarkup` (render-page.tsx). No router, no store, no translation, no style lookup: what is left is
 * React writing elements, the floor no page of that many elements can go below.
 * bench/support/render-every-page.ts times it in the same rounds as the pages, so both meet the same machine.
 */
import { reactMarkup } from '../../src/server/render/render-page'

function Row({ i }: { i: number }) {
	return (
		<li className="row row--plain" data-row={i}>
			<a href={`/guides/item-${i}`} className="row__link">
				Item {i}: a line of text as long as a guide's sentence
			</a>
			<span className="row__note">note {i}</span>
		</li>
	)
}

const rowNumbers = (rows: number) => Array.from({ length: rows }, (_, i) => i)

function PlainDocument({ rows }: { rows: number }) {
	return (
		<html lang="en">
			<body>
				<ul>
					{rowNumbers(rows).map((n) => (
						<Row key={n} i={n} />
					))}
				</ul>
			</body>
		</html>
	)
}

/** Elements a plain document of `rows` rows writes: html, body, ul, and three a row. */
export const plainElements = (rows: number) => 3 + 3 * rows

/** One render of the plain document, in milliseconds, body read to the end. */
export async function renderPlain(rows: number): Promise<number> {
	const start = performance.now()
	const html = await reactMarkup(() => <PlainDocument rows={rows} />, {
		timeoutMs: 10_000,
		onError(error) {
			throw error
		},
	})
	const ms = performance.now() - start
	if (!html.includes(`item-${rows - 1}`)) throw new Error('the plain document was not written whole')
	return ms
}
