import { css } from 'styled-system/css'
import { PERIOD_INFO, PERIODS, type Period } from './period'

// On a phone the four links share the width in one row; from sm on they sit at the end of the title's row.
const list = css({
	display: { base: 'grid', sm: 'inline-flex' },
	gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
	width: { base: '100%', sm: 'auto' },
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	overflow: 'hidden',
	bg: 'bg.elevated',
	listStyle: 'none',
	padding: 0,
	margin: 0,
})
const link = css({
	display: 'flex',
	alignItems: 'center',
	justifyContent: 'center',
	height: '100%',
	minHeight: '40px',
	whiteSpace: 'nowrap',
	paddingInline: { base: '1', sm: '4' },
	fontSize: 'sm',
	fontWeight: 'semibold',
	color: 'fg',
	textDecoration: 'none',
	borderInlineStartWidth: '1px',
	borderColor: 'border',
	'li:first-child > &': { borderInlineStartWidth: 0 },
	_hover: { bg: 'bg.subtle' },
	_focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '-2px' },
	'&[aria-current=page]': { bg: 'accent', color: 'accent.fg' },
})

const picker = css({ width: { base: '100%', sm: 'auto' } })

/**
 * 24 hours, 7 days, 30 days, 12 months: plain links to `?period=`, so the choice
 * works without a script and each period has its own address to bookmark or share.
 */
export function PeriodPicker({ period }: { period: Period }) {
	return (
		<nav aria-label="Period" data-testid="admin-period" className={picker}>
			<ul className={list}>
				{PERIODS.map((p) => (
					<li key={p}>
						<a href={`/admin?period=${p}`} className={link} aria-current={p === period ? 'page' : undefined}>
							{PERIOD_INFO[p].label}
						</a>
					</li>
				))}
			</ul>
		</nav>
	)
}
