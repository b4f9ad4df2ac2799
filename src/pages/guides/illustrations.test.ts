/**
 * The guide illustrations kept their pale pastel panels in dark mode, bright
 * blocks on a dark page. Each one's background panel has a dark fill under
 * `prefers-color-scheme: dark`, which an SVG shown through <img> follows like the page does.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIR = join(import.meta.dir, '../../../public/images/guides')
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.svg'))

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
	const [r, g, b] = [1, 3, 5].map((i) => {
		const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
	}) as [number, number, number]
	return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

test('there are guide illustrations to check', () => {
	expect(FILES.length).toBeGreaterThanOrEqual(5)
})

describe.each(FILES)('%s', (file) => {
	const svg = readFileSync(join(DIR, file), 'utf8')

	test('its full-size background panel is pale in light mode and dark in dark mode', () => {
		const panel = svg.match(/<rect class="panel" width="480" height="270" fill="(#[0-9a-f]{6})"\/>/i)
		expect(panel).not.toBeNull()
		expect(luminance(panel?.[1] ?? '#000000')).toBeGreaterThan(0.7)
		const dark = svg.match(/@media \(prefers-color-scheme: dark\)\{\.panel\{fill:(#[0-9a-f]{6})\}\}/i)
		expect(dark).not.toBeNull()
		expect(luminance(dark?.[1] ?? '#ffffff')).toBeLessThan(0.05)
	})
})
