import { timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Client } from '@libsql/client'
import { instanceSecret } from '../db/leases.server'

/**
 * A download name as core/file-name.ts makes them: no path separator, quote or control character (it is signed,
 * so only names this server made reach the header; this keeps a bad one out of it all the same).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a header must not carry
export const DOWNLOAD_NAME = /^[^\u0000-\u001f\u007f"\\/]{1,255}$/

/**
 * The signing key: IMAGE_PROXY_SECRET when set, otherwise a random key generated on the
 * first start and kept in the database, so that links stay valid across restarts and a link
 * one replica signed opens on every other (decision 20). A key that an older version kept in
 * DATA_DIR/image-proxy.key is adopted, so its links keep working after the upgrade.
 */
export async function imageProxySecret(configured: string | null, dataDir: string, client: Client): Promise<string> {
	if (configured) return configured
	const file = join(dataDir, 'image-proxy.key')
	const legacy = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
	return instanceSecret(client, 'image-proxy', legacy || undefined)
}

/**
 * Signs image URLs so /api/image is not an open relay: only URLs this server handed out
 * (with their download name) are fetched.
 * @example const signer = imageSigner(secret); signer.url('https://i.ytimg.com/vi/x/default.jpg', 'Title [x].default.jpg')
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
