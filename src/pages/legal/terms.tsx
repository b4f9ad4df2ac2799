import { type LegalDoc, LegalPage, legalHandle } from './LegalPage'

/**
 * Change `updated` whenever the text in i18n/<lang>/legal changes (decision 19): the new text on
 * this page under its new date is how a change is announced (the terms say so; there are no accounts
 * to write to).
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
		'rules',
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
