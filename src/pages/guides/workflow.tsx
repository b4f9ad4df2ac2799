import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { howTo } from '../../seo/json-ld'
import { PATHS } from '../../ui/paths'
import { bulletList, h2, muted } from '../content-styles'
import { GuideLayout, guideHandle } from './GuideLayout'
import { cardGrid, cardList, Fact, GuideSection, TitledCards, ToolCallout, WorkedExample } from './parts'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend'] as const
const TOOLS = [
	{ key: 'hashtag', path: PATHS.tools.hashtag },
	{ key: 'thumbnail', path: PATHS.tools.thumbnail },
	{ key: 'transcript', path: PATHS.tools.transcript },
] as const

const cardBox = card()
const phaseHeader = css({ display: 'flex', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })
const phaseTitle = css({ fontSize: 'lg', fontWeight: 'bold' })
const phaseDuration = css({ fontWeight: 'semibold', color: 'accent.text' })
const srOnly = css({ srOnly: true })
const stepList = css({ display: 'flex', flexDirection: 'column', gap: '3', marginTop: '2' })
const stepItem = css({ borderInlineStartWidth: '3px', borderColor: 'border', paddingInlineStart: '3' })
const stepTitle = css({ fontWeight: 'semibold' })
const bold = css({ fontWeight: 'bold' })
const keysLabel = css({ fontWeight: 'semibold', fontSize: 'sm' })
const schedule = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' } })
const scheduleRow = css({ display: 'contents' })
const toolGrid = css({
	display: 'grid',
	gap: '4',
	gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
})

/**
 * /guides/content-workflow (docs/product-spec.md §2): the three badges, five phases with durations,
 * three steps each (tools, tip), four content-type workflows, Shorts, a weekly schedule,
 * a worked example, the card tying Tubekit's tools to phases, links back.
 */
export function Component() {
	const { LL } = useI18n()
	const t = LL.guideWorkflow
	return (
		<GuideLayout
			guide="workflow"
			title={t.h1()}
			badges={[t.badges.system(), t.badges.time(), t.badges.templates()]}
			intro={listOf(t.intro).map((p) => p())}
		>
			<GuideSection id="phases" title={t.phases.title()} intro={t.phases.intro()}>
				<ol className={cardList}>
					{listOf(t.phases, 'phase').map((p, i) => (
						<li key={p.title()} className={cardBox} data-testid="phase">
							<div className={phaseHeader}>
								<h3 className={phaseTitle}>{`${i + 1}. ${p.title()}`}</h3>
								<p className={phaseDuration} data-testid="phase-duration">
									<span className={srOnly}>{`${t.phases.labels.duration()}: `}</span>
									{p.duration()}
								</p>
							</div>
							<p className={muted}>{p.text()}</p>
							<ol className={stepList}>
								{listOf(p.steps).map((s) => (
									<li key={s.title()} className={stepItem}>
										<h4 className={stepTitle}>{s.title()}</h4>
										<p className={muted}>{s.text()}</p>
										<dl>
											<Fact label={t.phases.labels.tools()} value={s.tools()} />
										</dl>
									</li>
								))}
							</ol>
							<p>
								<strong>{`${t.phases.labels.tip()}: `}</strong>
								{p.tip()}
							</p>
						</li>
					))}
				</ol>
			</GuideSection>
			<GuideSection id="workflows" title={t.workflows.title()} intro={t.workflows.intro()}>
				<ul className={cardGrid}>
					{listOf(t.workflows, 'w').map((w) => (
						<li key={w.name()} className={cardBox} data-testid="content-workflow">
							<h3 className={bold}>{w.name()}</h3>
							<dl>
								<Fact label={t.workflows.labels.planning()} value={w.planning()} />
								<Fact label={t.workflows.labels.production()} value={w.production()} />
							</dl>
							<p className={muted}>{w.text()}</p>
							<p className={keysLabel}>{t.workflows.labels.keys()}</p>
							<ul className={bulletList}>
								{listOf(w.keys).map((k) => (
									<li key={k()} className={muted}>
										{k()}
									</li>
								))}
							</ul>
						</li>
					))}
				</ul>
			</GuideSection>
			<GuideSection id="shorts" title={t.shorts.title()} intro={t.shorts.intro()}>
				<TitledCards items={listOf(t.shorts, 's')} testId="shorts-point" />
			</GuideSection>
			<GuideSection id="schedule" title={t.schedule.title()} intro={t.schedule.intro()}>
				<dl className={schedule} data-testid="schedule">
					{DAYS.map((d) => (
						<div key={d} className={scheduleRow}>
							<dt className={bold}>{t.schedule[d].day()}</dt>
							<dd className={muted}>{t.schedule[d].task()}</dd>
						</div>
					))}
				</dl>
			</GuideSection>
			<WorkedExample texts={t.workedExample} />
			<section aria-labelledby="tools-card" className={cardBox} data-testid="tools-card">
				<h2 id="tools-card" className={h2}>
					{t.toolsCard.title()}
				</h2>
				<p className={muted}>{t.toolsCard.text()}</p>
				<div className={toolGrid}>
					{TOOLS.map(({ key, path }) => {
						const tool = t.toolsCard[key]
						return (
							<ToolCallout
								key={key}
								title={`${tool.name()} · ${tool.phase()}`}
								text={tool.text()}
								link={tool.link()}
								to={path}
							/>
						)
					})}
				</div>
			</section>
		</GuideLayout>
	)
}

export const handle = guideHandle(
	'workflow',
	(LL) => LL.guideWorkflow,
	({ LL, locale }) => [
		howTo({
			name: LL.guideWorkflow.phases.title(),
			description: LL.guideWorkflow.phases.intro(),
			steps: listOf(LL.guideWorkflow.phases, 'phase').map((p) => ({ name: p.title(), text: p.text() })),
			inLanguage: locale,
			totalTime: null,
		}),
	],
)
