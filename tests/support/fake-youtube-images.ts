/**
 * Real image bytes for the fake YouTube (tests/support/fake-youtube.ts): baseline JPEGs of
 * the pixel size YouTube serves for each thumbnail name or avatar size (encoded once per
 * size with jpeg-js, then cached), the grey 120x90 "no thumbnail" placeholder YouTube sends
 * with its 404s, and solid-colour lossless WebPs built by hand (VP8L, a few dozen bytes at
 * any size, because no WebP encoder is installed). Plus readers for the sizes, so tests
 * check the pixels instead of trusting a Content-Type.
 */
import { encode } from 'jpeg-js'

/**
 * Pixel size of each `i.ytimg.com/vi/<id>/<name>.jpg` (docs/youtube-data.md §4). maxresdefault
 * is labelled 1280x720 in microformat/og:image (1920x1080 in WEB videoDetails; the real size
 * could not be checked offline). The frame grabs (0-3, mq1-3, hq1-3, sd1-3) are yt-dlp's names.
 */
export const THUMBNAIL_SIZES: Record<string, readonly [number, number]> = {
	default: [120, 90],
	mqdefault: [320, 180],
	hqdefault: [480, 360],
	sddefault: [640, 480],
	hq720: [1280, 720],
	maxresdefault: [1280, 720],
	'0': [480, 360],
	'1': [120, 90],
	'2': [120, 90],
	'3': [120, 90],
	mq1: [320, 180],
	mq2: [320, 180],
	mq3: [320, 180],
	hq1: [480, 360],
	hq2: [480, 360],
	hq3: [480, 360],
	sd1: [640, 480],
	sd2: [640, 480],
	sd3: [640, 480],
}

/** Size of a thumbnail name (`hqdefault_live` is the size of `hqdefault`), or null if unknown. */
export function thumbnailSize(name: string): readonly [number, number] | null {
	return THUMBNAIL_SIZES[name.replace(/_live$/, '')] ?? null
}

const jpegCache = new Map<string, Uint8Array<ArrayBuffer>>()

/**
 * A baseline JPEG of `width`x`height`: a blue-grey gradient with a lighter square in the
 * middle; 4:3 frames get black bars top and bottom, as YouTube letterboxes 16:9 videos.
 */
export function thumbnailJpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
	const key = `thumb:${width}x${height}`
	const cached = jpegCache.get(key)
	if (cached) return cached
	const letterbox = Math.abs(width / height - 4 / 3) < 0.01 ? Math.round(height / 8) : 0
	const bytes = encodeJpeg(width, height, (x, y) => {
		if (y < letterbox || y >= height - letterbox) return [0, 0, 0]
		const inner = Math.abs(x - width / 2) < width / 6 && Math.abs(y - height / 2) < height / 6
		const shade = Math.round(60 + (140 * x) / width)
		return inner ? [230, 230, 235] : [shade, 90, 150]
	})
	jpegCache.set(key, bytes)
	return bytes
}

/** A square avatar JPEG of `size` px (yt3 serves square images; the page rounds them with CSS). */
export function avatarJpeg(size: number): Uint8Array<ArrayBuffer> {
	const key = `avatar:${size}`
	const cached = jpegCache.get(key)
	if (cached) return cached
	const bytes = encodeJpeg(size, size, (x, y) => {
		const d = Math.hypot(x - size / 2, y - size / 2) / size
		return d < 0.3 ? [250, 250, 250] : [200, 40, 60]
	})
	jpegCache.set(key, bytes)
	return bytes
}

/** A banner JPEG of `width`x`height` (the `=wN-fcrop64=…` yt3 URLs). */
export function bannerJpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
	const key = `banner:${width}x${height}`
	const cached = jpegCache.get(key)
	if (cached) return cached
	const bytes = encodeJpeg(width, height, (x) => [40, Math.round(80 + (120 * x) / width), 120])
	jpegCache.set(key, bytes)
	return bytes
}

/** YouTube's stand-in for a missing thumbnail: a grey 120x90 JPEG (sent with status 404). */
export function placeholderJpeg(): Uint8Array<ArrayBuffer> {
	const cached = jpegCache.get('placeholder')
	if (cached) return cached
	const bytes = encodeJpeg(120, 90, (x, y) => {
		const icon = x >= 45 && x < 75 && y >= 33 && y < 57
		return icon ? [150, 150, 150] : [204, 204, 204]
	})
	jpegCache.set('placeholder', bytes)
	return bytes
}

type Pixel = readonly [number, number, number]

function encodeJpeg(width: number, height: number, pixel: (x: number, y: number) => Pixel): Uint8Array<ArrayBuffer> {
	const data = new Uint8Array(width * height * 4)
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const [r, g, b] = pixel(x, y)
			const i = (y * width + x) * 4
			data[i] = r
			data[i + 1] = g
			data[i + 2] = b
			data[i + 3] = 255
		}
	}
	return new Uint8Array(encode({ width, height, data }, 80).data)
}

/**
 * A lossless WebP (VP8L) of `width`x`height` in one colour. Each of the five prefix codes
 * is a "simple" code with a single symbol, so every pixel costs zero bits and the file is
 * a few dozen bytes whatever the size; decoders (libwebp, browsers) read it as a full image.
 */
export function solidWebp(width: number, height: number, [r, g, b]: Pixel = [70, 90, 150]): Uint8Array<ArrayBuffer> {
	if (width < 1 || height < 1 || width > 16384 || height > 16384) throw new RangeError('WebP size out of range')
	const bits = new BitWriter()
	bits.write(width - 1, 14)
	bits.write(height - 1, 14)
	bits.write(0, 1) // alpha_is_used
	bits.write(0, 3) // version
	bits.write(0, 1) // no transform
	bits.write(0, 1) // no color cache
	bits.write(0, 1) // no meta prefix codes (one group)
	for (const symbol of [g, r, b, 255]) simpleCode(bits, symbol)
	simpleCode(bits, 0) // distance code (never used)
	const vp8l = [0x2f, ...bits.bytes()]
	const chunk = [...ascii('VP8L'), ...u32(vp8l.length), ...vp8l, ...(vp8l.length % 2 ? [0] : [])]
	return new Uint8Array([...ascii('RIFF'), ...u32(4 + chunk.length), ...ascii('WEBP'), ...chunk])
}

/** A VP8L "simple" prefix code with one symbol (0-255). */
function simpleCode(bits: BitWriter, symbol: number): void {
	bits.write(1, 1) // simple code
	bits.write(0, 1) // one symbol
	if (symbol < 2) {
		bits.write(0, 1) // 1-bit symbol
		bits.write(symbol, 1)
	} else {
		bits.write(1, 1) // 8-bit symbol
		bits.write(symbol, 8)
	}
}

class BitWriter {
	private out: number[] = []
	private acc = 0
	private n = 0
	/** VP8L packs values least significant bit first. */
	write(value: number, count: number): void {
		for (let i = 0; i < count; i++) {
			this.acc |= ((value >> i) & 1) << this.n
			if (++this.n === 8) {
				this.out.push(this.acc)
				this.acc = 0
				this.n = 0
			}
		}
	}
	bytes(): number[] {
		return this.n ? [...this.out, this.acc] : [...this.out]
	}
}

function ascii(s: string): number[] {
	return [...s].map((c) => c.charCodeAt(0))
}

function u32(n: number): number[] {
	return [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff]
}

/**
 * Width and height from a JPEG's SOF0 (baseline) or SOF2 (progressive) segment, or null when
 * the bytes do not start with SOI, end with EOI, or have no frame header.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number; progressive: boolean } | null {
	if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
	if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null
	let i = 2
	while (i + 4 <= bytes.length) {
		if (bytes[i] !== 0xff) return null
		const marker = bytes[i + 1] ?? 0
		const length = ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)
		if (marker === 0xc0 || marker === 0xc2) {
			const height = ((bytes[i + 5] ?? 0) << 8) | (bytes[i + 6] ?? 0)
			const width = ((bytes[i + 7] ?? 0) << 8) | (bytes[i + 8] ?? 0)
			return { width, height, progressive: marker === 0xc2 }
		}
		if (marker === 0xda) return null
		i += 2 + length
	}
	return null
}

/** Width and height from a lossless WebP (RIFF/WEBP/VP8L) header, or null. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
	const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
	if (bytes.length < 25 || text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP' || text(12, 16) !== 'VP8L') return null
	if (bytes[20] !== 0x2f) return null
	const b = (k: number) => bytes[21 + k] ?? 0
	const word = b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24)
	return { width: (word & 0x3fff) + 1, height: ((word >>> 14) & 0x3fff) + 1 }
}
