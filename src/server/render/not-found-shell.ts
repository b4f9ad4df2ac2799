import { type Locale, localizePath, splitLocale } from '../../i18n/locales'
import { hasControlEscape } from './static-request'

/**
 * The not-found page of a language is the same for every unknown path but for that path, which
 * it names in `og:url` and in the language links. So it is rendered once per language for a
 * made-up path, `SLOT`, and each unknown path is written where `SLOT` stands: a flood of made-up
 * URLs costs no render and takes no entry of the page cache (docs/ARCHITECTURE.md, "Rendering").
 */
export const SLOT = 'tk-not-found-slot'

/** The request path of the page a shell is rendered from. */
export const shellPath = (locale: Locale): string => localizePath(`/${SLOT}`, locale)

/**
 * Path segments that every part of the page writes as they are: no character React, the head
 * tags or the router would escape or resolve (`"&'<>`, `.`/`..`, an empty segment), and no
 * encoded control character, which the static request rewrites (static-request.ts).
 */
const SEGMENT = String.raw`(?:[A-Za-z0-9\-._~!$()*+,;=:@]|%[0-9A-Fa-f]{2})+`
const AS_WRITTEN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*/?$`)
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/

/**
 * Where a shell can answer `pathname`: its language and the text that replaces `SLOT`, or null
 * when the path must be rendered on its own (it is then not kept either).
 * @example shellTarget('/de/nope/x') // { locale: 'de', rest: 'nope/x' }
 */
export function shellTarget(pathname: string): { locale: Locale; rest: string } | null {
	const { locale, path } = splitLocale(pathname)
	const rest = path.slice(1)
	if (!AS_WRITTEN.test(rest) || DOT_SEGMENT.test(rest) || hasControlEscape(rest)) return null
	return { locale, rest }
}

/** A rendered shell cut at its nonce and at `SLOT`, ready to be filled per response. */
export interface NotFoundShell {
	status: number
	/** Text between the slots; `slots[i]` sits between `parts[i]` and `parts[i + 1]`. */
	parts: string[]
	slots: ('nonce' | 'path')[]
}

/** Cuts `html`, rendered for `shellPath(locale)` with `nonce`, into a shell. */
export function cutShell(status: number, html: string, nonce: string): NotFoundShell {
	const parts: string[] = []
	const slots: NotFoundShell['slots'] = []
	const cut = new RegExp(`${nonce.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${SLOT}`, 'g')
	let from = 0
	for (const match of html.matchAll(cut)) {
		parts.push(html.slice(from, match.index))
		slots.push(match[0] === SLOT ? 'path' : 'nonce')
		from = match.index + match[0].length
	}
	parts.push(html.slice(from))
	return { status, parts, slots }
}

/** The page of the shell for one response: its nonce and the visited path's `rest` (from shellTarget). */
export function fillShell(shell: NotFoundShell, rest: string, nonce: string): string {
	let html = shell.parts[0] ?? ''
	for (let i = 0; i < shell.slots.length; i++) {
		html += (shell.slots[i] === 'path' ? rest : nonce) + shell.parts[i + 1]
	}
	return html
}
