import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pkg from '../../package.json'
import { gitCommit } from '../../scripts/build-info'
import { startServer } from '../../tests/support/server'
import { until } from '../../tests/support/until'
import { describeBuild, readBuildInfo } from './build-info'

const ROOT = resolve(import.meta.dir, '../..')
const dir = mkdtempSync(join(tmpdir(), 'tubekit-build-info-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('the version is package.json’s; the commit is the one the build stamped', () => {
	const file = join(dir, 'build-info.json')
	writeFileSync(file, JSON.stringify({ commit: '0123456789ab' }))
	expect(readBuildInfo(file)).toEqual({ version: pkg.version, commit: '0123456789ab' })
	expect(describeBuild(readBuildInfo(file))).toBe(`tubekit ${pkg.version} (0123456789ab)`)
})

test('before any build, or with a damaged stamp, the commit is "unknown" and the version still known', () => {
	expect(readBuildInfo(join(dir, 'missing.json'))).toEqual({ version: pkg.version, commit: 'unknown' })
	const bad = join(dir, 'bad.json')
	writeFileSync(bad, '{not json')
	expect(readBuildInfo(bad).commit).toBe('unknown')
})

test('the build stamps the checked-out commit, and "unknown" where there is no repository (a container build)', () => {
	const head = Bun.spawnSync(['git', 'rev-parse', '--short=12', 'HEAD'], { cwd: ROOT }).stdout.toString().trim()
	expect(gitCommit(ROOT)).toMatch(new RegExp(`^${head}(-dirty)?$`))
	expect(gitCommit(dir, undefined)).toBe('unknown')
})

test('without a repository the commit given as BUILD_COMMIT (the Dockerfile’s argument) is stamped, if it is one', () => {
	expect(gitCommit(dir, '0123456789ab')).toBe('0123456789ab')
	expect(gitCommit(dir, 'not a commit; rm -rf')).toBe('unknown')
})

test('`bun run serve --version` prints the release and exits, before any setting is read', () => {
	// A bad setting would stop the boot with its message: --version must not get that far.
	const run = Bun.spawnSync(['bun', 'src/server/main.ts', '--version'], {
		cwd: ROOT,
		env: { ...process.env, PORT: 'not-a-port' },
	})
	expect(run.exitCode).toBe(0)
	expect(run.stdout.toString().trim()).toBe(describeBuild(readBuildInfo()))
}, 30_000) // it loads the whole server's modules: slow on a loaded machine

test('the production server names the release in its first log line, then logs the migrations it applied', async () => {
	const server = await startServer()
	try {
		// The log comes through the server's stdout pipe, in batches: wait for the lines, not for /healthz.
		await until(
			() => server.logs().some((line) => line.includes('"database migrations applied"')),
			'the migration log line',
		)
		const lines = server.logs().map((line) => JSON.parse(line) as Record<string, unknown>)
		expect(lines[0]).toMatchObject({ level: 'info', msg: 'starting', ...readBuildInfo() })
		expect(lines.find((l) => l.msg === 'database migrations applied')).toMatchObject({ from: null })
		const ready = (await (await fetch(`${server.url}/readyz`)).json()) as Record<string, unknown>
		expect(ready).toMatchObject({ status: 'ready', ...readBuildInfo() })
	} finally {
		await server.stop()
	}
}, 60_000)
