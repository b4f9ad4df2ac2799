import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'

const page = css({
	maxWidth: '2xl',
	marginInline: 'auto',
	paddingInline: '4',
	paddingBlock: '24',
	textAlign: 'center',
})
const title = css({ fontSize: '3xl', fontWeight: 'bold', marginBlock: '4' })
const message = css({ color: 'fg.muted', marginBottom: '8' })
const homeButton = button()

/** Shown by the route error boundary after hydration (a server render failure gets render/error-document). */
export function ErrorPage() {
	const { LL, locale } = useI18n()
	return (
		<section role="alert" className={page}>
			<h1 className={title}>{LL.errorPage.title()}</h1>
			<p className={message}>{LL.errorPage.message()}</p>
			<a href={localizePath('/', locale)} className={homeButton}>
				{LL.errorPage.home()}
			</a>
		</section>
	)
}
