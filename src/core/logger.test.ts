import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { createLogger, type LaterLine } from './logger'

/** The default writer batches lines on stdout, so it is read from a process of its own. */
async function stdoutOf(script: string): Promise<string[]> {
	const proc = Bun.spawn(['bun', '-e', script], { cwd: join(import.meta.dir, '../..'), stdout: 'pipe', stderr: 'pipe' })
	const [out, err, code] = await Promise.all([
		new Response(proc.stdout).text(),
		new Response(proc.stderr).text(),
		proc.exited,
	])
	expect(err).toBe('')
	expect(code).toBe(0)
	return out.split('\n').filter(Boolean)
}

test('lines built later keep their place among the others, and are written when the process exits', async () => {
	const lines = await stdoutOf(`
		import { createLogger } from './src/core/logger'
		const logger = createLogger('info')
		logger.info('first')
		logger.later('info', { text: () => '{"msg":"second"}\\n' })
		logger.warn('third')
		logger.later('debug', { text: () => '{"msg":"below the level"}\\n' })
		logger.later('info', { text: () => '{"msg":"fourth"}\\n' })
	`)
	expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['first', 'second', 'third', 'fourth'])
})

test('a later line is built once, when its batch is written, not when it is queued', async () => {
	const lines = await stdoutOf(`
		import { createLogger } from './src/core/logger'
		const logger = createLogger('info')
		let built = 0
		logger.later('info', { text: () => JSON.stringify({ msg: 'built', times: ++built }) + '\\n' })
		process.stdout.write(JSON.stringify({ msg: 'queued', built }) + '\\n')
		await Bun.sleep(50)
		process.stdout.write(JSON.stringify({ msg: 'after the batch', built }) + '\\n')
	`)
	expect(lines.map((line) => JSON.parse(line))).toEqual([
		{ msg: 'queued', built: 0 },
		{ msg: 'built', times: 1 },
		{ msg: 'after the batch', built: 1 },
	])
})

test('with a writer of its own, a later line is written at once, and only at its level', () => {
	const written: string[] = []
	const logger = createLogger('warn', (line) => written.push(line))
	const line: LaterLine = { text: () => 'a line\n' }
	logger.later('info', line)
	expect(written).toEqual([])
	logger.later('error', line)
	expect(written).toEqual(['a line\n'])
})
