import type { Translation } from '../i18n-types'

const nl = {
	site: {
		name: 'Tubekit',
		tagline: 'Gratis tools voor YouTube-makers',
		logoLabel: 'Tubekit-startpagina',
	},
	nav: {
		tools: 'Tools',
		guides: 'Gidsen',
		help: 'Help',
		mainNavigation: 'Hoofdnavigatie',
		openMenu: 'Menu openen',
		closeMenu: 'Menu sluiten',
		menuTitle: 'Menu',
		skipToContent: 'Direct naar de inhoud',
	},
	language: {
		label: 'Taal',
		change: 'Taal wijzigen',
		current: 'Taal: {name}',
	},
	meta: {
		notFound: {
			title: 'Pagina niet gevonden – Tubekit',
			description: 'De pagina die je zocht, bestaat niet.',
		},
		error: {
			title: 'Er ging iets mis – Tubekit',
			description: 'Er is een onverwachte fout opgetreden.',
		},
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail\u00addownloader',
			description: 'Download de thumbnail van elke video in HD-, standaard-, middel- of basisformaat.',
		},
		profile: {
			title: 'Profielfoto\u00addownloader',
			description: 'Download de profielfoto van een kanaal op volledige grootte, met de kanaalnaam erbij.',
		},
		transcript: {
			title: 'Transcript\u00addownloader',
			description: 'Kopieer of download de ondertiteling van een video als tekst, SRT of VTT, in veel talen.',
		},
		hashtag: {
			title: 'Hashtag\u00adgenerator',
			description: 'Trending, aanbevolen en long-tail-hashtags, bedacht door een lokaal AI-model.',
		},
		chapter: {
			title: 'Hoofdstuk\u00adgenerator',
			description: 'Krijg hoofdstukken klaar voor YouTube en een conceptbeschrijving uit het transcript van een video.',
		},
	},
	footer: {
		description:
			'Tubekit is een gratis verzameling tools voor YouTube-makers. Je kunt Tubekit ook zelf hosten. Je browser communiceert alleen met deze server.',
		tools: 'Tools',
		resources: 'Bronnen',
		legal: 'Juridisch',
		helpCenter: 'Helpcentrum',
		toolGuides: 'Uitleg per tool',
		faq: 'Veelgestelde vragen',
		guides: 'Gidsen',
		apiDocs: 'API voor ontwikkelaars',
		privacy: 'Privacybeleid',
		terms: 'Gebruiksvoorwaarden',
		contact: 'Contact',
		imprint: 'Colofon',
		operatedBy: 'Deze site wordt beheerd door {name}.',
		notPublished: 'De beheerder van deze site heeft de eigen naam en contactgegevens niet gepubliceerd.',
		copyright: '© {year} Tubekit. Alle rechten voorbehouden.',
		languages: 'Talen',
		credit: 'Met zorg gemaakt voor makers overal ter wereld. Niet verbonden aan YouTube of Google.',
	},
	operator: {
		name: 'Beheerder',
		address: 'Adres',
		email: 'E-mail',
		dpoEmail: 'Functionaris voor gegevensbescherming',
		notPublished:
			'De beheerder van deze Tubekit-installatie heeft hier geen naam, adres of contactgegevens gepubliceerd. Zolang dat niet gebeurt, kun je de beheerder alleen via het contactformulier bereiken.',
		imprint: 'Colofon (impressum)',
	},
	notFound: {
		title: 'Pagina niet gevonden',
		message: 'We kunnen de pagina die je zoekt niet vinden. Misschien is hij verplaatst of klopt de link niet.',
		home: 'Terug naar de startpagina',
	},
	errorPage: {
		title: 'Er ging iets mis',
		message: 'Er is aan onze kant een onverwachte fout opgetreden. Laad de pagina opnieuw of probeer het zo nog eens.',
		home: 'Terug naar de startpagina',
		reload: 'Pagina opnieuw laden',
	},
	toolPage: {
		faqTitle: 'Veelgestelde vragen',
		size: '{width} × {height}',
		privacyNote: 'Afbeeldingen komen via deze server: je browser maakt nooit contact met YouTube.',
		batchHint:
			'Tip: plak meerdere videolinks (één per regel), of de link van een afspeellijst of kanaal, om ze allemaal in één keer op te halen (maximaal {max}).',
		batchWholeList: 'Hele afspeellijst ophalen',
	},
	toast: {
		errorTitle: 'Fout',
		dismiss: 'Melding sluiten',
		region: 'Meldingen',
	},
} satisfies Translation

export default nl
