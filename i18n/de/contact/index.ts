import type { NamespaceContactTranslation } from '../../i18n-types'

const de_contact = {
	meta: {
		title: 'Kontakt zu Tubekit – Fragen, Fehlerberichte und Ideen',
		description:
			'Schreib dem Tubekit-Team: Fragen zu den Tools, Fehlerberichte, Ideen für neue Funktionen, Datenschutzanfragen oder Partnerschaften. Wir antworten in der Regel innerhalb von {hours} {{Stunde|Stunden}}.',
		keywords: 'Tubekit Kontakt, Tubekit Support, Tubekit Hilfe, Fehler melden, Funktionswunsch, YouTube Tools Hilfe',
	},
	title: 'Kontakt',
	intro:
		'Eine Frage zu einem Tool, ein Fehler, eine Idee oder eine Datenschutzanfrage? Schreib uns – wir melden uns per E-Mail bei dir.',
	form: {
		title: 'Schick uns eine Nachricht',
		name: 'Name',
		namePlaceholder: 'Dein Name',
		email: 'E-Mail',
		emailPlaceholder: 'du@beispiel.de',
		subject: 'Betreff',
		subjectPlaceholder: 'Worum geht es?',
		category: 'Kategorie',
		message: 'Nachricht',
		messagePlaceholder:
			'Erzähl uns, wie wir dir helfen können. Bei einem Fehler helfen uns am meisten der verwendete Link und eine Beschreibung, was passiert ist.',
		required: 'Pflichtfeld',
		optional: 'optional',
		submit: 'Nachricht senden',
		sending: 'Wird gesendet …',
		honeypot: 'Dieses Feld bitte leer lassen',
	},
	categories: {
		general: 'Allgemeine Anfrage',
		bug: 'Fehlerbericht',
		feature: 'Funktionswunsch',
		legal: 'Rechtliches/Datenschutz',
		business: 'Geschäftliches/Partnerschaft',
	},
	sent: {
		title: 'Nachricht gesendet!',
		text: 'Danke für deine Nachricht. Wir melden uns bald bei dir.',
	},
	failed: 'Die Nachricht konnte nicht gesendet werden. Bitte versuche es noch einmal.',
	details: {
		title: 'Kontaktdaten',
		response: 'Antwortzeit',
		responseText: 'Wir antworten in der Regel innerhalb von {hours} {{Stunde|Stunden}}.',
		availability: 'Erreichbarkeit',
		availabilityText: {
			workingHours: 'Schreib uns, wann es dir passt; wir lesen die Nachrichten während unserer Arbeitszeiten.',
			weekdays: 'Schreib uns, wann es dir passt; wir lesen die Nachrichten an Werktagen, montags bis freitags.',
			allHours: 'Weltweit, rund um die Uhr: Schreib uns, wann es dir passt.',
		},
		languages: 'Sprachen',
		languagesText: 'Deutsch, English, Español, Türkçe, Nederlands',
		privacy: 'Deine Nachricht wird auf diesem Server gespeichert und per E-Mail an das Team geschickt.',
		privacyLink: 'Wie lange wir sie aufbewahren, steht in der Datenschutzerklärung',
	},
	faq: {
		title: 'Schnelle Antworten',
		text: 'Viele Antworten findest du schon in den häufigen Fragen zu den einzelnen Tools:',
		thumbnail: 'Häufige Fragen zum Thumbnail-Downloader',
		profile: 'Häufige Fragen zum Profilbild-Downloader',
		transcript: 'Häufige Fragen zum Transkript-Downloader',
		hashtag: 'Häufige Fragen zum Hashtag-Generator',
		chapter: 'Häufige Fragen zum Kapitel-Generator',
	},
} satisfies NamespaceContactTranslation

export default de_contact
