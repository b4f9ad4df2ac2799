/**
 * Just enough HTML reading for YouTube's pages, without a DOM: tag attributes, `<title>`,
 * `<meta>`, `<link rel=canonical>`, forms and their hidden inputs. Runs in Bun and browsers alike.
 */

const NAMED_ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	// WebVTT caption bodies use these two.
	lrm: '\u200e',
	rlm: '\u200f',
}

/**
 * Decodes one layer of character references: `&amp;`, `&#39;`, `&#x2019;` and the few named
 * ones YouTube's pages and caption bodies use; unknown names and out-of-range numbers stay.
 * @example decodeEntities('what&#39;s new &amp; more') // "what's new & more"
 */
export function decodeEntities(value: string): string {
	return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
		if (ref[0] === '#') {
			const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
			return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
		}
		return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
	})
}

/**
 * The attributes of one start tag (`<meta property="og:title" content="…">`), names lower-cased,
 * values entity-decoded; attributes without a value get ''.
 */
export function tagAttributes(tag: string): Record<string, string> {
	const attributes: Record<string, string> = {}
	const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '')
	for (const match of body.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
		const name = (match[1] ?? '').toLowerCase()
		if (!name || Object.hasOwn(attributes, name)) continue
		attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
	}
	return attributes
}

/** Every start tag named `name` (`meta`, `link`, `form`, `input`), with its attributes. */
export function startTags(html: string, name: string): Record<string, string>[] {
	const pattern = new RegExp(`<${name}\\b[^>]*>`, 'gi')
	return Array.from(html.matchAll(pattern), (match) => tagAttributes(match[0]))
}

/** The text of the first `<title>`, entity-decoded and not trimmed, or null. */
export function pageTitle(html: string): string | null {
	const match = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html)
	return match ? decodeEntities(match[1] ?? '') : null
}

/**
 * The `content` of every `<meta property|name=…>`, keyed by property (first one wins, as
 * scrapers do for `og:video:tag` lists).
 */
export function metaContents(html: string): Map<string, string> {
	const found = new Map<string, string>()
	for (const attributes of startTags(html, 'meta')) {
		const key = attributes.property ?? attributes.name ?? attributes.itemprop
		const content = attributes.content
		if (key && content !== undefined && !found.has(key)) found.set(key, content)
	}
	return found
}

/** The `href` of the first `<link rel="canonical">`, exactly as written, or null. */
export function canonicalHref(html: string): string | null {
	for (const attributes of startTags(html, 'link')) {
		const rel = attributes.rel?.toLowerCase().split(/\s+/) ?? []
		if (rel.includes('canonical') && attributes.href !== undefined) return attributes.href
	}
	return null
}

export interface HtmlForm {
	action: string
	method: string
	/** `name → value` of the form's `<input type="hidden">` fields. */
	hidden: Record<string, string>
}

/** Every `<form>` with its action and hidden inputs (for the consent page). */
export function forms(html: string): HtmlForm[] {
	const out: HtmlForm[] = []
	for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
		const open = /^<form\b[^>]*>/i.exec(match[0])?.[0] ?? ''
		const attributes = tagAttributes(open)
		const hidden: Record<string, string> = {}
		for (const input of startTags(match[1] ?? '', 'input')) {
			if (input.type?.toLowerCase() === 'hidden' && input.name) hidden[input.name] = input.value ?? ''
		}
		out.push({ action: attributes.action ?? '', method: (attributes.method ?? 'get').toUpperCase(), hidden })
	}
	return out
}
