import { describe, expect, test } from 'bun:test'
import { strFromU8, unzipSync } from 'fflate'
import { entryName, zipDisposition } from './file-names'
import { zipWriter } from './zip-stream'

describe('zipWriter', () => {
	test('files added one after another come out as a ZIP any unzip reads, names in UTF-8', async () => {
		const zip = zipWriter()
		const bytes = new Uint8Array(5000).map((_, i) => i % 251)
		const reading = new Response(zip.stream).arrayBuffer()
		await zip.add('001 Grüße aus Köln [abcdefghijk].txt', 'Hallo Welt\n'.repeat(100), true)
		await zip.add('002 image [bcdefghijkl].jpg', bytes, false)
		await zip.add('index.csv', 'position,id\r\n', true)
		zip.end()
		const files = unzipSync(new Uint8Array(await reading))
		expect(Object.keys(files)).toEqual([
			'001 Grüße aus Köln [abcdefghijk].txt',
			'002 image [bcdefghijkl].jpg',
			'index.csv',
		])
		expect(strFromU8(files['001 Grüße aus Köln [abcdefghijk].txt'] as Uint8Array)).toBe('Hallo Welt\n'.repeat(100))
		expect(files['002 image [bcdefghijkl].jpg']).toEqual(bytes)
	})

	test('a reader that does not read holds the writer back (nothing piles up in memory)', async () => {
		const zip = zipWriter()
		const big = new Uint8Array(600_000).map(() => Math.floor(Math.random() * 256))
		await zip.add('a.bin', big, false)
		await zip.add('b.bin', big, false)
		let third = false
		const adding = zip.add('c.bin', big, false).then(() => {
			third = true
		})
		await Bun.sleep(50)
		// Over 1 MiB waits unread: the third file is not taken yet.
		expect(third).toBe(false)
		const reader = zip.stream.getReader()
		while (!third) {
			await reader.read()
			await Bun.sleep(0)
		}
		await adding
		zip.end()
	})

	test('a reader that goes away ends the writing without an error', async () => {
		const zip = zipWriter()
		await zip.stream.cancel()
		await zip.add('a.txt', 'x', true)
		zip.end()
	})
})

describe('names', () => {
	test('list position, a title any file system takes, the id', () => {
		expect(entryName(7, 'What is 1/2? <Part "1">', 'dQw4w9WgXcQ')).toBe('007 What is 1_2_ _Part _1_ [dQw4w9WgXcQ]')
		expect(entryName(123, ' ...\u0000 ', 'dQw4w9WgXcQ')).toBe('123 _ [dQw4w9WgXcQ]')
		expect(entryName(1, 'x'.repeat(300), 'dQw4w9WgXcQ')).toHaveLength('001 '.length + 80 + ' [dQw4w9WgXcQ]'.length)
		expect(entryName(2, '', 'dQw4w9WgXcQ')).toBe('002 [dQw4w9WgXcQ]')
	})

	test('the ZIP is named after the list, with an ASCII fallback', () => {
		expect(zipDisposition('Python Tutorials', 'x')).toBe(
			`attachment; filename="Python Tutorials.zip"; filename*=UTF-8''Python%20Tutorials.zip`,
		)
		expect(zipDisposition('Müzik "2026"', 'x')).toBe(
			`attachment; filename="M_zik _2026_.zip"; filename*=UTF-8''M%C3%BCzik%20_2026_.zip`,
		)
		expect(zipDisposition(null, 'thumbnails')).toContain('filename="thumbnails.zip"')
	})
})
