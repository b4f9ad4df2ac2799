import type { Glossary } from './types'

/** To be filled (issue 19). */
export const es: Glossary = {
	language: 'es',
	formality: '',
	quotes: { open: '', close: '', avoid: [] },
	spelling: '',
	terms: [],
}
