import { expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { envSchema } from './config'

/** README.md's "Configuration" table: the first cell of each row. */
function documented(): Set<string> {
	const readme = readFileSync(resolve(import.meta.dir, '../../README.md'), 'utf8')
	const table = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? ''
	return new Set([...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1] as string))
}

test('every setting the server reads is in the README’s settings table', () => {
	const missing = Object.keys(envSchema.shape).filter((name) => !documented().has(name))
	expect(missing).toEqual([])
})

/** .env.example's assignments: name -> value as written. */
function exampleValues(): Map<string, string> {
	const text = readFileSync(resolve(import.meta.dir, '../../.env.example'), 'utf8')
	return new Map([...text.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1] as string, m[2] as string]))
}

test('.env.example lists every setting, and each value it writes is the true default', () => {
	const example = exampleValues()
	const shape = envSchema.shape as Record<string, { parse: (v: unknown) => unknown }>
	expect(Object.keys(shape).filter((name) => !example.has(name))).toEqual([])
	expect([...example.keys()].filter((name) => !(name in shape))).toEqual([])
	for (const [name, value] of example) {
		if (value === '') continue
		// The value as the server would read it equals what it reads when the variable is unset.
		expect({ name, value: shape[name]?.parse(value) }).toEqual({ name, value: shape[name]?.parse(undefined) })
	}
})

test('the README’s defaults are the schema’s, and the files the settings docs name exist', () => {
	const readme = readFileSync(resolve(import.meta.dir, '../../README.md'), 'utf8')
	const table = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? ''
	const shape = envSchema.shape as Record<string, { parse: (v: unknown) => unknown }>
	for (const [, name, written] of table.matchAll(/^\| `([A-Z0-9_]+)`\s*\| `([^`]*)`\s*\|/gm)) {
		expect({ name, value: shape[name as string]?.parse(written) }).toEqual({
			name,
			value: shape[name as string]?.parse(undefined),
		})
	}
	const example = readFileSync(resolve(import.meta.dir, '../../.env.example'), 'utf8')
	for (const [path] of `${table}\n${example}`.matchAll(
		/\b(?:src|worker|deploy|scripts|docs)\/[\w./-]+\.(?:ts|tsx|md)\b/g,
	)) {
		expect({ path, exists: existsSync(resolve(import.meta.dir, '../..', path)) }).toEqual({ path, exists: true })
	}
})

test('.env.example is written from the README’s table (run `bun scripts/gen-env-example.ts` after changing it)', async () => {
	const { envExample } = await import('../../scripts/gen-env-example')
	const root = resolve(import.meta.dir, '../..')
	expect(readFileSync(resolve(root, '.env.example'), 'utf8')).toBe(
		envExample(readFileSync(resolve(root, 'README.md'), 'utf8')),
	)
})
