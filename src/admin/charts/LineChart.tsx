import { chart, chartTone } from 'styled-system/recipes'
import { linePaths } from './geometry'
import { TimeFrame } from './TimeFrame'
import type { ChartTone } from './tone'

const slots = chart()

export interface LineChartProps {
	id: string
	/** The chart's accessible name (its heading says the same). */
	title: string
	/** One or two sentences with what the chart shows: the range, the total, the peak. */
	description: string
	/** One point per bucket, oldest first; `null` = nothing to show there (a gap). */
	points: { label: string; value: number | null }[]
	ticks: { index: number; text: string; minor: boolean }[]
	scale: { max: number; ticks: number[] }
	format: (n: number) => string
	tone: ChartTone
}

/**
 * A line over time with the area under it, drawn on the server. Each bucket has an
 * invisible full-height target whose `<title>` is the browser's tooltip: exact figures on hover
 * without a script (up to MAX_TOOLTIP_BUCKETS buckets; past that, the table behind the chart).
 */
export function LineChart({ id, title, description, points, ticks, scale, format, tone }: LineChartProps) {
	const { line, area } = linePaths(
		points.map((p) => p.value),
		scale.max,
	)
	return (
		<TimeFrame
			id={id}
			title={title}
			description={description}
			scale={scale}
			format={format}
			ticks={ticks}
			buckets={points.map((p) => ({
				label: p.label,
				tooltip: `${p.label}: ${p.value === null ? 'no data' : format(p.value)}`,
			}))}
			plotClassName={chartTone({ tone })}
		>
			<path className={slots.area} d={area} />
			<path className={slots.line} d={line} />
		</TimeFrame>
	)
}
