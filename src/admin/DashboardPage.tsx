import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { adminLayout } from 'styled-system/recipes'
import { AdminNav, type Chrome } from './AdminNav'
import { type DashboardCounts, DashboardSummary } from './DashboardSummary'
import { PeriodPicker } from './PeriodPicker'
import { PERIOD_INFO } from './period'
import { type ServiceRow, ServicesTable } from './ServicesTable'
import type { DashboardStats } from './stats.server'
import { ToolCharts } from './ToolCharts'
import { TrafficCharts } from './TrafficCharts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', marginBottom: '8' })
const layout = adminLayout()
const titleRow = css({
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: '3',
	marginBottom: '4',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold' })

/**
 * /admin: the period picker, the summary cards, the charts of the period (traffic,
 * then tool calls and YouTube's refusals) and the services.
 */
export function DashboardPage({
	csrf,
	stats,
	counts,
	refusals,
	outbox,
	services,
	alertBanner,
	upstream,
}: Chrome & {
	stats: DashboardStats
	counts: DashboardCounts
	refusals: { refused: number; calls: number }
	outbox: { configured: boolean }
	services: ServiceRow[]
	/** The refusal alert's banner, when one is on (src/admin/Alert*.tsx). */
	alertBanner?: ReactNode
	/** "Which way to YouTube works", per path and egress (src/admin/Upstream*.tsx). */
	upstream?: ReactNode
}) {
	return (
		<>
			<AdminNav csrf={csrf} />
			<main className={layout.main}>
				<div className={titleRow}>
					<h1 className={title}>Dashboard</h1>
					<PeriodPicker period={stats.period} />
				</div>
				{/* ── Slot: the alert banner, built elsewhere; above everything when on. ── */}
				{alertBanner}
				<DashboardSummary
					counts={counts}
					refusals={refusals}
					outbox={outbox}
					phrase={PERIOD_INFO[stats.period].phrase}
				/>
				<div className={stack}>
					<TrafficCharts stats={stats} />
					<ToolCharts stats={stats} />
					{/* ── Slot: "Which way to YouTube works", built elsewhere. ── */}
					{upstream}
				</div>
				<ServicesTable services={services} />
			</main>
		</>
	)
}
