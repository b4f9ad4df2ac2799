import type { NamespaceHomeTranslation } from '../../i18n-types'

const de_home = {
	meta: {
		title: 'Tubekit – Kostenlose YouTube-Tools für Creator',
		description:
			'Lade Thumbnails, Kanal-Profilbilder und Transkripte von YouTube herunter und erstelle Hashtags und Kapitel mit einem lokalen KI-Modell. Kostenlos, privat, ohne Anmeldung.',
		keywords:
			'YouTube Tools, Thumbnail herunterladen, Transkript herunterladen, Hashtag-Generator, Profilbild herunterladen, Kapitel-Generator',
	},
	hero: {
		title: 'Kostenlose Tools für YouTube-Creator',
		subtitle:
			'Hol dir Thumbnails, Profilbilder und Transkripte, finde in Sekunden die passenden Hashtags und entwirf Kapitel. Ohne Installation, ohne Konto – und nichts geht an Dritte.',
		ctaTools: 'Tools entdecken',
		ctaGuides: 'Ratgeber lesen',
		free: '100 % kostenlos',
		noSignup: 'Ohne Anmeldung',
		instant: 'Ergebnisse sofort',
	},
	tools: {
		title: 'Tools für Creator',
		subtitle: 'Fünf Tools mit klarem Fokus: Jedes erledigt eine Aufgabe – und zwar richtig gut.',
		open: 'Tool öffnen',
	},
	guides: {
		title: 'Ratgeber für Creator',
		subtitle: 'Praktische Tipps Schritt für Schritt, mit denen dein Kanal wächst.',
		readTime: '{minutes} Min. Lesezeit',
		readMore: 'Weiterlesen',
		thumbnails: {
			title: 'Thumbnails, die geklickt werden',
			description: 'Kontrast, Gesichter und Text: die Gestaltungsentscheidungen, die deine Klickrate steigern.',
			alt: 'Skizze eines Video-Thumbnails mit auffälligem Titel und einem Gesicht',
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
