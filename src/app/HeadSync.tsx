import { useEffect, useRef } from 'react'
import { useMatches } from 'react-router'
import { useI18n } from '../i18n/context'
import type { Locale } from '../i18n/locales'
import { splitLocale } from '../i18n/locales'
import { type HeadTag, headTags, plainText } from '../seo/head'
import { useAppConfig } from './app-config'
import { pageMatch } from './route-handle'

/**
 * After a client-side navigation, replaces title, meta, canonical, alternates and JSON-LD
 * with the new page's. The first render keeps the server's head untouched.
 */
export function HeadSync() {
	const matches = useMatches()
	const { LL, locale } = useI18n()
	const config = useAppConfig()
	const first = useRef(true)
	const match = pageMatch(matches)
	const pathname = matches[matches.length - 1]?.pathname ?? '/'
	useEffect(() => {
		if (first.current) {
			first.current = false
			return
		}
		if (!match) return
		const { path } = splitLocale(pathname)
		const meta = match.handle.meta({ LL, locale, path, config, data: match.loaderData })
		applyHeadTags(
			document,
			meta.title,
			headTags(meta, { locale, path, publicUrl: config.publicUrl, robots: config.robots }),
			locale,
		)
	}, [match, pathname, LL, locale, config])
	return null
}

/** Client side: swaps the previous page's tags for this page's. */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[], lang: Locale): void {
	doc.title = plainText(title)
	doc.documentElement.lang = lang
	for (const old of Array.from(doc.head.querySelectorAll('[data-tk-head]'))) old.remove()
	for (const t of tags) {
		const el = doc.createElement(t.tag)
		for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v)
		el.setAttribute('data-tk-head', '')
		if (t.tag === 'script') el.textContent = t.json
		doc.head.append(el)
	}
}
