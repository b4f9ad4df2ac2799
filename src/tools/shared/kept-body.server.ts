import type { Context } from 'hono'
import { acceptsGzip } from '../../server/middleware/every-request'

/**
 * Bodies of answers a service gave from its cache, made once per answer. A cached
 * answer is the same object each time (the transcript service keeps its built answers), so its JSON, or
 * each of its files, is written once; the largest transcript's JSON is megabytes and its readable text
 * takes milliseconds. Answers are never changed once given.
 *
 * Asked for again, a body also keeps its gzip: compressing the largest transcript's JSON on every warm
 * request cost 7 ms of its 7 ms over HTTP (bench/transcript.ts, section 2). A first answer is compressed
 * by the compression middleware as it streams, so a body asked for once costs no extra copy.
 */
interface Kept {
	text: string
	gzip?: Uint8Array<ArrayBuffer>
}
/** Per answer object, its bodies by variant: the API's JSON ('api'), a download's file ('file:srt'). */
const bodies = new WeakMap<object, Map<string, Kept>>()
/** Hono's compression threshold: smaller bodies go out as they are. */
const GZIP_FROM_BYTES = 1024

type KeptBody = { text: string } | { gzip: Uint8Array<ArrayBuffer> }

/**
 * The body `make` writes for `answer` as `variant`, the second time on from what was kept, compressed when the
 * client takes gzip. A value that is not an object (nothing to key on) is written every time.
 */
function keptBody(answer: unknown, variant: string, make: () => string, gzip: boolean): KeptBody {
	if (typeof answer !== 'object' || answer === null) return { text: make() }
	let variants = bodies.get(answer)
	if (variants === undefined) {
		variants = new Map()
		bodies.set(answer, variants)
	}
	const kept = variants.get(variant)
	if (kept === undefined) {
		const text = make()
		variants.set(variant, { text })
		return { text }
	}
	if (!gzip || kept.text.length < GZIP_FROM_BYTES) return kept
	kept.gzip ??= Bun.gzipSync(kept.text)
	return { gzip: kept.gzip }
}

/**
 * A 200 answer of `answer`'s body `variant` (written by `make` the first time) with `headers`; a kept gzip adds
 * its encoding and `Vary`.
 * @example keptAnswer(c, result, 'api', () => JSON.stringify(result), { 'Content-Type': 'application/json' })
 */
export function keptAnswer(
	c: Context,
	answer: unknown,
	variant: string,
	make: () => string,
	headers: Record<string, string>,
): Response {
	const body = keptBody(answer, variant, make, acceptsGzip(c.req.header('accept-encoding')))
	if ('text' in body) return c.body(body.text, 200, headers)
	return c.body(body.gzip, 200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
}
