import type { Article, ContactPage, FAQPage, HowTo, WebApplication, WebPage, WithContext } from 'schema-dts'

/**
 * Typed JSON-LD builders (schema-dts). Tool pages use webApplication + howTo + faqPage; the
 * home page's WebSite is in web-site-ld.ts, so the home chunk does not carry these.
 */

export function webApplication(args: {
	name: string
	description: string
	url: string
	features?: string[]
	screenshot?: string
	inLanguage: string
}): WithContext<WebApplication> {
	return {
		'@context': 'https://schema.org',
		'@type': 'WebApplication',
		name: args.name,
		description: args.description,
		url: args.url,
		applicationCategory: 'MultimediaApplication',
		operatingSystem: 'Any',
		browserRequirements: 'Requires a modern web browser',
		inLanguage: args.inLanguage,
		isAccessibleForFree: true,
		...(args.features?.length ? { featureList: args.features } : {}),
		...(args.screenshot ? { screenshot: args.screenshot } : {}),
		offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
	}
}

/** Spec section 9: total time 2 minutes (a tool's steps), price 0 USD; a guide gives no time (null). */
export function howTo(args: {
	name: string
	description: string
	steps: { name: string; text: string }[]
	inLanguage: string
	totalTime?: string | null
}): WithContext<HowTo> {
	const totalTime = args.totalTime === undefined ? 'PT2M' : args.totalTime
	return {
		'@context': 'https://schema.org',
		'@type': 'HowTo',
		name: args.name,
		description: args.description,
		inLanguage: args.inLanguage,
		...(totalTime ? { totalTime } : {}),
		estimatedCost: { '@type': 'MonetaryAmount', currency: 'USD', value: '0' },
		step: args.steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.text })),
	}
}

export function faqPage(questions: { question: string; answer: string }[], inLanguage: string): WithContext<FAQPage> {
	return {
		'@context': 'https://schema.org',
		'@type': 'FAQPage',
		inLanguage,
		mainEntity: questions.map((q) => ({
			'@type': 'Question',
			name: q.question,
			acceptedAnswer: { '@type': 'Answer', text: q.answer },
		})),
	}
}

export function article(args: {
	headline: string
	description: string
	url: string
	image: string
	inLanguage: string
	datePublished: string
	dateModified: string
	timeRequired?: string
}): WithContext<Article> {
	return {
		'@context': 'https://schema.org',
		'@type': 'Article',
		headline: args.headline,
		description: args.description,
		url: args.url,
		image: args.image,
		inLanguage: args.inLanguage,
		datePublished: args.datePublished,
		dateModified: args.dateModified,
		...(args.timeRequired ? { timeRequired: args.timeRequired } : {}),
		author: { '@type': 'Organization', name: 'Tubekit' },
		publisher: { '@type': 'Organization', name: 'Tubekit' },
	}
}

/** A page that is about itself (contact page, legal pages): ContactPage or WebPage. */
export function webPage(args: {
	type: 'ContactPage' | 'WebPage'
	name: string
	description: string
	url: string
	inLanguage: string
	dateModified?: string
}): WithContext<WebPage | ContactPage> {
	const { type, ...rest } = args
	return { '@context': 'https://schema.org', '@type': type, ...rest } as WithContext<WebPage | ContactPage>
}
