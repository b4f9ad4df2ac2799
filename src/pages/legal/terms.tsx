import { type LegalDoc, LegalPage, legalHandle } from './LegalPage'

/**
 * Change `updated` whenever the text in i18n/<lang>/legal changes (decision 19); a material
 * change is announced at least 30 days before it takes effect (the terms say so).
 */
const TERMS: LegalDoc = {
	doc: 'terms',
	canonical: '/terms-of-service',
	updated: '2026-12-07',
	operatorSection: 'contact',
	sections: [
		'acceptance',
		'service',
		'use',
		'content',
		'ai',
		'liability',
		'thirdParties',
		'changes',
		'contact',
		'openSource',
	],
}

export function Component() {
	return <LegalPage {...TERMS} />
}

export const handle = legalHandle(TERMS)
