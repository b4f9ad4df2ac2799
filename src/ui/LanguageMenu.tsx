import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useId } from 'react'
import { useI18n } from '../i18n/context'
import { isLocale, LOCALE_INFO, LOCALES } from '../i18n/locales'
import { saveLanguageChoice } from './language-choice'
import { LanguageLink, languageListStyle } from './language-list'
import { SwitcherLabel, switcherTriggerProps } from './language-trigger'
import { type LazyWidgetProps, useHandedOverFocus } from './lazy-widget'
import { Tooltip } from './Tooltip'

/**
 * The Ark menu behind the language switcher, loaded on first intent (see LanguageSwitcher).
 * Items are links to this page in each language; choosing one also saves the choice.
 */
export default function LanguageMenu({ defaultOpen = false, focus = false }: LazyWidgetProps) {
	const { LL, locale } = useI18n()
	const current = LOCALE_INFO[locale]
	// The tooltip and the menu share one trigger element, so they must agree on its id,
	// or the menu cannot find its anchor (and opens at the page's corner).
	const triggerId = useId()
	const trigger = useHandedOverFocus<HTMLButtonElement>({ focus, defaultOpen })
	return (
		<Menu.Root
			ids={{ trigger: triggerId }}
			// Enter on a link item: a real click, so the router link and onSelect both run
			// (the default synthetic click does not bubble to React).
			navigate={({ node }) => node.click()}
			defaultOpen={defaultOpen}
			lazyMount
			unmountOnExit
			onSelect={({ value }) => {
				if (isLocale(value)) saveLanguageChoice(value)
			}}
		>
			<Tooltip label={LL.language.change()} triggerId={triggerId}>
				<Menu.Trigger {...switcherTriggerProps()} ref={trigger}>
					<SwitcherLabel info={current} LL={LL} />
				</Menu.Trigger>
			</Tooltip>
			<Portal>
				<Menu.Positioner>
					<Menu.Content className={languageListStyle} aria-label={LL.language.label()}>
						{LOCALES.map((code) => (
							<Menu.Item key={code} value={code} asChild>
								<LanguageLink code={code} current={locale} testId={`language-option-${code}`} />
							</Menu.Item>
						))}
					</Menu.Content>
				</Menu.Positioner>
			</Portal>
		</Menu.Root>
	)
}
