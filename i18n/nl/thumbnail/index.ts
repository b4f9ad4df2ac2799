import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const nl_thumbnail = {
	meta: {
		title: 'YouTube-thumbnail downloaden (HD, gratis) – Tubekit',
		description:
			'Download de thumbnail van elke YouTube-video in HD 1280×720, standaard-, middel- of basisformaat. Gratis, zonder account, en je browser maakt nooit contact met YouTube.',
		keywords:
			'youtube thumbnail downloaden, youtube miniatuur downloaden, thumbnail youtube video opslaan, hd thumbnail, thumbnail opslaan, maxresdefault',
	},
	intro:
		'Plak de link van een YouTube-video: je ziet de thumbnail in elk formaat dat YouTube bewaart en downloadt het formaat dat je nodig hebt.',
	inputLabel: 'Link naar de YouTube-video',
	placeholder: 'bijv. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Thumbnail ophalen',
	loading: 'Thumbnails worden opgehaald…',
	failed: 'De thumbnails ophalen is mislukt. Controleer de link en probeer het opnieuw.',
	invalid: 'Vul een geldige link naar een YouTube-video in',
	resultsTitle: 'Thumbnails van deze video',
	download: 'JPG downloaden',
	downloadWebp: 'WebP downloaden',
	unavailable: 'Niet beschikbaar voor deze video',
	previewAlt: 'Thumbnail van de video ({quality})',
	clipNote: 'De link is een clip ({start}–{end}). Dit zijn de thumbnails van de video waaruit hij komt.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Standaard',
		high: 'Hoog',
		medium: 'Middel',
		default: 'Basis',
	},
	steps: {
		title: 'Zo download je een YouTube-thumbnail',
		copy: {
			name: 'Kopieer de videolink',
			text: 'Open de video op YouTube en kopieer de link uit de adresbalk van je browser of via de knop Delen.',
		},
		paste: {
			name: 'Plak de link hier',
			text: 'Plak de link in het veld hierboven en klik op ‘Thumbnail ophalen’. Links naar Shorts en youtu.be-links werken ook.',
		},
		download: {
			name: 'Download het gewenste formaat',
			text: 'Elk formaat dat YouTube bewaart, zie je met de afmetingen erbij. Download het formaat dat je nodig hebt als JPG-bestand.',
		},
	},
	faq: {
		sizes: {
			question: 'In welke formaten kan ik thumbnails downloaden?',
			answer:
				'HD (1280×720), Standaard (640×480), Hoog (480×360), Middel (320×180) en Basis (120×90). Oudere of minder populaire video’s hebben vaak geen HD-versie. Zo’n formaat staat dan als niet beschikbaar aangegeven, zodat je geen grijze vervangende afbeelding krijgt.',
		},
		allowed: {
			question: 'Mag ik een gedownloade thumbnail gebruiken?',
			answer:
				'Een thumbnail is van het kanaal dat hem heeft geüpload. Gebruik thumbnails voor je eigen video’s, als referentie of met toestemming van de eigenaar, en respecteer het auteursrecht.',
		},
		privacy: {
			question: 'Ziet YouTube dat ik deze tool gebruik?',
			answer:
				'Nee. Deze server haalt de afbeeldingen op en geeft ze aan je door, dus je browser maakt nooit contact met YouTube of Google. De link die je plakt, wordt niet opgeslagen.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default nl_thumbnail
