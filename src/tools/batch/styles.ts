import { css } from 'styled-system/css'
import { fieldControl } from '../shared/field-style'

export const panel = css({ display: 'grid', gap: '4' })
export const heading = css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })
export const muted = css({ color: 'fg.muted', fontSize: 'sm' })
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
export const bar = css({
	width: '100%',
	height: '3',
	accentColor: 'accent',
	borderRadius: 'full',
})
export const videoList = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: '1',
	maxHeight: '28rem',
	overflowY: 'auto',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'lg',
})
export const videoRow = css({
	display: 'grid',
	gridTemplateColumns: { base: '2rem 1fr auto', sm: '3rem 1fr auto' },
	gap: '3',
	alignItems: 'baseline',
	paddingInline: '3',
	paddingBlock: '2',
	borderBottomWidth: '1px',
	borderColor: 'border',
	_last: { borderBottomWidth: 0 },
})
export const position = css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', textAlign: 'end' })
export const videoTitle = css({ overflowWrap: 'anywhere', minWidth: 0 })
export const reason = css({ gridColumn: '2 / -1', color: 'danger.text', fontSize: 'sm' })
// Each badge written out in full: a spread is computed, and one computed call keeps Panda's runtime (about 4 KB
// gzip) in the browser bundle (scripts/static-styles.ts).
export const badges = {
	waiting: css({
		fontSize: 'xs',
		fontWeight: 'semibold',
		paddingInline: '2',
		borderRadius: 'full',
		whiteSpace: 'nowrap',
		color: 'fg.muted',
		bg: 'bg.subtle',
	}),
	done: css({
		fontSize: 'xs',
		fontWeight: 'semibold',
		paddingInline: '2',
		borderRadius: 'full',
		whiteSpace: 'nowrap',
		color: 'success.text',
		bg: 'success.subtle',
	}),
	failed: css({
		fontSize: 'xs',
		fontWeight: 'semibold',
		paddingInline: '2',
		borderRadius: 'full',
		whiteSpace: 'nowrap',
		color: 'danger.text',
		bg: 'danger.subtle',
	}),
}
export const srOnly = css({ srOnly: true })
export const select = `${fieldControl} ${css({ minHeight: '44px', paddingInline: '3' })}`
