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

	test('keep-alives between files leave every byte on its way and the ZIP whole, compressed or stored', async () => {
		const zip = zipWriter()
		const reader = zip.stream.getReader()
		const chunks: Uint8Array[] = []
		let reading = true
		const read = (async () => {
			while (reading) {
				const { value, done } = await reader.read()
				if (done) return
				chunks.push(value)
			}
		})()
		const sent = () => chunks.reduce((sum, c) => sum + c.byteLength, 0)
		const files: Record<string, Uint8Array<ArrayBuffer>> = {}
		for (let i = 0; i < 40; i++) {
			// Texts of every length (where compressed data ends inside a byte differs), and stored bytes.
			const text = Array.from({ length: 1 + ((i * 97) % 900) }, (_, j) => `w${(j * 31 + i) % 257}`).join(' ')
			const data =
				i % 4 === 3 ? new Uint8Array(3000 + i).map((_, j) => (j * 7 + i) % 256) : new TextEncoder().encode(text)
			const name = `${i}.${i % 4 === 3 ? 'jpg' : 'txt'}`
			files[name] = data
			await zip.add(name, data, i % 4 !== 3)
			for (let k = 0; k < 1 + (i % 5); k++) {
				const before = sent()
				zip.keepAlive()
				await Bun.sleep(0)
				expect(sent()).toBeGreaterThan(before)
			}
		}
		zip.end()
		await read
		reading = false
		const out = new Uint8Array(sent())
		let at = 0
		for (const c of chunks) {
			out.set(c, at)
			at += c.byteLength
		}
		expect(unzipSync(out)).toEqual(files)
	})

	test('a reader that goes away ends the writing without an error', async () => {
		const zip = zipWriter()
		await zip.stream.cancel()
		await zip.add('a.txt', 'x', true)
		zip.end()
	})
})

describe('names', () => {
	test('list position, then the one rule of every download: title, id, language or size', () => {
		const video = (index: number, title: string) => ({ index, title, videoId: 'dQw4w9WgXcQ' })
		expect(entryName(video(7, 'What is 1/2? <Part "1">'), ['en'])).toBe('007 What is 1_2_ _Part _1_ [dQw4w9WgXcQ].en')
		expect(entryName(video(7, 'Title'), ['maxresdefault'], 'jpg')).toBe('007 Title [dQw4w9WgXcQ].maxresdefault.jpg')
		expect(entryName(video(123, ' ...\u0000 '))).toBe('123 _ [dQw4w9WgXcQ]')
		expect(new TextEncoder().encode(`${entryName(video(1, 'é'.repeat(300)), ['en'])}.json`).length).toBeLessThanOrEqual(
			200,
		)
		expect(entryName(video(2, ''))).toBe('002 [dQw4w9WgXcQ]')
	})

	test('the ZIP is named after the list, with an ASCII fallback', () => {
		expect(zipDisposition('Python Tutorials', 'x')).toBe(
			`attachment; filename="Python Tutorials.zip"; filename*=UTF-8''Python%20Tutorials.zip`,
		)
		expect(zipDisposition('Müzik "2026"', 'x')).toBe(
			`attachment; filename="Muzik _2026_.zip"; filename*=UTF-8''M%C3%BCzik%20_2026_.zip`,
		)
		// A list named like a Windows device still saves.
		expect(zipDisposition('NUL', 'x')).toContain(`filename="_NUL.zip"`)
		expect(zipDisposition(null, 'thumbnails')).toContain('filename="thumbnails.zip"')
	})
})
