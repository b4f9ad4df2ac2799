import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import type { LazyWidgetProps } from './lazy-widget'
import { MenuIcon, menuTriggerProps } from './MobileMenu'
import { useNavItems } from './nav-items'

const panel = css({
	position: 'fixed',
	insetBlock: 0,
	insetInlineEnd: 0,
	width: 'min(320px, 85vw)',
	bg: 'bg.elevated',
	color: 'fg',
	boxShadow: 'overlay',
	padding: '6',
	display: 'flex',
	flexDirection: 'column',
	gap: '4',
	zIndex: 50,
	'&[data-state=open]': { animation: 'slideInRight 220ms ease-out' },
})

const backdrop = css({ position: 'fixed', inset: 0, bg: 'rgb(0 0 0 / 0.45)', zIndex: 40 })

const link = css({
	display: 'block',
	paddingBlock: '3',
	fontSize: 'lg',
	fontWeight: 'medium',
	color: 'fg',
	textDecoration: 'none',
	borderBottomWidth: '1px',
	borderColor: 'border',
})

/** Right-side slide-out navigation for small screens; a link click closes it. */
export default function MobileDrawer({ defaultOpen = false, focus = false }: LazyWidgetProps) {
	const { LL } = useI18n()
	const items = useNavItems()
	const [open, setOpen] = useState(defaultOpen)
	return (
		<Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} lazyMount unmountOnExit>
			<Dialog.Trigger
				{...menuTriggerProps(LL)}
				ref={(el) => {
					if (focus && !defaultOpen) el?.focus()
				}}
			>
				<MenuIcon />
			</Dialog.Trigger>
			<Portal>
				<Dialog.Backdrop className={backdrop} />
				<Dialog.Positioner>
					<Dialog.Content className={panel} data-testid="mobile-menu">
						<div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
							<Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{LL.nav.menuTitle()}</Dialog.Title>
							<Dialog.CloseTrigger className={button({ variant: 'ghost', size: 'sm' })} aria-label={LL.nav.closeMenu()}>
								<svg
									width="20"
									height="20"
									viewBox="0 0 24 24"
									aria-hidden="true"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
								>
									<path d="M6 6l12 12M18 6L6 18" />
								</svg>
							</Dialog.CloseTrigger>
						</div>
						<nav aria-label={LL.nav.mainNavigation()}>
							{items.map((item) => (
								<Link key={item.to} to={item.to} className={link} onClick={() => setOpen(false)}>
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
