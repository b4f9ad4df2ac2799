import { css } from 'styled-system/css'
import { chart } from 'styled-system/recipes'
import { isLocale, LOCALE_INFO } from '../i18n/locales'
import { BarList } from './charts/BarList'
import { ChartCard } from './charts/ChartCard'
import { formatCount, formatShare, niceScale } from './charts/geometry'
import { LineChart } from './charts/LineChart'
import { axisTicks, bucketLabel, PERIOD_INFO, type Unit } from './period'
import type { DashboardStats } from './stats.server'

/** Bars in a ranked chart; its table goes on to TABLE_ROWS, the rest summed in one row. */
const TOP = 10
const TABLE_ROWS = 50

export const UNIT_NAME: Record<Unit, string> = { hour: 'hour', day: 'day', month: 'month' }

const languageName = (code: string) => (isLocale(code) ? `${LOCALE_INFO[code].name} (${code})` : code)
const referrerName = (host: string) => host || 'Direct or none'

const rankedGrid = css({
	display: 'grid',
	gap: '4',
	gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
})

/**
 * Page views over the period and the ranked lists beside it: top pages, languages and referrer
 * hosts (Plausible's and Umami's one glance).
 */
export function TrafficCharts({ stats }: { stats: DashboardStats }) {
	const { phrase } = PERIOD_INFO[stats.period]
	const unit = stats.unit
	const peak = stats.views.reduce((a, v) => (v.views > a.views ? v : a), { bucket: '', views: 0 })
	const scale = niceScale(peak.views)
	return (
		<>
			<ChartCard
				id="views"
				title={`Page views per ${UNIT_NAME[unit]}`}
				total={`${formatCount(stats.totalViews)} in ${phrase}`}
				testId="admin-views-chart"
				table={{
					caption: `Page views per ${UNIT_NAME[unit]}, ${phrase} (UTC)`,
					columns: [{ label: `${capital(UNIT_NAME[unit])} (UTC)` }, { label: 'Views', numeric: true }],
					rows: stats.views.map((v) => [bucketLabel(unit, v.bucket), v.views]),
					testId: 'admin-views-table',
				}}
			>
				<LineChart
					id="views-chart"
					title={`Page views per ${UNIT_NAME[unit]}, ${phrase}`}
					description={
						stats.totalViews === 0
							? `No page views in ${phrase}.`
							: `${formatCount(stats.totalViews)} page views in ${phrase} (UTC); the most, ${formatCount(peak.views)}, in ${bucketLabel(unit, peak.bucket)}.`
					}
					points={stats.views.map((v) => ({ label: bucketLabel(unit, v.bucket), value: v.views }))}
					ticks={axisTicks(unit, stats.buckets)}
					scale={scale}
					format={formatCount}
					tone="blue"
				/>
			</ChartCard>
			<div className={rankedGrid}>
				<Ranked
					id="pages"
					title="Top pages"
					column="Page"
					testId="admin-pages"
					phrase={phrase}
					rows={stats.pages.map((p) => ({ label: p.path, value: p.views }))}
					more="pages"
				/>
				<Ranked
					id="languages"
					title="Languages"
					column="Language"
					testId="admin-languages"
					phrase={phrase}
					rows={stats.languages.map((l) => ({ label: languageName(l.lang), value: l.views }))}
					more="languages"
				/>
				<Ranked
					id="referrers"
					title="Referrers"
					column="Referrer host"
					testId="admin-referrers"
					phrase={phrase}
					rows={stats.referrers.map((r) => ({ label: referrerName(r.host), value: r.views }))}
					more="hosts"
				/>
			</div>
		</>
	)
}

const emptyNote = chart().empty

function Ranked({
	id,
	title,
	column,
	testId,
	phrase,
	rows,
	more,
}: {
	id: string
	title: string
	column: string
	testId: string
	phrase: string
	rows: { label: string; value: number }[]
	more: string
}) {
	const all = rows.reduce((a, r) => a + r.value, 0)
	const top = rows.slice(0, TOP)
	const rest = rows.slice(TABLE_ROWS)
	const tableRows: (string | number)[][] = rows
		.slice(0, TABLE_ROWS)
		.map((r) => [r.label, r.value, formatShare(all ? r.value / all : 0)])
	if (rest.length) {
		const n = rest.reduce((a, r) => a + r.value, 0)
		tableRows.push([`${rest.length} more ${more}`, n, formatShare(n / all)])
	}
	return (
		<ChartCard
			id={id}
			title={title}
			total={rows.length > TOP ? `top ${TOP} of ${formatCount(rows.length)}` : undefined}
			testId={testId}
			table={{
				caption: `${title}, page views in ${phrase}`,
				columns: [{ label: column }, { label: 'Views', numeric: true }, { label: 'Share', numeric: true }],
				rows: tableRows,
				testId: `${testId}-table`,
			}}
		>
			{top.length === 0 ? (
				<p className={emptyNote}>No page views in {phrase}.</p>
			) : (
				<BarList
					id={`${id}-chart`}
					title={`${title}, ${phrase}`}
					description={`${top
						.slice(0, 3)
						.map((r) => `${r.label} ${formatCount(r.value)}`)
						.join(', ')}${rows.length > 3 ? ', …' : ''} (${formatCount(all)} page views in all).`}
					rows={top}
					tone="blue"
				/>
			)}
		</ChartCard>
	)
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
