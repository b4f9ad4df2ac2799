import { css } from 'styled-system/css'
import { adminLayout } from 'styled-system/recipes'
import { AdminNav, type Chrome } from './AdminNav'
import { CountsTable } from './CountsTable'
import { type DashboardCounts, DashboardSummary } from './DashboardSummary'
import { type ServiceRow, ServicesTable } from './ServicesTable'
import type { dashboardStats } from './stats.server'
import { ViewsPerDayTable } from './ViewsPerDayTable'

type Stats = Awaited<ReturnType<typeof dashboardStats>>

/** /admin: the summary cards, the services, then the range's page views and tool calls. */
export function DashboardPage({
	csrf,
	stats,
	counts,
	refusals,
	outbox,
	services,
}: Chrome & {
	stats: Stats
	counts: DashboardCounts
	refusals: { refused: number; calls: number }
	outbox: { configured: boolean }
	services: ServiceRow[]
}) {
	const layout = adminLayout()
	return (
		<>
			<AdminNav csrf={csrf} />
			<main className={layout.main}>
				<h1 className={layout.title}>Dashboard</h1>
				<DashboardSummary counts={counts} refusals={refusals} outbox={outbox} days={stats.days} />
				<ServicesTable services={services} />
				<ViewsPerDayTable perDay={stats.pageViewsPerDay} days={stats.days} />
				<div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
					<CountsTable
						id="views-per-page"
						title="Page views per page and language"
						testId="admin-views-per-page"
						columns={['Page', 'Language', 'Views']}
						rows={stats.pageViews.map((p) => [p.path, p.lang, p.views])}
					/>
					<CountsTable
						id="tool-usage"
						title="Tool usage by outcome"
						testId="admin-tool-usage"
						columns={['Tool', 'Outcome', 'Calls']}
						rows={stats.toolUsage.map((t) => [t.tool, t.outcome, t.calls])}
					/>
				</div>
			</main>
		</>
	)
}
