import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { LocaleInfo } from '../i18n/locales'
import type { LL } from '../i18n/translator'
import { GlobeIcon } from './GlobeIcon'

const srOnly = css({ srOnly: true })
const triggerButton = button({ variant: 'ghost', size: 'sm' })

/**
 * Props shared by the placeholder's summary and the Ark menu's trigger, so both look and read
 * the same (in a module of its own: the lazy menu must not import the eager switcher back).
 */
export function switcherTriggerProps() {
	return { className: triggerButton, 'data-testid': 'language-switcher' }
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
