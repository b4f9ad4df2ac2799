import { type LegalDoc, LegalPage, legalHandle } from './LegalPage'

/** Change `updated` whenever the text in i18n/<lang>/legal changes (decision 19). */
const PRIVACY: LegalDoc = {
	doc: 'privacy',
	canonical: '/privacy-policy',
	updated: '2026-12-07',
	operatorSection: 'contact',
	// The right to object right after the legal bases it answers, in its own box (Art. 21(4) GDPR).
	highlighted: 'objection',
	onlyIn: { kvkk: 'tr' },
	sections: [
		'collected',
		'use',
		'objection',
		'cookies',
		'security',
		'rights',
		'kvkk',
		'thirdParties',
		'contact',
		'changes',
	],
}

export function Component() {
	return <LegalPage {...PRIVACY} />
}

export const handle = legalHandle(PRIVACY)
