import { afterEach, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { copiedBy, render as mount, unmount } from '../../../tests/support/render'
import type { Locale } from '../../i18n/locales'
import { HashtagView } from './HashtagView'
import type { HashtagsResult } from './schema'

const groups = {
	trending: ['#angèle', '#eels'],
	hashtags: ['#takeawayshow', '#acoustic'],
	longTail: ['#acousticsessionparis'],
}

afterEach(unmount)

function render(result: Omit<HashtagsResult, keyof typeof groups>, locale: Locale = 'en') {
	const host = mount(<HashtagView result={{ ...groups, ...result }} stale={false} />, locale)
	const note = host.querySelector('[data-testid=basis-note]')
	return { host, note: note?.textContent ?? null }
}

// The page says what a video link's tags were made from.
describe('the note on what the tags were made from', () => {
	test.each([
		[['title'], 'noCaptions', 'title'],
		[['title', 'keywords'], 'tokenRequired', 'titleKeywords'],
		[['keywords'], 'youtubeBlocked', 'keywords'],
		[['transcript'], null, 'transcript'],
		[['transcript', 'keywords'], null, 'transcriptKeywords'],
	] as const)('basis %j (no transcript: %s) → %s, in every language', (basis, noTranscript, key) => {
		for (const locale of ['en', 'de', 'es', 'tr', 'nl'] as const) {
			const { note } = render(
				{ source: 'ollama', basis: [...basis], ...(noTranscript ? { noTranscript } : {}) },
				locale,
			)
			expect(note).toBe(DICT[locale].hashtag.basisNote[key])
		}
	})

	test('keywords alone need no note; the built-in generator’s note stays its own', () => {
		const { host, note } = render({ source: 'builtin', basis: ['keywords'] }, 'de')
		expect(note).toBeNull()
		expect(host.querySelector('[data-testid=builtin-note]')?.textContent).toBe(DICT.de.hashtag.builtinNote)
		expect(host.querySelector('[data-testid=hashtag-result]')?.getAttribute('data-basis')).toBe('keywords')
	})

	test('the English notes say what they should', () => {
		expect(render({ source: 'builtin', basis: ['title', 'keywords'], noTranscript: 'noCaptions' }).note).toBe(
			'Made from the video’s title, your keywords and what YouTube shows for them.',
		)
	})
})

// The linked video's own tags, each copyable, and all of them at once.
describe('the video’s own tags', () => {
	const TAGS = ['Angèle', 'Eels', 'Coup de soleil']
	const TITLE = 'Angèle - Eels x Richard Cocciante | A Take Away Show'
	const withTags: Omit<HashtagsResult, keyof typeof groups> = { source: 'ollama', basis: ['title'], videoTitle: TITLE }

	test.each(['en', 'de', 'es', 'tr', 'nl'] as const)('a section with each tag and the video’s title (%s)', (locale) => {
		const { host } = render({ ...withTags, videoTags: [...TAGS] }, locale)
		const section = host.querySelector('[data-testid=video-tags]')
		const t = DICT[locale].hashtag.videoTags
		expect(section?.querySelector('h3')?.textContent).toBe(`${t.title} (3)`)
		expect([...(section?.querySelectorAll('[data-testid=video-tag]') ?? [])].map((b) => b.textContent)).toEqual(TAGS)
		expect(section?.querySelector('[data-testid=video-tag]')?.getAttribute('aria-label')).toBe(
			t.copyOne.replace('{tag}', 'Angèle'),
		)
		expect(section?.querySelector('[data-testid=video-tags-hint]')?.textContent).toBe(
			t.hintOf.replace('{title}', TITLE),
		)
		expect(section?.querySelector('[data-testid=copy-video-tags]')?.textContent).toBe(DICT[locale].hashtag.copyAll)
		// They are the video's, not hashtags of ours: the count and Copy All of the groups leave them out.
		expect(host.querySelectorAll('[data-testid=hashtag]')).toHaveLength(5)
	})

	test('one tag copies itself; Copy All copies them comma-separated, as YouTube Studio takes them', async () => {
		const { host } = render({ ...withTags, videoTags: [...TAGS] })
		expect(await copiedBy(host.querySelectorAll('[data-testid=video-tag]')[2])).toBe('Coup de soleil')
		expect(await copiedBy(host.querySelector('[data-testid=copy-video-tags]'))).toBe('Angèle, Eels, Coup de soleil')
		expect(host.querySelector('[data-testid=copy-video-tags]')?.textContent).toBe(DICT.en.hashtag.copied)
		expect(await copiedBy(host.querySelector('[data-testid=copy-all]'))).toBe(
			[...groups.trending, ...groups.hashtags, ...groups.longTail].join(' '),
		)
	})

	test('nothing shows for a video without tags, or keywords without a video', () => {
		expect(render({ ...withTags, videoTags: [...TAGS] }).host.querySelector('[data-testid=video-tags]')).not.toBeNull()
		expect(render({ ...withTags, videoTags: [] }).host.querySelector('[data-testid=video-tags]')).toBeNull()
		expect(render({ source: 'builtin', basis: ['keywords'] }).host.querySelector('[data-testid=video-tags]')).toBeNull()
	})
})

// The page advises 3-5 tags and says what each group is based on, and which region.
describe('advised tags and the evidence behind them', () => {
	const many = {
		trending: ['#sourdough', '#baking', '#breadmaking'],
		hashtags: ['#sourdoughbread', '#homebaking', '#sourdoughstarter', '#bread'],
		longTail: ['#sourdoughbreadbakingforbeginners', '#sourdoughbreadbakingtips'],
	}
	const evidence = {
		query: 'sourdough bread baking',
		// A region the visitor chose: not the page language's main one.
		region: 'de-AT',
		videos: 20,
		recentVideos: 7,
		suggestions: ['sourdough bread baking for beginners', 'sourdough bread baking tips'],
		uses: { '#sourdough': 5, '#sourdoughbread': 3 },
	}
	const renderMany = (source: HashtagsResult['source'], locale: Locale) =>
		mount(<HashtagView result={{ ...many, source, basis: ['keywords'], evidence }} stale={false} />, locale)

	test('the main button copies the five advised tags, the second all of them', async () => {
		const host = renderMany('youtube', 'en')
		expect(await copiedBy(host.querySelector('[data-testid=copy-advised]'))).toBe(
			'#sourdoughbread #sourdough #homebaking #sourdoughbreadbakingforbeginners #sourdoughstarter',
		)
		expect(await copiedBy(host.querySelector('[data-testid=copy-all]'))).toBe(
			[...many.trending, ...many.hashtags, ...many.longTail].join(' '),
		)
		expect(host.querySelector('[data-testid=copy-all]')?.textContent).toBe('Copy all 9')
	})

	/** Austria as each page language names it (Intl.DisplayNames): the note names the region, not its code. */
	const AUSTRIA = { en: 'Austria', de: 'Österreich', es: 'Austria', tr: 'Avusturya', nl: 'Oostenrijk' } as const

	test.each(['en', 'de', 'es', 'tr', 'nl'] as const)('%s: which maker, from what, in which region', (locale) => {
		const t = DICT[locale].hashtag.evidence
		const fill = (text: string) =>
			text
				.replace('{query}', evidence.query)
				.replace('{region}', AUSTRIA[locale])
				.replace('{videos}', '20')
				.replace('{suggestions}', '2')
				.replace('{recent}', '7')
		const host = renderMany('youtube', locale)
		expect(host.querySelector('[data-testid=maker-note]')?.textContent).toBe(fill(t.makerYoutube))
		expect(host.querySelector('[data-testid=maker-note]')?.getAttribute('data-region')).toBe('de-AT')
		expect(host.querySelector('[data-testid=based-on-trending]')?.textContent).toBe(fill(t.basedOn.trending))
		expect(host.querySelector('[data-testid=based-on-longTail]')?.textContent).toBe(fill(t.basedOn.longTail))
		const chip = [...host.querySelectorAll('[data-testid=hashtag]')].find((c) => c.textContent === '#sourdough')
		expect(chip?.getAttribute('title')).toBe(
			t.usedBy
				.replace('{tag}', '#sourdough')
				.replace('{count}', '5')
				.replace('{videos}', '20')
				.replace('{query}', evidence.query),
		)
		const model = renderMany('ollama', locale)
		expect(model.querySelector('[data-testid=maker-note]')?.textContent).toBe(fill(t.makerOllama))
	})

	test.each(['en', 'de', 'es', 'tr', 'nl'] as const)('%s: an empty group says why it is empty', (locale) => {
		const t = DICT[locale].hashtag.evidence
		const fill = (text: string) =>
			text.replace('{query}', evidence.query).replace('{videos}', '20').replace('{recent}', '1')
		const host = mount(
			<HashtagView
				result={{
					...many,
					trending: [],
					source: 'youtube',
					basis: ['keywords'],
					evidence: { ...evidence, recentVideos: 1 },
				}}
				stale={false}
			/>,
			locale,
		)
		expect(host.querySelector('[data-testid=based-on-trending]')?.textContent).toBe(fill(t.basedOnNone.trending))
		expect(host.querySelector('[data-testid=based-on-longTail]')?.textContent).toBe(fill(t.basedOn.longTail))
	})
})
