/**
 * The arithmetic of the dashboard's charts, apart from their markup so it can be
 * tested on fixed numbers. A chart is an SVG at the page's width: its plot is a nested SVG whose
 * viewBox is one unit per bucket across and `PLOT_UNITS` up, stretched to the box
 * (`preserveAspectRatio="none"`, lines drawn with `vector-effect: non-scaling-stroke`), while the
 * axis labels sit outside it in CSS pixels and percentages, so text keeps its size on a phone.
 */

/** Height of a plot's viewBox: values are drawn in 0..PLOT_UNITS, 0 at the bottom. */
export const PLOT_UNITS = 100

/** The pixel frame of a time chart: plot from `top` to `top + plot`, axis labels under it. */
export const FRAME = { height: 200, top: 18, plot: 156, labelY: 194 } as const

/**
 * A round top for the value axis and its gridlines: 1, 2, 2.5 or 5 times a power of ten, so
 * that `count` steps reach at least `max`. A chart of zeros still gets an axis (0..count).
 * @example niceScale(137) // { max: 150, ticks: [0, 50, 100, 150] }
 */
export function niceScale(max: number, count = 3): { max: number; ticks: number[] } {
	const raw = Math.max(max, 0) / count
	if (raw === 0) return { max: count, ticks: Array.from({ length: count + 1 }, (_, i) => i) }
	const power = 10 ** Math.floor(Math.log10(raw))
	const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw - 1e-9) ?? 10) * power
	return { max: step * count, ticks: Array.from({ length: count + 1 }, (_, i) => round(step * i)) }
}

/** The same for shares (0..1): never past 100 %. */
export function shareScale(max: number): { max: number; ticks: number[] } {
	const scale = niceScale(Math.min(Math.max(max, 0), 1) * 100, 4)
	const top = Math.min(scale.max, 100)
	return { max: top / 100, ticks: scale.ticks.filter((t) => t <= top).map((t) => round(t / 100)) }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

/** A value's height in plot units (y grows downwards in SVG). */
const yOf = (value: number, max: number) => round(PLOT_UNITS - (value / max) * PLOT_UNITS)

/** Where a gridline of `value` sits in the frame, in pixels from the top. */
export const gridY = (value: number, max: number) => round(FRAME.top + FRAME.plot * (1 - value / max))

/** A bucket's centre as a percentage of the chart's width, for labels outside the plot. */
export const centrePercent = (index: number, count: number) => `${round(((index + 0.5) / count) * 100)}%`

/**
 * The line through the buckets' centres and the area under it, in plot units. A `null` value
 * (no data: a share of zero calls) breaks the line; a value alone between gaps becomes a short
 * flat stroke across its bucket, so it is still seen.
 * @example linePaths([1, 2], 2) // { line: 'M0.5 50L1.5 0', area: 'M0.5 100L0.5 50L1.5 0L1.5 100Z' }
 */
export function linePaths(values: readonly (number | null)[], max: number): { line: string; area: string } {
	const runs: { x: number; y: number }[][] = []
	let run: { x: number; y: number }[] = []
	values.forEach((v, i) => {
		if (v === null) {
			if (run.length) runs.push(run)
			run = []
		} else run.push({ x: i + 0.5, y: yOf(v, max) })
	})
	if (run.length) runs.push(run)
	const line: string[] = []
	const area: string[] = []
	for (const points of runs) {
		const only = points.length === 1 ? points[0] : undefined
		const drawn = only
			? [
					{ x: only.x - 0.35, y: only.y },
					{ x: only.x + 0.35, y: only.y },
				]
			: points
		const d = drawn.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${p.y}`).join('')
		line.push(d)
		const first = drawn[0] as { x: number }
		const last = drawn[drawn.length - 1] as { x: number }
		area.push(`M${round(first.x)} ${PLOT_UNITS}${d.replace(/^M/, 'L')}L${round(last.x)} ${PLOT_UNITS}Z`)
	}
	return { line: line.join(''), area: area.join('') }
}

/** One segment of a stacked bar, in plot units. */
export interface StackRect {
	series: string
	x: number
	y: number
	width: number
	height: number
}

/**
 * Stacked bars, one per bucket, the series in the given order from the bottom up. Each bar takes
 * 80 % of its bucket; segments of zero are left out.
 */
export function stackRects(
	buckets: readonly Record<string, number>[],
	series: readonly string[],
	max: number,
): StackRect[] {
	const rects: StackRect[] = []
	buckets.forEach((values, i) => {
		let base = 0
		for (const name of series) {
			const v = values[name] ?? 0
			if (v <= 0) continue
			const height = round((v / max) * PLOT_UNITS)
			rects.push({
				series: name,
				x: round(i + 0.1),
				y: round(PLOT_UNITS - ((base + v) / max) * PLOT_UNITS),
				width: 0.8,
				height,
			})
			base += v
		}
	})
	return rects
}

/**
 * Segments as one SVG path (`M x y h w v h h -w Z` each): a series of a stacked chart is one
 * element instead of one per bucket, which keeps a week of hours cheap to render (bench/dashboard.ts).
 * @example rectsPath([{ series: 'ok', x: 0.1, y: 40, width: 0.8, height: 60 }]) // 'M0.1 40h0.8v60h-0.8Z'
 */
export const rectsPath = (rects: readonly StackRect[]) =>
	rects.map((r) => `M${r.x} ${r.y}h${r.width}v${r.height}h-${r.width}Z`).join('')

/**
 * Up to this many buckets a time chart gets a hover target per bucket (its `<title>` is the
 * tooltip). Past it, as a week of hours, a target is a few pixels wide, too narrow to aim at,
 * and hundreds of them were most of the page's rendering time (bench/dashboard.ts); the table
 * behind the chart has every figure.
 */
export const MAX_TOOLTIP_BUCKETS = 31

/** A ranked list's rows: each bar's width as a share of the largest value, in percent. */
export function barWidths(values: readonly number[]): number[] {
	const max = Math.max(0, ...values)
	return values.map((v) => (max > 0 ? round((v / max) * 100) : 0))
}

/** Numbers as the admin shows them: 12,345; shares as 12.5 %. */
export const formatCount = (n: number) => n.toLocaleString('en-US')
export const formatShare = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`
