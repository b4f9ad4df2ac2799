import { describe, expect, test } from 'bun:test'
import { keysIn, pageStrings } from './dictionary-keys'

describe('keysIn: what looks like a dictionary key', () => {
	test('finds keys: three or more parts, or two under a real top-level name', () => {
		expect(keysIn('Read it legal.privacy.collected.privacyLink now')).toEqual(['legal.privacy.collected.privacyLink'])
		expect(keysIn('guideThumbnails.tools.list.t1.link')).toEqual(['guideThumbnails.tools.list.t1.link'])
		expect(keysIn('help.general.faq.q1.a.')).toEqual(['help.general.faq.q1.a'])
		expect(keysIn('(nav.guides)')).toEqual(['nav.guides'])
		expect(keysIn('someNamespace.section.title')).toEqual(['someNamespace.section.title'])
	})

	test('allows what legitimately has dots', () => {
		const allowed = [
			'Images come from i.ytimg.com and m.youtube.com.',
			'Saved as thumbnail-maxresdefault.jpg, or thumbnail.hq.default.jpg',
			'Model qwen2.5:1.5b, version 1.4.5, Bun 1.4.5',
			'Write to privacy@tubekit.example.org or hello.there@mail.example.com',
			'See https://support.google.com/youtube/answer/72431 and //cdn.example.net/a.b.c',
			'www.youtube.com.tr, e.g. this, i.e. that, U.S.A. and Mr. Smith. The end.',
			'site.webmanifest? no: example.web.app, studio.youtube.com/channel',
			'A sentence. Another one.Then a typo.',
		]
		expect(allowed.flatMap(keysIn)).toEqual([])
	})
})

describe('pageStrings: what a server-rendered page shows', () => {
	test('text outside scripts and styles, the read attributes and the meta description', async () => {
		const html = `<html><head><title>T</title><meta name="description" content="nav.tools"><style>.a.b.c{}</style>
			<script>window.x.y.z = 1</script></head><body><p title="A &amp; B">Hello <b>legal.terms.x</b></p>
			<img alt="legal.alt.text" src="/a.b.c.png"><input placeholder="p"><div aria-label="l" hidden>panel</div>
			<script type="application/json">{"a.b.c":1}</script></body></html>`
		const strings = await pageStrings(html)
		expect(strings).toContain('nav.tools')
		expect(strings).toContain('legal.terms.x')
		expect(strings).toContain('legal.alt.text')
		expect(strings).toContain('panel')
		expect(strings.join(' ')).not.toContain('window.x')
		expect(strings.join(' ')).not.toContain('a.b.c')
		expect(strings).toEqual(expect.arrayContaining(['T', 'A &amp; B', 'p', 'l']))
	})
})
