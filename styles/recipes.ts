import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

export const button = defineRecipe({
	className: 'button',
	description: 'Buttons and button-looking links',
	base: {
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		gap: '2',
		fontWeight: 'semibold',
		borderRadius: 'md',
		cursor: 'pointer',
		textDecoration: 'none',
		transition: 'background {durations.fast}, color {durations.fast}, border-color {durations.fast}',
		minHeight: '44px',
		paddingInline: '5',
		// A label that wraps keeps its distance from the border.
		paddingBlock: '2',
		lineHeight: '1.3',
		textAlign: 'center',
		// …and a long compound in it wraps rather than widening its column.
		maxWidth: 'full',
		overflowWrap: 'anywhere',
		borderWidth: '1px',
		borderColor: 'transparent',
		_disabled: { opacity: 0.6, cursor: 'not-allowed' },
		_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
	},
	variants: {
		variant: {
			solid: { bg: 'accent', color: 'accent.fg', _hover: { bg: 'accent.hover' } },
			outline: { bg: 'transparent', color: 'fg', borderColor: 'border', _hover: { bg: 'bg.subtle' } },
			ghost: { bg: 'transparent', color: 'fg', _hover: { bg: 'bg.subtle' } },
		},
		size: {
			sm: { minHeight: '36px', paddingInline: '3', fontSize: 'sm' },
			md: {},
			lg: { minHeight: '52px', paddingInline: '7', fontSize: 'lg' },
		},
	},
	defaultVariants: { variant: 'solid', size: 'md' },
})

export const card = defineRecipe({
	className: 'card',
	description: 'A bordered surface for tool and guide cards',
	base: {
		display: 'flex',
		flexDirection: 'column',
		gap: '3',
		bg: 'bg.elevated',
		borderWidth: '1px',
		borderColor: 'border',
		borderRadius: 'lg',
		padding: '6',
		boxShadow: 'card',
	},
})

/** The chevron of a closed question (a 24 × 24 path, stroke 2), as a mask: a data URL, which the CSP's img-src allows. */
const CHEVRON =
	"url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")"

/**
 * The one FAQ (src/ui/faq/Faq.tsx): native disclosures whose triangle is
 * replaced by a chevron that turns when the question opens, drawn after the question's text.
 */
export const faq = defineSlotRecipe({
	className: 'faq',
	description: 'Questions and answers: tool pages and the help centre',
	slots: ['root', 'item', 'question', 'answer'],
	base: {
		root: { display: 'flex', flexDirection: 'column', gap: '3' },
		item: { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', bg: 'bg.elevated' },
		question: {
			display: 'flex',
			alignItems: 'center',
			justifyContent: 'space-between',
			gap: '4',
			padding: '4',
			minHeight: '44px',
			fontWeight: 'semibold',
			color: 'fg',
			cursor: 'pointer',
			borderRadius: 'lg',
			listStyle: 'none',
			'&::-webkit-details-marker': { display: 'none' },
			// Only where a pointer hovers: a touch screen keeps the last tapped question "hovered".
			'@media (hover: hover)': { _hover: { color: 'accent.text' } },
			_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
			// The chevron, drawn by the question itself: an <svg> and its <path> in every question were two
			// elements in eight of the help centre's (React's render time grows with them).
			// A mask of the same path, painted in the text's colour, turns as the svg did.
			'&::after': {
				content: '""',
				flexShrink: 0,
				width: '18px',
				height: '18px',
				bg: 'currentColor',
				maskImage: CHEVRON,
				maskRepeat: 'no-repeat',
				maskSize: '100% 100%',
				transition: 'transform {durations.fast}',
				_motionReduce: { transition: 'none' },
			},
			'details[open] > &::after': { transform: 'rotate(180deg)' },
		},
		answer: { paddingInline: '4', paddingBottom: '4', color: 'fg.muted' },
	},
})
