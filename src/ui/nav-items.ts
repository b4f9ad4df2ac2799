import { useI18n } from '../i18n/context'
import { PATHS } from './paths'
import { useLocalized } from './use-localized'

export interface NavItem {
	to: string
	label: string
}

/** Header navigation (spec: Tools to /#tools, Guides, Help), in the current language. */
export function useNavItems(): NavItem[] {
	const { LL } = useI18n()
	const { to } = useLocalized()
	return [
		{ to: `${to(PATHS.home)}#tools`, label: LL.nav.tools() },
		{ to: to(PATHS.guides), label: LL.nav.guides() },
		{ to: to(PATHS.help), label: LL.nav.help() },
	]
}
