import type { Translation } from '../i18n-types'

const nl = {
	site: {
		name: 'Tubekit',
		tagline: 'Gratis hulpmiddelen voor YouTube-makers',
		logoLabel: 'Tubekit-startpagina',
	},
	nav: {
		tools: 'Hulpmiddelen',
		guides: 'Gidsen',
		help: 'Hulp',
		mainNavigation: 'Hoofdnavigatie',
		openMenu: 'Menu openen',
		closeMenu: 'Menu sluiten',
		menuTitle: 'Menu',
		skipToContent: 'Direct naar de inhoud',
	},
	language: {
		label: 'Taal',
		change: 'Taal wijzigen',
		current: 'Taal: {name}',
	},
	meta: {
		home: {
			title: 'Tubekit – Gratis hulpmiddelen voor YouTube-makers',
			description:
				'Download miniaturen, profielfoto’s van kanalen en transcripties van YouTube, en genereer hashtags met een lokaal AI-model. Gratis, privé en zonder registratie.',
			keywords:
				'youtube-hulpmiddelen, miniatuur downloaden, transcriptie downloaden, hashtaggenerator, profielfoto downloaden',
		},
		thumbnail: {
			title: 'YouTube-miniatuur downloaden (HD, gratis) – Tubekit',
			description:
				'Download de miniatuur van elke YouTube-video in HD 1280×720, standaard-, middel- of basisformaat. Gratis, zonder registratie, en je browser maakt nooit contact met YouTube.',
			keywords:
				'youtube thumbnail downloaden, youtube miniatuur downloaden, thumbnail youtube video opslaan, hd thumbnail, videominiatuur, maxresdefault',
		},
		profile: {
			title: 'YouTube-profielfoto downloaden – Tubekit',
			description:
				'Download de profielfoto van elk YouTube-kanaal op volledige grootte (800×800), met de kanaalnaam en banner. Gratis en privé.',
			keywords:
				'youtube profielfoto downloaden, kanaalavatar, youtube pfp, kanaallogo downloaden, youtube banner downloaden',
		},
		notFound: {
			title: 'Pagina niet gevonden – Tubekit',
			description: 'De pagina die je zocht, bestaat niet.',
		},
		error: {
			title: 'Er ging iets mis – Tubekit',
			description: 'Er is een onverwachte fout opgetreden.',
		},
	},
	home: {
		hero: {
			title: 'Gratis hulpmiddelen voor YouTube-makers',
			subtitle:
				'Haal miniaturen, profielfoto’s en transcripties op en vind binnen enkele seconden de juiste hashtags. Niets te installeren, geen account nodig en er gaat niets naar derden.',
			ctaTools: 'Ontdek de hulpmiddelen',
			ctaGuides: 'Lees de gidsen',
			free: '100% gratis',
			noSignup: 'Zonder registratie',
			instant: 'Direct resultaat',
		},
		tools: {
			title: 'Hulpmiddelen voor makers',
			subtitle: 'Vier gerichte hulpmiddelen die elk één taak hebben, en die goed uitvoeren.',
			open: '{tool} openen',
		},
		guides: {
			title: 'Gidsen voor makers',
			subtitle: 'Praktisch advies, stap voor stap, om je kanaal te laten groeien.',
			readTime: '{minutes} min. leestijd',
			readMore: 'Lees meer',
			thumbnails: {
				title: 'Miniaturen waarop geklikt wordt',
				description: 'Contrast, gezichten en tekst: de ontwerpkeuzes die je doorklikratio verhogen.',
				alt: 'Schets van een videominiatuur met een opvallende titel en een gezicht',
			},
			hashtags: {
				title: 'Hashtags die je vindbaarder maken',
				description: 'Hoe YouTube hashtags leest, hoeveel je er moet gebruiken en waar je ze plaatst.',
				alt: 'Een hashtagsymbool boven een stijgend staafdiagram',
			},
			seo: {
				title: 'De basis van YouTube-SEO',
				description: 'Titels, beschrijvingen en transcripties waarmee kijkers en zoekmachines je vinden.',
				alt: 'Een vergrootglas boven de afspeelknop van een video',
			},
		},
	},
	tools: {
		thumbnail: {
			title: 'Miniatuurdownloader',
			description: 'Sla de miniatuur van elke video op in HD-, standaard-, middel- of basisformaat.',
			intro:
				'Plak de link van een YouTube-video om de miniatuur te zien in elk formaat dat YouTube bewaart, en download het formaat dat je nodig hebt.',
			inputLabel: 'URL van de YouTube-video',
			placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			submit: 'Miniatuur ophalen',
			loading: 'Miniaturen ophalen…',
			failed: 'Het ophalen van de miniaturen is mislukt. Controleer de URL en probeer het opnieuw.',
			invalid: 'Voer een geldige YouTube-URL in',
			resultsTitle: 'Miniaturen van deze video',
			download: 'JPG downloaden',
			downloadWebp: 'WebP downloaden',
			unavailable: 'Niet beschikbaar voor deze video',
			previewAlt: 'Miniatuur van de video ({quality})',
			qualities: {
				hd: 'HD',
				hd720: 'HD 720p',
				standard: 'Standaard',
				high: 'Hoog',
				medium: 'Middel',
				default: 'Basis',
			},
			steps: {
				title: 'Zo download je een YouTube-miniatuur',
				copy: {
					name: 'Kopieer de videolink',
					text: 'Open de video op YouTube en kopieer het adres uit de adresbalk van je browser of via de knop Delen.',
				},
				paste: {
					name: 'Plak de link hier',
					text: 'Plak de link in het veld hierboven en klik op ‘Miniatuur ophalen’. Links naar Shorts en youtu.be-links werken ook.',
				},
				download: {
					name: 'Download het gewenste formaat',
					text: 'Elk formaat dat YouTube bewaart, zie je met de afmetingen erbij. Download het formaat dat je nodig hebt als JPG-bestand.',
				},
			},
			faq: {
				sizes: {
					question: 'In welke formaten kan ik miniaturen downloaden?',
					answer:
						'HD (1280×720), standaard (640×480), hoog (480×360), middel (320×180) en basis (120×90). Oudere of minder populaire video’s hebben vaak geen HD-versie; zulke formaten worden als niet beschikbaar gemarkeerd, in plaats van dat je een grijze vervangende afbeelding te zien krijgt.',
				},
				allowed: {
					question: 'Mag ik een gedownloade miniatuur gebruiken?',
					answer:
						'Miniaturen zijn van het kanaal dat ze heeft geüpload. Gebruik ze voor je eigen video’s, als referentie of met toestemming van de eigenaar, en respecteer het auteursrecht.',
				},
				privacy: {
					question: 'Ziet YouTube dat ik dit hulpmiddel gebruik?',
					answer:
						'Nee. Deze server haalt de afbeeldingen op en geeft ze aan je door, dus je browser maakt nooit contact met YouTube of Google. De link die je plakt, wordt niet opgeslagen.',
				},
			},
		},
		profile: {
			title: 'Profielfotodownloader',
			description: 'Download de profielfoto van een kanaal op volledige grootte, met de kanaalnaam erbij.',
			intro:
				'Plak de link van een YouTube-kanaal om de profielfoto van het kanaal op volledige grootte te zien, met de naam en banner, en download hem.',
			inputLabel: 'URL van het YouTube-kanaal',
			placeholder: 'https://www.youtube.com/@handle',
			submit: 'Profielfoto ophalen',
			loading: 'Profielfoto ophalen…',
			failed: 'Het ophalen van de profielfoto is mislukt. Controleer de URL en probeer het opnieuw.',
			invalid: 'Voer een geldige URL van een YouTube-kanaal in',
			avatarAlt: 'Profielfoto van {name}',
			download: 'Profielfoto downloaden',
			sizesTitle: 'Andere formaten',
			sizeLink: '{size} × {size} pixels downloaden',
			original: 'Originele upload',
			bannerTitle: 'Kanaalbanner',
			bannerAlt: 'Banner van {name}',
			downloadBanner: 'Banner downloaden',
			steps: {
				title: 'Zo download je de profielfoto van een kanaal',
				copy: {
					name: 'Kopieer de kanaallink',
					text: 'Open het kanaal op YouTube en kopieer het adres, zoals youtube.com/@naam of een /channel/-link.',
				},
				paste: {
					name: 'Plak de link hier',
					text: 'Plak de link in het veld hierboven en klik op ‘Profielfoto ophalen’.',
				},
				download: {
					name: 'Download de foto',
					text: 'De foto verschijnt in 800×800 pixels, met de naam van het kanaal. Download hem of kies een ander formaat.',
				},
			},
			faq: {
				size: {
					question: 'Hoe groot is de gedownloade foto?',
					answer:
						'De hoofddownload is 800×800 pixels, het grootste vierkante formaat dat YouTube aanbiedt. Kleinere formaten en de originele upload vind je daaronder.',
				},
				links: {
					question: 'Welke kanaallinks werken?',
					answer:
						'Links met een handle (youtube.com/@naam), links met een kanaal-ID (/channel/UC…) en oude /c/- en /user/-links, met of zonder tabblad zoals /videos. Videolinks werken hier niet.',
				},
				privacy: {
					question: 'Is dit privé?',
					answer:
						'Ja. Deze server haalt de foto op en geeft hem aan je door, dus je browser maakt nooit contact met YouTube of Google, en de link die je plakt, wordt niet opgeslagen.',
				},
			},
		},
		transcript: {
			title: 'Transcriptiedownloader',
			description: 'Kopieer of download de ondertitels van een video als tekst, SRT of VTT, in veel talen.',
		},
		hashtag: {
			title: 'Hashtaggenerator',
			description: 'Krijg populaire, aanbevolen en specifieke niche-hashtags van een lokaal AI-model.',
		},
	},
	footer: {
		description:
			'Tubekit is een gratis set hulpmiddelen voor YouTube-makers die je ook zelf kunt hosten. Je browser communiceert alleen met deze server.',
		tools: 'Hulpmiddelen',
		resources: 'Bronnen',
		legal: 'Juridisch',
		helpCenter: 'Helpcentrum',
		toolGuides: 'Handleidingen',
		faq: 'Veelgestelde vragen',
		guides: 'Gidsen',
		privacy: 'Privacybeleid',
		terms: 'Gebruiksvoorwaarden',
		contact: 'Contact',
		copyright: '© {year} Tubekit. Alle rechten voorbehouden.',
		languages: 'Talen',
		credit: 'Met zorg gemaakt voor makers overal ter wereld. Niet verbonden aan YouTube of Google.',
	},
	notFound: {
		title: 'Pagina niet gevonden',
		message: 'Helaas konden we de pagina die je zocht niet vinden. Misschien is die verplaatst, of klopt de link niet.',
		home: 'Terug naar de startpagina',
	},
	errorPage: {
		title: 'Er ging iets mis',
		message: 'Er is aan onze kant een onverwachte fout opgetreden. Laad de pagina opnieuw of probeer het zo nog eens.',
		home: 'Terug naar de startpagina',
		reload: 'Pagina opnieuw laden',
	},
	toolPage: {
		faqTitle: 'Veelgestelde vragen',
		size: '{width} × {height}',
		privacyNote: 'Afbeeldingen worden via deze server geladen: je browser maakt nooit contact met YouTube.',
	},
	toast: {
		errorTitle: 'Fout',
		dismiss: 'Melding sluiten',
		region: 'Meldingen',
	},
	errors: {
		badRequest: 'We konden het verzoek niet verwerken. Controleer wat je hebt ingevuld en probeer het opnieuw.',
		validation: 'Een deel van wat je hebt ingevuld, is niet geldig: {details}',
		notFound: 'Op dit adres is niets gevonden.',
		payloadTooLarge: 'Wat je hebt verstuurd, is te groot. Verstuur minder en probeer het opnieuw.',
		rateLimited: 'Te veel verzoeken. Wacht {seconds} seconden en probeer het opnieuw.',
		internal: 'Er ging aan onze kant iets mis. Probeer het zo nog eens.',
		unsupportedMediaType: 'Verstuur het verzoek als JSON.',
		imageHostNotAllowed: 'Hier kunnen alleen afbeeldingen van YouTube worden geladen.',
		imageSignatureInvalid: 'Deze afbeeldingslink is niet geldig. Laad de tool opnieuw.',
		imageNotFound: 'YouTube heeft deze afbeelding niet.',
		imageNotAnImage: 'YouTube stuurde geen afbeelding voor deze link.',
		imageTooLarge: 'Deze afbeelding is te groot om te laden.',
		imageUpstreamFailed: 'De afbeelding kon niet van YouTube worden geladen. Probeer het zo nog eens.',
		invalidVideoUrl: 'Dat lijkt geen link naar een YouTube-video.',
		invalidChannelUrl: 'Dat lijkt geen link naar een YouTube-kanaal.',
		videoUnavailable: 'Deze video bestaat niet of is verwijderd.',
		videoPrivate: 'Deze video is privé.',
		ageRestricted: 'Deze video heeft een leeftijdsbeperking: YouTube toont hem alleen aan ingelogde kijkers.',
		geoBlocked: 'Deze video is niet beschikbaar in het land van deze server.',
		membersOnly: 'Deze video is alleen voor leden van het kanaal.',
		paymentRequired: 'Voor deze video is een betaald YouTube-abonnement of een aankoop nodig.',
		liveNotStarted: 'Deze stream is nog niet begonnen.',
		unplayable: 'YouTube speelt deze video hier niet af.',
		noCaptions: 'Deze video heeft geen ondertitels.',
		languageUnavailable: 'Deze video heeft geen ondertitels in die taal.',
		tokenRequired: 'YouTube vraagt nu een token voor dit ondertitelspoor; probeer het later opnieuw.',
		youtubeBlocked: 'YouTube blokkeert deze server tijdelijk. Probeer het later opnieuw.',
		consentWall: 'YouTube toonde een toestemmingspagina in plaats van de inhoud. Probeer het opnieuw.',
		channelNotFound: 'Kanaal niet gevonden.',
		channelTerminated: 'Dit kanaal is door YouTube opgeheven.',
		upstreamError: 'YouTube gaf geen goed antwoord. Probeer het zo nog eens.',
		upstreamTimeout: 'YouTube deed er te lang over om te antwoorden. Probeer het zo nog eens.',
		network: 'De server is niet bereikbaar. Controleer je internetverbinding en probeer het opnieuw.',
	},
} satisfies Translation

export default nl
