import type { Translation } from '../i18n-types'

const de = {
	site: {
		name: 'Tubekit',
		tagline: 'Kostenlose YouTube-Werkzeuge für Kreative',
		logoLabel: 'Tubekit – Startseite',
	},
	nav: {
		tools: 'Werkzeuge',
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
		home: {
			title: 'Tubekit – Kostenlose YouTube-Werkzeuge für Kreative',
			description:
				'Lade Vorschaubilder, Kanal-Profilbilder und Transkripte von YouTube herunter und erstelle Hashtags mit einem lokalen KI-Modell. Kostenlos, privat, ohne Anmeldung.',
			keywords:
				'YouTube-Werkzeuge, Vorschaubild herunterladen, Transkript herunterladen, Hashtag-Generator, Profilbild herunterladen',
		},
		thumbnail: {
			title: 'YouTube-Vorschaubild herunterladen (HD, kostenlos) – Tubekit',
			description:
				'Lade das Vorschaubild jedes YouTube-Videos in HD 1280×720, Standard-, mittlerer oder Basisgröße herunter. Kostenlos, ohne Anmeldung – und dein Browser nimmt nie Kontakt zu YouTube auf.',
			keywords:
				'YouTube Thumbnail Downloader, YouTube Thumbnail herunterladen, YouTube Vorschaubild herunterladen, Thumbnail HD, Vorschaubild speichern, maxresdefault',
		},
		profile: {
			title: 'YouTube-Profilbild herunterladen – Tubekit',
			description:
				'Lade das Profilbild jedes YouTube-Kanals in voller Größe (800×800) herunter – samt Kanalnamen und Banner. Kostenlos und privat.',
			keywords:
				'YouTube Profilbild herunterladen, YouTube Kanalbild, YouTube Avatar, Kanallogo herunterladen, YouTube Banner herunterladen',
		},
		notFound: {
			title: 'Seite nicht gefunden – Tubekit',
			description: 'Die gesuchte Seite existiert nicht.',
		},
		error: {
			title: 'Etwas ist schiefgelaufen – Tubekit',
			description: 'Ein unerwarteter Fehler ist aufgetreten.',
		},
	},
	home: {
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
			open: '{tool} öffnen',
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
	},
	tools: {
		thumbnail: {
			title: 'Vorschaubild-Download',
			description: 'Speichere das Vorschaubild jedes Videos in HD-, Standard-, mittlerer oder Basisauflösung.',
			intro:
				'Füge den Link eines YouTube-Videos ein, um sein Vorschaubild in allen Größen zu sehen, die YouTube bereithält – und lade dann das passende herunter.',
			inputLabel: 'URL des YouTube-Videos',
			placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			submit: 'Vorschaubild holen',
			loading: 'Vorschaubilder werden geladen…',
			failed: 'Die Vorschaubilder konnten nicht abgerufen werden. Bitte prüfe die URL und versuche es erneut.',
			invalid: 'Bitte gib eine gültige YouTube-URL ein',
			resultsTitle: 'Vorschaubilder dieses Videos',
			download: 'JPG herunterladen',
			downloadWebp: 'WebP herunterladen',
			unavailable: 'Für dieses Video nicht verfügbar',
			previewAlt: 'Vorschaubild des Videos ({quality})',
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
		},
		profile: {
			title: 'Profilbild-Download',
			description: 'Hol dir das Profilbild eines Kanals in voller Größe – samt Kanalnamen.',
			intro:
				'Füge den Link eines YouTube-Kanals ein, um sein Profilbild in voller Größe zu sehen – samt Kanalnamen und Banner – und lade es herunter.',
			inputLabel: 'URL des YouTube-Kanals',
			placeholder: 'https://www.youtube.com/@handle',
			submit: 'Profilbild holen',
			loading: 'Profilbild wird geladen…',
			failed: 'Das Profilbild konnte nicht abgerufen werden. Bitte prüfe die URL und versuche es erneut.',
			invalid: 'Bitte gib eine gültige YouTube-Kanal-URL ein',
			avatarAlt: 'Profilbild von {name}',
			download: 'Profilbild herunterladen',
			sizesTitle: 'Weitere Größen',
			sizeLink: '{size} × {size} Pixel herunterladen',
			original: 'Original-Upload',
			bannerTitle: 'Kanalbanner',
			bannerAlt: 'Banner von {name}',
			downloadBanner: 'Banner herunterladen',
			steps: {
				title: 'So lädst du das Profilbild eines Kanals herunter',
				copy: {
					name: 'Kanallink kopieren',
					text: 'Öffne den Kanal auf YouTube und kopiere seine Adresse, etwa youtube.com/@name oder einen /channel/-Link.',
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
						'Handle-Links (youtube.com/@name), Links mit Kanal-ID (/channel/UC…) sowie alte /c/- und /user/-Links, jeweils mit oder ohne angehängten Tab wie /videos. Videolinks funktionieren hier nicht.',
				},
				privacy: {
					question: 'Bleibt das privat?',
					answer:
						'Ja. Dieser Server ruft das Bild ab und reicht es weiter, sodass dein Browser nie Kontakt zu YouTube oder Google aufnimmt. Der eingefügte Link wird nicht gespeichert.',
				},
			},
		},
		transcript: {
			title: 'Transkript-Download',
			description:
				'Kopiere die Untertitel eines Videos oder lade sie als Text, SRT oder VTT herunter – in vielen Sprachen.',
		},
		hashtag: {
			title: 'Hashtag-Generator',
			description: 'Erhalte angesagte, empfohlene und spezifische Nischen-Hashtags von einem lokalen KI-Modell.',
		},
	},
	footer: {
		description:
			'Tubekit ist eine kostenlose Werkzeugsammlung für YouTube-Kreative, die du auch selbst betreiben kannst. Dein Browser spricht ausschließlich mit diesem Server.',
		tools: 'Werkzeuge',
		resources: 'Ressourcen',
		legal: 'Rechtliches',
		helpCenter: 'Hilfebereich',
		toolGuides: 'Anleitungen zu den Werkzeugen',
		faq: 'Häufige Fragen',
		guides: 'Ratgeber',
		privacy: 'Datenschutzerklärung',
		terms: 'Nutzungsbedingungen',
		contact: 'Kontakt',
		copyright: '© {year} Tubekit. Alle Rechte vorbehalten.',
		languages: 'Sprachen',
		credit: 'Mit Sorgfalt gemacht für Kreative auf der ganzen Welt. Nicht mit YouTube oder Google verbunden.',
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
		privacyNote: 'Bilder werden über diesen Server geladen: Dein Browser nimmt nie Kontakt zu YouTube auf.',
	},
	toast: {
		errorTitle: 'Fehler',
		dismiss: 'Benachrichtigung schließen',
		region: 'Benachrichtigungen',
	},
	errors: {
		badRequest: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfe deine Eingaben und versuche es erneut.',
		validation: 'Einige deiner Angaben sind ungültig: {details}',
		notFound: 'Unter dieser Adresse wurde nichts gefunden.',
		payloadTooLarge: 'Die gesendeten Daten sind zu groß. Bitte schicke weniger und versuche es erneut.',
		rateLimited: 'Zu viele Anfragen. Bitte warte {seconds} Sekunden und versuche es dann erneut.',
		internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.',
		unsupportedMediaType: 'Bitte sende die Anfrage als JSON.',
		imageHostNotAllowed: 'Hier können nur Bilder von YouTube geladen werden.',
		imageSignatureInvalid: 'Dieser Bildlink ist ungültig. Bitte lade das Werkzeug neu.',
		imageNotFound: 'YouTube hat dieses Bild nicht.',
		imageNotAnImage: 'YouTube hat für diesen Link kein Bild geliefert.',
		imageTooLarge: 'Dieses Bild ist zu groß, um geladen zu werden.',
		imageUpstreamFailed: 'Das Bild konnte nicht von YouTube geladen werden. Bitte versuche es gleich noch einmal.',
		invalidVideoUrl: 'Das sieht nicht nach einem YouTube-Videolink aus.',
		invalidChannelUrl: 'Das sieht nicht nach einem YouTube-Kanallink aus.',
		videoUnavailable: 'Dieses Video gibt es nicht oder es wurde entfernt.',
		videoPrivate: 'Dieses Video ist privat.',
		ageRestricted: 'Dieses Video hat eine Altersbeschränkung: YouTube zeigt es nur angemeldeten Zuschauern.',
		geoBlocked: 'Dieses Video ist im Land dieses Servers nicht verfügbar.',
		membersOnly: 'Dieses Video ist nur für Kanalmitglieder.',
		paymentRequired: 'Für dieses Video braucht man ein kostenpflichtiges YouTube-Abo oder einen Kauf.',
		liveNotStarted: 'Dieser Stream hat noch nicht begonnen.',
		unplayable: 'YouTube spielt dieses Video hier nicht ab.',
		noCaptions: 'Dieses Video hat keine Untertitel.',
		languageUnavailable: 'Dieses Video hat keine Untertitel in dieser Sprache.',
		tokenRequired: 'YouTube verlangt für diese Untertitelspur jetzt ein Token; versuche es später noch einmal.',
		youtubeBlocked: 'YouTube blockiert diesen Server vorübergehend. Versuche es später noch einmal.',
		consentWall: 'YouTube hat statt des Inhalts eine Einwilligungsseite gezeigt. Bitte versuche es noch einmal.',
		channelNotFound: 'Kanal nicht gefunden.',
		channelTerminated: 'Dieser Kanal wurde von YouTube gesperrt.',
		upstreamError: 'YouTube hat nicht richtig geantwortet. Bitte versuche es gleich noch einmal.',
		upstreamTimeout: 'YouTube hat zu lange für die Antwort gebraucht. Bitte versuche es gleich noch einmal.',
		network: 'Der Server konnte nicht erreicht werden. Bitte prüfe deine Internetverbindung und versuche es erneut.',
	},
} satisfies Translation

export default de
