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

export interface HeadContext {
	locale: Locale
	/** Unprefixed page path, e.g. /help */
	path: string
	publicUrl: string
	robots: 'index' | 'noindex'
}

export type HeadTag =
	| { tag: 'meta'; attrs: Record<string, string> }
	| { tag: 'link'; attrs: Record<string, string> }
	| { tag: 'script'; attrs: Record<string, string>; json: string }

export const DEFAULT_OG_IMAGE = '/images/og-default.png'

/** Every head tag but <title> (og:locale per decision 9); written by renderHeadTags, swapped by app/HeadSync.tsx. */
export function headTags(shown: PageMeta, ctx: HeadContext): HeadTag[] {
	const meta = withoutSoftHyphens(shown)
	const absolute = (p: string) => `${ctx.publicUrl}${p}`
	const path = meta.canonicalPath ?? ctx.path
	const url = absolute(localizePath(path, ctx.locale))
	const image = absolute(meta.image ?? DEFAULT_OG_IMAGE)
	const indexable = ctx.robots === 'index' && !meta.noindex
	const tags: HeadTag[] = [
		{ tag: 'meta', attrs: { name: 'description', content: meta.description } },
		{ tag: 'meta', attrs: { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' } },
	]
	if (meta.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } })
	if (!meta.noindex) {
		tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
		for (const code of LOCALES) {
			tags.push({
				tag: 'link',
				attrs: { rel: 'alternate', hreflang: code, href: absolute(localizePath(path, code)) },
			})
		}
		tags.push({
			tag: 'link',
			attrs: { rel: 'alternate', hreflang: 'x-default', href: absolute(localizePath(path, 'en')) },
		})
	}
	const og: [string, string][] = [
		['og:title', meta.title],
		['og:description', meta.description],
		['og:type', meta.type ?? 'website'],
		['og:url', url],
		['og:image', image],
		['og:site_name', 'Tubekit'],
		['og:locale', LOCALE_INFO[ctx.locale].ogLocale],
		...LOCALES.filter((c) => c !== ctx.locale).map((c): [string, string] => [
			'og:locale:alternate',
			LOCALE_INFO[c].ogLocale,
		]),
	]
	for (const [property, content] of og) tags.push({ tag: 'meta', attrs: { property, content } })
	const twitter: [string, string][] = [
		['twitter:card', 'summary_large_image'],
		['twitter:title', meta.title],
		['twitter:description', meta.description],
		['twitter:image', image],
	]
	for (const [name, content] of twitter) tags.push({ tag: 'meta', attrs: { name, content } })
	for (const item of meta.schema ?? []) {
		tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json: JSON.stringify(item) })
	}
	return tags
}

/** Soft hyphens break long words on a phone; search engines and link previews get the plain word. */
export const plainText = (text: string) => text.replaceAll('\u00ad', '')
function withoutSoftHyphens(meta: PageMeta): PageMeta {
	return {
		...meta,
		title: plainText(meta.title),
		description: plainText(meta.description),
		...(meta.keywords ? { keywords: meta.keywords.map(plainText) } : {}),
		...(meta.schema ? { schema: JSON.parse(plainText(JSON.stringify(meta.schema))) } : {}),
	}
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
