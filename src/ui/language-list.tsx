import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { LOCALE_INFO, type Locale } from '../i18n/locales'
import { useLocalized } from './use-localized'

/**
 * The language list, shared by the switcher's disclosure (no JavaScript) and the lazy Ark menu.
 * It lives apart from both so the lazy chunk never imports the eager placeholder back.
 */

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

const languageCode = css({ marginInlineStart: 'auto', color: 'fg.muted', fontSize: 'sm' })

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
			<span className={languageCode}>{code.toUpperCase()}</span>
		</Link>
	)
}
