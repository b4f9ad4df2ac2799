import { describe, expect, test } from 'bun:test'
import { attachment, fileName, MAX_NAME_BYTES } from './file-name'

const bytes = (text: string) => new TextEncoder().encode(text).length

describe('the one naming rule', () => {
	test('title and id, then the language or size', () => {
		expect(
			fileName({ title: 'Surface Go Review - It’s Awesome', id: 'GJLlxj_dtq8', tags: ['en'], extension: 'srt' }),
		).toBe('Surface Go Review - It’s Awesome [GJLlxj_dtq8].en.srt')
		expect(fileName({ title: 'MrBeast', id: 'UCX6OQ3DkcsbYNE6H8uQQuVA', extension: 'jpg' })).toBe(
			'MrBeast [UCX6OQ3DkcsbYNE6H8uQQuVA].jpg',
		)
		expect(fileName({ title: 'Title', id: 'GJLlxj_dtq8', tags: ['maxresdefault'], extension: 'jpg' })).toBe(
			'Title [GJLlxj_dtq8].maxresdefault.jpg',
		)
		// No title (YouTube did not give it in time): the id alone; a missing tag is left out.
		expect(fileName({ title: null, id: 'GJLlxj_dtq8', tags: [null, 'hqdefault'], extension: 'jpg' })).toBe(
			'[GJLlxj_dtq8].hqdefault.jpg',
		)
	})

	test("Windows' reserved characters, control and bidirectional characters become _", () => {
		expect(fileName({ title: 'What is 1/2? <Part "1"> a\\b|c*d:e', id: 'x', extension: 'txt' })).toBe(
			'What is 1_2_ _Part _1_ a_b_c_d_e [x].txt',
		)
		// U+202E would show `evil‮txt.exe` as `evilexe.txt`.
		expect(fileName({ title: 'evil\u202etxt.exe\u0000\u0007', id: 'x', extension: 'jpg' })).toBe(
			'evil_txt.exe_ [x].jpg',
		)
		expect(fileName({ title: 'tab\tand\nnewline', id: 'x', extension: 'jpg' })).toBe('tab_and_newline [x].jpg')
	})

	test('no dot or space at either end of the title (hidden files on Linux, refused on Windows)', () => {
		expect(fileName({ title: ' ...hidden.  ', id: 'x', extension: 'txt' })).toBe('hidden [x].txt')
		expect(fileName({ title: '...', extension: 'zip' })).toBe('file.zip')
	})

	test("Windows' reserved device names get a _ before them, in any case and with any extension", () => {
		for (const title of ['CON', 'nul', 'Aux', 'com1', 'LPT9', 'COM¹', 'con ']) {
			expect(fileName({ title, extension: 'zip' })).toBe(`_${title.trim()}.zip`)
		}
		expect(fileName({ title: 'nul', id: null, tags: ['en'], extension: 'srt' })).toBe('_nul.en.srt')
		// Only the whole first part is reserved.
		expect(fileName({ title: 'CONCERT', extension: 'zip' })).toBe('CONCERT.zip')
		expect(fileName({ title: 'CON', id: 'x', extension: 'zip' })).toBe('CON [x].zip')
	})

	test(`a long title is cut to ${MAX_NAME_BYTES} bytes of UTF-8 at a character's end; id and extension stay`, () => {
		const ascii = fileName({ title: 'x'.repeat(300), id: 'GJLlxj_dtq8', tags: ['en'], extension: 'srt' })
		expect(bytes(ascii)).toBe(MAX_NAME_BYTES)
		expect(ascii.endsWith('x [GJLlxj_dtq8].en.srt')).toBe(true)
		// Three bytes each: a cut in the middle of one would leave a broken character.
		const kana = fileName({ title: 'あ'.repeat(100), id: 'GJLlxj_dtq8', extension: 'txt' })
		expect(bytes(kana)).toBeLessThanOrEqual(MAX_NAME_BYTES)
		expect(kana).toMatch(/^あ+ \[GJLlxj_dtq8\]\.txt$/)
		expect(kana.includes('\ufffd')).toBe(false)
	})

	test('emoji: kept whole, a family of joined emoji is not split by the cut', () => {
		expect(fileName({ title: '🔥 Best of 2026 🎉', id: 'x', extension: 'jpg' })).toBe('🔥 Best of 2026 🎉 [x].jpg')
		const family = '👨‍👩‍👧‍👦' // 25 bytes: four people and three joiners
		const name = fileName({ title: family.repeat(10), id: 'GJLlxj_dtq8', extension: 'txt' })
		expect(bytes(name)).toBeLessThanOrEqual(MAX_NAME_BYTES)
		const title = name.slice(0, name.indexOf(' ['))
		expect(title.length % family.length).toBe(0)
		expect(title).toBe(family.repeat(title.length / family.length))
	})

	test('without an extension: room is left for the one added later', () => {
		const stem = fileName({ title: 'x'.repeat(300), id: 'GJLlxj_dtq8', tags: ['en'] })
		expect(stem.endsWith(' [GJLlxj_dtq8].en')).toBe(true)
		expect(bytes(`${stem}.json`)).toBeLessThanOrEqual(MAX_NAME_BYTES)
	})
})

describe('Content-Disposition (RFC 6266, RFC 5987)', () => {
	test('an ASCII fallback and the UTF-8 name', () => {
		expect(attachment('Python Tutorials.zip')).toBe(
			`attachment; filename="Python Tutorials.zip"; filename*=UTF-8''Python%20Tutorials.zip`,
		)
		expect(attachment('Müzik – Ça va [x].en.srt')).toBe(
			`attachment; filename="Muzik _ Ca va [x].en.srt"; filename*=UTF-8''M%C3%BCzik%20%E2%80%93%20%C3%87a%20va%20%5Bx%5D.en.srt`,
		)
	})

	test("quotes, backslashes and % never reach the fallback; ' ( ) * are encoded in filename*", () => {
		const header = attachment(`It's "100%" (a\\b)*.txt`)
		expect(header).toBe(
			`attachment; filename="It's _100__ (a_b)*.txt"; filename*=UTF-8''It%27s%20%22100%25%22%20%28a%5Cb%29%2A.txt`,
		)
		// The encoded name decodes back to the name.
		expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe(`It's "100%" (a\\b)*.txt`)
	})
})
