import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The repository has no issue tracker, so an issue cited by its number in a comment, a test title or a doc leads
 * nowhere: a reason is said where it applies, or cites docs/decisions.md or docs/ARCHITECTURE.md.
 * Recorded YouTube answers are data and are not read.
 */
const ROOT = resolve(import.meta.dir, '..')
const ISSUE_NUMBER = /\bissues?\s?#?\d+/i

test('no file in the repository cites an issue by number', () => {
	const listed = Bun.spawnSync(['git', 'ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
	const files = listed.stdout
		.toString()
		.split('\n')
		.filter((f) => f && !f.endsWith('.lock') && !/\.(png|jpe?g|webp|gif|ico|db|woff2?)$/.test(f))
		.filter(
			(f) =>
				!f.startsWith('tests/fixtures/youtube/') ||
				f.startsWith('tests/fixtures/youtube/handmade/') ||
				f.endsWith('.md'),
		)
	expect(files.length).toBeGreaterThan(100)
	const found: string[] = []
	for (const file of files) {
		let text: string
		try {
			text = readFileSync(resolve(ROOT, file), 'utf8')
		} catch {
			continue
		}
		const lines = text.split('\n')
		lines.forEach((line, i) => {
			if (ISSUE_NUMBER.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`)
		})
	}
	expect(found).toEqual([])
})
