/**
 * The built-in maker's chapter titles: each chapter named by its most telling words, as a creator would name it
 * ("Landing page", "Mexico & permanent residency"), never by the talk's glue ("Know & old", "Sometimes & meant").
 *
 * Candidates are the chapter's content words and the two-word phrases that come back in it (stop words are the
 * hashtag tool's lists, filters.ts, through builtin.ts's `keep`). Each is scored tf-idf style: how often this
 * chapter says it, times the share of all its uses that fall in this chapter, times how rare it is among the
 * transcript's paragraphs; then by how much it looks like a noun: longer words weigh more, a word capitalised in
 * the middle of a sentence (a name, a German noun) much more, and a word shaped like an adverb or an adjective
 * ("really", "important", "wirklich", "básicamente") or one of the spoken words that name no topic
 * (`SPOKEN`) much less. A title is the best phrase as it was said, or the best word; two words joined by "&" only
 * when both are strong nouns-like words and the second scores near the first.
 */
import type { Locale } from '../../i18n/locales'
import { isLocale } from '../../i18n/locales'
import { fold } from '../hashtags/filters'

/** A paragraph's words: folded (`words`), as said (`surface`), and whether capitalised inside a sentence. */
export interface TitleUnit {
	words: string[]
	surface: string[]
	/** True where the word is capitalised and does not start a sentence (the paragraph's first word does). */
	capital: boolean[]
}

/**
 * Words of speech that are no stop words but never a chapter's topic: verbs of talking and knowing, fillers,
 * greetings and vague adjectives and adverbs the suffixes below miss. Folded as filters.ts folds.
 */
const SPOKEN: Record<Locale, string> = {
	en: `know think going really actually sometimes something anything everything nothing thing things lot
		lots kind want wanted need get got getting make made say said saying see look looking mean meant
		right good great little much many also even maybe sure yes way pretty certain different real old new
		big small whole first last next thank thanks today now guys people stuff talk talking tell told come
		came give gave take took put let try trying use used start started feel felt free super cool awesome
		nice love happy able else okay sorry hey hello welcome easily necessarily kinda sorta gotta
		basically literally obviously important whatever anyway bit always never ever still already back
		enough year years day days fun true scared guess remember happened called means goes went done keep
		afraid lucky crazy funny easy hard including forget beyond makes best worst better fluent latest
		biggest easiest fastest newest`,
	de: `eigentlich wirklich einfach halt mal gerade genau vielleicht immer wieder schon naturlich sagen
		gesagt machen gemacht gehen geht kommen kommt sehen gibt gut gute guten ganz viel viele mehr neu
		neue neuen richtig wichtig leute sache sachen dinge ding heute jetzt bisschen total super danke
		hallo willkommen okay ja nein glaube finde weiss wissen denke irgendwie quasi sozusagen eben
		ziemlich jahr jahre tag tage erste ersten letzte nachste`,
	es: `realmente básicamente simplemente entonces bueno buena buenos buenas cosa cosas gente decir dicho
		hacer hecho vamos creo saber gracias hola bienvenidos importante diferente nuevo nueva grande
		pequeño mejor mucho muchos muchas ahora hoy siempre nunca quizás super genial verdad claro pues vale
		tipo chicos año años día días primero primera último última siguiente puedes tienes`,
	tr: `yani işte şey şeyler gerçekten aslında sadece biraz çok daha güzel iyi önemli farklı yeni büyük
		küçük bugün şimdi tamam evet hayır merhaba teşekkür teşekkürler arkadaşlar bence galiba yapmak etmek
		olmak demek gibi kadar sonra önce zaten hemen mesela tabii yıl gün ilk son var yok`,
	nl: `eigenlijk echt gewoon even misschien natuurlijk zeggen gezegd maken gemaakt gaan gaat komen komt
		zien goed goede mooi heel veel meer nieuwe belangrijk mensen ding dingen vandaag beetje super dank
		bedankt hallo welkom oke ja nee denk weet vind jongens helemaal best jaar jaren dag dagen eerste
		laatste volgende`,
}
const spokenCache = new Map<Locale, ReadonlySet<string>>()
function spokenWords(locale: Locale): ReadonlySet<string> {
	let set = spokenCache.get(locale)
	if (!set) {
		set = new Set(SPOKEN[locale].split(/\s+/).map(fold))
		spokenCache.set(locale, set)
	}
	return set
}

/** Adverb and adjective endings per language (on folded words of five letters or more). */
const MODIFIER_ENDINGS: Partial<Record<Locale, RegExp>> = {
	// "really", "famous", "useful", "careless", "possible"; not "-ily" ("family", "Italy").
	en: /(?:[^ip]ly|ous|ful|less|able|ible|ical)$/,
	de: /(?:lich|liche|lichen|ig|ige|igen|isch|ische|bar|los|sam)$/,
	es: /(?:mente|oso|osa|osos|osas|ble|bles|ivo|iva)$/,
	nl: /(?:lijk|lijke|ig|ige|isch|ische|baar|loos|zaam)$/,
}

/**
 * Words that say what follows: an article or a possessive comes before a noun ("the landing page"), a pronoun
 * or a modal before a verb ("we build", "can establish"; not "to", which comes before both). Folded.
 */
const BEFORE_NOUN: Record<Locale, ReadonlySet<string>> = {
	en: new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'these', 'those']),
	de: new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'mein', 'dein']),
	es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'mi', 'tu', 'su', 'sus', 'nuestro']),
	tr: new Set(['bir', 'bu', 'şu']),
	nl: new Set(['de', 'het', 'een', 'mijn', 'jouw', 'ons', 'onze', 'deze', 'dit']),
}
const BEFORE_VERB: Partial<Record<Locale, ReadonlySet<string>>> = {
	en: new Set(['can', 'cant', 'will', 'would', 'could', 'should', 'i', 'you', 'we', 'they', 'lets', 'dont', 'didnt']),
	de: new Set(['ich', 'wir', 'du']),
	es: new Set(['se', 'me', 'lo', 'le', 'les', 'nos', 'yo']),
	nl: new Set(['ik', 'wij', 'jij']),
}
/** Number words: a count is never a topic ("Three YouTube"). Folded. */
const NUMBERS: Record<Locale, ReadonlySet<string>> = {
	en: new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'hundred', 'thousand']),
	de: new Set(['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'hundert'].map(fold)),
	es: new Set(['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'cien', 'mil']),
	tr: new Set(['iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'yüz', 'bin'].map(fold)),
	nl: new Set(['twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'honderd', 'duizend']),
}

/** How a word is used across the transcript: how often in all, after an article, after a verb's cue. */
interface Usage {
	n: number
	nounCue: number
	verbCue: number
}

/** How much a word is like a noun, 0.05 (a filler, a verb or an adverb) to about 2 (a name said mid-sentence). */
function nounWeight(
	word: string,
	capitalShare: number,
	usage: Usage | undefined,
	locale: Locale | null,
	letters = [...word].length,
): number {
	let weight = letters <= 3 ? 0.5 : letters === 4 ? 0.7 : letters === 5 ? 0.85 : 1
	const named = capitalShare >= 0.5
	if (named) weight *= 1.6
	if (usage && usage.nounCue >= 0.25 * usage.n) weight *= 1.3
	if (locale && spokenWords(locale).has(word)) weight *= 0.15
	else if (!named && letters >= 5 && locale && MODIFIER_ENDINGS[locale]?.test(word)) weight *= 0.3
	else if (!named && usage && usage.verbCue >= 0.3 * usage.n) weight *= 0.3
	return weight
}

interface Candidate {
	key: string
	/** 1: a word; 2: a phrase (two words, or two with a short word between them). */
	words: number
	n: number
	forms: Map<string, number>
	capitals: number
}

function candidatesOf(units: readonly TitleUnit[], keep: (word: string) => boolean): Map<string, Candidate> {
	const found = new Map<string, Candidate>()
	const add = (key: string, form: string, words: number, capital: boolean) => {
		const entry = found.get(key) ?? { key, words, n: 0, forms: new Map(), capitals: 0 }
		entry.n++
		entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1)
		if (capital) entry.capitals++
		found.set(key, entry)
	}
	// Contractions ("it's", "don't") are the talk's glue, never its topic.
	const usable = (unit: TitleUnit, i: number) =>
		keep(unit.words[i] ?? '') && !/['’]/.test(unit.surface[i] ?? '') && !/^\p{N}+$/u.test(unit.words[i] ?? '')
	for (const unit of units) {
		unit.words.forEach((w, i) => {
			if (!usable(unit, i)) return
			add(w, unit.surface[i] ?? w, 1, unit.capital[i] ?? false)
			const next = unit.words[i + 1]
			if (next && next !== w && usable(unit, i + 1))
				add(`${w} ${next}`, `${unit.surface[i]} ${unit.surface[i + 1]}`, 2, unit.capital[i + 1] ?? false)
			// A phrase with a short word in its middle, as said: "call to action", "tacos al pastor".
			const last = unit.words[i + 2]
			if (next && !keep(next) && [...next].length <= 3 && last && last !== w && usable(unit, i + 2))
				add(`${w} ${next} ${last}`, unit.surface.slice(i, i + 3).join(' '), 2, unit.capital[i + 2] ?? false)
		})
	}
	return found
}

/**
 * A word strong enough to stand beside another in a title: seen to be a noun (after an article) or a name, not
 * only long.
 */
const STRONG = 1.2

interface Ranked extends Candidate {
	noun: number
	score: number
	form: string
}

/** The phrase a word is mostly said in ("landing" → "landing page"), when there is one and it is not taken. */
function phraseOf(ranked: readonly Ranked[], word: Ranked, used: ReadonlySet<string>): Ranked | undefined {
	return ranked.find(
		(r) =>
			r.words === 2 &&
			!used.has(r.key) &&
			r.key.split(' ').includes(word.key) &&
			r.n >= 0.5 * word.n &&
			r.noun >= 0.5 * word.noun,
	)
}

/** Two forms of one word ("scene", "scenes"; "Vaticana", "Vaticani"): one starts with the other less its ending. */
function sameStem(a: string, b: string): boolean {
	const stem = (w: string) => w.slice(0, Math.max(4, w.length - 2))
	return a.startsWith(stem(b)) || b.startsWith(stem(a))
}

/** The form said most often; on a tie the lower-case one (auto-captions capitalise at random, a name every time). */
function mostCommon(forms: Map<string, number>): string {
	let best = ''
	let n = -1
	for (const [form, count] of forms) {
		if (count > n || (count === n && form.toLowerCase() === form)) {
			best = form
			n = count
		}
	}
	return best
}

/**
 * A title for each chapter (`chapters`: its paragraphs), from its most telling words as above; '' when a chapter
 * has none. `keep` tells a content word (not a stop word, not said all through the video).
 * @example chapterTitles(groups, keep, 'en') // ['Landing page', 'Upwork & proposals', 'Pricing']
 */
export function chapterTitles(
	chapters: readonly (readonly TitleUnit[])[],
	keep: (word: string) => boolean,
	language: string,
): string[] {
	const code = language.toLowerCase().split(/[-_]/)[0] ?? ''
	const locale = isLocale(code) ? code : null
	const numbers = locale ? NUMBERS[locale] : undefined
	const content = (word: string) => keep(word) && !numbers?.has(word)
	const perChapter = chapters.map((units) => candidatesOf(units, content))
	const total = new Map<string, number>()
	for (const found of perChapter) for (const [key, c] of found) total.set(key, (total.get(key) ?? 0) + c.n)
	// In how many paragraphs each word and phrase is said: the rarer, the more it tells.
	const all = chapters.flat()
	const df = new Map<string, number>()
	for (const unit of all) for (const key of candidatesOf([unit], content).keys()) df.set(key, (df.get(key) ?? 0) + 1)
	const usage = new Map<string, Usage>()
	const nounCues = locale ? BEFORE_NOUN[locale] : undefined
	const verbCues = locale ? BEFORE_VERB[locale] : undefined
	for (const unit of all) {
		unit.words.forEach((w, i) => {
			const u = usage.get(w) ?? { n: 0, nounCue: 0, verbCue: 0 }
			const before = unit.words[i - 1] ?? ''
			u.n++
			if (nounCues?.has(before)) u.nounCue++
			if (verbCues?.has(before)) u.verbCue++
			usage.set(w, u)
		})
	}
	const weightOf = (word: string, capitalShare: number, letters?: number) =>
		nounWeight(word, capitalShare, usage.get(word), locale, letters)

	const scored = perChapter.map((found) =>
		[...found.values()]
			.filter((c) => c.n >= 2 || (c.words === 1 && found.size < 20))
			.map((c) => {
				const share = c.n / (total.get(c.key) ?? c.n)
				const idf = Math.log((all.length + 1) / ((df.get(c.key) ?? 0) + 1)) + 1
				const parts = c.key.split(' ')
				const head = parts.at(-1) ?? ''
				const capitalShare = c.capitals / c.n
				// A phrase is as strong as its last word (its head: "landing page", "permanent residency"); in
				// front of it a spoken adjective is fine ("real estate"), a filler, a verb or an adverb is not.
				const modifier = (word: string) =>
					locale && spokenWords(locale).has(word) ? 0.6 : Math.min(1, 2 * weightOf(word, 0))
				const noun =
					c.words === 2
						? // Two short words make a phrase long enough ("job post").
							weightOf(head, capitalShare, [...head].length >= 4 ? [...c.key].length : undefined) *
							modifier(parts[0] ?? '')
						: weightOf(c.key, capitalShare)
				const phrase = c.words === 2 ? 1.5 : 1
				return { ...c, noun, score: c.n * share * idf * noun * phrase, form: mostCommon(c.forms) }
			})
			.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key)),
	)

	const used = new Set<string>()
	return scored.map((ranked) => {
		const top = ranked.find((r) => !used.has(r.key)) ?? ranked[0]
		if (!top) return ''
		const first = top.words === 1 ? (phraseOf(ranked, top, used) ?? top) : top
		used.add(first.key)
		let title = first.form
		if (first.words === 1 && first.noun >= 0.85) {
			// A second word only when it is as strong a noun and nearly as telling: else one word says it better.
			const second = ranked.find(
				(r) =>
					r.words === 1 &&
					r !== first &&
					!sameStem(r.key, first.key) &&
					r.noun >= STRONG &&
					r.n >= 2 &&
					r.score >= 0.75 * first.score,
			)
			const both = second && phraseOf(ranked, second, used)
			// Said together ("YouTube channel"), they are one phrase; else the second as it is mostly said.
			if (both?.key.split(' ').includes(first.key)) title = both.form
			else if (second) title = `${first.form} & ${(both ?? second).form}`
		}
		return title.charAt(0).toLocaleUpperCase() + title.slice(1)
	})
}
