import { timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A download name is a plain file name: letters, digits, dot, dash, underscore. */
export const DOWNLOAD_NAME = /^[A-Za-z0-9._-]{1,100}$/

/**
 * The signing key: IMAGE_PROXY_SECRET when set, otherwise a random key generated on the
 * first start and kept in the data folder (so links stay valid across restarts).
 */
export function imageProxySecret(configured: string | null, dataDir: string): string {
	if (configured) return configured
	const file = join(dataDir, 'image-proxy.key')
	if (existsSync(file)) return readFileSync(file, 'utf8').trim()
	mkdirSync(dataDir, { recursive: true })
	const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
	writeFileSync(file, `${key}\n`, { mode: 0o600 })
	chmodSync(file, 0o600)
	return key
}

/**
 * Signs image URLs so /api/image is not an open relay: only URLs this server handed out
 * (with their download name) are fetched.
 * @example const signer = imageSigner(secret); signer.url('https://i.ytimg.com/vi/x/default.jpg', 'thumbnail-default.jpg')
 */
export function imageSigner(secret: string) {
	const hmac = new Bun.CryptoHasher('sha256', secret)
	const signature = (url: string, download: string) => {
		const h = hmac.copy()
		h.update(`${url}\n${download}`)
		return h.digest('base64url').slice(0, 32)
	}
	return {
		/** The proxied, signed URL of `url`; with `download`, it is saved under that name. */
		url(url: string, download = ''): string {
			const params = new URLSearchParams({ u: url, s: signature(url, download) })
			if (download) params.set('dl', download)
			return `/api/image?${params}`
		},
		verify(url: string, download: string, sig: string): boolean {
			const expected = signature(url, download)
			return sig.length === expected.length && timingSafeEqual(Buffer.from(sig), Buffer.from(expected))
		},
	}
}
export type ImageSigner = ReturnType<typeof imageSigner>
