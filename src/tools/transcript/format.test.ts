import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import SrtParser from 'srt-parser-2'
import { WebVTTParser } from 'webvtt-parser'
import entities from 'webvtt-parser/html-entities.json'
import { repeatedJson3 } from '../../../tests/support/longer-captions'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import {
	formatTranscript,
	type TranscriptCue,
	type TranscriptDocument,
	timedLines,
	toSrt,
	toVtt,
	transcriptFileName,
} from './format'
import { readableParagraphs } from './readable'
import { shortTimestamp } from './timestamp'

/** Overlapping auto-generated cues, a same-start pair, markup-looking text and an hour mark. */
const CUES: TranscriptCue[] = [
	{ start: 0.56, duration: 5.799, text: 'so what’s new' },
	{ start: 3.52, duration: 4.2, text: 'a < b & c > d' },
	{ start: 3.52, duration: 1, text: 'same moment' },
	{ start: 9, duration: 0, text: 'no duration --> here' },
	{ start: 3723.004, duration: 2.5, text: 'an hour in' },
]

const DOC: TranscriptDocument = {
	videoId: 'eF8Qqp7rjDg',
	title: 'A "title"',
	language: 'en',
	isGenerated: true,
	isTranslated: false,
	cues: CUES,
}

describe('formatter goldens', () => {
	test('text: the readable paragraphs, cues joined, a blank line at the hour-long pause', () => {
		expect(formatTranscript(DOC, 'txt')).toBe(
			'so what’s new a < b & c > d same moment no duration --> here\n\nan hour in\n',
		)
	})

	test('text with timestamps: one per paragraph, the short player form, hours when needed', () => {
		expect(formatTranscript(DOC, 'txt-timestamps')).toBe(
			'[0:00] so what’s new a < b & c > d same moment no duration --> here\n\n[1:02:03] an hour in\n',
		)
	})

	test('SubRip: numbered, comma milliseconds, cut at the next start, same-start cues merged', () => {
		expect(toSrt(CUES)).toBe(
			[
				'1\n00:00:00,560 --> 00:00:03,520\nso what’s new\n',
				'2\n00:00:03,520 --> 00:00:07,720\na < b & c > d\nsame moment\n',
				'3\n00:00:09,000 --> 00:00:12,000\nno duration -> here\n',
				'4\n01:02:03,004 --> 01:02:05,504\nan hour in\n',
			].join('\n'),
		)
	})

	test('WebVTT: header, dot milliseconds, markup characters escaped', () => {
		expect(toVtt(CUES)).toBe(
			[
				'WEBVTT\n',
				'00:00:00.560 --> 00:00:03.520\nso what’s new\n',
				'00:00:03.520 --> 00:00:07.720\na &lt; b &amp; c &gt; d\nsame moment\n',
				'00:00:09.000 --> 00:00:12.000\nno duration -&gt; here\n',
				'01:02:03.004 --> 01:02:05.504\nan hour in\n',
			].join('\n'),
		)
	})

	test('JSON: the document and its cues, nothing else', () => {
		expect(JSON.parse(formatTranscript(DOC, 'json'))).toEqual(DOC)
	})

	test('file names: title, id, language, and the clip when the file holds only the clip', () => {
		expect(transcriptFileName(DOC, 'srt')).toBe('A _title_ [eF8Qqp7rjDg].en.srt')
		expect(transcriptFileName(DOC, 'txt-timestamps')).toBe('A _title_ [eF8Qqp7rjDg].en.txt')
		const clip = { id: 'UgkxABC', start: 1, end: 2 }
		expect(transcriptFileName({ ...DOC, clip: { ...clip, range: 'clip' } }, 'md')).toBe(
			'A _title_ [eF8Qqp7rjDg].en.clip-UgkxABC.md',
		)
		expect(transcriptFileName({ ...DOC, clip: { ...clip, range: 'video' } }, 'json')).toBe(
			'A _title_ [eF8Qqp7rjDg].en.json',
		)
	})

	test('short timestamps', () => {
		expect([0, 59.9, 60, 600, 3599, 3600, 36000].map(shortTimestamp)).toEqual([
			'0:00',
			'0:59',
			'1:00',
			'10:00',
			'59:59',
			'1:00:00',
			'10:00:00',
		])
	})
})

/** Every real caption body, parsed as the server does, then written in each format. */
const REAL = [
	'captions/dashboards-aivants.en.asr.json3',
	'captions/vanessa-live-y2bcaptions.en.asr.json3',
	'captions/LW9XRA4641E.la.json3',
	'captions/VMvdvP02f-Y.en.asr.vtt',
	'captions/argentinian-cvi-narrate.en.asr.vtt',
	'captions/freelancetowin-proposals.en.vtt',
	'captions/kids-nursery-ai-tutorial.en.asr.ttml',
	'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
]

function realCues(file: string): TranscriptCue[] {
	return parseCaptions(fixtureText(file)).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	}))
}

/**
 * The words of a text, as the readable text keeps them: a speaker marker (`>>`, a dialogue dash) is
 * said by the paragraph break instead, and a sound marker repeated in a row is said once.
 */
function words(text: string): string[] {
	const list = text
		.replaceAll('>>', ' ')
		.split(/\s+/)
		.filter((word) => word && !/^[-–—]$/.test(word))
	return list.filter((word, i) => !(/^[[(].*[\])]$/.test(word) && list[i - 1] === word))
}

const vtt = new WebVTTParser(entities)
const srt = new SrtParser()

/** What a subtitle file should hold for these cues: non-overlapping lines, text lines joined. */
function expectedLines(cues: TranscriptCue[]) {
	return timedLines(cues).map((l) => ({ start: l.startMs / 1000, end: l.endMs / 1000, text: l.text }))
}

describe.each(REAL)('%s written out and read back with standard parsers', (file) => {
	const cues = realCues(file)

	test('has cues', () => {
		expect(cues.length).toBeGreaterThan(10)
	})

	test('SubRip parses back (srt-parser-2) to the same lines, none overlapping', () => {
		const parsed = srt.fromSrt(toSrt(cues))
		const want = expectedLines(cues)
		expect(parsed.length).toBe(want.length)
		parsed.forEach((line, i) => {
			expect(line.id).toBe(String(i + 1))
			expect(line.startSeconds).toBeCloseTo(want[i]?.start ?? -1, 3)
			expect(line.endSeconds).toBeCloseTo(want[i]?.end ?? -1, 3)
			expect(line.endSeconds).toBeGreaterThan(line.startSeconds)
			expect(line.text).toBe((want[i]?.text ?? '').replaceAll('-->', '->'))
			const next = parsed[i + 1]
			if (next) expect(line.endSeconds).toBeLessThanOrEqual(next.startSeconds)
		})
	})

	test('WebVTT validates (webvtt-parser, W3C) and parses back to the same lines', () => {
		const tree = vtt.parse(toVtt(cues), 'metadata')
		expect(tree.errors).toEqual([])
		const want = expectedLines(cues)
		expect(tree.cues.length).toBe(want.length)
		tree.cues.forEach((cue, i) => {
			expect(cue.startTime).toBeCloseTo(want[i]?.start ?? -1, 3)
			expect(cue.endTime).toBeCloseTo(want[i]?.end ?? -1, 3)
			expect(cue.endTime).toBeGreaterThan(cue.startTime)
			const next = tree.cues[i + 1]
			if (next) expect(cue.endTime).toBeLessThanOrEqual(next.startTime)
		})
	})

	test('text holds every spoken word in order, in paragraphs with one timestamp each; JSON round-trips', () => {
		const paragraphs = readableParagraphs(cues)
		expect(words(formatTranscript({ ...DOC, cues }, 'txt'))).toEqual(words(cues.map((c) => c.text).join(' ')))
		const stamped = formatTranscript({ ...DOC, cues }, 'txt-timestamps')
			.trimEnd()
			.split('\n\n')
		expect(stamped).toHaveLength(paragraphs.length)
		stamped.forEach((block, i) => {
			expect(block).toStartWith(`[${shortTimestamp(paragraphs[i]?.start ?? -1)}] `)
		})
		expect(paragraphs.length).toBeGreaterThan(cues.length / 40)
		const doc = { ...DOC, cues }
		expect(JSON.parse(formatTranscript(doc, 'json')).cues).toEqual(cues)
	})
})

describe('a cue’s own line breaks', () => {
	// An uploaded track whose cues are two rows, as youtube-transcript-api keeps them.
	const cues = realCues('captions/freelancetowin-proposals.en.vtt')

	test('SubRip keeps both rows of a two-row caption', () => {
		expect(toSrt(cues)).toContain(
			'2\n00:00:07,726 --> 00:00:11,510\n- Hi, everyone. Danny here\nfrom freelancetowin.com.\n\n3\n',
		)
		const twoRows = srt.fromSrt(toSrt(cues)).filter((line) => line.text.includes('\n'))
		expect(twoRows.length).toBeGreaterThan(200)
	})

	test('WebVTT keeps the rows, still escapes markup, and a blank line inside a cue does not end it', () => {
		expect(toVtt(cues)).toContain(
			'00:00:07.726 --> 00:00:11.510\n- Hi, everyone. Danny here\nfrom freelancetowin.com.\n',
		)
		const odd: TranscriptCue[] = [
			{ start: 1, duration: 2, text: 'a < b\n\n  \n--> c & d\r\n<i>e</i>' },
			{ start: 4, duration: 1, text: 'next' },
		]
		expect(toVtt(odd)).toBe(
			'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\na &lt; b\n-&gt; c &amp; d\n&lt;i&gt;e&lt;/i&gt;\n\n00:00:04.000 --> 00:00:05.000\nnext\n',
		)
		const tree = vtt.parse(toVtt(odd), 'metadata')
		expect(tree.errors).toEqual([])
		expect(tree.cues.map((cue) => cue.text)).toEqual(['a &lt; b\n-&gt; c &amp; d\n&lt;i&gt;e&lt;/i&gt;', 'next'])
		expect(srt.fromSrt(toSrt(odd)).map((line) => line.text)).toEqual(['a < b\n-> c & d\n<i>e</i>', 'next'])
	})

	test('the readable text joins the rows with a space', () => {
		expect(formatTranscript({ ...DOC, cues }, 'txt')).toStartWith(
			"(upbeat music)\n\nHi, everyone. Danny here from freelancetowin.com. And today I'm going to be talking",
		)
	})
})

describe('any cues at all', () => {
	const cue = fc.record({
		start: fc.integer({ min: 0, max: 36_000_000 }).map((ms) => ms / 1000),
		duration: fc.integer({ min: 0, max: 60_000 }).map((ms) => ms / 1000),
		text: fc.string({ minLength: 1, maxLength: 40 }).map((t) => t.replace(/\s+/g, ' ').trim() || 'x'),
	})

	test('SubRip and WebVTT lines never overlap and never have zero length; WebVTT always validates', () => {
		fc.assert(
			fc.property(fc.array(cue, { maxLength: 40 }), (cues) => {
				const lines = timedLines(cues)
				lines.forEach((l, i) => {
					expect(l.endMs).toBeGreaterThan(l.startMs)
					const next = lines[i + 1]
					if (next) expect(l.endMs).toBeLessThanOrEqual(next.startMs)
				})
				const tree = vtt.parse(toVtt(cues), 'metadata')
				expect(tree.errors).toEqual([])
				expect(tree.cues).toHaveLength(lines.length)
				expect(srt.fromSrt(toSrt(cues))).toHaveLength(lines.length)
			}),
			{ numRuns: 300 },
		)
	})
})

describe('chapters and Markdown', () => {
	const CHAPTERED: TranscriptDocument = {
		videoId: 'KI7fMGRg0Wk',
		title: 'tagesschau *20:00* Uhr',
		language: 'de',
		isGenerated: true,
		isTranslated: false,
		cues: [
			{ start: 1, duration: 3, text: 'Guten Abend.' },
			{ start: 4, duration: 3, text: 'Ich begrüße Sie.' },
			{ start: 17.5, duration: 2, text: 'Die Inzidenz [steigt]_weiter.' },
			{ start: 754.2, duration: 2, text: 'Und <das> Wetter.' },
		],
		chapters: [
			{ start: 0, title: 'Guten Abend' },
			{ start: 18, title: 'Corona' },
			{ start: 600, title: 'Ohne Worte' },
			{ start: 750, title: 'Das Wetter #' },
		],
	}

	test('Markdown: # title, ## chapters, a link to the moment before each paragraph, markup escaped', () => {
		const lines = [
			'# tagesschau \\*20:00\\* Uhr',
			'## Guten Abend',
			// The cue at 17.5 s starts before the chapter at 18 s: it is still the first chapter's.
			'[0:01](https://youtu.be/KI7fMGRg0Wk?t=1) Guten Abend. Ich begrüße Sie.',
			'[0:17](https://youtu.be/KI7fMGRg0Wk?t=17) Die Inzidenz \\[steigt\\]\\_weiter.',
			// "Corona" and "Ohne Worte" have no words: no heading. A closing # is escaped.
			'## Das Wetter \\#',
			'[12:34](https://youtu.be/KI7fMGRg0Wk?t=754) Und \\<das\\> Wetter.',
		]
		expect(formatTranscript(CHAPTERED, 'md')).toBe(`${lines.join('\n\n')}\n`)
	})

	test('Markdown without chapters: the title and the paragraphs', () => {
		expect(formatTranscript(DOC, 'md')).toBe(
			'# A "title"\n\n[0:00](https://youtu.be/eF8Qqp7rjDg?t=0) so what’s new a \\< b & c \\> d same moment no duration --\\> here\n\n[1:02:03](https://youtu.be/eF8Qqp7rjDg?t=3723) an hour in\n',
		)
	})

	test('text: the chapter titles underlined as headings, with or without timestamps', () => {
		const text = 'Guten Abend\n-----------\n\nGuten Abend. Ich begrüße Sie.\n\nDie Inzidenz [steigt]_weiter.'
		expect(formatTranscript(CHAPTERED, 'txt')).toBe(`${text}\n\nDas Wetter #\n------------\n\nUnd <das> Wetter.\n`)
		expect(formatTranscript(CHAPTERED, 'txt-timestamps')).toStartWith(
			'Guten Abend\n-----------\n\n[0:01] Guten Abend. Ich begrüße Sie.\n\n[0:17] Die Inzidenz',
		)
	})

	test('JSON names the chapters; SRT and WebVTT stay cue-only; no chapters, no key', () => {
		expect(JSON.parse(formatTranscript(CHAPTERED, 'json')).chapters).toEqual(CHAPTERED.chapters)
		const plain = { ...CHAPTERED, chapters: [] }
		expect(formatTranscript(CHAPTERED, 'srt')).toBe(formatTranscript(plain, 'srt'))
		expect(formatTranscript(CHAPTERED, 'vtt')).toBe(formatTranscript(plain, 'vtt'))
		expect(JSON.parse(formatTranscript(plain, 'json'))).not.toHaveProperty('chapters')
		expect(formatTranscript(plain, 'txt')).toBe(
			'Guten Abend. Ich begrüße Sie.\n\nDie Inzidenz [steigt]_weiter.\n\nUnd <das> Wetter.\n',
		)
	})
})

/** A cue's text as a subtitle file writes it: its rows trimmed, blank rows gone, `-->` made `->`. */
const rows = (text: string) =>
	text
		.split(/\r\n?|\n/)
		.map((row) => row.replaceAll('-->', '->').trim())
		.filter(Boolean)
		.join('\n')

/** SubRip and WebVTT read back by the standard parsers: exactly the timed lines, in order, with their texts. */
function readsBackAs(cues: readonly TranscriptCue[]) {
	const want = timedLines(cues)
	const fromSrt = srt.fromSrt(toSrt(cues))
	expect(
		fromSrt.map((l) => [l.id, Math.round(l.startSeconds * 1000), Math.round(l.endSeconds * 1000), l.text]),
	).toEqual(want.map((l, i) => [String(i + 1), l.startMs, l.endMs, rows(l.text)]))
	const tree = vtt.parse(toVtt(cues), 'metadata')
	expect(tree.errors).toEqual([])
	expect(tree.cues.map((c) => [Math.round(c.startTime * 1000), Math.round(c.endTime * 1000), c.text])).toEqual(
		want.map((l) => [
			l.startMs,
			l.endMs,
			rows(l.text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
		]),
	)
}

describe('many cues, and cues in any order', () => {
	test('ten times the largest recording (10,530 cues) reads back as its timed lines; shuffled, the same files', () => {
		const cues = realCues('captions/vanessa-live-y2bcaptions.en.asr.json3')
		const tenfold = parseCaptions(repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 10)).map(
			(c) => ({ start: c.startMs / 1000, duration: c.durationMs / 1000, text: c.text }),
		)
		expect(tenfold).toHaveLength(10 * cues.length)
		readsBackAs(tenfold)
		const reversed = [...tenfold].reverse()
		expect(toSrt(reversed)).toBe(toSrt(tenfold))
		expect(toVtt(reversed)).toBe(toVtt(tenfold))
	})

	// Any start (fractions of a millisecond, before 0, past 100 hours, shared by several cues, out of order), any
	// duration (none, negative, fractional) and text with line breaks, arrows and markup.
	const start = fc.oneof(
		fc.double({ min: -2, max: 400_000, noNaN: true }),
		fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
	)
	const cue = fc.record({
		start,
		duration: fc.oneof(fc.double({ min: -1, max: 20, noNaN: true }), fc.constant(0)),
		text: fc.oneof(
			fc.string({ minLength: 1, maxLength: 12 }).map((t) => t.replace(/\s+/g, ' ').trim() || 'x'),
			fc.constantFrom('a\nb', ' x \r\n\r\n y ', 'a --> b', '<i>&</i>'),
		),
	})

	test('random cue sets: time order, same starts merged in their order, each line ended by the next start', () => {
		fc.assert(
			fc.property(fc.array(cue, { maxLength: 120 }), (cues) => {
				const ms = cues.map((c, i) => ({ startMs: Math.max(0, Math.round(c.start * 1000)), c, i }))
				const lines = timedLines(cues)
				expect(lines.map((l) => l.startMs)).toEqual([...new Set(ms.map((m) => m.startMs))].sort((a, b) => a - b))
				lines.forEach((line, k) => {
					const group = ms.filter((m) => m.startMs === line.startMs)
					expect(line.text).toBe(group.map((m) => m.c.text).join('\n'))
					const longest = Math.max(...group.map((m) => Math.round(m.c.duration * 1000)))
					const own = line.startMs + (longest > 0 ? longest : 3000)
					expect(line.endMs).toBe(Math.min(own, lines[k + 1]?.startMs ?? own))
				})
				// The standard parsers read two-digit hours only.
				if (lines.every((l) => l.endMs < 360_000_000)) readsBackAs(cues)
			}),
			{ numRuns: 400 },
		)
	})

	test('past 100 hours the hours take three digits', () => {
		const cues = [{ start: 360_000.5, duration: 1, text: 'x' }]
		expect(toSrt(cues)).toBe('1\n100:00:00,500 --> 100:00:01,500\nx\n')
		expect(toVtt(cues)).toBe('WEBVTT\n\n100:00:00.500 --> 100:00:01.500\nx\n')
	})
})
