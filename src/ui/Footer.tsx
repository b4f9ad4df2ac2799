import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { operatorPublished, useAppConfig } from '../app/app-config'
import { useI18n } from '../i18n/context'
import { LOCALE_INFO, LOCALES } from '../i18n/locales'
import { TOOL_KEYS } from '../tools/registry'
import { saveLanguageChoice } from './language-choice'
import { PATHS } from './paths'
import { useLocalized } from './use-localized'

/*
 * No margin above the footer: the space before it is main's padding (src/app/Root.tsx), which a
 * page ending in a full-width band drops, so no white strip sits between that band and the
 * footer.
 */
const wrap = css({ bg: 'bg.subtle', borderTopWidth: '1px', borderColor: 'border' })
const inner = css({ maxWidth: '6xl', marginInline: 'auto', paddingInline: '4', paddingBlock: '12' })
const grid = css({
	display: 'grid',
	gap: '8',
	gridTemplateColumns: '1fr',
	md: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
})
const heading = css({ fontSize: 'md', fontWeight: 'bold', marginBottom: '3' })
const list = css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '2' })
const link = css({ color: 'fg.muted', textDecoration: 'none', _hover: { color: 'fg', textDecoration: 'underline' } })
const siteName = css({ fontWeight: 'bold', fontSize: 'lg', marginBottom: '2' })
const description = css({ color: 'fg.muted', maxWidth: 'md' })
const bottom = css({
	marginTop: '10',
	paddingTop: '6',
	borderTopWidth: '1px',
	borderColor: 'border',
	display: 'flex',
	flexDirection: 'column',
	gap: '3',
	color: 'fg.muted',
	fontSize: 'sm',
})
const languages = css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: '3' })

export function Footer() {
	const { LL, locale } = useI18n()
	const { to, here } = useLocalized()
	const year = new Date().getUTCFullYear()
	const { operator } = useAppConfig()
	const columns = [
		{
			title: LL.footer.tools(),
			links: TOOL_KEYS.map((key) => ({ to: to(PATHS.tools[key]), label: LL.tools[key].title() })),
		},
		{
			title: LL.footer.resources(),
			links: [
				{ to: to(PATHS.help), label: LL.footer.helpCenter() },
				{ to: `${to(PATHS.home)}#tools`, label: LL.footer.toolGuides() },
				{ to: `${to(PATHS.help)}#faq`, label: LL.footer.faq() },
				{ to: to(PATHS.guides), label: LL.footer.guides() },
				// Served by the server, not the route tree (src/api-docs/): a full page load, in this language.
				{ to: to(PATHS.apiDocs), label: LL.footer.apiDocs(), document: true },
			],
		},
		{
			title: LL.footer.legal(),
			links: [
				{ to: to(PATHS.privacy), label: LL.footer.privacy() },
				{ to: to(PATHS.terms), label: LL.footer.terms() },
				{ to: to(PATHS.contact), label: LL.footer.contact() },
				// Only when the operator wrote one (OPERATOR_IMPRINT): without it /imprint is not found.
				...(operator.imprint !== null ? [{ to: to(PATHS.imprint), label: LL.footer.imprint() }] : []),
			],
		},
	]
	return (
		<footer className={wrap}>
			<div className={inner}>
				<div className={grid}>
					<div>
						<p className={siteName}>{LL.site.name()}</p>
						<p className={description}>{LL.footer.description()}</p>
					</div>
					{columns.map((column) => (
						<nav key={column.title} aria-label={column.title}>
							<h2 className={heading}>{column.title}</h2>
							<ul className={list}>
								{column.links.map((l) => (
									<li key={l.to}>
										{'document' in l ? (
											<a href={l.to} className={link}>
												{l.label}
											</a>
										) : (
											<Link to={l.to} className={link}>
												{l.label}
											</Link>
										)}
									</li>
								))}
							</ul>
						</nav>
					))}
				</div>
				<div className={bottom}>
					<p>{LL.footer.copyright({ year })}</p>
					<p data-testid="footer-operator">
						{operator.name
							? LL.footer.operatedBy({ name: operator.name })
							: !operatorPublished(operator) && LL.footer.notPublished()}
					</p>
					<nav aria-label={LL.footer.languages()}>
						<ul className={languages} data-testid="footer-languages">
							{LOCALES.map((code) => (
								<li key={code}>
									<Link
										to={here(code)}
										hrefLang={code}
										lang={code}
										className={link}
										aria-current={code === locale ? 'true' : undefined}
										onClick={() => saveLanguageChoice(code)}
									>
										{LOCALE_INFO[code].name}
									</Link>
								</li>
							))}
						</ul>
					</nav>
					<p>{LL.footer.credit()}</p>
				</div>
			</div>
		</footer>
	)
}
