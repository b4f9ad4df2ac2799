import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import { LOCALE_INFO, type LocaleInfo } from '../i18n/locales'
import type { LL } from '../i18n/translator'
import { LazyWidget } from './lazy-widget'

const loadMenu = () => import('./LanguageMenu')

/** Props shared by the placeholder and the real menu trigger, so both look and read the same. */
export function switcherTriggerProps(LL: LL, current: LocaleInfo) {
	return {
		className: button({ variant: 'ghost', size: 'sm' }),
		'aria-label': `${LL.language.change()} (${LL.language.current({ name: current.name })})`,
		'data-testid': 'language-switcher',
	}
}

export function SwitcherLabel({ info }: { info: LocaleInfo }) {
	return (
		<>
			<span aria-hidden="true">{info.flag}</span>
			<span>{info.code.toUpperCase()}</span>
		</>
	)
}

/** Language switcher (code, name, flag). The Ark menu itself arrives on first intent. */
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
					{...switcherTriggerProps(LL, current)}
					onPointerEnter={onIntent}
					onFocus={onIntent}
					onClick={onActivate}
				>
					<SwitcherLabel info={current} />
				</button>
			)}
		/>
	)
}
