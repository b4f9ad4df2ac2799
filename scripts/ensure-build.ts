/**
 * Builds the client (`bun run build`) when the tests that serve real pages would otherwise fail for want
 * of it: no build yet, or one older than the sources it is made from. `bun run test:unit`, `test:e2e` and
 * `fuzz` start with it, so each works in a fresh clone on its own; after `bun run build` it does nothing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')
const MANIFEST = join(ROOT, 'dist/client/manifest.json')
/** What the build reads: a change in any of them makes the build stale. */
const SOURCES = ['src', 'i18n', 'styles', 'public', 'scripts/build.ts', 'scripts/client-build.ts', 'panda.config.ts']

function newest(path: string): number {
	if (!existsSync(path)) return 0
	const stat = statSync(path)
	if (!stat.isDirectory()) return stat.mtimeMs
	let latest = 0
	for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)))
	return latest
}

const built = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0
const changed = Math.max(...SOURCES.map((source) => newest(join(ROOT, source))))
if (built < changed) {
	console.log(
		built
			? 'The client build is older than its sources: running `bun run build`…'
			: 'No client build yet: running `bun run build`…',
	)
	const build = Bun.spawnSync(['bun', 'run', 'build'], { cwd: ROOT, stdout: 'inherit', stderr: 'inherit' })
	if (build.exitCode !== 0) process.exit(build.exitCode ?? 1)
}
