import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import { LOCALE_INFO, LOCALES, type Locale, type LocaleInfo } from '../i18n/locales'
import type { LL } from '../i18n/translator'
import { GlobeIcon } from './GlobeIcon'
import { HEADER_MENUS, openWidgetInstead, summaryLook } from './header-disclosure'
import { LazyWidget } from './lazy-widget'
import { useLocalized } from './use-localized'

const loadMenu = () => import('./LanguageMenu')

const srOnly = css({ srOnly: true })

/** The list's surface, the same for the Ark menu and the list shown without JavaScript. */
export const languageListStyle = css({
	bg: 'bg.elevated',
	color: 'fg',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	boxShadow: 'overlay',
	padding: '1',
	minWidth: '200px',
	zIndex: 50,
	outline: 'none',
})

/** One language in the list (the Ark menu marks the highlighted item with data-highlighted). */
export const languageItemStyle = css({
	display: 'flex',
	alignItems: 'center',
	gap: '3',
	paddingInline: '3',
	paddingBlock: '2',
	borderRadius: 'sm',
	color: 'fg',
	textDecoration: 'none',
	cursor: 'pointer',
	'&[data-highlighted], &:hover': { bg: 'bg.subtle' },
	'&[aria-current=page]': { fontWeight: 'bold' },
})

/** Below the button, at its end edge, when the disclosure is open. */
const disclosureList = css({ position: 'absolute', top: 'calc(100% + 4px)', insetInlineEnd: 0, listStyle: 'none' })

/** Props shared by the placeholder and the real menu trigger, so both look and read the same. */
export function switcherTriggerProps() {
	return { className: button({ variant: 'ghost', size: 'sm' }), 'data-testid': 'language-switcher' }
}

/**
 * A globe and the code, plus a hidden explanation. The accessible name starts with the visible
 * code ("DE – Change language, …"), so voice users can say what they see.
 */
export function SwitcherLabel({ info, LL }: { info: LocaleInfo; LL: LL }) {
	return (
		<>
			<GlobeIcon />
			<span>{info.code.toUpperCase()}</span>
			<span className={srOnly}>{` – ${LL.language.change()} (${LL.language.current({ name: info.name })})`}</span>
		</>
	)
}

/**
 * A language's link: this page in that language, named in the language itself. Other props
 * (the Ark menu item's, through asChild) go to the link.
 */
export function LanguageLink({
	code,
	current,
	testId,
	...rest
}: { code: Locale; current: Locale; testId: string } & Omit<ComponentProps<'a'>, 'href'>) {
	const { here } = useLocalized()
	return (
		<Link
			{...rest}
			to={here(code)}
			className={languageItemStyle}
			hrefLang={code}
			lang={code}
			aria-current={code === current ? 'page' : undefined}
			data-testid={testId}
		>
			<span>{LOCALE_INFO[code].name}</span>
			<span className={css({ marginInlineStart: 'auto', color: 'fg.muted', fontSize: 'sm' })}>
				{code.toUpperCase()}
			</span>
		</Link>
	)
}

/**
 * Language switcher (globe and code; names in the menu). The server sends a disclosure whose
 * list of links works without JavaScript; with it, the Ark menu replaces it on first intent.
 */
export function LanguageSwitcher() {
	const { LL, locale } = useI18n()
	const current = LOCALE_INFO[locale]
	return (
		<LazyWidget
			load={loadMenu}
			placeholder={({ onIntent, onActivate }) => (
				<details name={HEADER_MENUS} className={css({ position: 'relative' })}>
					{/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the disclosure's button (browsers and axe give it that role); the rule does not know it */}
					<summary
						{...switcherTriggerProps()}
						className={`${switcherTriggerProps().className} ${summaryLook}`}
						onPointerEnter={onIntent}
						onFocus={onIntent}
						onClick={openWidgetInstead(onActivate)}
					>
						<SwitcherLabel info={current} LL={LL} />
					</summary>
					<ul
						className={`${languageListStyle} ${disclosureList}`}
						aria-label={LL.language.label()}
						data-testid="language-fallback"
					>
						{LOCALES.map((code) => (
							<li key={code}>
								<LanguageLink code={code} current={locale} testId={`language-link-${code}`} />
							</li>
						))}
					</ul>
				</details>
			)}
		/>
	)
}
