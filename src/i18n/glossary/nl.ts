import type { Glossary } from './types'

/** To be filled (issue 19). */
export const nl: Glossary = {
	language: 'nl',
	formality: '',
	quotes: { open: '', close: '', avoid: [] },
	spelling: '',
	terms: [],
}
