import type { NamespaceProfileTranslation } from '../../i18n-types'

const nl_profile = {
	meta: {
		title: 'YouTube-profielfoto downloaden – Tubekit',
		description:
			'Download de profielfoto van elk YouTube-kanaal op volledige grootte (800×800), met de kanaalnaam en banner. Gratis en privé.',
		keywords:
			'youtube profielfoto downloaden, youtube avatar downloaden, youtube pfp, kanaallogo downloaden, youtube banner downloaden',
	},
	intro:
		'Plak de link van een YouTube-kanaal: je ziet de profielfoto op volledige grootte, met de naam en de banner van het kanaal, en kunt hem meteen downloaden.',
	inputLabel: 'Link naar het YouTube-kanaal',
	placeholder: 'bijv. https://www.youtube.com/@handle',
	submit: 'Profielfoto ophalen',
	loading: 'Profielfoto wordt opgehaald…',
	failed: 'De profielfoto ophalen is mislukt. Controleer de link en probeer het opnieuw.',
	invalid: 'Vul een geldige link naar een YouTube-kanaal in',
	avatarAlt: 'Profielfoto van {name}',
	download: 'Profielfoto downloaden',
	sizesTitle: 'Andere formaten',
	sizeLink: '{size} × {size} pixels downloaden',
	original: 'Origineel bestand',
	bannerTitle: 'Kanaalbanner',
	bannerAlt: 'Banner van {name}',
	downloadBanner: 'Banner downloaden',
	steps: {
		title: 'Zo download je de profielfoto van een kanaal',
		copy: {
			name: 'Kopieer de kanaallink',
			text: 'Open het kanaal op YouTube en kopieer de link uit de adresbalk, zoals youtube.com/@naam of een /channel/-link.',
		},
		paste: {
			name: 'Plak de link hier',
			text: 'Plak de link in het veld hierboven en klik op ‘Profielfoto ophalen’.',
		},
		download: {
			name: 'Download de foto',
			text: 'De foto verschijnt in 800×800 pixels, met de naam van het kanaal. Download hem of kies een ander formaat.',
		},
	},
	faq: {
		size: {
			question: 'Hoe groot is de gedownloade foto?',
			answer:
				'De hoofddownload is 800×800 pixels, het grootste vierkante formaat dat YouTube aanbiedt. Kleinere formaten en het originele bestand vind je daaronder.',
		},
		links: {
			question: 'Welke kanaallinks werken?',
			answer:
				'Links met een handle (youtube.com/@naam), links met een kanaal-ID (/channel/UC…) en oude /c/- en /user/-links, met of zonder tabblad zoals /videos. Een videolink kan ook: je krijgt dan de profielfoto van het kanaal dat de video heeft geüpload.',
		},
		privacy: {
			question: 'Is dit privé?',
			answer:
				'Ja. Deze server haalt de foto op en geeft hem aan je door, dus je browser maakt nooit contact met YouTube of Google. De link die je plakt, wordt niet opgeslagen.',
		},
	},
} satisfies NamespaceProfileTranslation

export default nl_profile
