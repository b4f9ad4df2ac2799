import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

/**
 * The admin area (src/admin/, decision 18): its page frame, tables, form fields, state badges
 * and links. Plain server-rendered HTML without script, so no Ark parts: recipes style elements.
 */

/** The frame of every admin screen: the top bar, the page column and its headings. */
export const adminLayout = defineSlotRecipe({
	className: 'adminLayout',
	description: 'Admin screens: top bar, page column, headings and rows of controls',
	slots: ['header', 'nav', 'main', 'title', 'heading', 'section', 'toolbar', 'footer'],
	base: {
		header: { borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.subtle' },
		nav: {
			maxWidth: '6xl',
			marginInline: 'auto',
			paddingInline: '4',
			paddingBlock: '3',
			display: 'flex',
			// On a phone the links and the sign-out button wrap instead of widening the page.
			flexWrap: 'wrap',
			gap: '4',
			rowGap: '2',
			alignItems: 'center',
		},
		// Long unbroken words (an address, a URL) wrap; nothing in the column may widen the page.
		main: { marginInline: 'auto', paddingInline: '4', paddingBlock: '8', overflowWrap: 'anywhere' },
		title: { fontSize: '2xl', fontWeight: 'bold', marginBottom: '4' },
		heading: { fontSize: 'xl', fontWeight: 'bold', marginBottom: '3' },
		section: { marginBottom: '8' },
		/** Filters, pagination and message actions: a wrapping row aligned on its bottoms. */
		toolbar: { display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' },
		/** The build that runs (version and commit), under every screen. */
		footer: {
			maxWidth: '6xl',
			marginInline: 'auto',
			paddingInline: '4',
			paddingBlock: '4',
			borderTopWidth: '1px',
			borderColor: 'border',
			color: 'fg.muted',
			fontSize: 'sm',
		},
	},
	variants: {
		/** The sign-in form keeps to a narrow column; everything else uses the wide one. */
		width: {
			wide: { main: { maxWidth: '6xl' } },
			narrow: { main: { maxWidth: 'md' } },
		},
	},
	defaultVariants: { width: 'wide' },
})

/** The dashboard's and the inbox's tables: ruled rows, muted headers. */
export const dataTable = defineSlotRecipe({
	className: 'dataTable',
	description: 'Admin tables of figures and messages',
	slots: ['scroll', 'root', 'number'],
	base: {
		/**
		 * Around every table: on a phone a table wider than the screen scrolls inside its card
		 * instead of widening the page (the admin's phone layout; tests/e2e/admin-phone.e2e.test.ts).
		 */
		scroll: { maxWidth: '100%', overflowX: 'auto' },
		root: {
			width: '100%',
			borderCollapse: 'collapse',
			fontSize: 'sm',
			'& th, & td': {
				textAlign: 'start',
				paddingBlock: '2',
				paddingInline: '2',
				borderBottomWidth: '1px',
				borderColor: 'border',
				verticalAlign: 'top',
			},
			'& th': { fontWeight: 'semibold', color: 'fg.muted' },
		},
		// `table &` matches the root's cell rule in weight and comes after it, so figures sit at the
		// end of their column (they had always been meant to; the cell rule won before).
		number: { fontVariantNumeric: 'tabular-nums', 'table &': { textAlign: 'end' } },
	},
})

/** A labelled input or select of the admin's forms. */
export const adminField = defineSlotRecipe({
	className: 'adminField',
	description: 'Admin form fields: label and control',
	slots: ['label', 'control'],
	base: {
		label: { fontWeight: 'semibold' },
		control: {
			bg: 'bg.elevated',
			color: 'fg',
			borderWidth: '1px',
			borderColor: 'border',
			borderRadius: 'md',
			minHeight: '40px',
			paddingInline: '2',
		},
	},
	variants: {
		/** The inbox filters: the label wraps its control, small text above it. */
		stacked: {
			true: { label: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' } },
			false: {},
		},
	},
	defaultVariants: { stacked: false },
})

/** A message's states in the inbox (new, sent, spam…). */
export const badge = defineRecipe({
	className: 'badge',
	description: 'Small outlined state labels',
	base: {
		display: 'inline-block',
		fontSize: 'xs',
		fontWeight: 'semibold',
		borderWidth: '1px',
		borderColor: 'border',
		borderRadius: 'full',
		paddingInline: '2',
		marginInlineEnd: '1',
	},
})

/** Underlined links in the admin's text and tables. */
export const textLink = defineRecipe({
	className: 'textLink',
	description: 'Underlined accent links',
	base: { color: 'accent.text', textDecoration: 'underline' },
})

/** Secondary text: field names, hints, an address under a name. */
export const mutedText = defineRecipe({
	className: 'mutedText',
	description: 'Small muted text',
	base: { color: 'fg.muted', fontSize: 'sm' },
})
