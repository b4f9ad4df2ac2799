import { type LegalDoc, LegalPage, legalHandle } from './LegalPage'

/** Change `updated` whenever the text in i18n/<lang>/legal changes (decision 19). */
const PRIVACY: LegalDoc = {
	doc: 'privacy',
	canonical: '/privacy-policy',
	updated: '2026-12-07',
	operatorSection: 'contact',
	sections: ['collected', 'use', 'cookies', 'security', 'rights', 'thirdParties', 'contact', 'changes'],
}

export function Component() {
	return <LegalPage {...PRIVACY} />
}

export const handle = legalHandle(PRIVACY)
