import type { NamespaceHomeTranslation } from '../../i18n-types'

const de_home = {
	meta: {
		title: 'Tubekit – Kostenlose YouTube-Werkzeuge für Kreative',
		description:
			'Lade Vorschaubilder, Kanal-Profilbilder und Transkripte von YouTube herunter und erstelle Hashtags mit einem lokalen KI-Modell. Kostenlos, privat, ohne Anmeldung.',
		keywords:
			'YouTube-Werkzeuge, Vorschaubild herunterladen, Transkript herunterladen, Hashtag-Generator, Profilbild herunterladen',
	},
	hero: {
		title: 'Kostenlose Werkzeuge für YouTube-Kreative',
		subtitle:
			'Hol dir Vorschaubilder, Profilbilder und Transkripte und finde in Sekunden die passenden Hashtags. Ohne Installation, ohne Konto – und nichts geht an Dritte.',
		ctaTools: 'Werkzeuge entdecken',
		ctaGuides: 'Ratgeber lesen',
		free: '100 % kostenlos',
		noSignup: 'Ohne Anmeldung',
		instant: 'Ergebnisse sofort',
	},
	tools: {
		title: 'Werkzeuge für Kreative',
		subtitle: 'Vier gezielte Werkzeuge, die jeweils eine Aufgabe erledigen – und zwar richtig gut.',
		open: 'Tool öffnen',
	},
	guides: {
		title: 'Ratgeber für Kreative',
		subtitle: 'Praktische Tipps Schritt für Schritt, mit denen dein Kanal wächst.',
		readTime: '{minutes} Min. Lesezeit',
		readMore: 'Weiterlesen',
		thumbnails: {
			title: 'Vorschaubilder, die geklickt werden',
			description: 'Kontrast, Gesichter und Text: die Gestaltungsentscheidungen, die deine Klickrate steigern.',
			alt: 'Skizze eines Video-Vorschaubilds mit auffälligem Titel und einem Gesicht',
		},
		hashtags: {
			title: 'Hashtags, mit denen du gefunden wirst',
			description: 'Wie YouTube Hashtags auswertet, wie viele du verwenden solltest und wo sie hingehören.',
			alt: 'Ein Hashtag-Symbol über einem wachsenden Balkendiagramm',
		},
		seo: {
			title: 'Grundlagen der YouTube-SEO',
			description: 'Titel, Beschreibungen und Transkripte, mit denen Zuschauer und Suchmaschinen dich finden.',
			alt: 'Eine Lupe über dem Abspielknopf eines Videos',
		},
	},
} satisfies NamespaceHomeTranslation

export default de_home
