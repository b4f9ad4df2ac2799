/**
 * Writes `.env.example` from the README's settings table: every variable with its meaning as a comment and
 * its default (blank where the default is not a plain value). So a new setting is three places (its schema
 * line and its line in `configFrom`, src/core/config.ts, and its README row), and `.env.example` can't drift
 * from them: src/core/settings-documented.test.ts fails until this has run (`bun run gen` runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')
const WIDTH = 100

/** The README's "Configuration" table as [name, default cell, meaning]. */
export function settingsTable(readme: string): { name: string; fallback: string; meaning: string }[] {
	const table = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? ''
	return [...table.matchAll(/^\| `([A-Z0-9_]+)`\s*\|([^|]*)\|(.*)\|\s*$/gm)].map((m) => ({
		name: m[1] as string,
		fallback: (m[2] as string).trim(),
		meaning: (m[3] as string).trim(),
	}))
}

function wrap(text: string): string[] {
	const lines: string[] = []
	let line = '#'
	for (const word of text.split(/\s+/)) {
		if (line.length + word.length + 1 > WIDTH && line !== '#') {
			lines.push(line)
			line = '#'
		}
		line += ` ${word}`
	}
	lines.push(line)
	return lines
}

export function envExample(readme: string): string {
	const out = [
		"# Tubekit configuration: every setting, blank or at its default. Written from the README's",
		'# settings table by `bun scripts/gen-env-example.ts` (part of `bun run gen`); edit the README, not this.',
		'# Only src/core/config.ts reads these; an empty value means the default.',
	]
	for (const { name, fallback, meaning } of settingsTable(readme)) {
		// A plain default (`3000`) is written out; a described one (_(generated)_) is left blank.
		const value = /^`([^`]*)`$/.exec(fallback)?.[1] ?? ''
		out.push('', ...wrap(meaning), `${name}=${value}`)
	}
	return `${out.join('\n')}\n`
}

if (import.meta.main) {
	writeFileSync(resolve(ROOT, '.env.example'), envExample(readFileSync(resolve(ROOT, 'README.md'), 'utf8')))
}
