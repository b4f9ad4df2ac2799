import { css } from 'styled-system/css'

/** The look every tool form control shares (URL field, language select, search, text area). */
export const fieldControl = css({
	bg: 'bg.elevated',
	color: 'fg',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '1px' },
	_placeholder: { color: 'fg.muted' },
	_disabled: { opacity: 0.6, cursor: 'not-allowed' },
})
