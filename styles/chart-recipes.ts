import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

/**
 * The admin dashboard's charts (src/admin/charts/): SVG drawn on the server, sized to
 * the column, with the same light and dark tokens as the rest of the admin. A series' colour is
 * the `--chart-color` its tone sets, so one class colours a line, a bar or a legend swatch alike.
 */
export const chart = defineSlotRecipe({
	className: 'chart',
	description: 'Admin charts: frame, axes, lines, bars, legend and the table behind each chart',
	slots: [
		'root',
		'header',
		'title',
		'figure',
		'total',
		'svg',
		'grid',
		'axis',
		'minor',
		'line',
		'area',
		'bar',
		'track',
		'label',
		'value',
		'legend',
		'swatch',
		'empty',
		'details',
		'summary',
		'tableWrap',
	],
	base: {
		root: {
			bg: 'bg.elevated',
			borderWidth: '1px',
			borderColor: 'border',
			borderRadius: 'lg',
			padding: { base: '3', md: '5' },
			minWidth: 0,
		},
		header: {
			display: 'flex',
			flexWrap: 'wrap',
			alignItems: 'baseline',
			justifyContent: 'space-between',
			columnGap: '3',
			marginBottom: '2',
		},
		title: { fontSize: 'lg', fontWeight: 'bold' },
		total: { color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
		figure: { margin: 0 },
		svg: { display: 'block', width: '100%', overflow: 'visible', fontSize: '12px' },
		grid: { stroke: 'border', strokeWidth: '1px', shapeRendering: 'crispEdges' },
		// Text over lines and bars keeps a halo of the background, so it stays readable on them.
		axis: {
			fill: 'fg.muted',
			fontVariantNumeric: 'tabular-nums',
			paintOrder: 'stroke',
			stroke: 'bg.elevated',
			strokeWidth: '3px',
			strokeLinejoin: 'round',
		},
		/** Every other time label: left out on a phone, where half of them fit. */
		minor: { display: { base: 'none', sm: 'inline' } },
		line: {
			fill: 'none',
			stroke: 'var(--chart-color)',
			strokeWidth: '2px',
			strokeLinejoin: 'round',
			strokeLinecap: 'round',
			vectorEffect: 'non-scaling-stroke',
		},
		area: { fill: 'var(--chart-color)', fillOpacity: 0.14 },
		bar: { fill: 'var(--chart-color)' },
		track: { fill: 'var(--chart-color)', fillOpacity: { base: 0.16, _osDark: 0.3 } },
		label: { fill: 'fg' },
		value: { fill: 'fg', fontVariantNumeric: 'tabular-nums' },
		legend: {
			display: 'flex',
			flexWrap: 'wrap',
			columnGap: '4',
			rowGap: '1',
			marginTop: '2',
			fontSize: 'sm',
			listStyle: 'none',
			padding: 0,
		},
		swatch: {
			display: 'inline-block',
			width: '0.75em',
			height: '0.75em',
			borderRadius: 'sm',
			bg: 'var(--chart-color)',
			marginInlineEnd: '1.5',
		},
		empty: { color: 'fg.muted', fontSize: 'sm', paddingBlock: '6', textAlign: 'center' },
		details: { marginTop: '3', fontSize: 'sm' },
		summary: {
			cursor: 'pointer',
			color: 'accent.text',
			textDecoration: 'underline',
			width: 'fit-content',
			minHeight: '24px',
			_focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
		},
		tableWrap: {
			overflow: 'auto',
			maxHeight: '24rem',
			marginTop: '2',
			_focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
		},
	},
})

/**
 * A series' colour, light and dark, each at least 3:1 against its background (WCAG 1.4.11):
 * `ok` green, YouTube's refusals red, orange and pink, other outcomes violet, teal and amber,
 * the rest grey; page views blue.
 */
export const chartTone = defineRecipe({
	className: 'chartTone',
	description: 'The colour of one chart series, as --chart-color',
	base: {},
	variants: {
		tone: {
			blue: { '--chart-color': { base: '#2563eb', _osDark: '#60a5fa' } },
			green: { '--chart-color': { base: '#15803d', _osDark: '#4ade80' } },
			red: { '--chart-color': { base: '#b91c1c', _osDark: '#f87171' } },
			orange: { '--chart-color': { base: '#c2410c', _osDark: '#fb923c' } },
			pink: { '--chart-color': { base: '#be185d', _osDark: '#f472b6' } },
			violet: { '--chart-color': { base: '#7c3aed', _osDark: '#a78bfa' } },
			teal: { '--chart-color': { base: '#0f766e', _osDark: '#2dd4bf' } },
			amber: { '--chart-color': { base: '#a16207', _osDark: '#facc15' } },
			gray: { '--chart-color': { base: '#6b6b75', _osDark: '#9a9aa3' } },
		},
	},
	defaultVariants: { tone: 'blue' },
	// Tones are chosen at run time (per outcome), so every one is generated.
	staticCss: ['*'],
})
