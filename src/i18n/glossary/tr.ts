import type { Glossary } from './types'

/** To be filled (issue 19). */
export const tr: Glossary = {
	language: 'tr',
	formality: '',
	quotes: { open: '', close: '', avoid: [] },
	spelling: '',
	terms: [],
}
