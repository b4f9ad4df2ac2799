import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { type SupportAvailability, useAppConfig } from '../app/app-config'
import type { PageHandle } from '../app/route-handle'
import { useI18n } from '../i18n/context'
import { localizePath } from '../i18n/locales'
import { pageTitle } from '../pages/content-styles'
import { OperatorDetails } from '../pages/legal/OperatorDetails'
import { webPage } from '../seo/json-ld'
import { namespaceMeta } from '../seo/page-meta'
import { TOOL_KEYS } from '../tools/registry'
import { PATHS } from '../ui/paths'
import { useLocalized } from '../ui/use-localized'
import { ContactForm } from './ContactForm'
import { contactAction } from './form-action'

const CANONICAL = '/contact'
const container = css({
	maxWidth: '6xl',
	marginInline: 'auto',
	paddingInline: '4',
	paddingBlock: { base: '10', md: '16' },
})
const sideTitle = css({ fontSize: 'lg', fontWeight: 'bold', marginBottom: '3' })
const term = css({ fontWeight: 'semibold', marginTop: '3', _first: { marginTop: 0 } })
const link = css({ color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px' })
const intro = css({ color: 'fg.muted', fontSize: 'lg', marginTop: '3', maxWidth: '3xl' })
const layout = css({
	display: 'grid',
	gridTemplateColumns: { base: '1fr', md: '2fr 1fr' },
	gap: '8',
	marginTop: '10',
	alignItems: 'start',
})
const cardBox = card()
const formTitle = css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '6' })
const sidebar = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const privacyNote = css({ color: 'fg.muted', fontSize: 'sm', marginTop: '4' })
const faqText = css({ color: 'fg.muted', marginBottom: '3' })
const operatorBox = css({ marginTop: '4', paddingTop: '4', borderTopWidth: '1px', borderColor: 'border' })
const faqList = css({ display: 'flex', flexDirection: 'column', gap: '2' })

/**
 * SUPPORT_AVAILABILITY's text: the spec's "worldwide, 24/7" only when the operator says so; by default
 * the form is always open and messages are read in working hours (docs/decisions.md, 26).
 */
const AVAILABILITY_TEXT = {
	'working-hours': 'workingHours',
	weekdays: 'weekdays',
	'24-7': 'allHours',
} as const satisfies Record<SupportAvailability, string>

/** Spec section 2 (Contact): the form, contact details, the response-time note, the tools' FAQs. */
export function Component() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const t = LL.contact
	const { supportResponseHours, supportAvailability } = useAppConfig()
	return (
		<section className={container}>
			<h1 className={pageTitle}>{t.title()}</h1>
			<p className={intro}>{t.intro()}</p>
			<div className={layout}>
				<div className={cardBox}>
					<h2 className={formTitle}>{t.form.title()}</h2>
					<ContactForm />
				</div>
				<aside className={sidebar}>
					<section aria-labelledby="contact-details" className={cardBox} data-testid="contact-details">
						<h2 id="contact-details" className={sideTitle}>
							{t.details.title()}
						</h2>
						<dl>
							<dt className={term}>{t.details.response()}</dt>
							<dd>{t.details.responseText({ hours: supportResponseHours })}</dd>
							<dt className={term}>{t.details.availability()}</dt>
							<dd>{t.details.availabilityText[AVAILABILITY_TEXT[supportAvailability]]()}</dd>
							<dt className={term}>{t.details.languages()}</dt>
							<dd>{t.details.languagesText()}</dd>
						</dl>
						<div className={operatorBox} data-testid="contact-operator">
							<OperatorDetails imprintLink />
						</div>
						<p className={privacyNote}>
							{t.details.privacy()}{' '}
							<Link to={to(PATHS.privacy)} className={link}>
								{t.details.privacyLink()}
							</Link>
						</p>
					</section>
					<nav aria-labelledby="contact-faq" className={cardBox} data-testid="contact-faq">
						<h2 id="contact-faq" className={sideTitle}>
							{t.faq.title()}
						</h2>
						<p className={faqText}>{t.faq.text()}</p>
						<ul className={faqList}>
							{TOOL_KEYS.map((tool) => (
								<li key={tool}>
									<Link to={`${to(PATHS.tools[tool])}#faq`} className={link}>
										{t.faq[tool]()}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				</aside>
			</div>
		</section>
	)
}

export const action = contactAction

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
