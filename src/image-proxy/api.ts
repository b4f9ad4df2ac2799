import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/errors'
import { attachment } from '../core/file-name'
import { validationHook } from '../core/validation'
import { YouTubeError } from '../youtube/errors'
import { isImageHost } from './hosts'
import { DOWNLOAD_NAME, type ImageSigner } from './sign.server'
import type { ImageStore, KeptImage } from './store.server'

const query = z.object({
	u: z.string().min(1).max(2048),
	s: z.string().min(1).max(64),
	dl: z.string().regex(DOWNLOAD_NAME).optional(),
	/** `1`: answer `{ "found": boolean }` instead of the image (the thumbnail page's check of a size not asked about). */
	check: z.literal('1').optional(),
})

export interface ImageProxyDeps {
	images: ImageStore
	signer: ImageSigner
}

/** Browsers and any cache in front keep an image a day; a creator may change a thumbnail, so not for ever. */
const CACHE_CONTROL = 'public, max-age=86400'
/** A missing size stays missing, but less surely than an image stays the same. */
const MISSING_CACHE_CONTROL = 'public, max-age=3600'

/**
 * GET /api/image?u=<url>&s=<signature>[&dl=<file name>][&check=1] (decision 1): fetches a signed
 * YouTube image through the server, so the visitor's browser never talks to Google.
 * Only allow-listed hosts, image types, a size cap, redirects only within those hosts;
 * every refusal is a 4xx with a localized message, never a 500. What YouTube answered is
 * kept a while (store.server.ts), so a lookup's previews and downloads reach it once; the
 * Content-Type is one of a fixed set, read from the bytes (image-type.ts).
 */
export function imageApi({ images, signer }: ImageProxyDeps) {
	return new Hono<AppEnv>().get('/', zValidator('query', query, validationHook), async (c) => {
		const { u, s, dl = '', check } = c.req.valid('query')
		if (!isImageHost(u)) throw new AppError(400, 'imageHostNotAllowed')
		if (!signer.verify(u, dl, s)) throw new AppError(403, 'imageSignatureInvalid')

		let image: KeptImage
		try {
			image = await images.get(u)
		} catch (error) {
			if (error instanceof AppError) throw error
			// YouTube's rate limit (a bare 429 or its captcha page): a refusal, 503 as everywhere (decision 8).
			if (error instanceof YouTubeError && error.code === 'rateLimited') throw new AppError(503, 'youtubeBlocked')
			throw new AppError(502, 'imageUpstreamFailed')
		}
		// A check answers 200 either way: a missing image is an answer here, not an error to log in the console.
		if (check) {
			c.header('Cache-Control', image.found ? CACHE_CONTROL : MISSING_CACHE_CONTROL)
			return c.json({ found: image.found })
		}
		if (!image.found) {
			c.header('Cache-Control', MISSING_CACHE_CONTROL)
			throw new AppError(404, 'imageNotFound')
		}
		c.header('Cache-Control', CACHE_CONTROL)
		c.header('ETag', image.etag)
		c.header('X-Content-Type-Options', 'nosniff')
		if (dl) c.header('Content-Disposition', attachment(dl))
		if (c.req.header('if-none-match') === image.etag) return c.body(null, 304)
		c.header('Content-Type', image.type)
		return c.body(image.bytes)
	})
}
