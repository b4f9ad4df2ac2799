import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { useAppConfig } from '../../app/app-config'
import type { MetaArgs, PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { listOf, optional } from '../../i18n/lists'
import { type Locale, localizePath } from '../../i18n/locales'
import { webPage } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { PATHS } from '../../ui/paths'
import { useLocalized } from '../../ui/use-localized'
import { bulletList, h2, muted, narrowContainer, pageTitle, prose, textLink } from '../content-styles'
import { OperatorDetails } from './OperatorDetails'

/** A text of the legal pages; the configured periods and limits fill its `{…}` (AppConfig.legal). */
type Text = (values?: object) => string
/**
 * A section of a legal text: a title, paragraphs p1…, an optional list and optional links
 * (read with `optional`: a missing key is a truthy stand-in that shows the key).
 */
interface Section {
	title: Text
	items?: Record<string, Text>
	link?: Text
	privacyLink?: Text
	/** A link to the API documentation (English, served by the server: a full page load, as in the footer). */
	apiLink?: Text
	[paragraph: `p${number}`]: Text
}

export interface LegalDoc {
	doc: 'privacy' | 'terms'
	canonical: string
	/** The day the text last changed (decision 19: kept with the text, not the day of viewing). */
	updated: string
	sections: readonly string[]
	/** The section that names the operator (OPERATOR_*: OperatorDetails) after its paragraphs. */
	operatorSection: string
	/**
	 * A section set apart from the rest in a highlighted box: the right to object, which Art. 21(4) GDPR
	 * wants brought to the reader's attention clearly and separately from any other information.
	 */
	highlighted?: string
	/** Sections shown in one language only: the KVKK information is for readers in Turkey (tr). */
	onlyIn?: Readonly<Record<string, Locale>>
}

/** `2026-11-21` as the page's language writes a date (UTC, so server and browser agree). */
export const formatDate = (isoDay: string, locale: Locale) => dateFormat(locale).format(new Date(`${isoDay}T00:00:00Z`))

/**
 * One formatter per language: making an Intl.DateTimeFormat costs more than the rest of a legal page's
 * header (about 7 % of its uncached render).
 */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()
function dateFormat(locale: Locale): Intl.DateTimeFormat {
	let format = dateFormats.get(locale)
	if (format === undefined) {
		format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
		dateFormats.set(locale, format)
	}
	return format
}

const updatedText = `${muted} ${css({ marginTop: '2' })}`
const introProse = `${prose} ${css({ marginTop: '6', fontSize: 'lg' })}`
const legalSection = css({ marginTop: '10', scrollMarginTop: '80px' })
const highlightedSection = `${legalSection} ${css({
	bg: 'accent.subtle',
	borderInlineStartWidth: '4px',
	borderColor: 'accent.text',
	borderRadius: 'md',
	paddingBlock: '5',
	paddingInline: { base: '4', sm: '6' },
	'& h2': { marginTop: '0' },
})}`

/** The privacy policy and the terms (docs/product-spec.md §2): sections in order, date on top. */
export function LegalPage({ doc, updated, sections, operatorSection, highlighted, onlyIn = {} }: LegalDoc) {
	const { LL, locale } = useI18n()
	const { to } = useLocalized()
	const values = useAppConfig().legal
	const t = LL.legal[doc]
	const all = t as unknown as Record<string, Section>
	return (
		<article className={narrowContainer}>
			<h1 className={pageTitle}>{t.h1()}</h1>
			<p className={updatedText} data-testid="legal-updated">
				<time dateTime={updated}>{LL.legal.updatedLabel({ date: formatDate(updated, locale) })}</time>
			</p>
			<div className={introProse}>
				{listOf(t.intro).map((p) => (
					<p key={p()}>{p()}</p>
				))}
			</div>
			{sections.map((id) => {
				if ((onlyIn[id] ?? locale) !== locale) return null
				const s = all[id] as Section
				const items = optional(s.items)
				const privacyLink = optional(s.privacyLink)
				const link = optional(s.link)
				const apiLink = optional(s.apiLink)
				return (
					<section
						key={id}
						id={id}
						aria-labelledby={`${id}-title`}
						className={id === highlighted ? highlightedSection : legalSection}
						data-testid="legal-section"
						data-highlighted={id === highlighted || undefined}
					>
						<h2 id={`${id}-title`} className={h2}>
							{s.title()}
						</h2>
						<div className={prose}>
							{listOf(s as unknown as Record<string, Text>, 'p').map((p) => (
								<p key={p()}>{p(values)}</p>
							))}
							{id === operatorSection && <OperatorDetails imprintLink />}
							{items && (
								<ul className={bulletList}>
									{listOf(items).map((i) => (
										<li key={i()}>{i(values)}</li>
									))}
								</ul>
							)}
							{apiLink && (
								<p>
									<a href={PATHS.apiDocs} hrefLang="en" className={textLink}>
										{apiLink()}
									</a>
								</p>
							)}
							{privacyLink && (
								<p>
									<Link to={to(PATHS.privacy)} className={textLink}>
										{privacyLink()}
									</Link>
								</p>
							)}
							{link && (
								<p>
									<Link to={to(PATHS.contact)} className={textLink}>
										{link()}
									</Link>
								</p>
							)}
						</div>
					</section>
				)
			})}
		</article>
	)
}

/** The route handle of a legal page: its meta texts and a WebPage with dateModified. */
export function legalHandle({ doc, canonical, updated }: LegalDoc): PageHandle {
	return {
		meta: ({ LL, locale, config }: MetaArgs) =>
			namespaceMeta(
				LL.legal[doc].meta,
				[
					webPage({
						type: 'WebPage',
						name: LL.legal[doc].h1(),
						description: LL.legal[doc].meta.description(),
						url: `${config.publicUrl}${localizePath(canonical, locale)}`,
						inLanguage: locale,
						dateModified: updated,
					}),
				],
				{ canonicalPath: canonical },
			),
	}
}
