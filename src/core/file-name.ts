/**
 * The one naming rule of every file Tubekit hands out (docs/decisions.md, "Download names"): the page's
 * download buttons, the links of the page without JavaScript, the API's Content-Disposition and the
 * entries of a batch's ZIP. A name says what the file is: the title and the id (titles repeat, ids do not),
 * then the language or the size where a video or channel has several, e.g.
 * `Surface Go Review - It’s Awesome [GJLlxj_dtq8].en.srt`. Browser-safe: the page names its own files with it.
 */

/** Longest name, in UTF-8 bytes: under every common file system's 255, with room for a `(1)` the browser adds. */
export const MAX_NAME_BYTES = 200

/**
 * What no file system takes in a name (Windows is the strictest: `<>:"/\|?*`), control characters, and the
 * bidirectional controls that can make `exe.txt` read as `txt.exe`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a file name
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g
/** Windows refuses these as a name's first part, whatever follows the dot, in any case (and with trailing spaces). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i

const encoder = new TextEncoder()
const bytes = (text: string) => encoder.encode(text).length
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** `text` as part of a name: unsafe characters as `_`, one space between words, no dot or space at either end. */
export function safePart(text: string): string {
	return text
		.normalize('NFC')
		.replace(UNSAFE, '_')
		.replace(/\s+/g, ' ')
		.replace(/^[.\s]+|[.\s]+$/g, '')
}

/** `text` cut to at most `max` UTF-8 bytes at a character's end (an emoji with its joiners is one character). */
function cutToBytes(text: string, max: number): string {
	if (bytes(text) <= max) return text
	let kept = ''
	for (const { segment } of graphemes.segment(text)) {
		if (bytes(kept + segment) > max) break
		kept += segment
	}
	return kept.replace(/[.\s]+$/, '')
}

/** A whole name any file system takes: a reserved Windows name gets a `_` before it. */
function notReserved(name: string): string {
	const first = name.split('.')[0]?.trimEnd() ?? ''
	return RESERVED.test(first) ? `_${name}` : name
}

export interface NameParts {
	/** The video's or channel's title; empty or missing: the id alone. */
	title?: string | null
	/** The video or channel id, in brackets after the title. */
	id?: string | null
	/** Before the title: a batch entry's list position (`007`), so the files sort as the list does. */
	prefix?: string
	/** After the id, each behind a dot: the language (`en`), the size (`maxresdefault`, `176x176`). */
	tags?: readonly (string | null | undefined)[]
	/** Without the dot: `srt`, `jpg`, `zip`. Missing: the name without its extension, leaving room for one. */
	extension?: string
}

/** Room a name made without its extension keeps for the one added later (`.txt`, `.json`, `.webp`). */
const EXTENSION_ROOM = 8

/**
 * A file's name by the one rule: `[prefix ]title [id][.tag…].extension`, safe on Windows, macOS and Linux,
 * at most MAX_NAME_BYTES of UTF-8 (the title is what gets shorter).
 * @example fileName({ title: 'MrBeast', id: 'UCX6OQ3DkcsbYNE6H8uQQuVA', extension: 'jpg' }) // 'MrBeast [UCX6OQ3DkcsbYNE6H8uQQuVA].jpg'
 * @example fileName({ title: 'What is 1/2?', id: 'dQw4w9WgXcQ', tags: ['en'], extension: 'srt' }) // 'What is 1_2_ [dQw4w9WgXcQ].en.srt'
 */
export function fileName({ title, id, prefix, tags = [], extension }: NameParts): string {
	const head = prefix ? `${safePart(prefix)} ` : ''
	const idPart = id ? `[${safePart(id)}]` : ''
	const tail = `${tags
		.filter((tag): tag is string => Boolean(tag))
		.map((tag) => `.${safePart(tag)}`)
		.join('')}${extension ? `.${safePart(extension)}` : ''}`
	const room = MAX_NAME_BYTES - bytes(head + idPart + tail) - (idPart ? 1 : 0) - (extension ? 0 : EXTENSION_ROOM)
	const cleanTitle = cutToBytes(safePart(title ?? ''), Math.max(room, 0))
	const body = [cleanTitle, idPart].filter(Boolean).join(' ') || 'file'
	return notReserved(`${head}${body}${tail}`)
}

/**
 * Content-Disposition of a download named `name` (RFC 6266): an ASCII `filename` for old clients (accents
 * dropped, anything else as `_`) and the UTF-8 name as `filename*` (RFC 5987), which every current browser takes.
 * @example attachment('Müzik "2026".zip') // `attachment; filename="Muzik _2026_.zip"; filename*=UTF-8''M%C3%BCzik%20%222026%22.zip`
 */
export function attachment(name: string): string {
	const ascii = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^\x20-\x7e]|["\\%]/gu, '_')
	// encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them.
	const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
	return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
