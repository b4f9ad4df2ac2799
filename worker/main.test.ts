/**
 * The worker process reads its own settings only (src/core/config.ts loadWorkerConfig): a worker
 * deployed on its own machine gets none of the server's variables, and a bad one of those must
 * not keep it from starting. Each case exits before Chromium is launched.
 */
import { describe, expect, test } from 'bun:test'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '..')

async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
	const proc = Bun.spawn(['bun', 'worker/main.ts'], {
		cwd: ROOT,
		// Only what Bun needs, so the test's own environment cannot decide the outcome.
		env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
		stdin: 'ignore',
		stdout: 'ignore',
		stderr: 'pipe',
	})
	const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()])
	return { code, stderr }
}

describe('worker/main.ts settings', () => {
	test("a bad server variable is ignored: the worker's own check speaks", async () => {
		const { code, stderr } = await start({ PORT: 'eighty', DATABASE_URL: 'nonsense', ADMIN_PASSWORD: 'short' })
		expect(code).toBe(1)
		expect(stderr).toContain('WORKER_SECRET is required')
		expect(stderr).not.toContain('Invalid environment configuration')
	}, 30_000) // a Bun process loading the worker's modules: over 5 s on a loaded machine

	test('a bad worker variable stops it, named', async () => {
		const { code, stderr } = await start({ WORKER_SECRET: 'worker-secret-0123456789', WORKER_PORT: 'eighty' })
		expect(code).toBe(1)
		expect(stderr).toContain('Invalid environment configuration')
		expect(stderr).toContain('WORKER_PORT:')
	}, 30_000)
})
