import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useAppConfig } from '../../app/app-config'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { localizePath } from '../../i18n/locales'
import type { LL } from '../../i18n/translator'
import { faqPage, webPage } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { TOOL_KEYS, TOOLS } from '../../tools/registry'
import { Faq, type FaqEntry } from '../../ui/faq/Faq'
import { PATHS } from '../../ui/paths'
import { Tabs } from '../../ui/Tabs'
import { useLocalized } from '../../ui/use-localized'
import { badge, grid2, h2, h3, lead, muted, pageContainer, pageTitle, textLink } from '../content-styles'

const CANONICAL = '/help'
/** A guide per tool of the registry, in its order; each Try link goes to the tool's short path (its alias). */
const TOOL_GUIDES = TOOL_KEYS.map((key) => ({ key, path: TOOLS[key].paths[1] }))
/** Links into a tab: the footer's FAQ link is /help#faq. */
const HASH_TABS: Record<string, string> = {
	'#tools': 'tools',
	'#faq': 'general',
	'#general': 'general',
	'#resources': 'resources',
}

/** A dictionary's numbered questions (q1, q2…) as the FAQ shows them. */
const entries = (faq: Record<string, { q: () => string; a: () => string }>): FaqEntry[] =>
	listOf(faq).map((q) => ({ question: q.q(), answer: q.a() }))

/** Every question of the page (tool guides and general), for the FAQPage JSON-LD. */
const allQuestions = (LL: LL) =>
	[...TOOL_GUIDES.map((t) => LL.help.tools[t.key].faq), LL.help.general.faq].flatMap(entries)

/** The help centre (docs/product-spec.md §2): tool guides, general FAQ and resources in three tabs. */
export function Component() {
	const { LL } = useI18n()
	const h = LL.help
	const location = useLocation()
	// The server never sees the hash: start where it did, then follow the hash after hydration.
	const [tab, setTab] = useState('tools')
	useEffect(() => {
		const wanted = HASH_TABS[location.hash]
		if (wanted) setTab(wanted)
	}, [location.hash])
	return (
		<section className={pageContainer}>
			<h1 className={pageTitle}>{h.h1()}</h1>
			<p className={lead}>{h.intro()}</p>
			<Tabs
				label={h.tabs.label()}
				value={tab}
				onValueChange={setTab}
				hashes={HASH_TABS}
				testId="help-tabs"
				tabs={[
					{ value: 'tools', label: h.tabs.tools(), content: <ToolGuides /> },
					{ value: 'general', label: h.tabs.general(), content: <General /> },
					{ value: 'resources', label: h.tabs.resources(), content: <Resources /> },
				]}
			/>
		</section>
	)
}

const sectionIntro = `${muted} ${css({ marginBottom: '6' })}`
const guideList = css({ display: 'flex', flexDirection: 'column', gap: '10' })
const guideHeader = css({
	display: 'flex',
	gap: '4',
	alignItems: 'center',
	justifyContent: 'space-between',
	flexWrap: 'wrap',
	marginBottom: '4',
})
const guideTitle = css({ fontSize: 'xl', fontWeight: 'bold' })
const tryButton = button({ variant: 'outline', size: 'sm' })

function ToolGuides() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const h = LL.help
	return (
		<>
			<h2 className={h2}>{h.toolGuides.title()}</h2>
			<p className={sectionIntro}>{h.toolGuides.intro()}</p>
			<div className={guideList}>
				{TOOL_GUIDES.map(({ key, path }) => {
					const t = h.tools[key]
					return (
						<section key={key} aria-labelledby={`guide-${key}`} data-testid={`tool-guide-${key}`}>
							<div className={guideHeader}>
								<h3 id={`guide-${key}`} className={guideTitle}>
									{t.title()}
								</h3>
								<Link to={to(path)} className={tryButton} data-testid="try-link">
									{t.tryLink()}
								</Link>
							</div>
							<Faq name={`faq-${key}`} testId={`faq-${key}`} items={entries(t.faq)} />
						</section>
					)
				})}
			</div>
		</>
	)
}

const faqSection = css({ marginBottom: '10', scrollMarginTop: '80px' })
const legalLinks = css({ display: 'flex', gap: '6', flexWrap: 'wrap', marginTop: '4' })
const cardBox = card()
const itemList = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const itemTitle = css({ fontWeight: 'semibold' })
const srOnly = css({ srOnly: true })
const fixLabel = css({ fontWeight: 'semibold', color: 'fg' })

function General() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const h = LL.help
	return (
		<>
			<section id="faq" aria-labelledby="general-faq" className={faqSection}>
				<h2 id="general-faq" className={h2}>
					{h.general.title()}
				</h2>
				<p className={sectionIntro}>{h.general.intro()}</p>
				<Faq name="faq-general" testId="faq-general" items={entries(h.general.faq)} />
				<p className={legalLinks}>
					<Link to={to(PATHS.privacy)} className={textLink}>
						{h.general.privacyLink()}
					</Link>
					<Link to={to(PATHS.terms)} className={textLink}>
						{h.general.termsLink()}
					</Link>
				</p>
			</section>
			<div className={grid2}>
				<section aria-labelledby="common-issues" className={cardBox} data-testid="common-issues">
					<h2 id="common-issues" className={h2}>
						{h.commonIssues.title()}
					</h2>
					<ul className={itemList}>
						{listOf(h.commonIssues.items).map((item) => (
							<li key={item.problem()}>
								<p className={itemTitle}>
									<span className={srOnly}>{`${h.commonIssues.problemLabel()}: `}</span>
									{item.problem()}
								</p>
								<p className={muted}>
									<span className={fixLabel}>{`${h.commonIssues.fixLabel()}: `}</span>
									{item.fix()}
								</p>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="best-practices" className={cardBox} data-testid="best-practices">
					<h2 id="best-practices" className={h2}>
						{h.bestPractices.title()}
					</h2>
					<ul className={itemList}>
						{listOf(h.bestPractices.items).map((item) => (
							<li key={item.title()}>
								<p className={itemTitle}>{item.title()}</p>
								<p className={muted}>{item.text()}</p>
							</li>
						))}
					</ul>
				</section>
			</div>
		</>
	)
}

const resourcesIntro = `${muted} ${css({ marginBottom: '8' })}`
const resourceSection = css({ marginBottom: '10' })
const externalNote = `${muted} ${css({ marginBottom: '4' })}`
const resourceGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })
const comingSoonBadge = `${badge} ${css({ alignSelf: 'flex-start' })}`
const contactButton = `${button()} ${css({ alignSelf: 'flex-start' })}`

function Resources() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const r = LL.help.resources
	const { supportResponseHours } = useAppConfig()
	return (
		<>
			<h2 className={h2}>{r.title()}</h2>
			<p className={resourcesIntro}>{r.intro()}</p>
			<section aria-labelledby="external" className={resourceSection}>
				<h3 id="external" className={h3}>
					{r.external.title()}
				</h3>
				<p className={externalNote}>{r.external.note()}</p>
				<ul className={resourceGrid}>
					{listOf(r.external.links).map((l) => (
						<li key={l.url()} className={cardBox} data-testid="external-link">
							<a href={l.url()} target="_blank" rel="noopener noreferrer" className={textLink}>
								{l.title()}
								<span className={srOnly}>{` (${r.external.newTab()})`}</span>
								<span aria-hidden="true"> ↗</span>
							</a>
							<p className={muted}>{l.description()}</p>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="articles" className={resourceSection}>
				<h3 id="articles" className={h3}>
					{r.articles.title()}
				</h3>
				<ul className={resourceGrid}>
					{listOf(r.articles.items).map((a) => (
						<li key={a.title()} className={cardBox} data-testid="coming-soon">
							<span className={comingSoonBadge}>{r.articles.comingSoon()}</span>
							<p className={itemTitle}>{a.title()}</p>
							<p className={muted}>{a.description()}</p>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="support" className={cardBox} data-testid="contact-support">
				<h3 id="support" className={h3}>
					{r.contact.title()}
				</h3>
				<p className={muted}>{r.contact.text({ hours: supportResponseHours })}</p>
				<Link to={to(PATHS.contact)} className={contactButton}>
					{r.contact.link()}
				</Link>
			</section>
		</>
	)
}

export const handle: PageHandle = {
	meta: ({ LL, locale, config }) =>
		namespaceMeta(LL.help.meta, [
			webPage({
				type: 'WebPage',
				name: LL.help.h1(),
				description: LL.help.meta.description(),
				url: `${config.publicUrl}${localizePath(CANONICAL, locale)}`,
				inLanguage: locale,
			}),
			faqPage(allQuestions(LL), locale),
		]),
}
