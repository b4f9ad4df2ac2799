import { describe, expect, test } from 'bun:test'
import { ensureTestPackages, runPassingOutput, type TestPackage } from './test-run'

const PACKAGES: TestPackage[] = [
	{ bin: '/nowhere/redis-server', pkg: 'redis-server' },
	{ bin: '/nowhere/caddy', pkg: 'caddy' },
]

describe('the test command’s Debian packages', () => {
	test('not root and missing: the run stops, naming the packages and the command', async () => {
		const shell: string[] = []
		const stop = await ensureTestPackages({
			packages: PACKAGES,
			isRoot: false,
			shell: async (c) => {
				shell.push(c)
				return 0
			},
			print: () => {},
		})
		expect(shell).toEqual([])
		expect(stop).toContain('sudo apt-get install -y redis-server caddy')
	})

	test('root: apt waits for a held dpkg lock, and a package it could not install still stops the run', async () => {
		const shell: string[] = []
		const installed = new Set<string>()
		const stop = await ensureTestPackages({
			packages: PACKAGES,
			isRoot: true,
			// The lock was held past the wait, or the package is unknown here: apt installs only redis-server.
			shell: async (c) => {
				shell.push(c)
				installed.add('/nowhere/redis-server')
				return 100
			},
			print: () => {},
			exists: (path) => installed.has(path),
		})
		expect(shell).toHaveLength(1)
		expect(shell[0]).toContain('DPkg::Lock::Timeout=600')
		expect(stop).toContain('sudo apt-get install -y caddy')
		expect(stop).not.toContain('redis-server')
	})

	test('root and apt installs them: the run goes on', async () => {
		const installed = new Set<string>()
		const stop = await ensureTestPackages({
			packages: PACKAGES,
			isRoot: true,
			shell: async () => {
				for (const p of PACKAGES) installed.add(p.bin)
				return 0
			},
			print: () => {},
			exists: (path) => installed.has(path),
		})
		expect(stop).toBeNull()
	})
})

describe('a suite’s output', () => {
	test('is passed on as it comes, and a quiet stretch gets a line saying the command still runs', async () => {
		const lines: string[] = []
		const { code, output } = await runPassingOutput(['bash', '-c', 'echo first; sleep 1.2; echo second'], {
			cwd: import.meta.dir,
			heartbeatMs: 300,
			print: (line) => lines.push(line),
		})
		expect(code).toBe(0)
		expect(output).toBe('first\nsecond\n')
		expect(lines.filter((l) => l.startsWith('… still running')).length).toBeGreaterThanOrEqual(1)
	})

	test('a failing command’s exit code comes back', async () => {
		const { code } = await runPassingOutput(['bash', '-c', 'exit 3'], { cwd: import.meta.dir, print: () => {} })
		expect(code).toBe(3)
	})
})
