import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { MIDDLEWARE_ORDER } from './middleware-order'

/** The numbered list under "## Middleware order" in docs/ARCHITECTURE.md. */
function documentedOrder(): string[] {
	const doc = readFileSync(resolve(import.meta.dir, '../../docs/ARCHITECTURE.md'), 'utf8')
	const section = doc.split('## Middleware order')[1]?.split('\n## ')[0] ?? ''
	return [...section.matchAll(/^(\d+)\. (.+)$/gm)].map((m) => m[2] ?? '')
}

describe('the middleware order is data, and the architecture doc quotes it', () => {
	test('each documented step starts with the name of the step installed at that place', () => {
		const documented = documentedOrder()
		expect(documented.length).toBe(MIDDLEWARE_ORDER.length)
		MIDDLEWARE_ORDER.forEach((step, i) => {
			expect(documented[i]?.startsWith(step.name)).toBe(true)
		})
	})

	test('step names are unique', () => {
		const names = MIDDLEWARE_ORDER.map((s) => s.name)
		expect(new Set(names).size).toBe(names.length)
	})
})
