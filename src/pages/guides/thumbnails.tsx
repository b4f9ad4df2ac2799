import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { listOf, optional } from '../../i18n/lists'
import { PATHS } from '../../ui/paths'
import { Tabs } from '../../ui/Tabs'
import { useLocalized } from '../../ui/use-localized'
import { h3, muted } from '../content-styles'
import { GuideLayout, guideHandle } from './GuideLayout'
import { cardGrid, cardList, Fact, FurtherReading, GuideSection, MistakeCard, WorkedExample } from './parts'

const cardBox = card()
const cardTitle = css({ fontWeight: 'bold' })
const colorsNote = `${muted} ${css({ marginBlock: '6' })}`
const palettesIntro = `${muted} ${css({ marginBottom: '4' })}`
const toolText = `${muted} ${css({ flex: 1 })}`
const toolButton = `${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`

/** /guides/thumbnail-design (docs/product-spec.md §2): tabs principles, colors, mistakes, tools; a worked example. */
export function Component() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const t = LL.guideThumbnails
	return (
		<GuideLayout
			guide="thumbnails"
			title={t.h1()}
			badges={listOf(t.badges).map((b) => b())}
			intro={listOf(t.intro).map((p) => p())}
		>
			<Tabs
				label={t.tabs.label()}
				testId="thumbnail-tabs"
				tabs={[
					{
						value: 'principles',
						label: t.tabs.principles(),
						content: (
							<GuideSection id="principles" title={t.principles.title()} intro={t.principles.intro()}>
								<ol className={cardList}>
									{listOf(t.principles.list).map((p, i) => (
										<li key={p.title()} className={cardBox}>
											<h3 className={cardTitle}>{`${i + 1}. ${p.title()}`}</h3>
											<p className={muted}>{p.text()}</p>
											<p>
												<strong>{`${t.principles.tipLabel()}: `}</strong>
												{p.tip()}
											</p>
										</li>
									))}
								</ol>
							</GuideSection>
						),
					},
					{
						value: 'colors',
						label: t.tabs.colors(),
						content: (
							<GuideSection id="colors" title={t.colors.title()} intro={t.colors.intro()}>
								<h3 className={h3}>{t.colors.strategiesTitle()}</h3>
								<ul className={cardGrid}>
									{listOf(t.colors.strategies).map((s) => (
										<li key={s.title()} className={cardBox}>
											<h4 className={cardTitle}>{s.title()}</h4>
											<p className={muted}>{s.text()}</p>
										</li>
									))}
								</ul>
								<p className={colorsNote}>{t.colors.note()}</p>
								<h3 className={h3}>{t.colors.palettesTitle()}</h3>
								<p className={palettesIntro}>{t.colors.palettesIntro()}</p>
								<ul className={cardGrid} data-testid="palettes">
									{listOf(t.colors.palettes).map((p) => (
										<li key={p.name()} className={cardBox}>
											<h4 className={cardTitle}>{p.name()}</h4>
											<dl>
												<Fact label={t.colors.colorsLabel()} value={p.colors()} />
												<Fact label={t.colors.moodLabel()} value={p.mood()} />
											</dl>
										</li>
									))}
								</ul>
							</GuideSection>
						),
					},
					{
						value: 'mistakes',
						label: t.tabs.mistakes(),
						content: (
							<GuideSection id="mistakes" title={t.mistakes.title()} intro={t.mistakes.intro()}>
								<ul className={cardList}>
									{listOf(t.mistakes.list).map((m) => (
										<MistakeCard
											key={m.title()}
											title={m.title()}
											text={m.text()}
											fixLabel={t.mistakes.fixLabel()}
											fix={m.fix()}
										/>
									))}
								</ul>
							</GuideSection>
						),
					},
					{
						value: 'tools',
						label: t.tabs.tools(),
						content: (
							<GuideSection id="tools" title={t.tools.title()} intro={t.tools.intro()}>
								<ul className={cardGrid}>
									{listOf(t.tools.list).map((tool) => {
										// Only some tools have a button (ours); the others' link is missing.
										const link = optional((tool as { link?: () => string }).link)
										return (
											<li key={tool.name()} className={cardBox}>
												<h3 className={cardTitle}>{tool.name()}</h3>
												<p className={toolText}>{tool.text()}</p>
												{link && (
													<Link to={to(PATHS.tools.thumbnail)} className={toolButton}>
														{link()}
													</Link>
												)}
											</li>
										)
									})}
								</ul>
							</GuideSection>
						),
					},
				]}
			/>
			<WorkedExample texts={t.workedExample} />
			<FurtherReading texts={t} />
		</GuideLayout>
	)
}

export const handle = guideHandle('thumbnails', (LL) => LL.guideThumbnails)
