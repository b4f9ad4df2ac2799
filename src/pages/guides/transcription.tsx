import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { useI18n } from '../../i18n/context'
import { listOf } from '../../i18n/lists'
import { howTo } from '../../seo/json-ld'
import { Tabs } from '../../ui/Tabs'
import { useLocalized } from '../../ui/use-localized'
import { bulletList, h2, muted } from '../content-styles'
import { GuideLayout, guideHandle } from './GuideLayout'
import { cardGrid, cardList, Fact, GuideSection, TipList, TitledCards, WorkedExample } from './parts'

const BENEFITS = ['seo', 'accessibility', 'reach', 'engagement'] as const
const table = css({
	width: '100%',
	borderCollapse: 'collapse',
	'& th, & td': { textAlign: 'start', padding: '3', borderBottomWidth: '1px', borderColor: 'border' },
	'& th': { fontWeight: 'semibold' },
})
const cardBox = card()
const cardTitle = css({ fontWeight: 'bold' })
const benefitImpact = css({ fontWeight: 'semibold', color: 'accent.text', marginTop: '1' })
const stepTitle = css({ fontSize: 'lg', fontWeight: 'bold' })
const factList = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const typesNote = `${muted} ${css({ marginTop: '4', fontSize: 'sm' })}`
const ctaButton = `${button()} ${css({ marginTop: '6' })}`
const languagesNote = `${muted} ${css({ marginTop: '4' })}`
const filesTitle = css({ fontSize: 'lg', fontWeight: 'bold', marginTop: '8', marginBottom: '4' })

/**
 * /guides/video-transcription (docs/product-spec.md §2): the three badges, four benefits with their
 * impact, four tabs (Process first), a worked example, next steps, previous and next guide.
 */
export function Component() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const t = LL.guideTranscription
	return (
		<GuideLayout
			guide="transcription"
			title={t.h1()}
			badges={[t.badges.seo(), t.badges.time(), t.badges.a11y()]}
			intro={listOf(t.intro).map((p) => p())}
		>
			<section aria-labelledby="benefits-title" className={cardBox} data-testid="benefits">
				<h2 id="benefits-title" className={h2}>
					{t.benefits.title()}
				</h2>
				<ul className={cardGrid}>
					{BENEFITS.map((key) => {
						const b = t.benefits[key]
						return (
							<li key={key} data-testid="benefit">
								<h3 className={cardTitle}>{b.title()}</h3>
								<p className={muted}>{b.text()}</p>
								<p className={benefitImpact}>{b.impact()}</p>
							</li>
						)
					})}
				</ul>
			</section>
			<Tabs
				label={t.h1()}
				testId="transcription-tabs"
				defaultValue="process"
				tabs={[
					{
						value: 'process',
						label: t.tabs.process(),
						content: (
							<GuideSection id="process" title={t.tabs.process()} intro={t.process.intro()}>
								<ol className={cardList}>
									{listOf(t.process, 'step').map((s, i) => (
										<li key={s.title()} className={cardBox} data-testid="process-step">
											<h3 className={stepTitle}>{`${i + 1}. ${s.title()}`}</h3>
											<p className={muted}>{s.text()}</p>
											<TipList label={t.process.labels.tips()} tips={listOf(s.tips).map((x) => x())} />
											<dl>
												<Fact label={t.process.labels.time()} value={s.time()} />
											</dl>
										</li>
									))}
								</ol>
							</GuideSection>
						),
					},
					{
						value: 'types',
						label: t.tabs.types(),
						content: (
							<GuideSection id="types" title={t.tabs.types()} intro={t.types.intro()}>
								<ul className={cardGrid}>
									{listOf(t.types, 'type').map((c) => (
										<li key={c.name()} className={cardBox} data-testid="caption-type">
											<h3 className={cardTitle}>{c.name()}</h3>
											<dl className={factList}>
												<Fact label={t.types.labels.accuracy()} value={c.accuracy()} />
												<Fact label={t.types.labels.effort()} value={c.effort()} />
												<Fact label={t.types.labels.seoValue()} value={c.seoValue()} />
												<Fact label={t.types.labels.bestFor()} value={c.bestFor()} />
											</dl>
										</li>
									))}
								</ul>
								<p className={typesNote}>{t.types.note()}</p>
								<h3 className={filesTitle}>{t.types.files.title()}</h3>
								<TitledCards items={listOf(t.types.files, 'f')} testId="caption-file-point" />
							</GuideSection>
						),
					},
					{
						value: 'seo',
						label: t.tabs.seo(),
						content: (
							<GuideSection id="seo" title={t.tabs.seo()} intro={t.seo.intro()}>
								<ul className={cardList}>
									{listOf(t.seo, 's').map((s) => (
										<li key={s.title()} className={cardBox} data-testid="seo-strategy">
											<h3 className={cardTitle}>{s.title()}</h3>
											<p className={muted}>{s.text()}</p>
											<p>
												<strong>{`${t.seo.labels.example()}: `}</strong>
												{s.example()}
											</p>
										</li>
									))}
								</ul>
								<Link to={to('/transcript-downloader')} className={ctaButton} data-testid="transcript-cta">
									{t.seo.cta()}
								</Link>
							</GuideSection>
						),
					},
					{
						value: 'languages',
						label: t.tabs.languages(),
						content: (
							<GuideSection id="languages" title={t.tabs.languages()} intro={t.languages.intro()}>
								<table className={table} data-testid="languages-table">
									<thead>
										<tr>
											<th scope="col">{t.languages.labels.language()}</th>
											<th scope="col">{t.languages.labels.speakers()}</th>
										</tr>
									</thead>
									<tbody>
										{listOf(t.languages, 'l').map((l) => (
											<tr key={l.name()}>
												<th scope="row">{l.name()}</th>
												<td>{l.speakers()}</td>
											</tr>
										))}
									</tbody>
								</table>
								<p className={languagesNote}>{t.languages.note()}</p>
							</GuideSection>
						),
					},
				]}
			/>
			<WorkedExample texts={t.workedExample} />
			<section aria-labelledby="next-steps" data-testid="next-steps">
				<h2 id="next-steps" className={h2}>
					{t.nextSteps.title()}
				</h2>
				<ol className={bulletList}>
					{listOf(t.nextSteps, 'n').map((n) => (
						<li key={n()}>{n()}</li>
					))}
				</ol>
			</section>
		</GuideLayout>
	)
}

export const handle = guideHandle(
	'transcription',
	(LL) => LL.guideTranscription,
	({ LL, locale }) => [
		howTo({
			name: LL.guideTranscription.tabs.process(),
			description: LL.guideTranscription.process.intro(),
			steps: listOf(LL.guideTranscription.process, 'step').map((s) => ({ name: s.title(), text: s.text() })),
			inLanguage: locale,
			totalTime: null,
		}),
	],
)
