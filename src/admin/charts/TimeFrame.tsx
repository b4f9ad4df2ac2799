import type { ReactNode } from 'react'
import { chart } from 'styled-system/recipes'
import { TimeLabels, ValueGrid } from './Axes'
import { FRAME, MAX_TOOLTIP_BUCKETS, PLOT_UNITS } from './geometry'

const slots = chart()

/**
 * The frame every chart over time shares: the accessible name and description, the
 * value grid, a plot one unit wide per bucket that `children` draw in, each bucket's invisible
 * full-height tooltip target (up to MAX_TOOLTIP_BUCKETS; past that, the table behind the chart)
 * and the time labels. LineChart and StackedBars draw only their shapes.
 */
export function TimeFrame({
	id,
	title,
	description,
	scale,
	format,
	ticks,
	buckets,
	plotClassName,
	children,
}: {
	id: string
	title: string
	description: string
	scale: { max: number; ticks: number[] }
	format: (n: number) => string
	ticks: { index: number; text: string; minor: boolean }[]
	/** One per bucket, oldest first: its label (the key) and its tooltip. */
	buckets: { label: string; tooltip: string }[]
	plotClassName?: string
	children: ReactNode
}) {
	return (
		<svg
			className={slots.svg}
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
				viewBox={`0 0 ${buckets.length} ${PLOT_UNITS}`}
				preserveAspectRatio="none"
				className={plotClassName}
			>
				{children}
				{buckets.length <= MAX_TOOLTIP_BUCKETS &&
					buckets.map((b, i) => (
						<rect key={b.label} x={i} y="0" width="1" height={PLOT_UNITS} fill="transparent">
							<title>{b.tooltip}</title>
						</rect>
					))}
			</svg>
			<TimeLabels ticks={ticks} count={buckets.length} />
		</svg>
	)
}
