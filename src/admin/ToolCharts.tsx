import { chart } from 'styled-system/recipes'
import { ChartCard, TableRegion } from './charts/ChartCard'
import { DataTable } from './charts/DataTable'
import { formatCount, formatShare, niceScale, shareScale } from './charts/geometry'
import { LineChart } from './charts/LineChart'
import { StackedBars } from './charts/StackedBars'
import { foldOutcomes, outcomeSeries } from './outcome-series'
import { axisTicks, bucketLabel, PERIOD_INFO } from './period'
import { REFUSAL_OUTCOMES } from './refusals'
import type { DashboardStats } from './stats.server'
import { UNIT_NAME } from './TrafficCharts'

const slots = chart()

/**
 * Tool calls by outcome over the period (stacked) and YouTube's refusals as a share of them
 *: when YouTube began refusing this server, and how much.
 */
export function ToolCharts({ stats }: { stats: DashboardStats }) {
	const { phrase } = PERIOD_INFO[stats.period]
	const unit = stats.unit
	const per = UNIT_NAME[unit]
	const totals = new Map<string, number>()
	for (const c of stats.calls) for (const [o, n] of Object.entries(c.outcomes)) totals.set(o, (totals.get(o) ?? 0) + n)
	const series = outcomeSeries(totals)
	const bars = stats.calls.map((c) => ({
		label: bucketLabel(unit, c.bucket),
		values: foldOutcomes(c.outcomes, series),
	}))
	const ticks = axisTicks(unit, stats.buckets)
	const { refused, calls } = stats.refusals
	const shares = stats.calls.map((c) => (c.calls ? c.refused / c.calls : null))
	const worst = stats.calls.reduce<{ bucket: string; share: number } | null>(
		(a, c) => (c.calls && (!a || c.refused / c.calls > a.share) ? { bucket: c.bucket, share: c.refused / c.calls } : a),
		null,
	)
	return (
		<>
			<ChartCard
				id="outcomes"
				title={`Tool calls per ${per}, by outcome`}
				total={`${formatCount(calls)} in ${phrase}`}
				testId="admin-outcomes-chart"
				table={{
					caption: `Tool calls per ${per} and outcome, ${phrase} (UTC)`,
					columns: [
						{ label: `${per} (UTC)` },
						{ label: 'Calls', numeric: true },
						...series.map((s) => ({ label: s.name, numeric: true })),
					],
					rows: stats.calls.map((call, i) => [
						bucketLabel(unit, call.bucket),
						call.calls,
						...series.map((s) => bars[i]?.values[s.key] ?? 0),
					]),
					testId: 'admin-outcomes-table',
				}}
			>
				<StackedBars
					id="outcomes-chart"
					title={`Tool calls per ${per} by outcome, ${phrase}`}
					description={
						calls === 0
							? `No tool calls in ${phrase}.`
							: `${formatCount(calls)} tool calls in ${phrase} (UTC): ${series
									.map((s) => `${s.name} ${formatCount(totals.get(s.key) ?? sumOther(totals, series))}`)
									.join(', ')}.`
					}
					bars={bars}
					series={series}
					ticks={ticks}
					scale={niceScale(Math.max(0, ...stats.calls.map((x) => x.calls)))}
				/>
				<details className={slots.details}>
					<summary className={slots.summary}>Totals per tool and outcome</summary>
					<TableRegion label="Totals per tool and outcome">
						<DataTable
							caption={`Tool calls per tool and outcome, ${phrase}`}
							columns={[{ label: 'Tool' }, { label: 'Outcome' }, { label: 'Calls', numeric: true }]}
							rows={stats.toolUsage.map((t) => [t.tool, t.outcome, t.calls])}
							testId="admin-tool-usage"
						/>
					</TableRegion>
				</details>
			</ChartCard>
			<ChartCard
				id="refusals-share"
				title={`YouTube refusals per ${per}, as a share of tool calls`}
				total={calls ? `${formatShare(refused / calls)} in ${phrase}` : undefined}
				testId="admin-refusals-chart"
				table={{
					caption: `YouTube refusals per ${per}, ${phrase} (UTC)`,
					columns: [
						{ label: `${per} (UTC)` },
						{ label: 'Tool calls', numeric: true },
						{ label: 'Refused', numeric: true },
						{ label: 'Share', numeric: true },
					],
					rows: stats.calls.map((call) => [
						bucketLabel(unit, call.bucket),
						call.calls,
						call.refused,
						call.calls ? formatShare(call.refused / call.calls) : '–',
					]),
					testId: 'admin-refusals-table',
				}}
			>
				<LineChart
					id="refusals-share-chart"
					title={`YouTube refusals as a share of tool calls per ${per}, ${phrase}`}
					description={
						calls === 0
							? `No tool calls in ${phrase}.`
							: `${formatCount(refused)} of ${formatCount(calls)} tool calls refused (${formatShare(refused / calls)}) in ${phrase} (UTC)${
									worst && worst.share > 0
										? `; the most, ${formatShare(worst.share)}, in ${bucketLabel(unit, worst.bucket)}`
										: ''
								}. Refusals: ${REFUSAL_OUTCOMES.join(', ')}. A gap is a ${per} without tool calls.`
					}
					points={stats.calls.map((call, i) => ({ label: bucketLabel(unit, call.bucket), value: shares[i] ?? null }))}
					ticks={ticks}
					scale={shareScale(Math.max(0, ...shares.map((s) => s ?? 0)))}
					format={(n) => `${Math.round(n * 1000) / 10}%`}
					tone="red"
				/>
			</ChartCard>
		</>
	)
}

/** The grey series' total: every outcome without a colour of its own. */
function sumOther(totals: ReadonlyMap<string, number>, series: readonly { key: string }[]): number {
	const own = new Set(series.map((s) => s.key))
	let n = 0
	for (const [k, v] of totals) if (!own.has(k)) n += v
	return n
}
