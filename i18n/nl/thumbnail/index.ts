import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const nl_thumbnail = {
	meta: {
		title: 'YouTube-miniatuur downloaden (HD, gratis) – Tubekit',
		description:
			'Download de miniatuur van elke YouTube-video in HD 1280×720, standaard-, middel- of basisformaat. Gratis, zonder registratie, en je browser maakt nooit contact met YouTube.',
		keywords:
			'youtube thumbnail downloaden, youtube miniatuur downloaden, thumbnail youtube video opslaan, hd thumbnail, videominiatuur, maxresdefault',
	},
	intro:
		'Plak de link van een YouTube-video om de miniatuur te zien in elk formaat dat YouTube bewaart, en download het formaat dat je nodig hebt.',
	inputLabel: 'URL van de YouTube-video',
	placeholder: 'bijv. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Miniatuur ophalen',
	loading: 'Miniaturen ophalen…',
	failed: 'Het ophalen van de miniaturen is mislukt. Controleer de URL en probeer het opnieuw.',
	invalid: 'Voer een geldige YouTube-URL in',
	resultsTitle: 'Miniaturen van deze video',
	download: 'JPG downloaden',
	downloadWebp: 'WebP downloaden',
	unavailable: 'Niet beschikbaar voor deze video',
	previewAlt: 'Miniatuur van de video ({quality})',
	clipNote: 'De link is een clip ({start}–{end}). Dit zijn de miniaturen van de video waar hij uit komt.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Standaard',
		high: 'Hoog',
		medium: 'Middel',
		default: 'Basis',
	},
	steps: {
		title: 'Zo download je een YouTube-miniatuur',
		copy: {
			name: 'Kopieer de videolink',
			text: 'Open de video op YouTube en kopieer het adres uit de adresbalk van je browser of via de knop Delen.',
		},
		paste: {
			name: 'Plak de link hier',
			text: 'Plak de link in het veld hierboven en klik op ‘Miniatuur ophalen’. Links naar Shorts en youtu.be-links werken ook.',
		},
		download: {
			name: 'Download het gewenste formaat',
			text: 'Elk formaat dat YouTube bewaart, zie je met de afmetingen erbij. Download het formaat dat je nodig hebt als JPG-bestand.',
		},
	},
	faq: {
		sizes: {
			question: 'In welke formaten kan ik miniaturen downloaden?',
			answer:
				'HD (1280×720), standaard (640×480), hoog (480×360), middel (320×180) en basis (120×90). Oudere of minder populaire video’s hebben vaak geen HD-versie; zulke formaten worden als niet beschikbaar gemarkeerd, in plaats van dat je een grijze vervangende afbeelding te zien krijgt.',
		},
		allowed: {
			question: 'Mag ik een gedownloade miniatuur gebruiken?',
			answer:
				'Miniaturen zijn van het kanaal dat ze heeft geüpload. Gebruik ze voor je eigen video’s, als referentie of met toestemming van de eigenaar, en respecteer het auteursrecht.',
		},
		privacy: {
			question: 'Ziet YouTube dat ik dit hulpmiddel gebruik?',
			answer:
				'Nee. Deze server haalt de afbeeldingen op en geeft ze aan je door, dus je browser maakt nooit contact met YouTube of Google. De link die je plakt, wordt niet opgeslagen.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default nl_thumbnail
