import { css } from 'styled-system/css'
import { useI18n } from '../i18n/context'
import { LOCALE_INFO, LOCALES } from '../i18n/locales'
import { HEADER_MENUS, openWidgetInstead, summaryLook } from './header-disclosure'
import { LanguageLink, languageListStyle } from './language-list'
import { SwitcherLabel, switcherTriggerProps } from './language-trigger'
import { LazyWidget } from './lazy-widget'

const loadMenu = () => import('./LanguageMenu')

const disclosure = css({ position: 'relative' })
/** Below the button, at its end edge, when the disclosure is open. */
const disclosureList = css({ position: 'absolute', top: 'calc(100% + 4px)', insetInlineEnd: 0, listStyle: 'none' })

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
				<details name={HEADER_MENUS} className={disclosure}>
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
