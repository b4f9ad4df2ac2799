import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useId } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { useI18n } from '../i18n/context'
import { isLocale, LOCALE_INFO, LOCALES } from '../i18n/locales'
import { SwitcherLabel, switcherTriggerProps } from './LanguageSwitcher'
import { saveLanguageChoice } from './language-choice'
import type { LazyWidgetProps } from './lazy-widget'
import { Tooltip } from './Tooltip'
import { useLocalized } from './use-localized'

const content = css({
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

const item = css({
	display: 'flex',
	alignItems: 'center',
	gap: '3',
	paddingInline: '3',
	paddingBlock: '2',
	borderRadius: 'sm',
	color: 'fg',
	textDecoration: 'none',
	cursor: 'pointer',
	'&[data-highlighted]': { bg: 'bg.subtle' },
	'&[aria-current=page]': { fontWeight: 'bold' },
})

/**
 * The Ark menu behind the language switcher, loaded on first intent (see LanguageSwitcher).
 * Items are links to this page in each language; choosing one also saves the choice.
 */
export default function LanguageMenu({ defaultOpen = false, focus = false }: LazyWidgetProps) {
	const { LL, locale } = useI18n()
	const { here } = useLocalized()
	const current = LOCALE_INFO[locale]
	// The tooltip and the menu share one trigger element, so they must agree on its id,
	// or the menu cannot find its anchor (and opens at the page's corner).
	const triggerId = useId()
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
				<Menu.Trigger
					{...switcherTriggerProps()}
					ref={(el) => {
						if (focus) el?.focus()
					}}
				>
					<SwitcherLabel info={current} LL={LL} />
				</Menu.Trigger>
			</Tooltip>
			<Portal>
				<Menu.Positioner>
					<Menu.Content className={content} aria-label={LL.language.label()}>
						{LOCALES.map((code) => {
							const info = LOCALE_INFO[code]
							return (
								<Menu.Item key={code} value={code} asChild>
									<Link
										to={here(code)}
										className={item}
										hrefLang={code}
										lang={code}
										aria-current={code === locale ? 'page' : undefined}
										data-testid={`language-option-${code}`}
									>
										<span>{info.name}</span>
										<span className={css({ marginInlineStart: 'auto', color: 'fg.muted', fontSize: 'sm' })}>
											{code.toUpperCase()}
										</span>
									</Link>
								</Menu.Item>
							)
						})}
					</Menu.Content>
				</Menu.Positioner>
			</Portal>
		</Menu.Root>
	)
}
