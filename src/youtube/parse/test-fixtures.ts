/**
 * Test-only access to the recorded YouTube answers in tests/fixtures/youtube and their
 * machine-readable facts, EXPECTED.json (tests/fixtures/youtube/MANIFEST.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { YOUTUBE_FIXTURES } from '../../../tests/support/fixtures'

export const FIXTURE_ROOT = YOUTUBE_FIXTURES

export interface ExpectedEntry {
	/** Path relative to FIXTURE_ROOT, e.g. `ytta/watch_GJLlxj_dtq8_2025-06.html`. */
	file: string
	kind: string
	request: { method: string; url: string; body: string | null; status?: number; date?: string }
	facts: Record<string, unknown>
	meta_sidecar: string | null
	notes: string
}

/** Kinds whose parser belongs to a later issue: expected-facts.test.ts lists their entries as todo. */
export const DEFERRED_KINDS: Record<string, string> = {}

/**
 * Recordings of kinds we parse whose facts are about what a later issue adds: expected-facts.test.ts lists them as
 * todo until then (none today; the chapters are parsed).
 */
export const DEFERRED_FILES: Record<string, string> = {}

let entries: ExpectedEntry[] | undefined
const texts = new Map<string, string>()

export function expectedEntries(): ExpectedEntry[] {
	entries ??= JSON.parse(readFileSync(join(FIXTURE_ROOT, 'EXPECTED.json'), 'utf8')) as ExpectedEntry[]
	return entries
}

export function expectedEntry(file: string): ExpectedEntry {
	const found = expectedEntries().find((entry) => entry.file === file)
	if (!found) throw new Error(`${file} is not in EXPECTED.json`)
	return found
}

/** A fixture's text, read once per test process. */
export function fixtureText(file: string): string {
	let text = texts.get(file)
	if (text === undefined) {
		text = readFileSync(join(FIXTURE_ROOT, file), 'utf8')
		texts.set(file, text)
	}
	return text
}

export function fixtureJson(file: string): unknown {
	return JSON.parse(fixtureText(file))
}

/** Every file below FIXTURE_ROOT, relative, sorted. */
export function fixtureFiles(): string[] {
	const found: string[] = []
	const walk = (dir: string) => {
		for (const name of readdirSync(dir)) {
			const path = join(dir, name)
			if (statSync(path).isDirectory()) walk(path)
			else found.push(relative(FIXTURE_ROOT, path))
		}
	}
	walk(FIXTURE_ROOT)
	return found.sort()
}

/** Runs `fn` and returns what it threw (undefined when it did not throw). */
export function thrownBy(fn: () => unknown): unknown {
	try {
		fn()
	} catch (error) {
		return error
	}
	return undefined
}
