/**
 * `bun run bench`: builds the client once, then runs bench/ssr.ts, bench/page-query.ts, bench/tools.ts, bench/thumbnail-journey.ts, bench/transcript.ts,
 * bench/hashtags.ts, bench/contact.ts, bench/dashboard.ts, bench/batch.ts, bench/egress.ts, bench/scale.ts, bench/load.ts, bench/bundle.ts, bench/main-thread.ts, bench/tool-journeys.ts, bench/first-click.ts and bench/lighthouse.ts in order, passing their output through, and ends with every
 * TARGET MET / TARGET MISSED line in one list. Missed targets do not fail the run; a
 * script that crashes does (exit code 1, after the others have run).
 */
import { join } from 'node:path'
import { ROOT } from './support/server'

const SCRIPTS = [
	'ssr.ts',
	'page-query.ts',
	'tools.ts',
	'thumbnail-journey.ts',
	'transcript.ts',
	'hashtags.ts',
	'contact.ts',
	'dashboard.ts',
	'batch.ts',
	'egress.ts',
	'scale.ts',
	'load.ts',
	'bundle.ts',
	'main-thread.ts',
	'tool-journeys.ts',
	'first-click.ts',
	'lighthouse.ts',
]

const started = performance.now()
console.log('=== bun run build ===')
const build = Bun.spawnSync(['bun', 'run', 'build'], { cwd: ROOT, stdout: 'inherit', stderr: 'inherit' })
if (build.exitCode !== 0) {
	console.error(`build failed (exit ${build.exitCode})`)
	process.exit(1)
}

const targets: string[] = []
const crashed: string[] = []
for (const script of SCRIPTS) {
	const t0 = performance.now()
	const proc = Bun.spawn(['bun', join(ROOT, 'bench', script)], { cwd: ROOT, stdout: 'pipe', stderr: 'inherit' })
	const decoder = new TextDecoder()
	let pending = ''
	for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) {
		const text = decoder.decode(chunk, { stream: true })
		process.stdout.write(text)
		pending += text
		const lines = pending.split('\n')
		pending = lines.pop() ?? ''
		for (const line of lines) if (/TARGET (MET|MISSED)/.test(line)) targets.push(`${script.padEnd(14)} ${line.trim()}`)
	}
	if (/TARGET (MET|MISSED)/.test(pending)) targets.push(`${script.padEnd(14)} ${pending.trim()}`)
	const code = await proc.exited
	console.log(`\n--- ${script} exited ${code} after ${((performance.now() - t0) / 1000).toFixed(0)} s ---\n`)
	if (code !== 0) crashed.push(`${script} (exit ${code})`)
}

console.log('=== Summary of targets ===')
for (const line of targets) console.log(line)
const missed = targets.filter((l) => l.includes('TARGET MISSED')).length
console.log(
	`\n${targets.length - missed} met, ${missed} missed; total ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
if (crashed.length) {
	console.error(`Benchmarks that did not finish: ${crashed.join(', ')}`)
	process.exit(1)
}
