import { describe, expect, test } from 'bun:test'
import { article, faqPage, howTo, webApplication } from './json-ld'
import { webSite } from './web-site-ld'

describe('JSON-LD builders', () => {
	test('WebSite', () => {
		expect(webSite({ name: 'Tubekit', url: 'https://t.example/', description: 'd', inLanguage: 'de' })).toEqual({
			'@context': 'https://schema.org',
			'@type': 'WebSite',
			name: 'Tubekit',
			url: 'https://t.example/',
			description: 'd',
			inLanguage: 'de',
		})
	})

	test('WebApplication is free (0 USD) and lists its features', () => {
		const app = webApplication({ name: 'T', description: 'd', url: 'u', features: ['a', 'b'], inLanguage: 'en' })
		expect(app).toMatchObject({
			'@type': 'WebApplication',
			isAccessibleForFree: true,
			featureList: ['a', 'b'],
			offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
		})
	})

	test('HowTo takes two minutes and costs 0 USD (spec section 9), steps numbered', () => {
		const h = howTo({
			name: 'n',
			description: 'd',
			inLanguage: 'en',
			steps: [
				{ name: 'Paste', text: 'Paste the URL' },
				{ name: 'Get', text: 'Press the button' },
			],
		})
		expect(h).toMatchObject({ '@type': 'HowTo', totalTime: 'PT2M', estimatedCost: { currency: 'USD', value: '0' } })
		expect(h.step).toEqual([
			{ '@type': 'HowToStep', position: 1, name: 'Paste', text: 'Paste the URL' },
			{ '@type': 'HowToStep', position: 2, name: 'Get', text: 'Press the button' },
		])
	})

	test('FAQPage turns questions into Question/Answer pairs', () => {
		expect(faqPage([{ question: 'Q?', answer: 'A.' }], 'nl').mainEntity).toEqual([
			{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
		])
	})

	test('Article carries dates, language and publisher', () => {
		expect(
			article({
				headline: 'h',
				description: 'd',
				url: 'u',
				image: 'i',
				inLanguage: 'tr',
				datePublished: '2026-01-01',
				dateModified: '2026-02-01',
				timeRequired: 'PT15M',
			}),
		).toMatchObject({
			'@type': 'Article',
			inLanguage: 'tr',
			dateModified: '2026-02-01',
			timeRequired: 'PT15M',
			publisher: { name: 'Tubekit' },
		})
	})
})
