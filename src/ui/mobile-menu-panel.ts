import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { LL } from '../i18n/translator'

/**
 * What the phone menu's disclosure (no JavaScript) and the lazy Ark drawer share: the button,
 * the panel and its links. In a module of its own so the drawer's chunk never imports the
 * eager placeholder back.
 */

/**
 * The right-side panel, the same for the Ark drawer and the menu shown without JavaScript
 * (each adds its display, layer and top padding: one atomic class per property, never two).
 */
export const menuPanelStyle = css({
	position: 'fixed',
	insetBlock: 0,
	insetInlineEnd: 0,
	width: 'min(320px, 85vw)',
	bg: 'bg.elevated',
	color: 'fg',
	boxShadow: 'overlay',
	paddingInline: '6',
	paddingBottom: '6',
	flexDirection: 'column',
	gap: '4',
	overflowY: 'auto',
})

/** One navigation link in the panel. */
export const menuLinkStyle = css({
	display: 'block',
	paddingBlock: '3',
	fontSize: 'lg',
	fontWeight: 'medium',
	color: 'fg',
	textDecoration: 'none',
	borderBottomWidth: '1px',
	borderColor: 'border',
})

const menuTriggerClass = `${button({ variant: 'ghost', size: 'sm' })} ${css({ md: { display: 'none' } })}`

export function menuTriggerProps(LL: LL) {
	return {
		className: menuTriggerClass,
		'aria-label': LL.nav.openMenu(),
		'data-testid': 'mobile-menu-trigger',
	}
}
