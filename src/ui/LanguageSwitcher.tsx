import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import { LOCALE_INFO, type LocaleInfo } from '../i18n/locales'
import type { LL } from '../i18n/translator'
import { GlobeIcon } from './GlobeIcon'
import { LazyWidget } from './lazy-widget'

const loadMenu = () => import('./LanguageMenu')

const srOnly = css({ srOnly: true })

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

/** Language switcher (globe and code; names in the menu). The Ark menu itself arrives on first intent. */
export function LanguageSwitcher() {
	const { LL, locale } = useI18n()
	const current = LOCALE_INFO[locale]
	return (
		<LazyWidget
			load={loadMenu}
			placeholder={({ onIntent, onActivate }) => (
				<button
					type="button"
					aria-haspopup="menu"
					aria-expanded={false}
					{...switcherTriggerProps()}
					onPointerEnter={onIntent}
					onFocus={onIntent}
					onClick={onActivate}
				>
					<SwitcherLabel info={current} LL={LL} />
				</button>
			)}
		/>
	)
}
