import { cx } from 'styled-system/css'
import { chart, chartTone } from 'styled-system/recipes'
import { formatCount, rectsPath, stackRects } from './geometry'
import { TimeFrame } from './TimeFrame'
import type { ChartTone } from './tone'

const slots = chart()

export interface StackedBarsProps {
	id: string
	title: string
	description: string
	/** One bar per bucket, oldest first: its label and each series' value. */
	bars: { label: string; values: Record<string, number> }[]
	/** Bottom to top, each with its colour and the name the legend shows. */
	series: { key: string; name: string; tone: ChartTone }[]
	ticks: { index: number; text: string; minor: boolean }[]
	scale: { max: number; ticks: number[] }
}

/**
 * Stacked bars over time with a legend (tool calls by outcome). The legend names
 * every colour, and each bar's tooltip lists its figures, so colour is never the only key (up to
 * MAX_TOOLTIP_BUCKETS bars; past that, the table behind the chart). Each series is one path.
 */
export function StackedBars({ id, title, description, bars, series, ticks, scale }: StackedBarsProps) {
	const rects = stackRects(
		bars.map((b) => b.values),
		series.map((s) => s.key),
		scale.max,
	)
	const totals = series.map((s) => bars.reduce((a, b) => a + (b.values[s.key] ?? 0), 0))
	return (
		<>
			<TimeFrame
				id={id}
				title={title}
				description={description}
				scale={scale}
				format={formatCount}
				ticks={ticks}
				buckets={bars.map((b) => ({ label: b.label, tooltip: tooltip(b, series) }))}
			>
				{series.map((s) => {
					const d = rectsPath(rects.filter((r) => r.series === s.key))
					return d && <path key={s.key} className={cx(slots.bar, chartTone({ tone: s.tone }))} d={d} />
				})}
			</TimeFrame>
			<ul className={slots.legend} aria-label={`${title}: legend`}>
				{series.map((s, i) => (
					<li key={s.key}>
						<span className={`${slots.swatch} ${chartTone({ tone: s.tone })}`} aria-hidden="true" />
						{s.name} ({formatCount(totals[i] ?? 0)})
					</li>
				))}
			</ul>
		</>
	)
}

function tooltip(bar: StackedBarsProps['bars'][number], series: StackedBarsProps['series']): string {
	const parts = series
		.filter((s) => (bar.values[s.key] ?? 0) > 0)
		.map((s) => `${s.name} ${formatCount(bar.values[s.key] ?? 0)}`)
	return `${bar.label}: ${parts.length ? parts.join(', ') : 'none'}`
}
