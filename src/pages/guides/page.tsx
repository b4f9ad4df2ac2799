import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { localizePath } from '../../i18n/locales'
import { webPage } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { PATHS } from '../../ui/paths'
import { useLocalized } from '../../ui/use-localized'
import { h2, lead, muted, pageContainer, pageTitle } from '../content-styles'
import { GuideCard } from './GuideCard'
import { GUIDES } from './guides'

const CANONICAL = '/guides'
/** The workflow section's steps in order, each with the tool it opens. */
const WORKFLOW_TOOLS = [
	PATHS.tools.hashtag,
	PATHS.tools.thumbnail,
	PATHS.tools.chapter,
	PATHS.tools.transcript,
	PATHS.tools.profile,
]
const cardGrid = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: '6',
	gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
})
const section = css({ marginTop: '14' })
const sectionIntro = `${muted} ${css({ marginBottom: '6' })}`
const tipGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })
const cardBox = card()
const cardTitle = css({ fontWeight: 'bold' })
const workflowGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const stepText = `${muted} ${css({ flex: 1 })}`
const stepButton = `${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`
const helpSection = `${section} ${card()}`
const helpButton = `${button()} ${css({ alignSelf: 'flex-start' })}`

/** The guide index (docs/product-spec.md §2): featured and other guides, quick tips, the tools' workflow, help. */
export function Component() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const g = LL.guideIndex
	return (
		<div className={pageContainer}>
			<h1 className={pageTitle}>{g.h1()}</h1>
			<p className={lead}>{g.intro()}</p>
			<section aria-labelledby="featured">
				<h2 id="featured" className={h2}>
					{g.featured.title()}
				</h2>
				<ul className={cardGrid} data-testid="featured-guides">
					{GUIDES.filter((x) => x.featured).map((guide) => (
						<GuideCard key={guide.key} guide={guide} large />
					))}
				</ul>
			</section>
			<section aria-labelledby="more" className={section}>
				<h2 id="more" className={h2}>
					{g.more.title()}
				</h2>
				<ul className={cardGrid} data-testid="more-guides">
					{GUIDES.filter((x) => !x.featured).map((guide) => (
						<GuideCard key={guide.key} guide={guide} />
					))}
				</ul>
			</section>
			<section aria-labelledby="tips" className={section} data-testid="quick-tips">
				<h2 id="tips" className={h2}>
					{g.tips.title()}
				</h2>
				<p className={sectionIntro}>{g.tips.intro()}</p>
				<ol className={tipGrid}>
					{listOf(g.tips.items).map((tip) => (
						<li key={tip.title()} className={cardBox}>
							<h3 className={cardTitle}>{tip.title()}</h3>
							<p className={muted}>{tip.text()}</p>
						</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="workflow" className={section} data-testid="guide-workflow">
				<h2 id="workflow" className={h2}>
					{g.workflow.title()}
				</h2>
				<p className={sectionIntro}>{g.workflow.intro()}</p>
				<ol className={workflowGrid}>
					{listOf(g.workflow.steps).map((step, i) => (
						<li key={step.title()} className={cardBox}>
							<h3 className={cardTitle}>{`${i + 1}. ${step.title()}`}</h3>
							<p className={stepText}>{step.text()}</p>
							<Link to={to(WORKFLOW_TOOLS[i] ?? PATHS.home)} className={stepButton}>
								{step.link()}
							</Link>
						</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="help" className={helpSection} data-testid="guides-help">
				<h2 id="help" className={h2}>
					{g.helpCentre.title()}
				</h2>
				<p className={muted}>{g.helpCentre.text()}</p>
				<Link to={to(PATHS.help)} className={helpButton}>
					{g.helpCentre.link()}
				</Link>
			</section>
		</div>
	)
}

export const handle: PageHandle = {
	meta: ({ LL, locale, config }) =>
		namespaceMeta(LL.guideIndex.meta, [
			webPage({
				type: 'WebPage',
				name: LL.guideIndex.h1(),
				description: LL.guideIndex.meta.description(),
				url: `${config.publicUrl}${localizePath(CANONICAL, locale)}`,
				inLanguage: locale,
			}),
		]),
}
