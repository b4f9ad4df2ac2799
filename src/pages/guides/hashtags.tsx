import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { howTo } from '../../seo/json-ld'
import { PATHS } from '../../ui/paths'
import { muted } from '../content-styles'
import { GuideLayout, guideHandle } from './GuideLayout'
import { guideOf, guidePath } from './guides'
import { cardGrid, cardList, FurtherReading, GuideSection, MistakeCard, ToolCallout, WorkedExample } from './parts'

/** How many hashtags of the description YouTube shows above the title (the example shows the same). */
const SHOWN_ABOVE_TITLE = 3
/**
 * Long hashtags and addresses (#howtobakesourdoughbreadathomeforbeginners, youtube.com/hashtag/…)
 * may break anywhere rather than widen a grid column past a phone's screen.
 */
const wrapLong = css({ overflowWrap: 'anywhere' })
/** In a two-column grid of an odd number of cards, the last one takes the whole row (no gap beside it). */
const lastSpans = css({ '& > li:last-child:nth-child(odd)': { gridColumn: '1 / -1' } })
const grid = `${cardGrid} ${wrapLong} ${lastSpans}`
const cardBox = card()
const cardTitle = css({ fontWeight: 'bold' })
const stepTitle = css({ fontSize: 'lg', fontWeight: 'bold' })
const privacyCard = `${card()} ${css({ marginTop: '4', bg: 'success.subtle', borderColor: 'success', boxShadow: 'none' })}`
const privacyTitle = css({ fontWeight: 'bold', color: 'success.text' })
const calloutGrid = `${cardGrid} ${css({ marginTop: '4' })}`

/**
 * /guides/youtube-hashtags: what YouTube does with hashtags (title,
 * description, hashtag pages, Shorts) with an example description, YouTube's rules and what
 * breaking them costs, six steps to choose them, common mistakes, a worked example, and
 * Tubekit's generator.
 */
export function Component() {
	const { LL } = useI18n()
	const t = LL.guideHashtags
	return (
		<GuideLayout
			guide="hashtags"
			title={t.h1()}
			badges={listOf(t.badges).map((b) => b())}
			intro={listOf(t.intro).map((p) => p())}
		>
			<GuideSection id="how" title={t.how.title()} intro={t.how.intro()}>
				<ul className={grid}>
					{listOf(t.how, 's').map((s) => (
						<li key={s.title()} className={cardBox} data-testid="hashtag-placement">
							<h3 className={cardTitle}>{s.title()}</h3>
							<p className={muted}>{s.text()}</p>
						</li>
					))}
				</ul>
				<Example />
			</GuideSection>
			<GuideSection id="rules" title={t.rules.title()} intro={t.rules.intro()}>
				<ul className={grid}>
					{listOf(t.rules, 'r').map((r) => (
						<li key={r.title()} className={cardBox} data-testid="hashtag-rule">
							<h3 className={cardTitle}>{r.title()}</h3>
							<p className={muted}>{r.text()}</p>
							<p>
								<strong>{`${t.rules.consequenceLabel()}: `}</strong>
								{r.consequence()}
							</p>
						</li>
					))}
				</ul>
			</GuideSection>
			<GuideSection id="choose" title={t.choose.title()} intro={t.choose.intro()}>
				<ol className={`${cardList} ${wrapLong}`}>
					{listOf(t.choose, 'step').map((s, i) => (
						<li key={s.title()} className={cardBox} data-testid="choose-step">
							<h3 className={stepTitle}>{`${i + 1}. ${s.title()}`}</h3>
							<p className={muted}>{s.text()}</p>
							<p>
								<strong>{`${t.choose.exampleLabel()}: `}</strong>
								{s.example()}
							</p>
						</li>
					))}
				</ol>
			</GuideSection>
			<GuideSection id="mistakes" title={t.mistakes.title()} intro={t.mistakes.intro()}>
				<ul className={grid}>
					{listOf(t.mistakes, 'm').map((m) => (
						<MistakeCard
							key={m.title()}
							title={m.title()}
							text={m.text()}
							fixLabel={t.mistakes.fixLabel()}
							fix={m.fix()}
							testId="hashtag-mistake"
						/>
					))}
				</ul>
			</GuideSection>
			<WorkedExample texts={t.workedExample} />
			<GuideSection id="tubekit" title={t.tubekit.title()} intro={t.tubekit.intro()}>
				<ol className={grid}>
					{listOf(t.tubekit, 's').map((s, i) => (
						<li key={s.title()} className={cardBox} data-testid="generator-step">
							<h3 className={cardTitle}>{`${i + 1}. ${s.title()}`}</h3>
							<p className={muted}>{s.text()}</p>
						</li>
					))}
				</ol>
				<div className={privacyCard} data-testid="generator-privacy">
					<h3 className={privacyTitle}>{t.tubekit.privacy.title()}</h3>
					<p>{t.tubekit.privacy.text()}</p>
				</div>
				<div className={calloutGrid}>
					<ToolCallout
						title={t.tubekit.generator.title()}
						text={t.tubekit.generator.text()}
						link={t.tubekit.generator.link()}
						to={PATHS.tools.hashtag}
					/>
					<ToolCallout
						title={LL.guideIndex.cards.seo.title()}
						text={t.tubekit.seoGuide.text()}
						link={t.tubekit.seoGuide.link()}
						to={guidePath(guideOf('seo'))}
					/>
				</div>
			</GuideSection>
			<FurtherReading texts={t} />
		</GuideLayout>
	)
}

const exampleCard = `${card()} ${css({ marginTop: '6' })}`
const exampleTitle = css({ display: 'block', fontWeight: 'bold' })
const exampleHint = `${muted} ${css({ display: 'block' })}`
const exampleGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const videoFrame = css({
	borderRadius: 'md',
	bg: 'bg.subtle',
	aspectRatio: '16 / 9',
	display: 'grid',
	placeItems: 'center',
	color: 'fg.muted',
})
const shownHashtags = css({ color: 'accent.text', fontSize: 'sm', marginTop: '2' })
const videoTitle = css({ fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3' })
const descriptionBox = css({
	borderRadius: 'md',
	bg: 'bg.subtle',
	padding: '4',
	fontSize: 'sm',
	display: 'flex',
	flexDirection: 'column',
	gap: '2',
})
const descriptionLabel = css({ fontWeight: 'semibold' })
const chapter = css({ display: 'block' })
const descriptionHashtags = css({ color: 'accent.text', overflowWrap: 'anywhere' })

/**
 * A description with its hashtags and, drawn like the hashtag generator's preview, the watch
 * page's title with the first three of them above it.
 */
function Example() {
	const { LL } = useI18n()
	const e = LL.guideHashtags.how.example
	const shown = e.hashtags().split(/\s+/).slice(0, SHOWN_ABOVE_TITLE).join(' ')
	return (
		<figure className={exampleCard} data-testid="hashtag-example">
			<figcaption>
				<span className={exampleTitle}>{e.title()}</span>
				<span className={exampleHint}>{e.hint()}</span>
			</figcaption>
			<div className={exampleGrid}>
				<div>
					<div aria-hidden="true" className={videoFrame}>
						<svg width="40" height="40" viewBox="0 0 24 24" fill="currentColor" focusable="false">
							<path d="M8 5v14l11-7z" />
						</svg>
					</div>
					<p className={shownHashtags} data-testid="example-shown">
						{shown}
					</p>
					<p className={videoTitle}>{e.videoTitle()}</p>
				</div>
				<div className={descriptionBox}>
					<p className={descriptionLabel}>{e.descriptionLabel()}</p>
					<p>{e.description()}</p>
					<p>
						{listOf(e.chapters).map((c) => (
							<span key={c()} className={chapter}>
								{c()}
							</span>
						))}
					</p>
					<p className={descriptionHashtags} data-testid="example-hashtags">
						{e.hashtags()}
					</p>
				</div>
			</div>
		</figure>
	)
}

export const handle = guideHandle(
	'hashtags',
	(LL) => LL.guideHashtags,
	({ LL, locale }) => [
		howTo({
			name: LL.guideHashtags.choose.title(),
			description: LL.guideHashtags.choose.intro(),
			steps: listOf(LL.guideHashtags.choose, 'step').map((s) => ({ name: s.title(), text: s.text() })),
			inLanguage: locale,
			totalTime: null,
		}),
	],
)
