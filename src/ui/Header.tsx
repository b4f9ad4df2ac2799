import { Link, NavLink } from 'react-router'
import { css } from 'styled-system/css'
import { useI18n } from '../i18n/context'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { useNavItems } from './nav-items'
import { PATHS } from './paths'
import { useLocalized } from './use-localized'

const bar = css({
	position: 'sticky',
	top: 0,
	zIndex: 30,
	bg: 'bg',
	borderBottomWidth: '1px',
	borderColor: 'border',
})

const inner = css({
	maxWidth: '6xl',
	marginInline: 'auto',
	paddingInline: '4',
	height: '64px',
	display: 'flex',
	alignItems: 'center',
	gap: '4',
})

const navLink = css({
	color: 'fg',
	textDecoration: 'none',
	fontWeight: 'medium',
	paddingInline: '3',
	paddingBlock: '2',
	borderRadius: 'sm',
	_hover: { bg: 'bg.subtle' },
	'&[aria-current=page]': { color: 'accent.text' },
})

const logo = css({
	display: 'flex',
	alignItems: 'center',
	gap: '2',
	color: 'fg',
	textDecoration: 'none',
	fontWeight: 'bold',
	fontSize: 'xl',
})
const nav = css({ display: 'none', md: { display: 'flex' }, gap: '1', marginInlineStart: '6' })
const actions = css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: '1' })

export function Header() {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const items = useNavItems()
	return (
		<header className={bar}>
			<div className={inner}>
				<Link to={to(PATHS.home)} aria-label={LL.site.logoLabel()} className={logo}>
					<Logo />
					<span>{LL.site.name()}</span>
				</Link>
				<nav aria-label={LL.nav.mainNavigation()} className={nav}>
					{items.map((item) =>
						// A hash link (Tools -> /#tools) is never the current page.
						item.to.includes('#') ? (
							<Link key={item.to} to={item.to} className={navLink}>
								{item.label}
							</Link>
						) : (
							<NavLink key={item.to} to={item.to} className={navLink} end>
								{item.label}
							</NavLink>
						),
					)}
				</nav>
				<div className={actions}>
					<LanguageSwitcher />
					<MobileMenu />
				</div>
			</div>
		</header>
	)
}
