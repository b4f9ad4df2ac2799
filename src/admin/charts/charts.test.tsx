import { describe, expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { BarList } from './BarList'
import { barWidths, centrePercent, gridY, linePaths, niceScale, rectsPath, shareScale, stackRects } from './geometry'
import { LineChart } from './LineChart'
import { StackedBars } from './StackedBars'

// The dashboard's charts, drawn on the server. Geometry on fixed numbers, then the
// markup of each chart on fixed data (snapshots in __snapshots__/).

describe('geometry', () => {
	test('niceScale: a round top reached in three steps, zeros still get an axis', () => {
		expect(niceScale(137)).toEqual({ max: 150, ticks: [0, 50, 100, 150] })
		expect(niceScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
		expect(niceScale(7)).toEqual({ max: 7.5, ticks: [0, 2.5, 5, 7.5] })
		expect(niceScale(1000)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] })
		expect(niceScale(0)).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
	})

	test('shareScale: never past 100 %', () => {
		expect(shareScale(0.3)).toEqual({ max: 0.4, ticks: [0, 0.1, 0.2, 0.3, 0.4] })
		expect(shareScale(0.95)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] })
		expect(shareScale(0)).toEqual({ max: 0.04, ticks: [0, 0.01, 0.02, 0.03, 0.04] })
	})

	test('linePaths: through the bucket centres, the area closed on the base line', () => {
		expect(linePaths([0, 5, 10], 10)).toEqual({
			line: 'M0.5 100L1.5 50L2.5 0',
			area: 'M0.5 100L0.5 100L1.5 50L2.5 0L2.5 100Z',
		})
	})

	test('linePaths: a null breaks the line, a lone value is a short flat stroke', () => {
		expect(linePaths([1, 1, null, 0.5, null], 1).line).toBe('M0.5 0L1.5 0M3.15 50L3.85 50')
	})

	test('stackRects: series from the bottom up, zero segments left out', () => {
		expect(
			stackRects(
				[
					{ ok: 6, refused: 2 },
					{ ok: 0, refused: 4 },
				],
				['ok', 'refused'],
				10,
			),
		).toEqual([
			{ series: 'ok', x: 0.1, y: 40, width: 0.8, height: 60 },
			{ series: 'refused', x: 0.1, y: 20, width: 0.8, height: 20 },
			{ series: 'refused', x: 1.1, y: 60, width: 0.8, height: 40 },
		])
	})

	test('rectsPath: each segment as a closed box in one path', () => {
		expect(
			rectsPath([
				{ series: 'refused', x: 0.1, y: 20, width: 0.8, height: 20 },
				{ series: 'refused', x: 1.1, y: 60, width: 0.8, height: 40 },
			]),
		).toBe('M0.1 20h0.8v20h-0.8ZM1.1 60h0.8v40h-0.8Z')
		expect(rectsPath([])).toBe('')
	})

	test('bar widths, gridlines and label positions', () => {
		expect(barWidths([40, 10, 0])).toEqual([100, 25, 0])
		expect(barWidths([0, 0])).toEqual([0, 0])
		expect(gridY(0, 150)).toBe(174)
		expect(gridY(150, 150)).toBe(18)
		expect(centrePercent(0, 4)).toBe('12.5%')
		expect(centrePercent(3, 4)).toBe('87.5%')
	})
})

const ticks = [
	{ index: 0, text: '00:00', minor: false },
	{ index: 2, text: '02:00', minor: true },
]

describe('charts', () => {
	test('LineChart: an image with its title and description, the line and a tooltip per bucket', () => {
		const html = renderToStaticMarkup(
			<LineChart
				id="v"
				title="Page views per hour"
				description="6 page views; the most, 3, at 01:00."
				points={[
					{ label: '00:00', value: 1 },
					{ label: '01:00', value: 3 },
					{ label: '02:00', value: 2 },
					{ label: '03:00', value: null },
				]}
				ticks={ticks}
				scale={niceScale(3)}
				format={String}
				tone="blue"
			/>,
		)
		expect(html).toStartWith('<svg')
		expect(html).toContain('role="img" aria-labelledby="v-title" aria-describedby="v-desc"')
		expect(html).toContain('<title id="v-title">Page views per hour</title>')
		expect(html).toContain('<desc id="v-desc">6 page views; the most, 3, at 01:00.</desc>')
		expect(html).toContain('viewBox="0 0 4 100" preserveAspectRatio="none"')
		expect(html).toContain('d="M0.5 66.666667L1.5 0L2.5 33.333333"')
		expect(html).toContain('<title>03:00: no data</title>')
		expect(html).toMatchSnapshot()
	})

	test('StackedBars: a path per series with a box per bar, a legend naming every colour', () => {
		const html = renderToStaticMarkup(
			<StackedBars
				id="o"
				title="Tool calls by outcome"
				description="12 tool calls."
				bars={[
					{ label: '00:00', values: { ok: 5, youtubeBlocked: 1 } },
					{ label: '01:00', values: {} },
					{ label: '02:00', values: { ok: 2, youtubeBlocked: 4 } },
				]}
				series={[
					{ key: 'ok', name: 'ok', tone: 'green' },
					{ key: 'youtubeBlocked', name: 'youtubeBlocked', tone: 'red' },
				]}
				ticks={ticks}
				scale={niceScale(6)}
			/>,
		)
		expect(html.match(/<path class="[^"]+" d="[^"]+"/g)).toEqual([
			expect.stringContaining('d="M0.1 16.666667h0.8v83.333333h-0.8ZM2.1 66.666667h0.8v33.333333h-0.8Z"'),
			expect.stringContaining('d="M0.1 0h0.8v16.666667h-0.8ZM2.1 0h0.8v66.666667h-0.8Z"'),
		])
		expect(html).toContain('<title>00:00: ok 5, youtubeBlocked 1</title>')
		expect(html).toContain('<title>01:00: none</title>')
		expect(html).toContain('ok (7)</li>')
		expect(html).toContain('youtubeBlocked (5)</li>')
		expect(html).toMatchSnapshot()
	})

	test('BarList: bars in percent of the largest, long labels cut, figures at the end', () => {
		const long = `/guides/${'a'.repeat(60)}`
		const html = renderToStaticMarkup(
			<BarList
				id="p"
				title="Top pages"
				description="/ 40, /help 10."
				rows={[
					{ label: '/', value: 40 },
					{ label: long, value: 10 },
				]}
				tone="blue"
			/>,
		)
		expect(html).toContain('height="60"')
		expect(html).toContain('width="100%"')
		expect(html).toContain('width="25%"')
		expect(html).toContain(`<title>${long}: 10</title>`)
		expect(html).toContain(`>${long.slice(0, 35)}…</text>`)
		expect(html).toMatchSnapshot()
	})

	// A week of hours: a target per bucket would be a few pixels wide and most of the page's
	// rendering time (bench/dashboard.ts); the table behind the chart has the figures.
	test('168 buckets: no hover target per bucket, the chart still named and drawn', () => {
		const week = Array.from({ length: 168 }, (_, i) => ({ label: `h${i}`, value: i % 5 }))
		const line = renderToStaticMarkup(
			<LineChart
				id="w"
				title="Page views per hour"
				description="A week."
				points={week}
				ticks={ticks}
				scale={niceScale(4)}
				format={String}
				tone="blue"
			/>,
		)
		const bars = renderToStaticMarkup(
			<StackedBars
				id="b"
				title="Tool calls by outcome"
				description="A week."
				bars={week.map((p) => ({ label: p.label, values: { ok: p.value } }))}
				series={[{ key: 'ok', name: 'ok', tone: 'green' }]}
				ticks={ticks}
				scale={niceScale(4)}
			/>,
		)
		for (const html of [line, bars]) {
			expect(html).toContain('viewBox="0 0 168 100"')
			expect(html.match(/<title/g)).toHaveLength(1)
			expect(html).not.toContain('fill="transparent"')
		}
		expect(line).toContain('<title id="w-title">Page views per hour</title>')
		expect(bars.match(/<path /g)).toHaveLength(1)
	})
})
