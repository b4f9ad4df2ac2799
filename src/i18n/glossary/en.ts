import type { Glossary } from './types'

/** English: US spelling, as the spec's "Help Center" (issue 19). */
export const en: Glossary = {
	language: 'en',
	formality: 'you',
	quotes: { open: '“', close: '”', avoid: [] },
	spelling: 'US English',
	terms: [
		{ concept: 'color', term: 'color', avoid: ['colour', 'colours', 'coloured', 'colourful'] },
		{ concept: 'center', term: 'center', avoid: ['centre', 'centres', 'centred', 'off-centre'] },
		{ concept: 'license', term: 'license', avoid: ['licence', 'licences'] },
		{ concept: 'gray', term: 'gray', avoid: ['grey', 'greyscale'] },
		{
			concept: 'American -ize spellings',
			term: 'organize, recognize, optimize, personalize, analyze, favorite, behavior',
			avoid: [
				'organise',
				'organised',
				'recognise',
				'recognised',
				'optimise',
				'optimised',
				'optimising',
				'personalise',
				'personalised',
				'analyse',
				'analysed',
				'favourite',
				'favourites',
				'behaviour',
				'behaviours',
				'catalogue',
				'travelling',
			],
		},
		{ concept: 'creator', term: 'creator', avoid: ['content producer', 'YouTuber-creator'] },
		{ concept: 'caption track', term: 'caption track', avoid: ['subtitle channel'] },
	],
}
