import { expect, test } from 'bun:test'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { inlineStaticStyles } from './static-styles'

test('literal css() and recipe calls become the class names the runtime gives', () => {
	const source = `import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
const a = css({ color: 'fg', _hover: { bg: 'bg.subtle' }, paddingBlock: { base: '4', md: '8' } })
const b = button({ size: 'lg', variant: 'outline' })
const c = button()
`
	const out = inlineStaticStyles(source)
	expect(out).toContain(
		`const a = ${JSON.stringify(css({ color: 'fg', _hover: { bg: 'bg.subtle' }, paddingBlock: { base: '4', md: '8' } }))}`,
	)
	expect(out).toContain(`const b = ${JSON.stringify(button({ size: 'lg', variant: 'outline' }))}`)
	expect(out).toContain(`const c = ${JSON.stringify(button())}`)
	// Nothing is left to call at run time: the imports go.
	expect(out).not.toContain('styled-system')
})

test('a call with anything computed stays, and so does its import', () => {
	const source = `import { css } from 'styled-system/css'
const a = (stale: boolean) => css({ opacity: stale ? 0.5 : 1 })
const b = css({ color: 'fg' })
const d = obj.css({ color: 'fg' })
`
	const out = inlineStaticStyles(source)
	expect(out).toContain('css({ opacity: stale ? 0.5 : 1 })')
	expect(out).toContain(`const b = ${JSON.stringify(css({ color: 'fg' }))}`)
	expect(out).toContain(`obj.css({ color: 'fg' })`)
	expect(out).toContain(`import { css } from 'styled-system/css'`)
})

test('strings with braces and parentheses inside the literal are read whole', () => {
	const source = `const a = css({ transition: 'opacity {durations.normal}', content: '")"' })`
	expect(inlineStaticStyles(source)).toBe(
		`const a = ${JSON.stringify(css({ transition: 'opacity {durations.normal}', content: '")"' }))}`,
	)
})
