import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { howTo } from '../../seo/json-ld'
import { PATHS } from '../../ui/paths'
import { bulletList, muted } from '../content-styles'
import { GuideLayout, guideHandle } from './GuideLayout'
import {
	cardGrid,
	cardList,
	FurtherReading,
	GuideSection,
	TipList,
	TitledCards,
	ToolCallout,
	WorkedExample,
} from './parts'

const cardBox = card()
const stepTitle = css({ fontSize: 'lg', fontWeight: 'bold' })
const cardTitle = css({ fontWeight: 'bold' })

/**
 * /guides/youtube-seo-guide (docs/product-spec.md §2): the 5-step process, advanced strategies, how
 * Shorts are found and a worked example, next guide.
 */
export function Component() {
	const { LL } = useI18n()
	const t = LL.guideSeo
	return (
		<GuideLayout
			guide="seo"
			title={t.h1()}
			badges={listOf(t.badges).map((b) => b())}
			intro={listOf(t.intro).map((p) => p())}
		>
			<GuideSection id="process" title={t.process.title()} intro={t.process.text()}>
				<ol className={cardList} data-testid="seo-steps">
					{listOf(t.steps).map((step, i) => (
						<li key={step.title()} className={cardBox}>
							<h3 className={stepTitle}>{`${i + 1}. ${step.title()}`}</h3>
							<p className={muted}>{step.text()}</p>
							<TipList label={t.process.tipsLabel()} tips={listOf(step.tips).map((x) => x())} />
						</li>
					))}
				</ol>
			</GuideSection>
			<GuideSection id="advanced" title={t.advanced.title()} intro={t.advanced.intro()}>
				<ul className={cardGrid}>
					{listOf(t.advanced, 's').map((s) => (
						<li key={s.title()} className={cardBox}>
							<h3 className={cardTitle}>{s.title()}</h3>
							<p className={muted}>{s.text()}</p>
						</li>
					))}
				</ul>
			</GuideSection>
			<GuideSection id="shorts" title={t.shorts.title()} intro={t.shorts.intro()}>
				<TitledCards items={listOf(t.shorts, 's')} testId="shorts-point" />
			</GuideSection>
			<WorkedExample texts={t.workedExample} />
			<GuideSection id="mistakes" title={t.mistakes.title()}>
				<ul className={bulletList}>
					{listOf(t.mistakes, 'm').map((m) => (
						<li key={m()}>{m()}</li>
					))}
				</ul>
			</GuideSection>
			<GuideSection id="tubekit" title={t.tubekit.title()} intro={t.tubekit.intro()}>
				<div className={cardGrid}>
					<ToolCallout
						title={t.tubekit.hashtag.title()}
						text={t.tubekit.hashtag.text()}
						link={t.tubekit.hashtag.link()}
						to={PATHS.tools.hashtag}
					/>
					<ToolCallout
						title={t.tubekit.transcript.title()}
						text={t.tubekit.transcript.text()}
						link={t.tubekit.transcript.link()}
						to={PATHS.tools.transcript}
					/>
				</div>
			</GuideSection>
			<FurtherReading texts={t} />
		</GuideLayout>
	)
}

export const handle = guideHandle(
	'seo',
	(LL) => LL.guideSeo,
	({ LL, locale }) => [
		howTo({
			name: LL.guideSeo.process.title(),
			description: LL.guideSeo.process.text(),
			steps: listOf(LL.guideSeo.steps).map((s) => ({ name: s.title(), text: s.text() })),
			inLanguage: locale,
			totalTime: null,
		}),
	],
)
