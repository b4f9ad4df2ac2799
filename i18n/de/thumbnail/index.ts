import type { NamespaceThumbnailTranslation } from '../../i18n-types'

const de_thumbnail = {
	meta: {
		title: 'YouTube-Vorschaubild herunterladen (HD, kostenlos) – Tubekit',
		description:
			'Lade das Vorschaubild jedes YouTube-Videos in HD 1280×720, Standard-, mittlerer oder Basisgröße herunter. Kostenlos, ohne Anmeldung – und dein Browser nimmt nie Kontakt zu YouTube auf.',
		keywords:
			'YouTube Thumbnail Downloader, YouTube Thumbnail herunterladen, YouTube Vorschaubild herunterladen, Thumbnail HD, Vorschaubild speichern, maxresdefault',
	},
	intro:
		'Füge den Link eines YouTube-Videos ein, um sein Vorschaubild in allen Größen zu sehen, die YouTube bereithält – und lade dann das passende herunter.',
	inputLabel: 'URL des YouTube-Videos',
	placeholder: 'z. B. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Vorschaubild holen',
	loading: 'Vorschaubilder werden geladen…',
	failed: 'Die Vorschaubilder konnten nicht abgerufen werden. Bitte prüfe die URL und versuche es erneut.',
	invalid: 'Bitte gib eine gültige YouTube-URL ein',
	resultsTitle: 'Vorschaubilder dieses Videos',
	download: 'JPG herunterladen',
	downloadWebp: 'WebP herunterladen',
	unavailable: 'Für dieses Video nicht verfügbar',
	previewAlt: 'Vorschaubild des Videos ({quality})',
	clipNote: 'Der Link ist ein Clip ({start}–{end}). Hier siehst du die Vorschaubilder des Videos, aus dem er stammt.',
	qualities: {
		hd: 'HD',
		hd720: 'HD 720p',
		standard: 'Standard',
		high: 'Hoch',
		medium: 'Mittel',
		default: 'Basis',
	},
	steps: {
		title: 'So lädst du ein YouTube-Vorschaubild herunter',
		copy: {
			name: 'Videolink kopieren',
			text: 'Öffne das Video auf YouTube und kopiere seine Adresse aus der Adressleiste des Browsers oder über „Teilen“.',
		},
		paste: {
			name: 'Hier einfügen',
			text: 'Füge den Link oben in das Feld ein und klicke auf „Vorschaubild holen“. Links zu Shorts und youtu.be-Links funktionieren ebenfalls.',
		},
		download: {
			name: 'Gewünschte Größe herunterladen',
			text: 'Jede Größe, die YouTube bereithält, wird mit ihren Abmessungen angezeigt. Lade die passende als JPG-Datei herunter.',
		},
	},
	faq: {
		sizes: {
			question: 'In welchen Größen kann ich Vorschaubilder herunterladen?',
			answer:
				'HD (1280×720), Standard (640×480), Hoch (480×360), Mittel (320×180) und Basis (120×90). Ältere oder weniger beliebte Videos haben oft keine HD-Version; solche Größen werden als nicht verfügbar markiert, statt einen grauen Platzhalter zu zeigen.',
		},
		allowed: {
			question: 'Darf ich ein heruntergeladenes Vorschaubild verwenden?',
			answer:
				'Vorschaubilder gehören dem Kanal, der sie hochgeladen hat. Verwende sie für deine eigenen Videos, als Referenz oder mit Erlaubnis des Kanalinhabers – und beachte das Urheberrecht.',
		},
		privacy: {
			question: 'Sieht YouTube, dass ich dieses Werkzeug nutze?',
			answer:
				'Nein. Dieser Server ruft die Bilder ab und reicht sie weiter, sodass dein Browser nie Kontakt zu YouTube oder Google aufnimmt. Der eingefügte Link wird nicht gespeichert.',
		},
	},
} satisfies NamespaceThumbnailTranslation

export default de_thumbnail
