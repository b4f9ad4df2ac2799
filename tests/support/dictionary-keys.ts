/**
 * Finds dictionary keys shown to a visitor: the translator shows a missing
 * key as the key itself (docs/product-spec.md §5), so a key on screen is a gap or a guard that
 * let a missing optional text through. Shared by the server-render test and the Chromium one.
 */
import { DICT } from './dictionaries'

/** Top-level names of the dictionary (the base's keys and every page namespace): `legal`, `nav`… */
export const TOP_LEVEL_NAMES: readonly string[] = Object.keys(DICT.en)

// Parts of a key: identifiers (a digit never starts one, so versions such as `1.5.2` and
// `qwen2.5:1.5b` never match; a hyphen or a colon ends a candidate).
const PART = '[A-Za-z_][A-Za-z0-9_]*'
// Three or more parts, the first at least two characters long (`guideThumbnails.tools.list.t1.link`,
// not `e.g.` or `U.S.A.`), or two when the first is a real top-level name (`nav.guides`).
const DEEP = new RegExp(`(?<![\\w.@/-])[A-Za-z_][A-Za-z0-9_]+(?:\\.${PART}){2,}(?![\\w@/-]|\\.\\w)`, 'g')
const NAMED = new RegExp(`(?<![\\w.@/-])(?:${TOP_LEVEL_NAMES.join('|')})(?:\\.${PART})+(?![\\w@/-]|\\.\\w)`, 'g')

// What legitimately has dots: addresses and host names, file names.
const URL_OR_MAIL = /\b(?:https?:)?\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const ALLOWED_ENDINGS = new Set([
	...['com', 'org', 'net', 'io', 'dev', 'app', 'be', 'de', 'es', 'tr', 'nl', 'uk', 'eu', 'us', 'info'],
	...[
		'jpg',
		'jpeg',
		'png',
		'webp',
		'gif',
		'svg',
		'txt',
		'srt',
		'vtt',
		'json',
		'csv',
		'xml',
		'html',
		'js',
		'ts',
		'webmanifest',
		'ico',
		'zip',
	],
])

/** The dictionary-key-shaped parts of `text`, e.g. `legal.privacy.collected.link`; none for `m.youtube.com`. */
export function keysIn(text: string): string[] {
	const rest = text.replace(URL_OR_MAIL, ' ')
	const found = new Set([...rest.matchAll(DEEP), ...rest.matchAll(NAMED)].map((m) => m[0]))
	return [...found].filter((key) => !ALLOWED_ENDINGS.has(key.slice(key.lastIndexOf('.') + 1).toLowerCase()))
}

/** Attributes a visitor reads or hears besides the text. */
export const READ_ATTRIBUTES = ['title', 'alt', 'aria-label', 'placeholder'] as const

/**
 * What a server-rendered page shows: every text node outside script, style and template
 * (hidden tab panels and closed answers too: one click shows them), the attributes above and
 * the meta descriptions. Entities are decoded by the parser.
 */
export async function pageStrings(html: string): Promise<string[]> {
	const out: string[] = []
	let hidden = 0
	let node = ''
	const readAttributes = (el: HTMLRewriterTypes.Element) => {
		for (const name of READ_ATTRIBUTES) {
			const value = el.getAttribute(name)
			if (value) out.push(value)
		}
	}
	await new HTMLRewriter()
		.on('script, style, template', {
			element(el) {
				hidden++
				el.onEndTag(() => {
					hidden--
				})
			},
		})
		.on('[title], [alt], [aria-label], [placeholder]', { element: readAttributes })
		.on('meta[name=description], meta[property="og:description"], meta[name="twitter:description"]', {
			element(el) {
				out.push(el.getAttribute('content') ?? '')
			},
		})
		.onDocument({
			text(chunk) {
				if (hidden) return
				node += chunk.text
				if (chunk.lastInTextNode) {
					if (node.trim()) out.push(decodeEntities(node))
					node = ''
				}
			},
		})
		.transform(new Response(html))
		.text()
	return out
}

// HTMLRewriter hands text as sent; React escapes only these.
const decodeEntities = (s: string) =>
	s
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&amp;', '&')

/** Every key-shaped string among `strings`, once each. */
export const keysAmong = (strings: readonly string[]): string[] => [...new Set(strings.flatMap(keysIn))]
