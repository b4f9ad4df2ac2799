import { chart, chartTone } from 'styled-system/recipes'
import { TimeLabels, ValueGrid } from './Axes'
import { FRAME, linePaths, MAX_TOOLTIP_BUCKETS, PLOT_UNITS } from './geometry'
import type { ChartTone } from './tone'

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
 * A line over time with the area under it, drawn on the server (issue 20). Each bucket has an
 * invisible full-height target whose `<title>` is the browser's tooltip: exact figures on hover
 * without a script (up to MAX_TOOLTIP_BUCKETS buckets; past that, the table behind the chart).
 */
export function LineChart({ id, title, description, points, ticks, scale, format, tone }: LineChartProps) {
	const c = chart()
	const { line, area } = linePaths(
		points.map((p) => p.value),
		scale.max,
	)
	return (
		<svg
			className={c.svg}
			height={FRAME.height}
			role="img"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-desc`}
		>
			<title id={`${id}-title`}>{title}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<ValueGrid ticks={scale.ticks} max={scale.max} format={format} />
			<svg
				x="0"
				y={FRAME.top}
				width="100%"
				height={FRAME.plot}
				viewBox={`0 0 ${points.length} ${PLOT_UNITS}`}
				preserveAspectRatio="none"
				className={chartTone({ tone })}
			>
				<path className={c.area} d={area} />
				<path className={c.line} d={line} />
				{points.length <= MAX_TOOLTIP_BUCKETS &&
					points.map((p, i) => (
						<rect key={p.label} x={i} y="0" width="1" height={PLOT_UNITS} fill="transparent">
							<title>{`${p.label}: ${p.value === null ? 'no data' : format(p.value)}`}</title>
						</rect>
					))}
			</svg>
			<TimeLabels ticks={ticks} count={points.length} />
		</svg>
	)
}
