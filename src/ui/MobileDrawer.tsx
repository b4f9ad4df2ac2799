import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import { CloseIcon, MenuIcon } from './icons'
import { type LazyWidgetProps, useHandedOverFocus } from './lazy-widget'
import { menuLinkStyle, menuPanelStyle, menuTriggerProps } from './mobile-menu-panel'
import { useNavItems } from './nav-items'

const panel = css({
	display: 'flex',
	paddingTop: '6',
	zIndex: 50,
	'&[data-state=open]': { animation: 'slideInRight 220ms ease-out' },
})

const backdrop = css({ position: 'fixed', inset: 0, bg: 'rgb(0 0 0 / 0.45)', zIndex: 40 })
const titleBar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })
const title = css({ fontSize: 'xl', fontWeight: 'bold' })
const closeButton = button({ variant: 'ghost', size: 'sm' })

/** Right-side slide-out navigation for small screens; a link click closes it. */
export default function MobileDrawer({ defaultOpen = false, focus = false }: LazyWidgetProps) {
	const { LL } = useI18n()
	const items = useNavItems()
	const [open, setOpen] = useState(defaultOpen)
	const trigger = useHandedOverFocus<HTMLButtonElement>({ focus, defaultOpen })
	return (
		<Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} lazyMount unmountOnExit>
			<Dialog.Trigger {...menuTriggerProps(LL)} ref={trigger}>
				<MenuIcon />
			</Dialog.Trigger>
			<Portal>
				<Dialog.Backdrop className={backdrop} />
				<Dialog.Positioner>
					<Dialog.Content className={`${menuPanelStyle} ${panel}`} data-testid="mobile-menu">
						<div className={titleBar}>
							<Dialog.Title className={title}>{LL.nav.menuTitle()}</Dialog.Title>
							<Dialog.CloseTrigger className={closeButton} aria-label={LL.nav.closeMenu()}>
								<CloseIcon />
							</Dialog.CloseTrigger>
						</div>
						<nav aria-label={LL.nav.mainNavigation()}>
							{items.map((item) => (
								<Link key={item.to} to={item.to} className={menuLinkStyle} onClick={() => setOpen(false)}>
									{item.label}
								</Link>
							))}
						</nav>
					</Dialog.Content>
				</Dialog.Positioner>
			</Portal>
		</Dialog.Root>
	)
}
