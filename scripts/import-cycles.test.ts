import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findImportCycles } from './import-cycles'

const root = mkdtempSync(join(tmpdir(), 'import-cycles-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(files: Record<string, string>) {
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, path, '..'), { recursive: true })
		writeFileSync(join(root, path), text)
	}
}

describe('findImportCycles', () => {
	test('finds a circle of static imports, exports and type imports, and names its members', () => {
		write({
			'ring/Eager.tsx': "import { part } from './Lazy'\nexport const eager = part",
			'ring/Lazy.tsx': "export * from './Eager'\nexport const part = 1",
			'types/a.ts': "import type { B } from './b'\nexport type A = B",
			'types/b.ts': "import type { A } from './a'\nexport type B = A | 1",
		})
		expect(findImportCycles('ring', root)).toEqual([['ring/Eager.tsx', 'ring/Lazy.tsx']])
		expect(findImportCycles('types', root)).toEqual([['types/a.ts', 'types/b.ts']])
	})

	test('a lazy widget that imports its eager placeholder back closes a circle through import()', () => {
		write({
			'back/Switcher.tsx': "export const look = 1\nexport const load = () => import('./Menu')",
			'back/Menu.tsx': "import { look } from './Switcher'\nexport default look",
		})
		expect(findImportCycles('back', root)).toEqual([['back/Menu.tsx', 'back/Switcher.tsx']])
	})

	test('an eager placeholder may load its lazy widget with import() when both share a third module', () => {
		write({
			'lazy/Switcher.tsx':
				"import { look } from './look'\nexport const load = () => import('./Menu')\nexport const s = look",
			'lazy/Menu.tsx': "import { look } from './look'\nexport default look",
			'lazy/look.ts': 'export const look = 1',
		})
		expect(findImportCycles('lazy', root)).toEqual([])
	})

	test('follows a circle through another folder, and reports only circles touching the folder', () => {
		write({
			'out/ui/View.tsx': "import { x } from '../lib/x'\nexport const view = x",
			'out/lib/x.ts': "import { view } from '../ui/View'\nexport const x = () => view",
			'out/lib/p.ts': "import { q } from './q'\nexport const p = q",
			'out/lib/q.ts': "import { p } from './p'\nexport const q = p",
		})
		expect(findImportCycles('out/ui', root)).toEqual([['out/lib/x.ts', 'out/ui/View.tsx']])
	})
})
