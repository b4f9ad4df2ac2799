/**
 * Runs every test suite in order — unit and integration, DOM (happy-dom), the short fuzz run,
 * end-to-end (Chromium) — after a production build, and ends with one line `N passed, N failed`
 * summed over all suites. Installs Debian's Chromium, redis-server and Caddy first when they
 * are missing and we are root (the tests drive them); when one can't be installed the run stops
 * there, naming the command to run, instead of ending in failures that only look like the code's.
 * Each suite's output is passed on as it comes (scripts/test-run.ts). Exit code 1 if anything failed.
 */
import { resolve } from 'node:path'
import { ensureTestPackages, runPassingOutput, TEST_PACKAGES } from './test-run'

const ROOT = resolve(import.meta.dir, '..')
const run = (cmd: string[]) => runPassingOutput(cmd, { cwd: ROOT })

const suites: { name: string; cmd: string[] }[] = [
	{ name: 'unit and integration', cmd: ['bun', 'run', 'test:unit'] },
	{ name: 'DOM (happy-dom)', cmd: ['bun', 'run', 'test:dom'] },
	// A few thousand random and hostile requests against the production server (tests/fuzz/run.ts);
	// it prints its seed, and ends like bun test (`N pass` / `N fail`, one per part of the app).
	{ name: 'fuzz (short)', cmd: ['bun', 'run', 'fuzz', '--short'] },
	{ name: 'end-to-end (Chromium)', cmd: ['bun', 'run', 'test:e2e'] },
]

const stop = await ensureTestPackages({
	packages: TEST_PACKAGES,
	isRoot: process.getuid?.() === 0,
	shell: async (command) => (await run(['bash', '-c', command])).code,
	print: (line) => console.log(line),
})
if (stop) {
	console.error(`\n${stop}\n`)
	console.log('0 passed, 1 failed')
	process.exit(1)
}
const build = await run(['bun', 'run', 'build'])
let passed = 0
let failed = build.code === 0 ? 0 : 1
const summary: string[] = []
if (build.code !== 0) summary.push('build: FAILED')
for (const suite of build.code === 0 ? suites : []) {
	const { code, output } = await run(suite.cmd)
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
