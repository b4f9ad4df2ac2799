/**
 * Hashtag quality, measured from the outside: realistic phrases in the five languages (30 each,
 * src/tools/hashtags/test-phrases.ts), with and without a category, and video links, through
 * POST /api/tools/hashtags on an in-process app whose YouTube is the fake one
 * (tests/support/fake-youtube.ts) and with no model (the default install). Per language and path
 * (the evidence path when YouTube's answers exist for the words, the words-only path otherwise,
 * and video links) it prints: tags per answer, the share of tags backed by evidence, the share
 * of glued tags (must be 0), the share of stop-word or duplicate tags (must be 0) and the share
 * of answers whose first three tags of each group hold one of the visitor's words
 * (bench/support/hashtag-quality.ts says how each is judged). It exits non-zero when a must-be-0
 * figure is not 0.
 *
 * Run alone: `bun bench/hashtags.ts` (no build needed).
 */
import type { Locale } from '../src/i18n/locales'
import { testApp } from '../src/server/test-app'
import { HASHTAG_CATEGORIES } from '../src/tools/hashtags/seeds/types'
import { CREATOR_PHRASES } from '../src/tools/hashtags/test-phrases'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { add, emptyTotals, judge, line, seedWords, type Totals } from './support/hashtag-quality'
import { benchHeader } from './support/server'

const LOCALES: Locale[] = ['en', 'de', 'es', 'tr', 'nl']
/** Recorded videos of the fake YouTube, with and without words of the visitor's own. */
const VIDEO_LINKS = [
	'https://youtu.be/GJLlxj_dtq8',
	'https://www.youtube.com/watch?v=F1xioXWb8CY',
	'https://youtu.be/dsMFmonKDD4 acoustic session',
	'https://youtu.be/eF8Qqp7rjDg',
	'https://youtu.be/ud9d5cMDP_0',
	'https://youtu.be/X4VbdwhkE10 lofi beats',
	'https://youtu.be/M4gD1WSo5mA',
	'https://youtu.be/N-yVic7BbY0',
]

benchHeader('hashtags')
const youtube = await startFakeYouTube()
const t = await testApp({
	LOG_LEVEL: 'silent',
	OLLAMA_HOST: 'off',
	UPSTREAM_OVERRIDES: youtube.overrides,
	RATE_LIMIT_API_PER_MINUTE: '1000000',
})

interface Answer {
	trending: string[]
	hashtags: string[]
	longTail: string[]
	videoTitle?: string
	videoTags?: string[]
	source?: string
	evidence?: { uses?: Record<string, number>; suggestions?: string[] }
}

async function ask(keywords: string, category: string | undefined, locale: Locale): Promise<Answer | null> {
	const res = await t.app.request('/api/tools/hashtags', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-tubekit-lang': locale },
		body: JSON.stringify({ keywords, ...(category ? { category } : {}) }),
	})
	if (res.status !== 200) return null
	return (await res.json()) as Answer
}

const totals = new Map<string, Totals>()
const at = (label: string) => {
	const row = totals.get(label) ?? emptyTotals()
	totals.set(label, row)
	return row
}
const failures: string[] = []
/** The answer's path: the evidence one when it names its evidence, else words only. */
const pathOf = (a: Answer) => (a.evidence ? 'evidence' : 'words only')

for (const locale of LOCALES) {
	const words = seedWords(locale)
	const phrases = CREATOR_PHRASES[locale]
	for (const [i, phrase] of phrases.entries()) {
		for (const category of [undefined, HASHTAG_CATEGORIES[i % HASHTAG_CATEGORIES.length]]) {
			const answer = await ask(phrase, category, locale)
			if (!answer) {
				failures.push(`${locale} "${phrase}": no answer`)
				continue
			}
			const judged = judge(answer, phrase, answer.evidence?.suggestions ?? [], words)
			add(at(`${locale} ${pathOf(answer)}${category ? ' +cat' : ''}`), judged)
		}
	}
	for (const link of VIDEO_LINKS) {
		const answer = await ask(link, undefined, locale)
		if (!answer) {
			failures.push(`${locale} ${link}: no answer`)
			continue
		}
		const own = link.split(' ').slice(1).join(' ')
		const visitor = [own, answer.videoTitle ?? ''].filter(Boolean).join(', ')
		const evidence = [...(answer.videoTags ?? []), ...(answer.evidence?.suggestions ?? [])]
		add(at(`${locale} video link`), judge(answer, visitor, evidence, words))
	}
}

console.log('\nHashtag quality per language and path (no model; fake YouTube)')
for (const [label, row] of [...totals].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${line(label, row)}`)
const all = emptyTotals()
for (const row of totals.values()) for (const k of Object.keys(all) as (keyof Totals)[]) all[k] += row[k]
console.log(`  ${line('all', all)}`)
if (failures.length) console.log(`\n  ${failures.length} without an answer:\n  ${failures.slice(0, 10).join('\n  ')}`)
if (all.glued > 0 || all.weak > 0) console.log('\n  FAIL: glued or stop-word/duplicate tags must be 0')

await t.close()
await youtube.stop()
process.exit(all.glued > 0 || all.weak > 0 ? 1 : 0)
