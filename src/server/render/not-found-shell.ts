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

/** A rendered shell cut at `SLOT`, ready to be filled per response. */
export interface NotFoundShell {
	status: number
	/** Text between the slots, where the visited path's `rest` goes. */
	parts: string[]
}

/** Cuts `html`, rendered for `shellPath(locale)`, into a shell. */
export const cutShell = (status: number, html: string): NotFoundShell => ({ status, parts: html.split(SLOT) })

/** The page of the shell for one response: the visited path's `rest` (from shellTarget) in every slot. */
export const fillShell = (shell: NotFoundShell, rest: string): string => shell.parts.join(rest)
