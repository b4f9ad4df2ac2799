import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/errors'
import { validationHook } from '../core/validation'
import type { Upstream } from '../youtube/upstream.server'
import { isImageHost } from './hosts'
import { DOWNLOAD_NAME, type ImageSigner } from './sign.server'

const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif)\b/
const MAX_REDIRECTS = 2

const query = z.object({
	u: z.string().min(1).max(2048),
	s: z.string().min(1).max(64),
	dl: z.string().regex(DOWNLOAD_NAME).optional(),
})

export interface ImageProxyDeps {
	upstream: Upstream
	signer: ImageSigner
	maxBytes: number
}

/**
 * GET /api/image?u=<url>&s=<signature>[&dl=<file name>] (decision 1): fetches a signed
 * YouTube image through the server, so the visitor's browser never talks to Google.
 * Only allow-listed hosts, image types, a size cap, redirects only within those hosts;
 * every refusal is a 4xx with a localized message, never a 500.
 */
export function imageApi({ upstream, signer, maxBytes }: ImageProxyDeps) {
	return new Hono<AppEnv>().get('/', zValidator('query', query, validationHook), async (c) => {
		const { u, s, dl = '' } = c.req.valid('query')
		if (!isImageHost(u)) throw new AppError(400, 'imageHostNotAllowed')
		if (!signer.verify(u, dl, s)) throw new AppError(403, 'imageSignatureInvalid')

		let url = u
		let response: Response | null = null
		for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
			try {
				response = await upstream.raw(url, { signal: c.req.raw.signal, path: 'image' })
			} catch {
				throw new AppError(502, 'imageUpstreamFailed')
			}
			if (response.status < 300 || response.status >= 400) break
			const next = new URL(response.headers.get('location') ?? '', url).toString()
			if (!isImageHost(next)) throw new AppError(400, 'imageHostNotAllowed')
			url = next
			response = null
		}
		if (!response) throw new AppError(502, 'imageUpstreamFailed')
		// YouTube answers a missing size with 404 and a grey placeholder: pass on the 404 only.
		if (response.status === 404) throw new AppError(404, 'imageNotFound')
		// YouTube's rate limit (a bare 429 or its captcha page): a refusal, 503 as everywhere (decision 8).
		if (response.status === 429) throw new AppError(503, 'youtubeBlocked')
		if (!response.ok) throw new AppError(502, 'imageUpstreamFailed')
		const type = response.headers.get('content-type') ?? ''
		if (!IMAGE_TYPES.test(type)) throw new AppError(415, 'imageNotAnImage')
		const declared = Number(response.headers.get('content-length') ?? 0)
		if (declared > maxBytes) throw new AppError(413, 'imageTooLarge')
		let bytes: Uint8Array<ArrayBuffer> | null
		try {
			bytes = await readCapped(response, maxBytes)
		} catch {
			// The connection dropped or the timeout fired after the headers: YouTube's failure, not ours.
			throw new AppError(502, 'imageUpstreamFailed')
		}
		if (!bytes) throw new AppError(413, 'imageTooLarge')

		c.header('Content-Type', type)
		c.header('Cache-Control', 'public, max-age=86400')
		c.header('X-Content-Type-Options', 'nosniff')
		if (dl) c.header('Content-Disposition', `attachment; filename="${dl}"`)
		return c.body(bytes)
	})
}

/** The body, or null as soon as it passes `max` bytes (a lying Content-Length included). */
async function readCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
	const reader = response.body?.getReader()
	if (!reader) return new Uint8Array()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.length
		if (size > max) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
	const out = new Uint8Array(size)
	let at = 0
	for (const chunk of chunks) {
		out.set(chunk, at)
		at += chunk.length
	}
	return out
}
