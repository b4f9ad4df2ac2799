import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useAppConfig } from '../../app/app-config'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import { type LL, listOf } from '../../i18n/translator'
import { faqPage, webPage } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { AppLink } from '../../ui/app-link'
import { Faq, type FaqEntry } from '../../ui/faq/Faq'
import { PATHS } from '../../ui/paths'
import { Tabs } from '../../ui/Tabs'
import { useLocalized } from '../../ui/use-localized'
import { badge, grid2, h2, h3, lead, muted, pageContainer, pageTitle, textLink } from '../content-styles'

const CANONICAL = '/help'
/** The four tool guides in the spec's order, with the short path each Try link goes to. */
const TOOL_GUIDES = [
	{ key: 'thumbnails', path: '/thumbnail-downloader' },
	{ key: 'transcripts', path: '/transcript-downloader' },
	{ key: 'hashtags', path: '/hashtag-generator' },
	{ key: 'profile', path: '/profile-downloader' },
] as const
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

/** The help centre (docs/product-spec.md §2, issue 7): tool guides, general FAQ and resources in three tabs. */
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

function ToolGuides() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const h = LL.help
	return (
		<>
			<h2 className={h2}>{h.toolGuides.title()}</h2>
			<p className={`${muted} ${css({ marginBottom: '6' })}`}>{h.toolGuides.intro()}</p>
			<div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
				{TOOL_GUIDES.map(({ key, path }) => {
					const t = h.tools[key]
					return (
						<section key={key} aria-labelledby={`guide-${key}`} data-testid={`tool-guide-${key}`}>
							<div
								className={css({
									display: 'flex',
									gap: '4',
									alignItems: 'center',
									justifyContent: 'space-between',
									flexWrap: 'wrap',
									marginBottom: '4',
								})}
							>
								<h3 id={`guide-${key}`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
									{t.title()}
								</h3>
								<AppLink to={to(path)} className={button({ variant: 'outline', size: 'sm' })} data-testid="try-link">
									{t.tryLink()}
								</AppLink>
							</div>
							<Faq name={`faq-${key}`} testId={`faq-${key}`} items={entries(t.faq)} />
						</section>
					)
				})}
			</div>
		</>
	)
}

function General() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const h = LL.help
	return (
		<>
			<section id="faq" aria-labelledby="general-faq" className={css({ marginBottom: '10', scrollMarginTop: '80px' })}>
				<h2 id="general-faq" className={h2}>
					{h.general.title()}
				</h2>
				<p className={`${muted} ${css({ marginBottom: '6' })}`}>{h.general.intro()}</p>
				<Faq name="faq-general" testId="faq-general" items={entries(h.general.faq)} />
				<p className={css({ display: 'flex', gap: '6', flexWrap: 'wrap', marginTop: '4' })}>
					<AppLink to={to(PATHS.privacy)} className={textLink}>
						{h.general.privacyLink()}
					</AppLink>
					<AppLink to={to(PATHS.terms)} className={textLink}>
						{h.general.termsLink()}
					</AppLink>
				</p>
			</section>
			<div className={grid2}>
				<section aria-labelledby="common-issues" className={card()} data-testid="common-issues">
					<h2 id="common-issues" className={h2}>
						{h.commonIssues.title()}
					</h2>
					<ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
						{listOf(h.commonIssues.items).map((item) => (
							<li key={item.problem()}>
								<p className={css({ fontWeight: 'semibold' })}>
									<span className={css({ srOnly: true })}>{`${h.commonIssues.problemLabel()}: `}</span>
									{item.problem()}
								</p>
								<p className={muted}>
									<span
										className={css({ fontWeight: 'semibold', color: 'fg' })}
									>{`${h.commonIssues.fixLabel()}: `}</span>
									{item.fix()}
								</p>
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="best-practices" className={card()} data-testid="best-practices">
					<h2 id="best-practices" className={h2}>
						{h.bestPractices.title()}
					</h2>
					<ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
						{listOf(h.bestPractices.items).map((item) => (
							<li key={item.title()}>
								<p className={css({ fontWeight: 'semibold' })}>{item.title()}</p>
								<p className={muted}>{item.text()}</p>
							</li>
						))}
					</ul>
				</section>
			</div>
		</>
	)
}

function Resources() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const r = LL.help.resources
	const { supportResponseHours } = useAppConfig()
	return (
		<>
			<h2 className={h2}>{r.title()}</h2>
			<p className={`${muted} ${css({ marginBottom: '8' })}`}>{r.intro()}</p>
			<section aria-labelledby="external" className={css({ marginBottom: '10' })}>
				<h3 id="external" className={h3}>
					{r.external.title()}
				</h3>
				<p className={`${muted} ${css({ marginBottom: '4' })}`}>{r.external.note()}</p>
				<ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
					{listOf(r.external.links).map((l) => (
						<li key={l.url()} className={card()} data-testid="external-link">
							<a href={l.url()} target="_blank" rel="noopener noreferrer" className={textLink}>
								{l.title()}
								<span className={css({ srOnly: true })}>{` (${r.external.newTab()})`}</span>
								<span aria-hidden="true"> ↗</span>
							</a>
							<p className={muted}>{l.description()}</p>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="articles" className={css({ marginBottom: '10' })}>
				<h3 id="articles" className={h3}>
					{r.articles.title()}
				</h3>
				<ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
					{listOf(r.articles.items).map((a) => (
						<li key={a.title()} className={card()} data-testid="coming-soon">
							<span className={`${badge} ${css({ alignSelf: 'flex-start' })}`}>{r.articles.comingSoon()}</span>
							<p className={css({ fontWeight: 'semibold' })}>{a.title()}</p>
							<p className={muted}>{a.description()}</p>
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="support" className={card()} data-testid="contact-support">
				<h3 id="support" className={h3}>
					{r.contact.title()}
				</h3>
				<p className={muted}>{r.contact.text({ hours: supportResponseHours })}</p>
				<AppLink to={to(PATHS.contact)} className={`${button()} ${css({ alignSelf: 'flex-start' })}`}>
					{r.contact.link()}
				</AppLink>
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
