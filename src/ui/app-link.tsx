import type { ComponentProps, ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

type LinkProps = ComponentProps<typeof Link>
type NavLinkProps = ComponentProps<typeof NavLink>

/**
 * The props react-router's <Link> hands to its <a> as they are, with every `aria-*` and `data-*` attribute
 * (Link takes none of its own). Any other prop (target, prefetch, state, relative, reloadDocument, replace, a
 * ref…) changes what Link writes or does, so such a link is left to Link.
 */
const PLAIN_PROPS = new Set([
	'to',
	'children',
	'className',
	'style',
	'id',
	'title',
	'rel',
	'onClick',
	'hrefLang',
	'lang',
])
const isPlainProp = (key: string) => PLAIN_PROPS.has(key) || key.startsWith('aria-') || key.startsWith('data-')
/** Whether every prop passes `plain`: a link with any other is left to react-router's component. */
const onlyPlain = (props: object, plain: (key: string) => boolean) => Object.keys(props).every(plain)
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
	if (!onlyPlain(props, isPlainProp)) return <Link {...props} />
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

/** The NavLink props the server writes itself; any other (a class or style function, caseSensitive…) goes to NavLink. */
const PLAIN_NAV_PROPS = new Set(['to', 'children', 'className', 'end'])
/**
 * A path NavLink compares as written: from the root, segments its router would neither encode nor resolve,
 * no query or hash (NavLink compares the path alone). Narrower than `writtenAsIs`, which only asks for the href.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_-]+\/?)*$/

/**
 * On the server, the <a> that <NavLink> would write, written directly, as ServerLink does for Link: NavLink's
 * test of the current page (case-insensitive, exact with `end`), then `aria-current`, its classes with `active`
 * added, `href` and `data-discover`, in NavLink's order. Nothing is pending or in a view transition on the
 * server. app-link.test.tsx holds both to the same HTML on every page and at the edges.
 */
function ServerNavLink(props: NavLinkProps) {
	const { pathname } = useLocation()
	if (!onlyPlain(props, (key) => PLAIN_NAV_PROPS.has(key))) return <NavLink {...props} />
	const { to, className = '', end = false, children } = props
	if (
		typeof to !== 'string' ||
		!PLAIN_PATH.test(to) ||
		typeof className !== 'string' ||
		typeof children === 'function'
	) {
		return <NavLink {...props} />
	}
	const here = pathname.toLowerCase()
	const target = to.toLowerCase()
	const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
	const active = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/')
	return (
		<a
			aria-current={active ? 'page' : undefined}
			className={active ? (className ? `${className} active` : 'active') : className}
			href={to}
			data-discover="true"
		>
			{children}
		</a>
	)
}

/**
 * A link of the main navigation, marked `aria-current="page"` on its own page: react-router's <NavLink> in the
 * browser, the same markup written directly on the server.
 * @example <AppNavLink to={item.to} className={navLink} end>{item.label}</AppNavLink>
 */
export const AppNavLink: (props: NavLinkProps) => ReactNode = typeof document === 'undefined' ? ServerNavLink : NavLink
