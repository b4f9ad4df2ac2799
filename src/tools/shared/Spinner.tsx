import { css } from 'styled-system/css'

const spinner = css({
	width: '1.1em',
	height: '1.1em',
	animation: 'spin 0.8s linear infinite',
	_motionReduce: { animationDuration: '2.4s' },
})

/** The loading indicator of a busy button (decorative: the button's state says it). */
export function Spinner() {
	return (
		<svg className={spinner} viewBox="0 0 24 24" aria-hidden="true" fill="none" data-testid="spinner">
			<circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
			<path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
		</svg>
	)
}
