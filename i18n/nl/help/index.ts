import type { NamespaceHelpTranslation } from '../../i18n-types'

const nl_help = {
	meta: {
		title: 'Helpcentrum: antwoorden en oplossingen per tool – Tubekit',
		description:
			'Antwoorden over de tools van Tubekit voor thumbnails, transcripten, hashtags, profielfoto’s en hoofdstukken: formaten, talen, privacy en oplossingen als er iets misgaat.',
		keywords:
			'tubekit hulp, hulp youtube thumbnail downloaden, youtube transcript veelgestelde vragen, hashtaggenerator vragen, hoofdstukgenerator vragen, problemen youtube tools oplossen',
	},
	h1: 'Helpcentrum',
	intro:
		'Antwoorden op de vragen die mensen het vaakst stellen over de vijf tools van Tubekit, over wat er met je gegevens gebeurt en over wat je doet als er iets misgaat. Kies hieronder een tabblad, of schrijf ons als je vraag er niet tussen staat.',
	tabs: {
		label: 'Hulponderwerpen',
		tools: 'Uitleg per tool',
		general: 'Veelgestelde vragen',
		resources: 'Bronnen',
	},
	accordion: {
		expand: 'Antwoord tonen',
		collapse: 'Antwoord verbergen',
	},
	toolGuides: {
		title: 'Uitleg per tool',
		intro: 'Hoe elke tool werkt, wat hij wel en niet kan, en waarom het soms misgaat.',
	},
	tools: {
		thumbnail: {
			title: 'Thumbnaildownloader',
			tryLink: 'Probeer de Thumbnaildownloader',
			faq: {
				q1: {
					q: 'Welke thumbnailformaten kan ik downloaden?',
					a: 'Elk formaat dat YouTube van de video bewaart: HD 1280×720 (maxresdefault), HD 720 (hq720, ook 1280×720), Standaard 640×480 (sddefault), Hoog 480×360 (hqdefault), Middel 320×180 (mqdefault) en Basis 120×90. Bij elk formaat staan de afmetingen, zodat je weet wat je krijgt voordat je downloadt.',
				},
				q2: {
					q: 'Waarom staat er bij een formaat ‘niet beschikbaar’?',
					a: 'YouTube maakt de HD-afbeelding van 1280×720 alleen voor video’s die in HD zijn geüpload. Veel oudere video’s hebben die dus niet, en ook de versies HD 720 en Standaard bestaan niet voor elke video. Tubekit controleert welke formaten echt bestaan en markeert de andere, in plaats van een grijze vervangende afbeelding te tonen. Ontbreekt HD, neem dan het grootste formaat dat er wel is. Let op: Standaard, Hoog en Basis zijn afbeeldingen in 4:3, dus een breedbeeldvideo heeft daarin meestal zwarte balken boven en onder.',
				},
				q3: {
					q: 'Welke links kan ik plakken?',
					a: 'Elke link naar één YouTube-video: een gewone watch-link, een korte youtu.be-link, een Shorts-link, een livelink, een embedlink of een mobiele link van m.youtube.com. Extra onderdelen, zoals een starttijd of een afspeellijst achter de video, zijn geen probleem. Een link naar een hele afspeellijst of naar een kanaal heeft geen eigen thumbnail; voor de profielfoto van een kanaal gebruik je de Profielfotodownloader.',
				},
				q4: {
					q: 'In welk bestandsformaat krijg ik de thumbnails?',
					a: 'Als JPG-bestanden, en als WebP (kleinere bestanden) voor de formaten die YouTube ook zo aanbiedt, met een naam die begint met ‘thumbnail-’, gevolgd door het formaat dat je hebt gekozen. De afbeeldingen komen via de Tubekit-server, dus je browser maakt nooit contact met YouTube of Google. Heeft een maker net een nieuwe thumbnail geüpload, dan zie je misschien nog even de oude: deze site kan een resultaat tot een paar uur bewaren, en ook de afbeeldingsservers van YouTube hebben soms even nodig om de nieuwe te tonen.',
				},
				q5: {
					q: 'Waarom lukte het niet bij een video?',
					a: 'Meestal omdat de link geen videolink is, of omdat de video privé is of is verwijderd; de melding vertelt je welk geval het is. Staat er dat YouTube verzoeken weigert of blokkeert, dan ligt het niet aan je link: YouTube beperkt deze server een tijdje. Wacht 5 tot 10 minuten en probeer het opnieuw.',
				},
			},
		},
		transcript: {
			title: 'Transcriptdownloader',
			tryLink: 'Probeer de Transcriptdownloader',
			faq: {
				q1: {
					q: 'Van welke video’s kan ik een transcript krijgen?',
					a: 'Van elke openbare video met ondertiteling, of die nu door de maker is geüpload of automatisch door YouTube is gegenereerd. Om dat te controleren, open je de video op YouTube en kijk je of de speler een knop voor ondertiteling (CC) heeft. Automatische ondertiteling kan na een upload even op zich laten wachten, en YouTube maakt die niet voor elke video, bijvoorbeeld als er vooral muziek te horen is of het geluid onduidelijk is.',
				},
				q2: {
					q: 'Welke talen kan ik kiezen?',
					a: 'Laat de taal op ‘Automatisch detecteren’ staan voor de eigen ondertiteling van de video, of kies een van ongeveer 60 talen. Zodra een video is geladen, staan de eigen ondertitelsporen van die video bovenaan de lijst. Kies je een taal die de video niet heeft, dan vertaalt YouTube het hoofdspoor van de ondertiteling automatisch naar die taal. Machinevertalingen helpen je een video te begrijpen, maar lees ze goed na voordat je ze ergens publiceert.',
				},
				q3: {
					q: 'Welke bestandsformaten zijn er?',
					a: 'Platte tekst (.txt) met of zonder tijdstempels, SRT- en VTT-ondertitelbestanden, en JSON. SRT is het formaat dat de meeste montageprogramma’s importeren; VTT is het ondertitelformaat van videospelers op het web; JSON geeft elke regel met de starttijd en duur, voor je eigen scripts. Je kunt ook de hele tekst kopiëren, erin zoeken en tijdstempels aan- of uitzetten voordat je downloadt.',
				},
				q4: {
					q: 'Waarom krijg ik bij sommige video’s geen transcript?',
					a: 'Misschien heeft de video helemaal geen ondertiteling, of is hij privé, heeft hij een leeftijdsbeperking, is hij alleen voor leden of is hij verwijderd. Voor elk van deze gevallen krijg je een eigen melding, dus lees die eerst. Staat er dat YouTube verzoeken weigert of blokkeert, dan beperkt YouTube deze server een tijdje: wacht 5 tot 10 minuten en probeer het opnieuw.',
				},
				q5: {
					q: 'Hoe nauwkeurig zijn de transcripten?',
					a: 'Precies zo nauwkeurig als de ondertiteling op YouTube: Tubekit verandert geen woorden. Ondertiteling die de maker zelf heeft geüpload, is meestal veel nauwkeuriger dan automatische ondertiteling. Die laatste zit vaak fout bij namen, merknamen, getallen en vaktermen en bevat weinig leestekens, dus controleer die punten voordat je de tekst hergebruikt. Met het zoekveld vind je elke plek waar een woord voorkomt.',
				},
			},
		},
		hashtag: {
			title: 'Hashtaggenerator',
			tryLink: 'Probeer de Hashtaggenerator',
			faq: {
				q1: {
					q: 'Wat moet ik invullen?',
					a: 'Een paar zoekwoorden over je video, maximaal 300 tekens, zoals ‘zuurdesembrood, beginner, zonder kneden’. Je kunt ook een YouTube-videolink plakken: de titel en het transcript van die video worden dan als zoekwoorden gebruikt. Een categorie kiezen (gaming, technologie, beauty, eten, fitness, reizen, muziek, onderwijs, comedy of lifestyle) is optioneel, maar helpt om suggesties te krijgen die bij je niche passen.',
				},
				q2: {
					q: 'Wat betekenen de drie groepen?',
					a: 'Trending (5 tot 8 hashtags) zijn brede, populaire hashtags waar veel video’s om concurreren. Aanbevolen (8 tot 12) zijn specifiek voor je onderwerp: begin daarmee. Long-tail (5 tot 8) zijn specifieke zoektermen met minder concurrentie, waarmee een klein kanaal meer kans heeft om gezien te worden. Klik op een hashtag om hem te kopiëren, of gebruik ‘Alles kopiëren’ om alle hashtags te kopiëren, gescheiden door spaties.',
				},
				q3: {
					q: 'Hoeveel hashtags moet ik gebruiken, en waar?',
					a: 'Zet ze in de beschrijving van je video. Het gangbare advies is drie tot vijf hashtags die echt bij de video passen; YouTube zelf stelt maar één harde grens: heeft een video er meer dan 60, dan negeert YouTube ze allemaal. De eerste drie hashtags in de beschrijving verschijnen boven de titel van je video, dus zet je beste vooraan. Een hashtag bevat geen spaties; Tubekit schrijft ze al zo. Gebruik alleen hashtags die je video echt beschrijven: de regels van YouTube verbieden misleidende hashtags en hashtags die niets met de video te maken hebben.',
				},
				qEvidence: {
					q: 'Waar komen de hashtags vandaan?',
					a: 'Uit wat YouTube zelf toont voor je woorden: onze server vraagt de zoekfunctie van YouTube (www.youtube.com) en de zoeksuggesties (suggestqueries-clients6.youtube.com) in de taal van je pagina en, tenzij je naast de zoekwoorden een andere YouTube-regio kiest, in de hoofdregio van die taal (Nederland voor Nederlands, de Verenigde Staten voor Engels, Duitsland voor Duits, Spanje voor Spaans, Turkije voor Turks), en maakt de groepen uit de video’s in de zoekresultaten en waar mensen naar zoeken. Je woorden gaan van onze server naar YouTube, niet vanuit je browser, en het antwoord van YouTube blijft alleen 6 uur in de opzoekcache. De gekozen regio wordt niet bewaard: een nieuw bezoek begint weer bij de hoofdregio.',
				},
				q4: {
					q: 'Wie bedenkt de hashtags?',
					a: 'Een AI-model dat op de Tubekit-server zelf draait (Ollama, standaard het kleine model qwen2.5:1.5b). Je zoekwoorden worden nooit naar een extern AI-bedrijf gestuurd. Is er geen model beschikbaar, dan neemt een ingebouwde generator het over, en dat zie je dan op de pagina. AI-suggesties kunnen ernaast zitten, dus lees ze voordat je ze gebruikt.',
				},
				q5: {
					q: 'Waarom duurt het lang, of waarom ging het mis?',
					a: 'Het model heeft een paar seconden nodig om de hashtags te bedenken, en langer als veel mensen het tegelijk gebruiken; wachten er te veel, dan vertelt de pagina je hoeveel seconden je moet wachten voordat je het opnieuw probeert. Een leeg veld of meer dan 300 tekens wordt geweigerd. Heb je een videolink geplakt en weigert YouTube verzoeken, wacht dan 5 tot 10 minuten, of typ je zoekwoorden zelf.',
				},
			},
		},
		profile: {
			title: 'Profielfotodownloader',
			tryLink: 'Probeer de Profielfotodownloader',
			faq: {
				q1: {
					q: 'Welke kanaallinks werken?',
					a: 'Links naar een kanaal op youtube.com: een link met een handle, zoals youtube.com/@naam, een link met een kanaal-ID (/channel/UC…) en de oudere /c/…- en /user/…-links. Het maakt niet uit of de link eindigt op een tabblad zoals /videos of /shorts. Zo’n link krijg je het makkelijkst door het kanaal te openen en de link uit de adresbalk van je browser te kopiëren.',
				},
				q2: {
					q: 'Hoe groot zijn de foto’s?',
					a: 'Je krijgt vierkante foto’s van 88, 176, 240, 480 en 800 pixels; 800×800 is het grootste formaat dat YouTube aanbiedt. De bestanden zijn JPG’s, en de tool toont de naam van het kanaal erbij.',
				},
				q3: {
					q: 'Kan ik ook de kanaalbanner downloaden?',
					a: 'Ja. Heeft het kanaal een banner, dan toont de tool die met een eigen downloadknop, ook als JPG. Zie je geen banner, dan heeft het kanaal er geen ingesteld.',
				},
				q4: {
					q: 'Waarom is de foto op YouTube rond, maar in mijn bestand vierkant?',
					a: 'YouTube bewaart profielfoto’s als vierkant en maakt er pas bij het tonen een cirkel van. Je download is het volledige vierkant; houd er rekening mee dat de hoeken op YouTube niet te zien zijn. Profielfoto’s zijn van hun kanaal: gebruik ze met toestemming van de eigenaar, bijvoorbeeld voor de aankondiging van een samenwerking.',
				},
				q5: {
					q: 'Waarom lukte het niet bij een video?',
					a: 'Controleer of de link naar een kanaal verwijst en niet naar een afspeellijst of een andere pagina. ‘Kanaal niet gevonden’ betekent dat de handle of ID niet bestaat; voor een beëindigd kanaal krijg je een eigen melding. Weigert of blokkeert YouTube verzoeken, wacht dan 5 tot 10 minuten en probeer het opnieuw.',
				},
				q6: {
					q: 'Wat accepteert YouTube voor mijn eigen profielfoto?',
					a: 'Volgens YouTube Help moet het een JPG-, GIF-, BMP- of PNG-bestand zijn (niet geanimeerd) van maximaal 4 MB, en YouTube raadt 800×800 pixels aan. De foto wordt getoond op 98×98 pixels en tot een cirkel bijgesneden, dus houd het belangrijkste in het midden en bekijk hem op dat formaat. Je wijzigt hem in YouTube Studio, in het onderdeel waar je je kanaal aanpast.',
				},
			},
		},
		chapter: {
			title: 'Hoofdstukgenerator',
			tryLink: 'Probeer de Hoofdstukgenerator',
			faq: {
				q1: {
					q: 'Hoe voeg ik de hoofdstukken aan mijn video toe?',
					a: 'Kopieer de hoofdstukregels en plak ze in YouTube Studio in de beschrijving van de video, elk op een eigen regel. Zodra de beschrijving is opgeslagen, toont YouTube ze in de voortgangsbalk.',
				},
				q2: {
					q: 'Waarom kreeg ik de hoofdstukken van YouTube zelf?',
					a: 'De video heeft al hoofdstukken in de beschrijving, dus toont de tool die. Klik op ‘In plaats daarvan nieuwe hoofdstukken maken’ voor een nieuwe lijst uit het transcript.',
				},
				q3: {
					q: 'Waarom lukte het niet bij een video?',
					a: 'Hoofdstukken worden gemaakt uit ondertiteling: een video zonder ondertiteling, een livestream die nog bezig is of een video korter dan 30 seconden krijgt er geen. De melding zegt welk geval het is.',
				},
			},
		},
	},
	general: {
		title: 'Algemene vragen',
		intro: 'Wat Tubekit is, wat het kost en wat er met je gegevens gebeurt.',
		privacyLink: 'Lees het privacybeleid',
		termsLink: 'Lees de gebruiksvoorwaarden',
		faq: {
			q1: {
				q: 'Is Tubekit echt gratis?',
				a: 'Ja. Alle tools zijn gratis, zonder betaald abonnement en zonder downloadlimieten van Tubekit. Wie deze site beheert, kan wel beperken hoeveel verzoeken één bezoeker per minuut mag sturen, zodat de site voor iedereen snel blijft; bereik je die grens, dan vertelt de melding je hoeveel seconden je moet wachten.',
			},
			q2: {
				q: 'Heb ik een account nodig?',
				a: 'Nee. Je hoeft je niet te registreren en niet in te loggen: open een tool, plak een link en gebruik het resultaat. Alleen de beheerder van de site logt in, in het beheergedeelte.',
			},
			q3: {
				q: 'Wat slaat Tubekit over mij op?',
				a: 'Heel weinig. De links en zoekwoorden die je invult, worden niet opgeslagen; resultaten kunnen tot een paar uur in het geheugen van de server blijven, zodat YouTube niet twee keer hetzelfde wordt gevraagd, en daarvan wordt niets naar schijf geschreven. Paginaweergaven worden alleen per dag, pagina, taal en verwijzende website geteld, zonder je IP-adres of een cookie, en na 400 dagen verwijderd; het gebruik van de tools wordt alleen per dag, tool en resultaat geteld. Je IP-adres wordt vervangen door een hash met sleutel (een HMAC met een geheime sleutel die alleen deze server kent) voordat het wordt gebruikt om het aantal verzoeken te beperken en in het verzoeklogboek. Het enige cookie onthoudt je taal. Je browser maakt nooit contact met Google: de Tubekit-server haalt alles voor je op bij YouTube. Berichten die je via het contactformulier stuurt, worden opgeslagen, standaard 2 jaar.',
			},
			q4: {
				q: 'In welke talen is Tubekit beschikbaar?',
				a: 'De hele site is beschikbaar in het Engels, Duits, Spaans, Turks en Nederlands. Wissel van taal via het taalmenu bovenaan de pagina; je keuze wordt onthouden. Los van de taal van de site biedt de Transcriptdownloader ongeveer 60 talen voor ondertiteling.',
			},
			q5: {
				q: 'Kan ik Tubekit zelf hosten?',
				a: 'Ja. Tubekit is opensourcesoftware die als één Docker-container draait en zijn gegevens standaard in één SQLite-bestand bewaart. Wil je hashtags die door AI worden bedacht, voeg dan een lokale Ollama-server toe met een model zoals qwen2.5:1.5b (ongeveer 1 GB); zonder zo’n server maakt de ingebouwde generator de hashtags. De README van het project legt de installatie en elke instelling uit.',
			},
			q6: {
				q: 'Is Tubekit verbonden aan YouTube, en mag ik gebruiken wat ik download?',
				a: 'Tubekit is niet verbonden aan YouTube of Google; YouTube is een handelsmerk van Google LLC. Tubekit toont alleen wat YouTube voor iedereen zichtbaar publiceert, maar thumbnails, profielfoto’s en transcripten blijven van hun makers. Gebruik ze alleen voor legitieme doeleinden: voor je eigen content, commentaar of onderzoek, of met toestemming van de eigenaar. Respecteer de voorwaarden van YouTube en stuur geen geautomatiseerde massaverzoeken.',
			},
		},
	},
	commonIssues: {
		title: 'Veelvoorkomende problemen',
		problemLabel: 'Probleem',
		fixLabel: 'Oplossing',
		items: {
			i1: {
				problem:
					'‘Dit lijkt geen link naar een YouTube-video te zijn’ of ‘Vul een geldige link naar een YouTube-video in’',
				fix: 'Kopieer de link opnieuw uit de adresbalk van je browser of via de knop Delen van YouTube, en controleer of er niets anders mee is gekopieerd. De Thumbnaildownloader en de Transcriptdownloader hebben een link naar één video nodig; de Profielfotodownloader heeft een kanaallink op youtube.com nodig.',
			},
			i2: {
				problem: '‘Deze video heeft geen ondertiteling’',
				fix: 'De maker heeft geen ondertiteling geüpload en YouTube heeft er geen gegenereerd. Kijk op de YouTube-pagina van de video of de speler een knop voor ondertiteling (CC) heeft. Is de video net geüpload, probeer het dan later opnieuw: automatische ondertiteling kan even op zich laten wachten.',
			},
			i3: {
				problem: 'YouTube weigert of blokkeert verzoeken',
				fix: 'YouTube beperkt soms hoeveel verzoeken het van één server accepteert. Dat komt niet door je link. Wacht 5 tot 10 minuten en probeer het opnieuw; om de paar seconden opnieuw proberen helpt niet.',
			},
			i4: {
				problem: 'De download begint niet',
				fix: 'Kijk of je browser om toestemming vroeg om te downloaden of de download heeft geblokkeerd, en kijk in je downloadmap. Op een iPhone of iPad komen gedownloade bestanden in de map Downloads van de app Bestanden. Helpt dat allemaal niet, laad de pagina dan opnieuw en haal het resultaat nog een keer op.',
			},
			i5: {
				problem: 'De pagina zegt dat de hashtags van de ingebouwde generator komen',
				fix: 'Het AI-model was niet beschikbaar of was bezet, dus nam de eenvoudigere ingebouwde generator van Tubekit het over. Je kunt de hashtags gewoon gebruiken. Wil je hashtags die door AI zijn bedacht, probeer het dan over een minuut opnieuw. Beheer je de site zelf, controleer dan of Ollama draait en of het model is gedownload.',
			},
		},
	},
	bestPractices: {
		title: 'Tips voor het beste resultaat',
		items: {
			b1: {
				title: 'Kopieer links rechtstreeks van YouTube',
				text: 'Kopieer links uit de adresbalk of via de knop Delen. Links die je rechtstreeks van YouTube kopieert, werken het best; links die met andere diensten zijn ingekort, zoals bit.ly, worden niet herkend.',
			},
			b2: {
				title: 'Neem de grootste thumbnail die er is',
				text: 'Gebruik HD als dat beschikbaar is en verklein zelf als dat nodig is. Wil je het ontwerp van een ander kanaal bestuderen, kijk dan ook naar de versie Middel 320×180: ongeveer zo klein verschijnen thumbnails in de feed.',
			},
			b3: {
				title: 'Lees transcripten na voordat je ze hergebruikt',
				text: 'Automatische ondertiteling maakt fouten in namen, getallen en vaktermen. Verbeter die voordat je van een transcript ondertiteling, een blogpost of een beschrijving maakt.',
			},
			b4: {
				title: 'Kies een paar hashtags die passen',
				text: 'Drie tot vijf hashtags die je video beschrijven, werken beter dan een lange lijst. Zet de sterkste drie vooraan in je beschrijving, want die verschijnen boven je titel.',
			},
			b5: {
				title: 'Respecteer het werk van andere makers',
				text: 'Gebruik thumbnails, foto’s en transcripten van andere kanalen als referentie, voor commentaar of met toestemming, en vermeld de maker. Upload ze nooit opnieuw als je eigen werk.',
			},
		},
	},
	resources: {
		title: 'Bronnen',
		intro: 'Officieel materiaal van YouTube dat het bewaren waard is, en artikelen waaraan we werken.',
		external: {
			title: 'Officiële bronnen voor makers',
			note: 'Dit zijn de eigen websites van YouTube. Ze openen in een nieuw tabblad en worden niet door Tubekit beheerd.',
			newTab: 'opent in een nieuw tabblad',
			links: {
				l1: {
					title: 'YouTube Help',
					description:
						'De officiële antwoorden van YouTube over uploaden, ondertiteling, hashtags, auteursrecht, inkomsten genereren en problemen met je account.',
					url: 'https://support.google.com/youtube',
				},
				l2: {
					title: 'YouTube Creators-website',
					description:
						'De site van YouTube voor makers, met lessen over een kanaal starten, een publiek opbouwen en geld verdienen met je video’s.',
					url: 'https://www.youtube.com/creators/',
				},
				l3: {
					title: 'Officiële YouTube-blog',
					description:
						'Aankondigingen van nieuwe functies, beleidswijzigingen en nieuws voor makers, rechtstreeks van YouTube.',
					url: 'https://blog.youtube/',
				},
			},
		},
		articles: {
			title: 'Artikelen in voorbereiding',
			comingSoon: 'Binnenkort',
			items: {
				a1: {
					title: 'YouTube Analytics begrijpen',
					description:
						'Welke cijfers in YouTube Analytics ertoe doen voor een klein kanaal, en wat je verandert als de klikfrequentie of de weergavetijd daalt.',
				},
				a2: {
					title: 'Eén idee, veel formats',
					description:
						'Zo maak je van een lange video Shorts, een blogpost en berichten voor sociale media, met het transcript als startpunt.',
				},
				a3: {
					title: 'Een samenwerking plannen',
					description:
						'Het juiste kanaal vinden om mee samen te werken, afspraken maken over de details en de video samen aankondigen.',
				},
			},
		},
		contact: {
			title: 'Nog hulp nodig?',
			text: 'Schrijf ons via het contactformulier. We antwoorden meestal binnen {hours} uur. Heb je een probleem met een tool, vermeld dan de link die je hebt geplakt en de precieze melding die je zag.',
			link: 'Neem contact met ons op',
		},
	},
} satisfies NamespaceHelpTranslation

export default nl_help
