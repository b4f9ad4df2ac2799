import type { Translation } from '../i18n-types'

const de = {
	site: {
		name: 'Tubekit',
		tagline: 'Kostenlose YouTube-Tools für Creator',
		logoLabel: 'Tubekit – Startseite',
	},
	nav: {
		tools: 'Tools',
		guides: 'Ratgeber',
		help: 'Hilfe',
		mainNavigation: 'Hauptnavigation',
		openMenu: 'Menü öffnen',
		closeMenu: 'Menü schließen',
		menuTitle: 'Menü',
		skipToContent: 'Zum Inhalt springen',
	},
	language: {
		label: 'Sprache',
		change: 'Sprache ändern',
		current: 'Sprache: {name}',
	},
	meta: {
		notFound: {
			title: 'Seite nicht gefunden – Tubekit',
			description: 'Die gesuchte Seite existiert nicht.',
		},
		error: {
			title: 'Etwas ist schiefgelaufen – Tubekit',
			description: 'Ein unerwarteter Fehler ist aufgetreten.',
		},
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail-Downloader',
			description: 'Speichere das Thumbnail jedes Videos in HD-, Standard-, mittlerer oder Basisgröße.',
		},
		profile: {
			title: 'Profilbild-Downloader',
			description: 'Hol dir das Profilbild eines Kanals in voller Größe – samt Kanalnamen.',
		},
		transcript: {
			title: 'Transkript-Downloader',
			description:
				'Kopiere die Untertitel eines Videos oder lade sie als Text, SRT oder VTT herunter – in vielen Sprachen.',
		},
		hashtag: {
			title: 'Hashtag-Generator',
			description: 'Lass dir von einem lokalen KI-Modell angesagte, empfohlene und Long-Tail-Hashtags vorschlagen.',
		},
		chapter: {
			title: 'Kapitel-Generator',
			description: 'Erhalte YouTube-taugliche Kapitel und einen Beschreibungsentwurf aus dem Transkript eines Videos.',
		},
	},
	footer: {
		description:
			'Tubekit ist eine kostenlose Sammlung von YouTube-Tools für Creator, die du auch selbst hosten kannst. Dein Browser kommuniziert ausschließlich mit diesem Server.',
		tools: 'Tools',
		resources: 'Ressourcen',
		legal: 'Rechtliches',
		helpCenter: 'Hilfebereich',
		toolGuides: 'Anleitungen zu den Tools',
		faq: 'Häufige Fragen',
		guides: 'Ratgeber',
		apiDocs: 'API für Entwickler',
		privacy: 'Datenschutzerklärung',
		terms: 'Nutzungsbedingungen',
		contact: 'Kontakt',
		imprint: 'Impressum',
		operatedBy: 'Diese Website wird betrieben von {name}.',
		notPublished: 'Der Betreiber dieser Website hat seinen Namen und seine Kontaktdaten nicht veröffentlicht.',
		copyright: '© {year} Tubekit. Alle Rechte vorbehalten.',
		languages: 'Sprachen',
		credit: 'Mit Sorgfalt entwickelt für Creator in aller Welt. Nicht mit YouTube oder Google verbunden.',
	},
	operator: {
		name: 'Betreiber',
		address: 'Anschrift',
		email: 'E-Mail',
		dpoEmail: 'Datenschutzbeauftragte:r',
		notPublished:
			'Der Betreiber dieser Tubekit-Installation hat hier weder seinen Namen noch seine Anschrift oder Kontaktdaten veröffentlicht. Bis er das tut, erreichst du ihn nur über das Kontaktformular.',
		imprint: 'Impressum',
	},
	notFound: {
		title: 'Seite nicht gefunden',
		message:
			'Leider konnten wir die gesuchte Seite nicht finden. Vielleicht wurde sie verschoben, oder der Link ist fehlerhaft.',
		home: 'Zurück zur Startseite',
	},
	errorPage: {
		title: 'Etwas ist schiefgelaufen',
		message:
			'Bei uns ist ein unerwarteter Fehler aufgetreten. Bitte lade die Seite neu oder versuche es gleich noch einmal.',
		home: 'Zurück zur Startseite',
		reload: 'Seite neu laden',
	},
	toolPage: {
		faqTitle: 'Häufige Fragen',
		size: '{width} × {height}',
		privacyNote: 'Bilder werden über diesen Server geladen – dein Browser nimmt nie Kontakt zu YouTube auf.',
		batchHint:
			'Tipp: Füge mehrere Videolinks (einen pro Zeile) oder einen Playlist- oder Kanallink ein, um alle auf einmal zu bekommen (bis zu {max}).',
		batchWholeList: 'Stattdessen die ganze Playlist holen',
	},
	toast: {
		errorTitle: 'Fehler',
		dismiss: 'Benachrichtigung schließen',
		region: 'Benachrichtigungen',
	},
} satisfies Translation

export default de
