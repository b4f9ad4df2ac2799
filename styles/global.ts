import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
	html: { colorScheme: 'light dark', scrollBehavior: 'smooth', scrollPaddingTop: '80px' },
	'@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
	body: { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: '1.6', minHeight: '100vh' },
	a: { color: 'accent.text' },
	'a:focus-visible, button:focus-visible': { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
	img: { maxWidth: '100%', height: 'auto' },
	/*
	 * Long compounds (Dutch "Transcriptiedownloader", German "Profilbild-Downloader") in narrow
	 * columns: hyphenated where the browser knows the language, broken as a last resort, never
	 * pushing the page sideways (tests/e2e/layout.e2e.test.ts).
	 */
	'h1, h2, h3, h4, dt, summary': { overflowWrap: 'anywhere', hyphens: 'auto' },
	'p, li, dd, td, th, label': { overflowWrap: 'break-word' },
})
