import { useId } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { useI18n } from '../i18n/context'
import { HEADER_MENUS, openWidgetInstead, summaryLook } from './header-disclosure'
import { CloseIcon, MenuIcon } from './icons'
import { LazyWidget } from './lazy-widget'
import { menuLinkStyle, menuPanelStyle, menuTriggerProps } from './mobile-menu-panel'
import { useNavItems } from './nav-items'

const loadDrawer = () => import('./MobileDrawer')

/**
 * The disclosure's panel: shown only while it is open, sliding in as the drawer does, under
 * the menu button (which stays on top and turns into a cross: the way to close it without a
 * script). Its title sits on the header's line, beside that button.
 */
const fallbackPanel = css({
	display: 'none',
	zIndex: 0,
	'details[open] > &': { display: 'flex', animation: 'slideInRight 220ms ease-out' },
})
const fallbackTitle = css({
	fontSize: 'xl',
	fontWeight: 'bold',
	minHeight: '64px',
	display: 'flex',
	alignItems: 'center',
})
/**
 * The page behind the open panel is dimmed as behind the drawer (MobileDrawer's backdrop). It is
 * the disclosure's own box, so a tap on it reaches no link of the page; on a page that is not
 * hydrated it closes the menu (ui/static-header-menus.ts).
 */
const fallbackBackdrop = css({
	'&[open]::before': { content: '""', position: 'fixed', inset: 0, bg: 'rgb(0 0 0 / 0.45)' },
})
/** Above the panel, so the open menu can be closed where it was opened. */
const fallbackSummary = css({ position: 'relative', zIndex: 1 })
const whenClosed = css({ 'details[open] > summary > &': { display: 'none' } })
const whenOpen = css({ display: 'none', 'details[open] > summary > &': { display: 'block' } })
const fallbackDetails = `${css({ md: { display: 'none' } })} ${fallbackBackdrop}`

/**
 * Menu button of small screens. The server sends a disclosure with the links, which works
 * without JavaScript; with it, the Ark drawer (focus trap, Escape) replaces it on first intent.
 */
export function MobileMenu() {
	const { LL } = useI18n()
	const items = useNavItems()
	const titleId = useId()
	return (
		<LazyWidget
			load={loadDrawer}
			placeholder={({ onIntent, onActivate }) => (
				<details name={HEADER_MENUS} className={fallbackDetails}>
					{/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's button (browsers and axe give it that role); the rule does not know it */}
					<summary
						{...menuTriggerProps(LL)}
						className={`${menuTriggerProps(LL).className} ${summaryLook} ${fallbackSummary}`}
						onPointerEnter={onIntent}
						onFocus={onIntent}
						onClick={openWidgetInstead(onActivate)}
					>
						<MenuIcon className={whenClosed} />
						<CloseIcon size={24} className={whenOpen} />
					</summary>
					<div className={`${menuPanelStyle} ${fallbackPanel}`} data-testid="mobile-menu-fallback">
						<p id={titleId} className={fallbackTitle}>
							{LL.nav.menuTitle()}
						</p>
						{/* Named by its title: the header's own navigation (hidden here) has the main name. */}
						<nav aria-labelledby={titleId}>
							{items.map((item) => (
								<Link key={item.to} to={item.to} className={menuLinkStyle}>
									{item.label}
								</Link>
							))}
						</nav>
					</div>
				</details>
			)}
		/>
	)
}
