import { useEffect, useRef } from 'react'
import { useMatches } from 'react-router'
import { useI18n } from '../i18n/context'
import { splitLocale } from '../i18n/locales'
import { applyHeadTags, headTags } from '../seo/head'
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
