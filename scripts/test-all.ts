/**
 * Runs every test suite in order — unit and integration, DOM (happy-dom), the short fuzz run,
 * end-to-end (Chromium) — after a production build, and ends with one line `N passed, N failed`
 * summed over all suites. Installs Debian's Chromium, redis-server and Caddy first when they
 * are missing and we are root (the tests drive them). Exit code 1 if anything failed.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')

function run(cmd: string[], env: Record<string, string> = {}): { code: number; output: string } {
	console.log(`\n$ ${cmd.join(' ')}`)
	const proc = Bun.spawnSync(cmd, { cwd: ROOT, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
	const out = proc.stdout.toString()
	const err = proc.stderr.toString()
	process.stdout.write(out)
	process.stdout.write(err)
	return { code: proc.exitCode ?? 1, output: out + err }
}

/**
 * Debian packages the tests drive for real: Chromium (end-to-end), redis-server (shared state
 * between replicas) and Caddy (the scaled deployment's load balancer). Installed with apt when
 * missing and we are root; otherwise the command to run is printed.
 */
const PACKAGES: { bin: string; pkg: string; present?: () => boolean }[] = [
	{
		bin: '/usr/bin/chromium',
		pkg: 'chromium',
		present: () => Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)),
	},
	{ bin: '/usr/bin/redis-server', pkg: 'redis-server' },
	{ bin: '/usr/bin/caddy', pkg: 'caddy' },
]

function ensurePackages() {
	const missing = PACKAGES.filter((p) => !existsSync(p.bin) && !p.present?.()).map((p) => p.pkg)
	if (missing.length === 0) return
	if (process.getuid?.() !== 0) {
		console.error(`Missing: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set CHROMIUM_PATH).`)
		return
	}
	console.log(`Installing ${missing.join(', ')} from Debian (apt-get install -y)…`)
	run([
		'bash',
		'-c',
		`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`,
	])
}

const suites: { name: string; cmd: string[] }[] = [
	{ name: 'unit and integration', cmd: ['bun', 'run', 'test:unit'] },
	{ name: 'DOM (happy-dom)', cmd: ['bun', 'run', 'test:dom'] },
	// A few thousand random and hostile requests against the production server (tests/fuzz/run.ts);
	// it prints its seed, and ends like bun test (`N pass` / `N fail`, one per part of the app).
	{ name: 'fuzz (short)', cmd: ['bun', 'run', 'fuzz', '--short'] },
	{ name: 'end-to-end (Chromium)', cmd: ['bun', 'run', 'test:e2e'] },
]

ensurePackages()
const build = run(['bun', 'run', 'build'])
let passed = 0
let failed = build.code === 0 ? 0 : 1
const summary: string[] = []
if (build.code !== 0) summary.push('build: FAILED')
for (const suite of build.code === 0 ? suites : []) {
	const { code, output } = run(suite.cmd)
	const p = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0)
	let f = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0)
	// A runner that crashed before reporting counts as one failure, never as a silent pass.
	if (code !== 0 && f === 0) f = 1
	passed += p
	failed += f
	summary.push(`${suite.name}: ${p} passed, ${f} failed`)
}
console.log(`\n${summary.join('\n')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
