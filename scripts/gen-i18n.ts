/**
 * Runs typesafe-i18n's generator. On a fresh clone `i18n/i18n-types.ts` does not exist yet, and
 * with namespaces the generator then cannot find its own compiled base dictionary (it expects
 * the type file in the same TypeScript program, which sets the output folder layout) and stops
 * with "Make sure to import the type 'BaseTranslation'". An empty module stands in for that
 * first run; the generator overwrites it.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')
const TYPES = resolve(ROOT, 'i18n/i18n-types.ts')
if (!existsSync(TYPES)) writeFileSync(TYPES, 'export {}\n')

const run = Bun.spawnSync([resolve(ROOT, 'node_modules/.bin/typesafe-i18n'), '--no-watch'], {
	cwd: ROOT,
	stdout: 'inherit',
	stderr: 'inherit',
})
process.exit(run.exitCode ?? 1)
