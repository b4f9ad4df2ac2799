import { chart, chartTone } from 'styled-system/recipes'
import { barWidths, formatCount } from './geometry'
import type { ChartTone } from './tone'

/** Pixels per row; the bar is a little shorter, so rows stay apart. */
export const ROW = 30
const BAR = 26
/** Longer labels are cut with an ellipsis (the table behind the chart has them whole). */
export const LABEL_CHARS = 36

const slots = chart()

export interface BarListProps {
	id: string
	title: string
	description: string
	rows: { label: string; value: number }[]
	tone: ChartTone
}

/**
 * A ranked list as horizontal bars, each behind its label and figure (Plausible's and Umami's
 * top pages): widths in percent of the frame, text in pixels, so it reads the same at any width.
 */
export function BarList({ id, title, description, rows, tone }: BarListProps) {
	const widths = barWidths(rows.map((r) => r.value))
	return (
		<svg
			className={slots.svg}
			height={Math.max(1, rows.length) * ROW}
			role="img"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-desc`}
		>
			<title id={`${id}-title`}>{title}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<g className={chartTone({ tone })}>
				{rows.map((r, i) => (
					<g key={r.label}>
						<title>{`${r.label}: ${formatCount(r.value)}`}</title>
						<rect className={slots.track} x="0" y={i * ROW} width={`${widths[i]}%`} height={BAR} rx="4" />
						<text className={slots.label} x="8" y={i * ROW + 17}>
							{cut(r.label)}
						</text>
						<text className={slots.value} x="100%" dx="-8" y={i * ROW + 17} textAnchor="end">
							{formatCount(r.value)}
						</text>
					</g>
				))}
			</g>
		</svg>
	)
}

const cut = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label)
