import { describe, expect, test } from 'bun:test'
import { allowedTags, fold, isWeakTag, stopWordsOf, tagRules, tagRuns, tokensOf } from './filters'

describe('words compared without case and accents', () => {
	test.each([
		['Anfänger', 'anfanger'],
		['MÁS', 'mas'],
		['İstanbul', 'istanbul'],
		['IŞIK', 'işik'],
		['Straße', 'strasse'],
		['Let’s', 'lets'],
		['ideeën', 'ideeen'],
		// Letters of their own keep their mark: uñas is not unas, şu is not su.
		['uñas', 'uñas'],
		['Çocuk', 'çocuk'],
	])('%s → %s', (word, folded) => {
		expect(fold(word)).toBe(folded)
	})
})

describe('stop words per language', () => {
	test('the stopword package’s lists, corrected in the seeds', () => {
		expect(['for', 'the', 'and', 'why'].every((w) => stopWordsOf('en').has(w))).toBe(true)
		expect(stopWordsOf('de').has('fur')).toBe(true)
		// Listed by the package, but creators tag with it: kept as a topic.
		expect(stopWordsOf('de').has('morgen')).toBe(false)
		expect(stopWordsOf('nl').has('haar')).toBe(false)
		expect(['el', 'los', 'para', 'de'].every((w) => stopWordsOf('es').has(w))).toBe(true)
		expect(['ve', 'için', 'icin', 'ile'].every((w) => stopWordsOf('tr').has(fold(w)))).toBe(true)
		expect(['het', 'voor', 'met'].every((w) => stopWordsOf('nl').has(w))).toBe(true)
	})

	test('keywords in another language than the page bring their stop words', () => {
		expect(tagRules('home workout for beginners', 'de').stopWords.has('for')).toBe(true)
		expect(tagRules('receta de pan casero', 'en').stopWords.has('para')).toBe(true)
		expect(tagRules('make-up tutorial voor beginners', 'en').stopWords.has('voor')).toBe(true)
		expect(tagRules('Sauerteigbrot backen für Anfänger', 'tr').stopWords.has('fur')).toBe(true)
		// English is always in; an unrelated language is not.
		expect(tagRules('', 'tr').stopWords.has('the')).toBe(true)
		expect(tagRules('', 'tr').stopWords.has('para')).toBe(false)
	})
})

describe('weak tags', () => {
	const en = tagRules('home workout for beginners', 'en')
	test.each([
		['#for', true],
		['#The', true],
		['for the', true],
		['#forbeginnersforbeginners', true],
		['#homeworkoutforbeginnersforbeginners', true],
		['#workoutworkout', true],
		['home workout for beginners for beginners', true],
		['Workout WORKOUT', true],
		['#homeworkout', false],
		['#workoutforbeginners', false],
		['#mississippi', false],
		['#minecraft', false],
		// Half a phrase: a stop word at either end.
		['how to start', true],
		['for beginners', true],
		['workout for beginners', false],
	])('%s → %p', (raw, weak) => {
		expect(isWeakTag(raw, en)).toBe(weak)
	})

	test('stop words without their accents are still stop words', () => {
		expect(isWeakTag('#Für', tagRules('', 'de'))).toBe(true)
		expect(isWeakTag('#fur', tagRules('', 'de'))).toBe(true)
		expect(isWeakTag('#için', tagRules('', 'tr'))).toBe(true)
		expect(isWeakTag('#icin', tagRules('', 'tr'))).toBe(true)
	})

	test('a glued word the visitor typed is theirs, not a repetition', () => {
		expect(isWeakTag('#anneanne', tagRules('', 'tr'))).toBe(true)
		expect(isWeakTag('#anneanne', tagRules('anneanne tarifleri', 'tr'))).toBe(false)
	})
})

describe('real tags: words and runs of at most three of them, nothing glued', () => {
	const rules = tagRules('', 'en')
	test('runs stay within a part of the text and never end on a stop word', () => {
		const runs = tagRuns('Sea of Thieves | KURIOS, how to juggle', tagRules('', 'en')).map((r) => r.join(' '))
		expect(runs).toContain('Sea of Thieves')
		expect(runs).toContain('KURIOS')
		expect(runs).toContain('juggle')
		expect(runs).not.toContain('Thieves KURIOS')
		expect(runs).not.toContain('how to juggle')
		expect(runs).not.toContain('Sea of')
	})

	test('a number is never torn from its context', () => {
		const allowed = allowedTags(['I Gave My 100,000,000th Subscriber An Island'], [], rules)
		expect(allowed.has('100000000thsubscriber')).toBe(true)
		expect(allowed.has('igavemy100')).toBe(false)
		expect(allowed.has('100')).toBe(false)
		expect(allowed.has('000')).toBe(false)
	})

	test('glued fragments are not allowed; whole evidence tags are', () => {
		const allowed = allowedTags(['iphone 16 pro camera review'], ['#iPhone16ProMax', 'hello i’m your neighbor'], rules)
		expect(allowed.has('iphone16procamerareview')).toBe(false)
		expect(allowed.has('procamerareview')).toBe(true)
		expect(allowed.has('iphone16promax')).toBe(true)
		expect(allowed.has('helloimyourneighbor')).toBe(true)
	})

	test('a whole tag that reads as a weak run in another spelling is weak', () => {
		// A German video's keywords "TerraX" and "Terra X": `x` is a German stop word.
		const de = tagRules('Terra X', 'de')
		expect(allowedTags([], ['TerraX', 'Terra X', 'Quarks'], de).has('terrax')).toBe(false)
		expect(allowedTags(['Terra X Lesch'], ['TerraX'], de).has('terrax')).toBe(false)
		expect(allowedTags([], ['TerraX', 'Terra X', 'Quarks'], de).has('quarks')).toBe(true)
		// On any page: the evidence's words may be in any site language (Turkish `kim`).
		expect(allowedTags([], ['Nguyen-Kim', 'Nguyen Kim'], tagRules('', 'en')).has('nguyenkim')).toBe(false)
	})

	test('Turkish endings and Dutch contractions are not words of a tag', () => {
		expect(tokensOf("İstanbul'da YouTube'a")).toEqual(['İstanbul', 'YouTube'])
		expect(allowedTags(["z'n fiets"], [], tagRules('', 'nl')).has('znfiets')).toBe(false)
		expect(allowedTags(['bunu yap, onun evi'], [], tagRules('', 'tr')).has('bunuyap')).toBe(false)
	})
})
