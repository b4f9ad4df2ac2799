import { button } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import { statusMessage, statusPage, statusTitle } from '../content-styles'

const homeButton = button()

/** Shown by the route error boundary after hydration (a server render failure gets page-document.ts, errorDocument). */
export function ErrorPage() {
	const { LL, locale } = useI18n()
	return (
		<section role="alert" className={statusPage}>
			<h1 className={statusTitle}>{LL.errorPage.title()}</h1>
			<p className={statusMessage}>{LL.errorPage.message()}</p>
			<a href={localizePath('/', locale)} className={homeButton}>
				{LL.errorPage.home()}
			</a>
		</section>
	)
}
