/**
 * The pool's slots against the real Chromium: a job whose task never settles still frees its slot at its
 * deadline (its context is closed, the pool stops waiting), so one stuck page cannot hold a slot for good.
 */
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test'
import { createLogger } from '../src/core/logger'
import { chromiumPath } from '../tests/support/browser'
import { createBrowserPool } from './browser-pool'

// Launching Chromium takes seconds on a busy machine.
setDefaultTimeout(60_000)

const pool = createBrowserPool({ chromiumPath: chromiumPath(), poolSize: 1, logger: createLogger('silent') })
afterAll(() => pool.close(5000))

test('a task that never settles: the job ends at its deadline and the slot comes free', async () => {
	await pool.warm()
	// The deadline comes once the task runs (a fixed timeout could end the job before its context opened).
	const deadline = new AbortController()
	let started!: () => void
	const running = new Promise<void>((resolve) => {
		started = resolve
	})
	const never = pool.run(deadline.signal, () => {
		started()
		return new Promise<never>(() => {})
	})
	await running
	deadline.abort(new Error('job deadline'))
	await expect(never).rejects.toThrow('job deadline')
	expect(pool.stats()).toMatchObject({ busy: 0, queued: 0 })
	// The one slot serves the next job.
	const title = await pool.run(AbortSignal.timeout(30_000), async (context) => {
		const page = await context.newPage()
		await page.setContent('<title>next</title>')
		return page.title()
	})
	expect(title).toBe('next')
})
