import { describe, expect, test } from 'bun:test'
import { headTags, renderHeadTags } from './head'

const ctx = {
	locale: 'nl',
	path: '/tools/thumbnail-downloader',
	publicUrl: 'https://tk.example',
	robots: 'index',
} as const

describe('soft hyphens stay in the page, not in what search engines and link previews read', () => {
	test('title, description, keywords and JSON-LD carry the plain word', () => {
		const meta = {
			title: 'Thumbnail\u00addownloader',
			description: 'De Thumbnail\u00addownloader van Tubekit',
			keywords: ['thumbnail\u00addownloader'],
			schema: [
				{
					'@context': 'https://schema.org' as const,
					'@type': 'WebApplication' as const,
					name: 'Thumbnail\u00addownloader',
				},
			],
		}
		const html = renderHeadTags(meta.title, headTags(meta, ctx))
		expect(html).not.toContain('\u00ad')
		expect(html).toContain('<title>Thumbnaildownloader</title>')
		expect(html).toContain('content="De Thumbnaildownloader van Tubekit"')
		expect(html).toContain('"name":"Thumbnaildownloader"')
	})
})
