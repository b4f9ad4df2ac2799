import { expect, test } from 'bun:test'
import fc from 'fast-check'
import { deflatePrefix, gzipSpliced } from './gzip-splice'

test('a spliced gzip decodes to the whole text, whatever the split and sizes', () => {
	fc.assert(
		fc.property(fc.uint8Array({ maxLength: 4000 }), fc.uint8Array({ maxLength: 140_000 }), (start, rest) => {
			const whole = new Uint8Array([...start, ...rest])
			const gz = gzipSpliced(deflatePrefix(start), whole, start.length)
			expect(Bun.gunzipSync(gz)).toEqual(whole)
		}),
		{ numRuns: 60 },
	)
})

test('real text: compressed size stays close to a full gzip', () => {
	const text = new TextEncoder().encode(
		`${'<div class="card">Tubekit – Werkzeuge für Kreative</div>'.repeat(300)}<script nonce="abc">x</script>`,
	)
	const split = text.length - 40
	const spliced = gzipSpliced(deflatePrefix(text.subarray(0, split)), text, split)
	expect(new TextDecoder().decode(Bun.gunzipSync(spliced))).toEndWith('<script nonce="abc">x</script>')
	expect(spliced.length).toBeLessThan(Bun.gzipSync(text).length + 80)
})
