import { cx } from 'styled-system/css'
import { chart } from 'styled-system/recipes'
import { centrePercent, FRAME, gridY } from './geometry'

const slots = chart()

/** The value axis: a gridline per tick, its figure above it at the start (no margin taken). */
export function ValueGrid({ ticks, max, format }: { ticks: number[]; max: number; format: (n: number) => string }) {
	return (
		<g>
			{ticks.map((t) => (
				<g key={t}>
					<line className={slots.grid} x1="0" x2="100%" y1={gridY(t, max)} y2={gridY(t, max)} />
					<text className={slots.axis} x="0" y={gridY(t, max) - 4}>
						{format(t)}
					</text>
				</g>
			))}
		</g>
	)
}

/**
 * The time axis's labels under the plot, each at its bucket's centre; the first and last are
 * anchored inwards so they stay inside the frame.
 */
export function TimeLabels({
	ticks,
	count,
}: {
	ticks: { index: number; text: string; minor: boolean }[]
	count: number
}) {
	return (
		<g>
			{ticks.map((t) => {
				const at = (t.index + 0.5) / count
				const anchor = at < 0.06 ? 'start' : at > 0.94 ? 'end' : 'middle'
				return (
					<text
						key={t.index}
						className={cx(slots.axis, t.minor && slots.minor)}
						x={centrePercent(t.index, count)}
						y={FRAME.labelY}
						textAnchor={anchor}
					>
						{t.text}
					</text>
				)
			})}
		</g>
	)
}
