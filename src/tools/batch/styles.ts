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
const badge = {
	fontSize: 'xs',
	fontWeight: 'semibold',
	paddingInline: '2',
	borderRadius: 'full',
	whiteSpace: 'nowrap',
} as const
export const badges = {
	waiting: css({ ...badge, color: 'fg.muted', bg: 'bg.subtle' }),
	done: css({ ...badge, color: 'success.text', bg: 'success.subtle' }),
	failed: css({ ...badge, color: 'danger.text', bg: 'danger.subtle' }),
}
export const srOnly = css({ srOnly: true })
export const select = `${fieldControl} ${css({ minHeight: '44px', paddingInline: '3' })}`
