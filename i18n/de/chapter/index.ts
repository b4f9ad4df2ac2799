import type { NamespaceChapterTranslation } from '../../i18n-types'

const de_chapter = {
	meta: {
		title: 'YouTube-Kapitel-Generator: Zeitstempel aus dem Transkript – Tubekit',
		description:
			'Erstelle YouTube-Kapitel (0:00-Zeitstempel) und einen Beschreibungsentwurf aus dem Transkript eines Videos, mit einem lokalen KI-Modell oder einer eingebauten Methode. Kostenlos und privat.',
		keywords:
			'youtube kapitel generator, youtube zeitstempel erstellen, videokapitel, youtube kapitel aus transkript, zeitstempel beschreibung',
	},
	intro:
		'Füge den Link zu einem YouTube-Video ein und erhalte eine Kapitelliste nach den Regeln von YouTube, fertig für die Beschreibung, und einen Beschreibungsentwurf.',
	inputLabel: 'Link zum YouTube-Video',
	placeholder: 'z. B. https://www.youtube.com/watch?v=…',
	submit: 'Kapitel erstellen',
	loading: 'Das Transkript wird gelesen und die Kapitel werden gesucht…',
	failed:
		'Die Kapitel konnten nicht erstellt werden. Bitte prüfe den Link und versuche es erneut; vielleicht hat das Video keine Untertitel.',
	invalid: 'Bitte gib einen gültigen Link zu einem YouTube-Video ein',
	languageLabel: 'Sprache der Titel',
	languageAuto: 'Sprache des Transkripts',
	waiting: 'Wird erstellt: {seconds} s',
	source: {
		youtube: 'Das sind die Kapitel, die das Video auf YouTube schon hat.',
		model: 'Vom lokalen KI-Modell auf diesem Server aus dem Transkript geschrieben.',
		builtin:
			'Von der eingebauten Methode gefunden: Themenwechsel in den Wörtern des Transkripts, benannt nach den Schlüsselwörtern jedes Abschnitts.',
	},
	builtinNote: 'Mit eingeschaltetem lokalem KI-Modell bekommt der Entwurf auch eine kurze Zusammenfassung des Videos.',
	makeNew: 'Stattdessen neue Kapitel erstellen',
	chaptersTitle: 'Kapitel',
	copyChapters: 'Kapitel kopieren',
	copied: 'Kopiert',
	descriptionTitle: 'Beschreibungs\u00adentwurf',
	copyDescription: 'Beschreibung kopieren',
	steps: {
		title: 'So erstellst du Kapitel für ein YouTube-Video',
		copy: {
			name: 'Videolink kopieren',
			text: 'Öffne das Video auf YouTube und kopiere seine Adresse aus der Adressleiste oder über „Teilen“.',
		},
		paste: {
			name: 'Hier einfügen',
			text: 'Füge den Link oben ein und klicke auf „Kapitel erstellen“. Wähle eine andere Sprache für die Titel, wenn du möchtest.',
		},
		download: {
			name: 'Kapitel kopieren',
			text: 'Kopiere die 0:00-Zeilen und füge sie in YouTube Studio in die Beschreibung deines Videos ein.',
		},
	},
	faq: {
		rules: {
			question: 'Welche Regeln erfüllen die Kapitel?',
			answer:
				'Die von YouTube: Das erste Kapitel beginnt bei 0:00, es gibt mindestens drei, und jedes ist mindestens 10 Sekunden lang. Die Titel bleiben kurz, und ein langes Video bekommt höchstens etwa ein Kapitel pro fünf Minuten.',
		},
		maker: {
			question: 'Wer schreibt die Kapitel?',
			answer:
				'Das lokale KI-Modell auf diesem Server, wenn der Betreiber eins eingerichtet hat; sonst, oder wenn es ausgelastet oder langsam ist, eine eingebaute Methode, die erkennt, wo die Wörter des Transkripts das Thema wechseln. Die Seite sagt immer, wer die Liste erstellt hat.',
		},
		language: {
			question: 'In welcher Sprache sind die Titel?',
			answer:
				'In der Sprache des Transkripts. Wählst du eine andere Sprache, entstehen die Titel aus den von YouTube übersetzten Untertiteln in dieser Sprache.',
		},
		privacy: {
			question: 'Wird mein Video an einen KI-Dienst geschickt?',
			answer:
				'Nein. Der Server fragt YouTube nur nach dem Transkript, wie der Transkript-Downloader, und das KI-Modell läuft auf diesem Server. Sonst verlässt nichts den Server.',
		},
	},
} satisfies NamespaceChapterTranslation

export default de_chapter
