import type { UIMatch } from 'react-router'
import type { Locale } from '../i18n/locales'
import type { LL } from '../i18n/translator'
import type { PageMeta } from '../seo/head'
import type { AppConfig } from './app-config'

export interface MetaArgs {
	LL: LL
	locale: Locale
	/** Unprefixed path of the page. */
	path: string
	config: AppConfig
	data: unknown
}

/** What a page module exports as `handle`, read by the server (status, head) and the client. */
export interface PageHandle {
	meta: (args: MetaArgs) => PageMeta
	/** HTTP status of the page (the not-found page answers 404). */
	status?: number
	/** Whether page views of this page are counted (never for unknown paths). */
	count?: boolean
}

/** The deepest match that carries a page handle. */
export function pageMatch(matches: UIMatch[]): (UIMatch & { handle: PageHandle }) | undefined {
	for (let i = matches.length - 1; i >= 0; i--) {
		if ((matches[i]?.handle as PageHandle | undefined)?.meta) return matches[i] as UIMatch & { handle: PageHandle }
	}
}
