import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const de_thumbnail = {
	meta: {
		title: 'YouTube-Thumbnail herunterladen (HD, kostenlos) – Tubekit',
		description:
			'Lade das Thumbnail jedes YouTube-Videos in HD (1280×720), Standard-, mittlerer oder Basisgröße herunter. Kostenlos, ohne Anmeldung – und dein Browser nimmt nie Kontakt zu YouTube auf.',
		keywords:
			'YouTube Thumbnail Downloader, YouTube Thumbnail herunterladen, YouTube Vorschaubild herunterladen, Thumbnail HD, Thumbnail speichern, maxresdefault',
	},
	intro:
		'Füge den Link eines YouTube-Videos ein, um sein Thumbnail in allen Größen zu sehen, die YouTube bereithält – und lade dann das passende herunter.',
	inputLabel: 'Link zum YouTube-Video',
	placeholder: 'z. B. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Thumbnail holen',
	loading: 'Thumbnails werden geladen …',
	failed: 'Die Thumbnails konnten nicht abgerufen werden. Bitte prüfe den Link und versuche es noch einmal.',
	invalid: 'Bitte gib einen gültigen YouTube-Link ein',
	resultsTitle: 'Thumbnails dieses Videos',
	download: 'JPG herunterladen',
	downloadWebp: 'WebP herunterladen',
	unavailable: 'Für dieses Video nicht verfügbar',
	previewAlt: 'Thumbnail des Videos ({quality})',
	clipNote: 'Der Link ist ein Clip ({start}–{end}). Hier siehst du die Thumbnails des Videos, aus dem er stammt.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Standard',
		high: 'Hoch',
		medium: 'Mittel',
		default: 'Basis',
	},
	steps: {
		title: 'So lädst du ein YouTube-Thumbnail herunter',
		copy: {
			name: 'Videolink kopieren',
			text: 'Öffne das Video auf YouTube und kopiere den Link aus der Adressleiste des Browsers oder über „Teilen“.',
		},
		paste: {
			name: 'Hier einfügen',
			text: 'Füge den Link oben in das Feld ein und klicke auf „Thumbnail holen“. Links zu Shorts und youtu.be-Links funktionieren ebenfalls.',
		},
		download: {
			name: 'Gewünschte Größe herunterladen',
			text: 'Jede Größe, die YouTube bereithält, wird mit ihren Abmessungen angezeigt. Lade die passende als JPG-Datei herunter.',
		},
	},
	faq: {
		sizes: {
			question: 'In welchen Größen kann ich Thumbnails herunterladen?',
			answer:
				'HD (1280×720), Standard (640×480), Hoch (480×360), Mittel (320×180) und Basis (120×90). Ältere oder weniger beliebte Videos haben oft keine HD-Version. Fehlt eine Größe, kennzeichnen wir sie als nicht verfügbar, statt einen grauen Platzhalter anzuzeigen.',
		},
		allowed: {
			question: 'Darf ich ein heruntergeladenes Thumbnail verwenden?',
			answer:
				'Thumbnails gehören dem Kanal, der sie hochgeladen hat. Verwende sie für deine eigenen Videos, als Referenz oder mit Erlaubnis des Kanalinhabers – und beachte das Urheberrecht.',
		},
		privacy: {
			question: 'Sieht YouTube, dass ich dieses Tool nutze?',
			answer:
				'Nein. Dieser Server ruft die Bilder ab und reicht sie weiter, sodass dein Browser nie Kontakt zu YouTube oder Google aufnimmt. Der eingefügte Link wird nicht gespeichert.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default de_thumbnail
