import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
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
