/**
 * The only Content-Types the image proxy sends: one of a fixed set, decided by the bytes' own
 * signature. An upstream header is never passed on: `image/jpeg, text/html` once came back
 * verbatim because it merely started with an image type, and the bytes behind a type can be
 * anything. The upstream type only refuses early: a well-formed type that names no image.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

const ascii = (bytes: Uint8Array, from: number, text: string): boolean => {
	for (let i = 0; i < text.length; i++) if (bytes[from + i] !== text.charCodeAt(i)) return false
	return true
}

/** The image type the bytes start like, or null: JPEG, PNG, GIF, WebP (RIFF…WEBP), AVIF (an ISO BMFF `ftyp` of avif/avis). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
	if (bytes.length >= 8 && ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png'
	if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return 'image/gif'
	if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
	if (bytes.length >= 12 && ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) {
		return 'image/avif'
	}
	return null
}

/** RFC 9110's token: a type or subtype. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+"
/** One media type and its parameters, nothing else (no second type after a comma). */
const MEDIA_TYPE = new RegExp(`^\\s*(${TOKEN})/(${TOKEN})\\s*(?:;\\s*${TOKEN}=(?:${TOKEN}|"[^"]*")\\s*)*$`)

/**
 * Whether an upstream Content-Type rules the body out before it is read: a well-formed single
 * media type that is not `image/*`. A missing or malformed one is left to the bytes' signature.
 */
export function namesNonImage(contentType: string | null): boolean {
	const match = contentType ? MEDIA_TYPE.exec(contentType) : null
	return match !== null && match[1]?.toLowerCase() !== 'image'
}
