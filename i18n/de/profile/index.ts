import type { NamespaceProfileTranslation } from '../../i18n-types'

const de_profile = {
	meta: {
		title: 'YouTube-Profilbild herunterladen – Tubekit',
		description:
			'Lade das Profilbild jedes YouTube-Kanals in voller Größe (800×800) herunter – samt Kanalnamen und Bannerbild. Kostenlos und privat.',
		keywords:
			'YouTube Profilbild herunterladen, YouTube Kanalbild, YouTube Avatar, Kanallogo herunterladen, YouTube Banner herunterladen',
	},
	intro:
		'Füge den Link eines YouTube-Kanals ein, um sein Profilbild in voller Größe zu sehen – samt Kanalnamen und Bannerbild – und lade es herunter.',
	inputLabel: 'Link zum YouTube-Kanal',
	placeholder: 'z. B. https://www.youtube.com/@handle',
	submit: 'Profilbild holen',
	loading: 'Profilbild wird geladen …',
	failed: 'Das Profilbild konnte nicht abgerufen werden. Bitte prüfe den Link und versuche es noch einmal.',
	invalid: 'Bitte gib einen gültigen Link zu einem YouTube-Kanal ein',
	avatarAlt: 'Profilbild von {name}',
	download: 'Profilbild herunterladen',
	sizesTitle: 'Weitere Größen',
	sizeLink: '{size} × {size} Pixel herunterladen',
	original: 'Original-Upload',
	bannerTitle: 'Bannerbild des Kanals',
	bannerAlt: 'Bannerbild von {name}',
	downloadBanner: 'Bannerbild herunterladen',
	steps: {
		title: 'So lädst du das Profilbild eines Kanals herunter',
		copy: {
			name: 'Kanallink kopieren',
			text: 'Öffne den Kanal auf YouTube und kopiere seinen Link, etwa youtube.com/@name oder einen /channel/-Link.',
		},
		paste: {
			name: 'Hier einfügen',
			text: 'Füge den Link oben in das Feld ein und klicke auf „Profilbild holen“.',
		},
		download: {
			name: 'Bild herunterladen',
			text: 'Das Bild erscheint in 800×800 Pixeln samt Kanalnamen. Lade es herunter oder wähle eine andere Größe.',
		},
	},
	faq: {
		size: {
			question: 'Wie groß ist das heruntergeladene Bild?',
			answer:
				'Der Haupt-Download hat 800×800 Pixel – das größte quadratische Format, das YouTube ausliefert. Kleinere Größen und den Original-Upload findest du darunter.',
		},
		links: {
			question: 'Welche Kanallinks funktionieren?',
			answer:
				'Handle-Links (youtube.com/@name), Links mit Kanal-ID (/channel/UC…) sowie alte /c/- und /user/-Links, jeweils mit oder ohne angehängten Tab wie /videos. Auch ein Videolink geht: Dann bekommst du das Bild des Kanals, der das Video hochgeladen hat.',
		},
		privacy: {
			question: 'Bleibt das privat?',
			answer:
				'Ja. Dieser Server ruft das Bild ab und reicht es weiter, sodass dein Browser nie Kontakt zu YouTube oder Google aufnimmt. Der eingefügte Link wird nicht gespeichert.',
		},
	},
} satisfies NamespaceProfileTranslation

export default de_profile
