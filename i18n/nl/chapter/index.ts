import type { NamespaceChapterTranslation } from '../../i18n-types'

const nl_chapter = {
	meta: {
		title: 'Hoofdstukgenerator voor YouTube: tijdstempels uit het transcript – Tubekit',
		description:
			'Maak YouTube-hoofdstukken (0:00-tijdstempels) en een conceptbeschrijving uit het transcript van elke video, met een lokaal AI-model of een ingebouwde methode. Gratis en privé.',
		keywords:
			'youtube hoofdstukken generator, youtube tijdstempels maken, videohoofdstukken, youtube hoofdstukken uit transcript, tijdstempels beschrijving',
	},
	intro:
		'Plak de link van een YouTube-video en krijg een hoofdstukkenlijst volgens de regels van YouTube, klaar om in de beschrijving te plakken, plus een conceptbeschrijving.',
	inputLabel: 'Link naar de YouTube-video',
	placeholder: 'bijv. https://www.youtube.com/watch?v=…',
	submit: 'Hoofdstukken maken',
	loading: 'Het transcript wordt gelezen en de hoofdstukken worden gezocht…',
	failed:
		'De hoofdstukken konden niet worden gemaakt. Controleer de link en probeer het opnieuw; misschien heeft de video geen ondertiteling.',
	invalid: 'Voer een geldige link naar een YouTube-video in',
	languageLabel: 'Taal van de titels',
	languageAuto: 'De taal van het transcript',
	waiting: 'Bezig: {seconds} s',
	source: {
		youtube: 'Dit zijn de hoofdstukken die de video al op YouTube heeft.',
		model: 'Geschreven door het lokale AI-model op deze server, op basis van het transcript.',
		builtin:
			'Gevonden door de ingebouwde methode: onderwerpwisselingen in de woorden van het transcript, benoemd naar de belangrijkste woorden van elk deel.',
	},
	builtinNote: 'Met het lokale AI-model ingeschakeld krijgt het concept ook een korte samenvatting van de video.',
	makeNew: 'In plaats daarvan nieuwe hoofdstukken maken',
	chaptersTitle: 'Hoofdstukken',
	copyChapters: 'Hoofdstukken kopiëren',
	copied: 'Gekopieerd',
	descriptionTitle: 'Concept\u00adbeschrijving',
	copyDescription: 'Beschrijving kopiëren',
	steps: {
		title: 'Zo maak je hoofdstukken voor een YouTube-video',
		copy: {
			name: 'Kopieer de videolink',
			text: 'Open de video op YouTube en kopieer het adres uit de adresbalk of via de knop Delen.',
		},
		paste: {
			name: 'Plak hem hier',
			text: 'Plak de link in het veld hierboven en klik op Hoofdstukken maken. Kies een andere taal voor de titels als je wilt.',
		},
		download: {
			name: 'Kopieer de hoofdstukken',
			text: 'Kopieer de 0:00-regels en plak ze in YouTube Studio in de beschrijving van je video.',
		},
	},
	faq: {
		rules: {
			question: 'Aan welke regels voldoen de hoofdstukken?',
			answer:
				'Aan die van YouTube: het eerste hoofdstuk begint op 0:00, er zijn er minstens drie en elk duurt minstens 10 seconden. De titels blijven kort, en een lange video krijgt hooguit ongeveer één hoofdstuk per vijf minuten.',
		},
		maker: {
			question: 'Wie schrijft de hoofdstukken?',
			answer:
				'Het lokale AI-model op deze server, als de beheerder er een heeft ingesteld; anders, of als het druk bezet of traag is, een ingebouwde methode die ziet waar de woorden van het transcript van onderwerp wisselen. De pagina zegt altijd wie de lijst heeft gemaakt.',
		},
		language: {
			question: 'In welke taal zijn de titels?',
			answer:
				'In de taal van het transcript van de video. Kies je een andere taal, dan worden de titels gemaakt uit de door YouTube vertaalde ondertiteling in die taal.',
		},
		privacy: {
			question: 'Wordt mijn video naar een AI-dienst gestuurd?',
			answer:
				'Nee. De server vraagt YouTube alleen om het transcript, net als de Transcriptdownloader, en het AI-model draait op deze server. Verder verlaat niets de server.',
		},
	},
} satisfies NamespaceChapterTranslation

export default nl_chapter
