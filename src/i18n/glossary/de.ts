import type { Glossary } from './types'

/** To be filled (issue 19). */
export const de: Glossary = {
	language: 'de',
	formality: '',
	quotes: { open: '', close: '', avoid: [] },
	spelling: '',
	terms: [],
}
