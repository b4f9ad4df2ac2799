/**
 * The lines of a streamed answer (application/x-ndjson), each parsed as it arrives; a line cut off by
 * a closed connection is dropped, never half-parsed.
 * @example for await (const event of ndjsonLines<BatchEvent>(response.body)) …
 */
export async function* ndjsonLines<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
	const decoder = new TextDecoder()
	const reader = body.getReader()
	let buffer = ''
	try {
		for (;;) {
			const { value, done } = await reader.read()
			if (done) break
			buffer += decoder.decode(value, { stream: true })
			let newline = buffer.indexOf('\n')
			while (newline >= 0) {
				const line = buffer.slice(0, newline).trim()
				buffer = buffer.slice(newline + 1)
				if (line) yield JSON.parse(line) as T
				newline = buffer.indexOf('\n')
			}
		}
	} finally {
		reader.releaseLock()
	}
}
