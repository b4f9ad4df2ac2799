import { css } from 'styled-system/css'

/** A tag that copies itself on a click: the three groups' hashtags and the video's own tags alike. */
export const chip = css({
	display: 'inline-flex',
	alignItems: 'center',
	minHeight: '36px',
	paddingInline: '3',
	borderRadius: 'full',
	borderWidth: '1px',
	borderColor: 'border',
	bg: 'bg.elevated',
	color: 'accent.text',
	fontWeight: 'medium',
	// A hashtag has no space to wrap at: a long one (#yogaammorgenmadymorrison) breaks inside its chip rather than
	// widen the card past a 320 px screen.
	maxWidth: '100%',
	overflowWrap: 'anywhere',
	textAlign: 'start',
	cursor: 'pointer',
	_hover: { bg: 'accent.subtle' },
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '1px' },
	_disabled: { cursor: 'default' },
})

export const muted = css({ color: 'fg.muted', fontSize: 'sm' })

export const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', padding: 0 })
