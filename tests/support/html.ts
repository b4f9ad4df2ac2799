/**
 * Reading server-rendered HTML in integration tests with Bun's HTMLRewriter (a real HTML
 * parser, so attribute order and quoting do not matter).
 */

/** The values of attribute `name` of every element matching `selector`, in document order. */
export async function attrs(html: string, selector: string, name: string): Promise<string[]> {
	const out: string[] = []
	await new HTMLRewriter()
		.on(selector, {
			element(el) {
				out.push(el.getAttribute(name) ?? '')
			},
		})
		.transform(new Response(html))
		.text()
	return out
}

/** The text of every element matching `selector`, whitespace collapsed and entities kept as sent. */
export async function texts(html: string, selector: string): Promise<string[]> {
	const out: string[] = []
	let current: string[] | null = null
	await new HTMLRewriter()
		.on(selector, {
			element(el) {
				const parts: string[] = []
				current = parts
				const index = out.push('') - 1
				el.onEndTag(() => {
					out[index] = parts.join('').replace(/\s+/g, ' ').trim()
					current = null
				})
			},
			text(chunk) {
				current?.push(chunk.text)
			},
		})
		.transform(new Response(html))
		.text()
	return out
}

/** `&amp;` in an attribute value back to `&` (enough for the URLs the pages carry). */
export const decodeAmp = (s: string) => s.replaceAll('&amp;', '&')
