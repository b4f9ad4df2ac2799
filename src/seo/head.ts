import type { Thing, WithContext } from 'schema-dts'
import { LOCALE_INFO, LOCALES, type Locale, localizePath } from '../i18n/locales'

/** What a page says about itself; one helper turns it into every head tag. */
export interface PageMeta {
	title: string
	description: string
	keywords?: string[]
	/** Absolute path of a local image, e.g. /images/og-default.png */
	image?: string
	type?: 'website' | 'article'
	/** JSON-LD objects typed with schema-dts. */
	schema?: WithContext<Thing>[]
	/** Pages that must not be indexed (404, error). They also get no canonical or alternates. */
	noindex?: boolean
	/** Unprefixed canonical path when it differs from the visited one (an alias route). */
	canonicalPath?: string
}

export type HeadTag =
	| { tag: 'meta' | 'link'; attrs: Record<string, string> }
	| { tag: 'script'; attrs: Record<string, string>; json: string }

/** Soft hyphens break long words on a phone; search engines and link previews get the plain word. */
export const plainText = (text: string) => text.replaceAll('\u00ad', '')

/**
 * Every head tag but <title> of the page at `ctx.path` (unprefixed) in `ctx.locale` (og:locale per decision 9);
 * written by renderHeadTags, swapped by app/HeadSync.tsx.
 */
export function headTags(
	shown: PageMeta,
	ctx: { locale: Locale; path: string; publicUrl: string; robots: 'index' | 'noindex' },
): HeadTag[] {
	const title = plainText(shown.title)
	const description = plainText(shown.description)
	const path = shown.canonicalPath ?? ctx.path
	const absolute = (p: string) => `${ctx.publicUrl}${p}`
	const url = absolute(localizePath(path, ctx.locale))
	const image = absolute(shown.image ?? '/images/og-default.png')
	const indexable = ctx.robots === 'index' && !shown.noindex
	const tags: HeadTag[] = [
		{ tag: 'meta', attrs: { name: 'description', content: description } },
		{ tag: 'meta', attrs: { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' } },
	]
	if (shown.keywords?.length) {
		tags.push({ tag: 'meta', attrs: { name: 'keywords', content: shown.keywords.map(plainText).join(', ') } })
	}
	if (!shown.noindex) {
		tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
		for (const [hreflang, code] of [...LOCALES.map((c) => [c, c]), ['x-default', 'en']] as [string, Locale][]) {
			tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href: absolute(localizePath(path, code)) } })
		}
	}
	const social: [string, string, string][] = [
		['property', 'og:title', title],
		['property', 'og:description', description],
		['property', 'og:type', shown.type ?? 'website'],
		['property', 'og:url', url],
		['property', 'og:image', image],
		['property', 'og:site_name', 'Tubekit'],
		['property', 'og:locale', LOCALE_INFO[ctx.locale].ogLocale],
		...LOCALES.filter((c) => c !== ctx.locale).map((c): [string, string, string] => [
			'property',
			'og:locale:alternate',
			LOCALE_INFO[c].ogLocale,
		]),
		['name', 'twitter:card', 'summary_large_image'],
		['name', 'twitter:title', title],
		['name', 'twitter:description', description],
		['name', 'twitter:image', image],
	]
	for (const [attr, key, content] of social) tags.push({ tag: 'meta', attrs: { [attr]: key, content } })
	for (const item of shown.schema ?? []) {
		tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json: plainText(JSON.stringify(item)) })
	}
	return tags
}

const escapeAttr = (v: string) =>
	v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** JSON inside <script>: `<` escaped so no `</script>` can end it early. */
export const escapeScriptJson = (json: string) =>
	json
		.replace(/</g, '\\u003c')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')

/** Server side: the tags as HTML, each marked so the client can replace them after navigation. */
export function renderHeadTags(title: string, tags: HeadTag[]): string {
	let html = `<title>${escapeHtml(plainText(title))}</title>`
	for (const t of tags) {
		const attrs = Object.entries(t.attrs)
			.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
			.join('')
		// JSON-LD is a data block, never executed, so it needs no CSP nonce.
		if (t.tag === 'script') html += `<script${attrs} data-tk-head>${escapeScriptJson(t.json)}</script>`
		else html += `<${t.tag}${attrs} data-tk-head>`
	}
	return html
}
