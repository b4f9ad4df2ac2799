import { connect } from 'node:net'

export interface RawAnswer {
	/** The status line, e.g. `HTTP/1.1 200 OK`. */
	statusLine: string
	status: number
	/** Header names in lower case; a repeated header's values joined by `, `. */
	headers: Map<string, string>
	/** Everything after the blank line, as received (chunked framing included). */
	body: string
}

/**
 * Writes `text` as it is to a TCP connection and reads until the server closes it: requests a
 * fetch client would not send (HTTP/1.0 without Host, a Host that names no host), and answers as
 * they are on the wire (HEAD's own headers, which a client may rewrite). Send `Connection: close`
 * with HTTP/1.1, or the server keeps the connection open until its idle timeout.
 * @example await rawHttp(3000, 'GET /healthz HTTP/1.0\r\n\r\n')
 */
export function rawHttp(port: number, text: string, host = '127.0.0.1'): Promise<RawAnswer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		const socket = connect(port, host, () => socket.write(text))
		socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text)} within 15 s`)))
		socket.on('data', (chunk: Buffer) => chunks.push(chunk))
		socket.on('error', reject)
		socket.on('close', () => {
			const raw = Buffer.concat(chunks).toString('latin1')
			const split = raw.indexOf('\r\n\r\n')
			const [statusLine = '', ...lines] = (split < 0 ? raw : raw.slice(0, split)).split('\r\n')
			const headers = new Map<string, string>()
			for (const line of lines) {
				const colon = line.indexOf(':')
				const name = line.slice(0, colon).trim().toLowerCase()
				const value = line.slice(colon + 1).trim()
				headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
			}
			resolve({
				statusLine,
				status: Number(statusLine.split(' ')[1] ?? 0),
				headers,
				body: split < 0 ? '' : raw.slice(split + 4),
			})
		})
	})
}
