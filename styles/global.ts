import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
	html: { colorScheme: 'light dark', scrollBehavior: 'smooth', scrollPaddingTop: '80px' },
	'@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
	body: { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6', minHeight: '100vh' },
	a: { color: 'accent.text' },
	'a:focus-visible, button:focus-visible': { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
	img: { maxWidth: '100%', height: 'auto' },
})
