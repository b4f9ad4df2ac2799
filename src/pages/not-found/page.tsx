import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import { statusMessage, statusPage, statusTitle } from '../content-styles'

const code = css({ fontSize: '6xl', fontWeight: 'bold', color: 'accent.text' })
const homeButton = button()

/** Decision 6: unknown paths answer HTTP 404 with this page, without any developer hint. */
export function Component() {
	const { LL, locale } = useI18n()
	return (
		<section className={statusPage}>
			<p aria-hidden="true" className={code}>
				404
			</p>
			<h1 className={statusTitle}>{LL.notFound.title()}</h1>
			<p className={statusMessage}>{LL.notFound.message()}</p>
			<Link to={localizePath('/', locale)} className={homeButton}>
				{LL.notFound.home()}
			</Link>
		</section>
	)
}

export const handle: PageHandle = {
	status: 404,
	count: false,
	meta: ({ LL }) => ({ title: LL.meta.notFound.title(), description: LL.meta.notFound.description(), noindex: true }),
}
