import type { ComponentProps, ReactNode } from 'react'
import { Link } from 'react-router'

type LinkProps = ComponentProps<typeof Link>

/**
 * The props react-router's <Link> hands to its <a> as they are. Any other prop (target, prefetch, state, relative,
 * reloadDocument, replace, a ref…) changes what Link writes or does, so such a link is left to Link.
 */
const PLAIN_PROPS = new Set(['to', 'children', 'className', 'style', 'id', 'title', 'rel', 'onClick', 'data-testid'])
/** A path Link would rewrite: `//`, or a `.` or `..` segment (it resolves them). */
const RESOLVED_SEGMENT = /\/\/|\/\.\.?(?:\/|$)/
const QUERY_OR_HASH = /[?#]/

/** Whether Link's href for `to` is `to` itself: a path from the root, with nothing Link resolves or drops. */
function writtenAsIs(to: LinkProps['to']): to is string {
	if (typeof to !== 'string' || !to.startsWith('/') || to.endsWith('?') || to.endsWith('#')) return false
	const cut = to.search(QUERY_OR_HASH)
	return !RESOLVED_SEGMENT.test(cut < 0 ? to : to.slice(0, cut))
}

/**
 * On the server, the <a> that <Link> would write, written directly. A Link runs five hooks of its own and resolves its path
 * on every render, 10–19 µs more than the <a> it writes, and a page writes 32–43 of them (bench/ssr.ts names
 * what an uncached render costs; issue 18, item 3). React hydrates elements, not components, so the browser's
 * <Link> takes over this markup as its own: the same attributes in the same order (Link's props, then `href`
 * and `data-discover`). app-link.test.tsx holds both to the same HTML on every page in every language.
 */
function ServerLink(props: LinkProps) {
	for (const key in props) if (!PLAIN_PROPS.has(key)) return <Link {...props} />
	const { to, onClick: _clientOnly, ...rest } = props
	if (!writtenAsIs(to)) return <Link {...props} />
	return <a {...rest} href={to} data-discover="true" />
}

/**
 * A link to a page of the app: react-router's <Link> in the browser (navigation without a reload), the same
 * markup written directly on the server.
 * @example <AppLink to={to(PATHS.help)} className={textLink}>{t.nav.help()}</AppLink>
 */
export const AppLink: (props: LinkProps) => ReactNode = typeof document === 'undefined' ? ServerLink : Link
