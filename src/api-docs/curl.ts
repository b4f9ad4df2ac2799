import type { Operation } from './operations'

/** `value` as one single-quoted shell word (a `'` inside closes, escapes and reopens the quote). */
const shellWord = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`

/**
 * A curl command that runs `op` with its example against `origin`: POSTs send the example as a
 * JSON body, GETs as the query string (and keep the server's file name with -OJ).
 * @example curlExample(op, 'https://tubekit.example') // "curl -sS -X POST 'https://…' \\\n  -H …"
 */
export function curlExample(op: Operation, origin: string): string {
	const base = `${origin.replace(/\/+$/, '')}${op.path}`
	if (op.input.in === 'query') return `curl -sS -OJ ${shellWord(`${base}?${new URLSearchParams(op.example)}`)}`
	return [
		`curl -sS -X POST ${shellWord(base)}`,
		`-H 'Content-Type: application/json'`,
		`-d ${shellWord(JSON.stringify(op.example))}`,
	].join(' \\\n  ')
}
