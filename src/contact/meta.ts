import type { PageHandle } from '../app/route-handle'
import { localizePath } from '../i18n/locales'
import { webPage } from '../seo/json-ld'
import { namespaceMeta } from '../seo/page-meta'

const CANONICAL = '/contact'

/** The page's head (title, meta, JSON-LD): read by the server and the app, never loaded by the island entry. */
export const handle: PageHandle = {
	meta: ({ LL, locale, config }) =>
		namespaceMeta(
			{ ...LL.contact.meta, description: () => LL.contact.meta.description({ hours: config.supportResponseHours }) },
			[
				webPage({
					type: 'ContactPage',
					name: LL.contact.meta.title(),
					description: LL.contact.meta.description({ hours: config.supportResponseHours }),
					url: `${config.publicUrl}${localizePath(CANONICAL, locale)}`,
					inLanguage: locale,
				}),
			],
		),
}
