import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { YOUTUBE_FIXTURES } from '../../../tests/support/fixtures'
import { parseCaptions } from '../../youtube/captions/detect'
import { stopWordsOf } from '../hashtags/filters'
import { builtinChapters, unitsOf } from './builtin'
import { chapterTitles } from './titles'

function titlesOf(file: string, language: string): string[] {
	const cues = parseCaptions(readFileSync(join(YOUTUBE_FIXTURES, file), 'utf8')).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	}))
	const length = Math.floor(Math.max(...cues.map((c) => c.start + c.duration)))
	return (builtinChapters(cues, length, language) ?? []).map((c) => c.title)
}

/** Chapters of paragraphs made from plain sentences (one paragraph per sentence), titled as builtin.ts does. */
function titled(chapters: string[][], language: 'en' | 'de' | 'es'): string[] {
	const stop = stopWordsOf(language)
	const groups = chapters.map((sentences) =>
		unitsOf(sentences.map((text, i) => ({ start: i * 10, text, anchors: [], sound: false }))),
	)
	return chapterTitles(groups, (w) => w.length > 2 && !stop.has(w), language)
}

describe('chapter titles on the recordings', () => {
	test('the talk’s glue never names a chapter; a phrase is named as it was said', () => {
		// Before: "Sometimes & meant", "Know & old", "Court & sold", "Free & super", "Apud & Quid".
		const interview = titlesOf('captions/VMvdvP02f-Y.en.asr.vtt', 'en')
		const live = titlesOf('captions/vanessa-live-y2bcaptions.en.asr.json3', 'en')
		const latin = titlesOf('captions/LW9XRA4641E.la.json3', 'la')
		const words = [...interview, ...live, ...latin].flatMap((t) => t.toLowerCase().split(/ & | /))
		for (const glue of ['sometimes', 'meant', 'know', 'old', 'sold', 'free', 'super', 'fun', 'day', 'apud', 'quid'])
			expect(words).not.toContain(glue)
		const proposals = titlesOf('captions/freelancetowin-proposals.en.vtt', 'en')
		expect(proposals).toContain('Landing page')
		expect(proposals).toContain('Job post')
		expect(proposals).toContain('Call to action')
	})
})

describe('chapter titles', () => {
	const ovens = [
		'Today we really talk about the pizza oven.',
		'The pizza oven gets really hot, the pizza oven needs wood.',
		'A good pizza oven is really simple.',
	]
	const dough = [
		'The dough needs flour, water and salt.',
		'Knead the dough for ten minutes, the dough really rests.',
		'Really, the dough rises overnight.',
	]
	const toppings = [
		'Tomatoes and mozzarella go on the pizza.',
		'Fresh basil and tomatoes, really simple.',
		'The mozzarella melts, the basil stays green.',
	]

	test('frequent here and rare elsewhere; an adverb said everywhere names nothing', () => {
		const titles = titled([ovens, dough, toppings], 'en')
		expect(titles[0]).toBe('Pizza oven')
		expect(titles[1]).toBe('Dough')
		expect(titles.join(' ').toLowerCase()).not.toContain('really')
	})

	test('two words joined by "&" only when both are strong nouns', () => {
		const titles = titled([ovens, dough, toppings], 'en')
		// Tomatoes, mozzarella and basil: each after an article or as often as the first; "simple" and "fresh" never.
		expect(titles[2]).toMatch(/^(Tomatoes|Mozzarella|Basil)( & (tomatoes|mozzarella|basil))?$/)
		expect(titles[2]).not.toMatch(/simple|fresh|green/i)
	})

	test('German: a noun capitalised inside the sentence, not the talk’s verbs and adverbs', () => {
		const titles = titled(
			[
				[
					'Heute zeige ich euch wirklich mein neues Mikrofon.',
					'Das Mikrofon klingt eigentlich richtig gut, und ich finde das Mikrofon wirklich toll.',
					'Ich sage mal, das Mikrofon lohnt sich.',
				],
				[
					'Dann gehen wir zur Kamera über.',
					'Die Kamera filmt wirklich schön, die Kamera hat einen großen Sensor.',
					'Eigentlich ist die Kamera ziemlich leicht.',
				],
				[
					'Zum Schluss das Licht im Studio.',
					'Das Licht im Studio ist wirklich weich, das Licht kommt von oben.',
					'Ich finde das Licht eigentlich perfekt.',
				],
			],
			'de',
		)
		expect(titles[0]).toBe('Mikrofon')
		expect(titles[1]).toMatch(/^Kamera/)
		expect(titles[2]).toMatch(/^Licht/)
		expect(titles.join(' ')).not.toMatch(/wirklich|eigentlich|finde|ziemlich/i)
	})

	test('Spanish: adverbs in -mente and the talk’s words name nothing; the nouns after an article do', () => {
		const titles = titled(
			[
				[
					'Hoy vamos a preparar la masa madre, realmente es muy fácil.',
					'La masa madre necesita harina y agua, básicamente nada más.',
					'Creo que la masa madre es realmente importante.',
				],
				[
					'Después encendemos el horno de leña.',
					'El horno tiene que estar realmente caliente, el horno tarda una hora.',
					'Básicamente el horno hace todo.',
				],
				[
					'Al final cortamos el pan.',
					'El pan suena hueco, el pan tiene una corteza crujiente.',
					'Gracias por ver, el pan queda realmente bueno.',
				],
			],
			'es',
		)
		expect(titles[0]).toBe('Masa madre')
		expect(titles[1]).toMatch(/^Horno/)
		expect(titles[2]).toMatch(/^Pan/)
		expect(titles.join(' ')).not.toMatch(/realmente|básicamente|gracias|creo/i)
	})
})
