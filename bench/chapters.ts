/**
 * Chapter quality on recorded transcripts: for each caption body the fake YouTube knows (its CAPTION_ENTRIES and
 * UNMAPPED_CAPTION_FILES, tests/support/fake-youtube.ts: English and Latin), the chapters
 * each maker produced, the share of lists breaking YouTube's rules (src/tools/chapters/rules.ts; must be 0) and
 * the time each took. The built-in method runs as the server runs it; the model maker runs through the chapter
 * service, its queue, deadline and repair, against the fake Ollama (tests/support/fake-ollama.ts): that proves
 * the plumbing and the repair, not a model's judgement. It exits non-zero when a rule is broken.
 *
 * Run alone: `bun bench/chapters.ts` (no build needed).
 */
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { createLogger } from '../src/core/logger'
import { createOllama } from '../src/llm/ollama.server'
import { createQueue } from '../src/llm/queue'
import { builtinChapters } from '../src/tools/chapters/builtin'
import { chapterLines, checkChapters } from '../src/tools/chapters/rules'
import { createChapterService } from '../src/tools/chapters/service.server'
import type { TranscriptResult } from '../src/tools/transcript/schema'
import type { TranscriptService } from '../src/tools/transcript/service.server'
import { parseCaptions } from '../src/youtube/captions/detect'
import { startFakeOllama } from '../tests/support/fake-ollama'
import { CAPTION_ENTRIES, UNMAPPED_CAPTION_FILES } from '../tests/support/fake-youtube'
import { YOUTUBE_FIXTURES } from '../tests/support/fixtures'

/** A caption file's language from its name (`<what>.<language>.…`, as captions/MANIFEST.md names them). */
function languageOf(file: string): string {
	const language = basename(file).split('.')[1]
	if (!language) throw new Error(`${file}: no language in its name`)
	return language
}

/** Every caption body the fake YouTube knows: those it serves for a video and those it keeps for a test to map. */
const RECORDINGS = [
	...CAPTION_ENTRIES.flatMap((entry) => (entry.file ? [{ file: entry.file, language: entry.lang }] : [])),
	...Object.values(UNMAPPED_CAPTION_FILES).map((file) => ({ file, language: languageOf(file) })),
]

const ollama = await startFakeOllama()
const logger = createLogger('silent', () => {})
const model = createOllama({ host: ollama.host, model: 'qwen2.5:1.5b', timeoutMs: 30_000, keepAlive: '5m', logger })
let broken = 0
let lists = 0
for (const recording of RECORDINGS) {
	const cues = parseCaptions(readFileSync(join(YOUTUBE_FIXTURES, recording.file), 'utf8')).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	}))
	const length = Math.floor(Math.max(...cues.map((c) => c.start + c.duration)))
	const transcript = {
		title: basename(recording.file),
		videoId: 'benchvideo1',
		language: recording.language,
		trackId: `.${recording.language}`,
		cues,
		chapters: [],
	} as unknown as TranscriptResult
	const transcripts = { forVideo: async () => transcript } as unknown as TranscriptService
	const service = createChapterService({ transcripts, model, queue: createQueue({ concurrency: 1, maxQueued: 4 }) })
	let started = performance.now()
	const builtin = builtinChapters(cues, length, recording.language) ?? []
	const builtinMs = performance.now() - started
	started = performance.now()
	const made = await service.generate({ videoId: 'benchvideo1', language: undefined, remake: true, locale: 'en' })
	const modelMs = performance.now() - started
	const problems = [checkChapters(builtin, length), made.source === 'model' ? checkChapters(made.chapters, length) : []]
	lists += 2
	broken += problems.filter((p) => p.length).length
	const minutes = `${Math.floor(length / 60)}:${String(length % 60).padStart(2, '0')}`
	console.log(`\n## ${recording.file} (${recording.language}, ${minutes})`)
	console.log(
		`built-in, ${builtinMs.toFixed(1)} ms, ${builtin.length} chapters${problems[0]?.length ? `, BROKEN: ${problems[0].join('; ')}` : ''}`,
	)
	console.log(chapterLines(builtin).replace(/^/gm, '  '))
	console.log(
		`model maker (${made.source}; fake Ollama), ${modelMs.toFixed(1)} ms, ${made.chapters.length} chapters${problems[1]?.length ? `, BROKEN: ${problems[1].join('; ')}` : ''}`,
	)
	console.log(chapterLines(made.chapters).replace(/^/gm, '  '))
}
await ollama.stop()
console.log(
	`\nlists breaking YouTube's rules: ${broken} of ${lists} (${((100 * broken) / lists).toFixed(0)} %, must be 0)`,
)
process.exit(broken ? 1 : 0)
