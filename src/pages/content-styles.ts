import { css } from 'styled-system/css'

/** Shared look of the content pages (help centre, guides, legal pages). */
export const pageContainer = css({
	maxWidth: '5xl',
	marginInline: 'auto',
	paddingInline: '4',
	paddingBlock: { base: '10', md: '16' },
})
export const narrowContainer = css({
	maxWidth: '3xl',
	marginInline: 'auto',
	paddingInline: '4',
	paddingBlock: { base: '10', md: '16' },
})
/**
 * On phones the title shrinks with the screen (at most 3xl), so one long word of a title
 * ("Nutzungsbedingungen", "Gebruiksvoorwaarden", "Datenschutzerklärung") fits a 320 px screen's
 * line instead of breaking in the middle; hyphens where the browser can.
 */
export const pageTitle = css({
	fontSize: { base: 'clamp(1.375rem, 7vw, 1.875rem)', md: '4xl' },
	fontWeight: 'extrabold',
	lineHeight: '1.15',
	hyphens: 'auto',
})
export const lead = css({ color: 'fg.muted', fontSize: 'lg', marginTop: '3', marginBottom: '8', maxWidth: '3xl' })
/** Shrinks on the narrowest phones as the title does ("Haftungsbeschränkung" at 320 px). */
export const h2 = css({
	fontSize: { base: 'clamp(1.25rem, 6.5vw, 1.5rem)', md: '2xl' },
	fontWeight: 'bold',
	marginBottom: '4',
	hyphens: 'auto',
})
export const h3 = css({ fontSize: 'lg', fontWeight: 'bold', marginBottom: '2' })
export const muted = css({ color: 'fg.muted' })
export const prose = css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: '1.7' })
export const textLink = css({
	color: 'accent.text',
	fontWeight: 'semibold',
	textDecoration: 'underline',
	textUnderlineOffset: '3px',
})
export const bulletList = css({
	listStyle: 'disc',
	paddingInlineStart: '6',
	display: 'flex',
	flexDirection: 'column',
	gap: '2',
})
export const grid2 = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
export const badge = css({
	display: 'inline-flex',
	alignItems: 'center',
	fontSize: 'sm',
	fontWeight: 'semibold',
	paddingInline: '3',
	paddingBlock: '1',
	borderRadius: 'full',
	bg: 'accent.subtle',
	color: 'accent.text',
})
/** The not-found and error pages: a centred title, a message, and a way home. */
export const statusPage = css({
	maxWidth: '2xl',
	marginInline: 'auto',
	paddingInline: '4',
	paddingBlock: '24',
	textAlign: 'center',
})
export const statusTitle = css({ fontSize: '3xl', fontWeight: 'bold', marginBlock: '4' })
export const statusMessage = css({ color: 'fg.muted', marginBottom: '8' })
