import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import type { LL } from '../i18n/translator'
import { LazyWidget } from './lazy-widget'

const loadDrawer = () => import('./MobileDrawer')

export function menuTriggerProps(LL: LL) {
	return {
		className: `${button({ variant: 'ghost', size: 'sm' })} ${css({ md: { display: 'none' } })}`,
		'aria-label': LL.nav.openMenu(),
		'data-testid': 'mobile-menu-trigger',
	}
}

export function MenuIcon() {
	return (
		<svg
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
		>
			<path d="M4 6h16M4 12h16M4 18h16" />
		</svg>
	)
}

/** Menu button of small screens; the Ark drawer arrives on first intent. */
export function MobileMenu() {
	const { LL } = useI18n()
	return (
		<LazyWidget
			load={loadDrawer}
			placeholder={({ onIntent, onActivate }) => (
				<button
					type="button"
					aria-haspopup="dialog"
					{...menuTriggerProps(LL)}
					onPointerEnter={onIntent}
					onFocus={onIntent}
					onClick={onActivate}
				>
					<MenuIcon />
				</button>
			)}
		/>
	)
}
