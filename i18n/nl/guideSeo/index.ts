import type { NamespaceGuideSeoTranslation } from '../../i18n-types'

const nl_guideSeo = {
	meta: {
		title: 'YouTube-SEO-gids: in 5 stappen beter gevonden worden – Tubekit',
		description:
			'Leer YouTube-SEO stap voor stap: zoekwoordonderzoek, titels, beschrijvingen, hoofdstukken, tags en hashtags, thumbnails en ondertiteling. Praktisch en actueel.',
		keywords:
			'youtube seo, youtube seo gids, youtube video’s hoger in zoekresultaten, youtube zoekwoordonderzoek, youtube titel, youtube beschrijving, videohoofdstukken, youtube tags, youtube hashtags',
	},
	h1: 'YouTube-SEO-gids: zorg dat je video’s gevonden worden',
	badges: {
		b1: 'Geschikt voor beginners',
		b2: '15 min. leestijd',
		b3: 'Stap voor stap',
	},
	intro: {
		p1: 'Bij YouTube-SEO draait alles om één vraag: hoe vinden de juiste kijkers je video? In de zoekfunctie van YouTube, in Google en tussen de aanbevelingen naast video’s die ze al bekijken. Volgens YouTube rangschikt de zoekfunctie resultaten op relevantie, betrokkenheid en kwaliteit: hoe goed je titel, beschrijving en video aansluiten bij de zoekopdracht, hoe kijkers op de video reageren en hoe betrouwbaar je kanaal overkomt op dat onderwerp.',
		p2: 'Geen instelling of truc vervangt een video die mensen willen zien. Wat SEO wel doet: zorgen dat YouTube begrijpt waar je video over gaat, en dat kijkers die hem in een lijst zien, hem herkennen als het antwoord waarnaar ze zochten. Deze gids neemt je mee door vijf stappen die je bij je volgende upload kunt toepassen, en laat daarna geavanceerde strategieën zien voor als de basis staat.',
		p3: 'Zoeken is maar één van de ingangen. Op veel kanalen komen meer weergaven via de startpagina en de abonnementenfeed en via voorgestelde video’s naast en na andere video’s dan via de zoekfunctie: de verkeersbronnen in de Analytics van je kanaal laten zien welke ingang je kijkers brengt. Daar typt niemand een zoekopdracht. YouTube biedt een video aan kijkers die hem, afgaand op wat ze eerder keken, waarschijnlijk leuk vinden, en leert van hoe ze reageren: of ze klikken, hoelang ze kijken en of ze terugkomen voor meer. Zoekwoorden helpen YouTube te begrijpen waar een video over gaat; voor de startpagina en voorgestelde video’s tellen een thumbnail en titel die de juiste kijkers laten klikken, en een begin dat ze vasthoudt, nog zwaarder.',
	},
	process: {
		title: 'YouTube-SEO in 5 stappen',
		text: 'Doorloop deze stappen voor elke video, het liefst al vóór het filmen: het beste zoekwoord is het zoekwoord waar je de hele video omheen plant.',
		tipsLabel: 'Tips',
	},
	steps: {
		step1: {
			title: 'Ontdek waar je kijkers naar zoeken',
			text: 'Begin met de woorden die je publiek echt intypt, niet met de woorden die jij zou gebruiken. Typ je onderwerp in de zoekbalk van YouTube, noteer de suggesties die verschijnen en bekijk de bovenste resultaten: daaraan zie je wat YouTube al als een goed antwoord beschouwt. Kies per video één hoofdzoekterm en twee of drie nauw verwante varianten.',
			tips: {
				t1: 'Open in YouTube Studio op een computer Analytics en daar het tabblad met ideeën voor nieuwe video’s (vroeger heette het Onderzoek; niet elk kanaal heeft het): je ziet daar waar jouw kijkers en andere mensen op YouTube naar zoeken, inclusief onderwerpen waarover nog weinig goede video’s bestaan.',
				t2: 'Met Google Trends kun je de interesse in zoektermen op YouTube zelf vergelijken: kies als zoektype YouTube in plaats van zoeken op internet.',
				t3: 'Kies liever specifieke zoektermen zoals ‘zuurdesemstarter voor beginners’ dan brede woorden zoals ‘brood’: er concurreren minder video’s om, en de mensen die erop zoeken, weten wat ze willen.',
			},
		},
		step2: {
			title: 'Schrijf een titel die aansluit bij de zoekopdracht en de klik verdient',
			text: 'Je titel is het sterkste tekstsignaal dat je zelf in de hand hebt, en het eerste wat een kijker leest. Zet je hoofdzoekterm vooraan, zeg duidelijk wat de kijker krijgt en beloof alleen wat de video waarmaakt. YouTube staat maximaal 100 tekens toe, maar lange titels worden in zoekresultaten en op telefoons afgekapt, dus de belangrijke woorden moeten vooraan staan.',
			tips: {
				t1: 'Controleer of de titel nog te begrijpen is als alleen de eerste 40 tot 60 tekens zichtbaar zijn. Dat is een grove richtlijn: waar de titel wordt afgekapt, hangt af van het scherm.',
				t2: 'Geef een reden om te klikken: een resultaat, een tijdsbestek of een specifieke situatie (‘in 10 minuten’, ‘zonder statief’). Vermijd titels in hoofdletters en overdrijving: kijkers die zich bedrogen voelen, haken vroeg af, en dat vertelt YouTube dat de video niet goed aansloot.',
				t3: 'Laat titel en thumbnail samenwerken: de thumbnail laat zien, de titel vertelt. Herhaal niet dezelfde woorden in allebei.',
			},
		},
		step3: {
			title: 'Schrijf een nuttige beschrijving en voeg hoofdstukken toe',
			text: 'De eerste een of twee regels van je beschrijving verschijnen in de zoekresultaten en vóór de link ‘meer’, dus vat daarin de video in gewone woorden samen, inclusief je hoofdzoekterm. Zet daaronder details, links, bronnen en hoofdstukken: tijdstempels die de video opdelen in delen met een naam. Met hoofdstukken springen kijkers direct naar het deel dat ze nodig hebben, en Google Zoeken kan ze tonen als belangrijke momenten.',
			tips: {
				t1: 'De regels van YouTube voor hoofdstukken (YouTube Help: ‘Videohoofdstukken’): de eerste tijdstempel moet 0:00 zijn, je hebt minstens drie tijdstempels in oplopende volgorde nodig en elk hoofdstuk moet minstens 10 seconden duren. Zet elke tijdstempel aan het begin van een eigen regel.',
				t2: 'Geef hoofdstukken de namen waarop kijkers zouden zoeken: ‘De starter voeden’, niet ‘Deel 2’.',
				t3: 'Schrijf voor mensen, niet voor het algoritme. Een beschrijving vol herhaalde zoekwoorden leest slecht en kan volgens het beleid van YouTube als spam gelden.',
				t4: 'YouTube kan ook zelf hoofdstukken maken. De instelling voor automatische hoofdstukken staat in YouTube Studio bij de details van elke video, onder Meer weergeven, en in je standaardinstellingen voor uploads. Hoofdstukken die je zelf in de beschrijving zet, vervangen de automatische. Kijk dus wat YouTube voorstelt, en zet de instelling uit als de hoofdstukken niet kloppen.',
			},
		},
		step4: {
			title: 'Gebruik tags en hashtags zoals YouTube het bedoelt',
			text: 'Tags en hashtags zijn twee verschillende dingen. Tags zijn verborgen zoekwoorden die je in YouTube Studio invult; volgens YouTube spelen ze maar een minimale rol bij het gevonden worden en zijn ze vooral nuttig voor woorden die mensen vaak verkeerd spellen. Hashtags zijn zichtbare, klikbare woorden met een # in je titel of beschrijving, die kijkers naar andere video’s met dezelfde hashtag leiden.',
			tips: {
				t1: 'Gebruik liever een paar precieze hashtags dan heel veel: het gangbare advies is drie tot vijf die de video echt beschrijven. De enige harde regel van YouTube is de bovengrens (zie de pagina van YouTube Help over hashtags, hieronder gelinkt): heeft een video meer dan 60 hashtags, dan negeert YouTube ze allemaal. Een lange lijst oogt al veel eerder als spam.',
				t2: 'Heeft je titel zelf geen hashtags, dan toont YouTube de eerste drie hashtags uit je beschrijving op de kijkpagina boven de titel, dus zet de meest relevante vooraan. Een hashtag bevat geen spaties: #zuurdesembakken, niet #zuurdesem bakken.',
				t3: 'Houd tags kort en eerlijk: je hoofdzoekterm, een paar varianten en veelvoorkomende spelfouten. Alle tags samen mogen maximaal 500 tekens bevatten (YouTube Help: ‘Tags aan je video’s toevoegen’, hieronder gelinkt), en tags of hashtags die niets met de video te maken hebben, zijn in strijd met het beleid van YouTube.',
			},
		},
		step5: {
			title: 'Verdien de klik, houd kijkers vast en voeg ondertiteling toe',
			text: 'Hoog in de zoekresultaten staan is maar het halve werk: kijkers kiezen uit wat ze zien, en YouTube let op wat ze daarna doen. Een duidelijke thumbnail en titel leveren de klik op, en een begin dat snel waarmaakt wat de titel belooft, houdt kijkers vast. Dat vertelt YouTube dat de video de zoekvraag beantwoordt. Met nauwkeurige ondertiteling werkt de video ook zonder geluid en voor kijkers in andere talen.',
			tips: {
				t1: 'Ontwerp je thumbnail voor een telefoonscherm: één onderwerp, sterk contrast en hooguit een paar woorden. De volgende gids gaat hier uitgebreid op in.',
				t2: 'Begin met de beloning, niet met een lange intro: laat het resultaat zien of zeg wat de kijker gaat leren, en maak dat dan waar. Open in YouTube Studio de Analytics van de video: de grafiek in het rapport Publieksloyaliteit laat precies zien waar kijkers afhaken.',
				t3: 'Controleer de automatische ondertiteling in YouTube Studio en verbeter namen en vaktermen, of upload je eigen ondertitelbestand, bijvoorbeeld SRT of VTT. Goede ondertiteling helpt dove en slechthorende kijkers, mensen die zonder geluid kijken en kijkers die vertaalde ondertiteling gebruiken.',
			},
		},
	},
	advanced: {
		title: 'Geavanceerde strategieën',
		intro:
			'Zodra elke upload de vijf stappen volgt, helpen deze strategieën je hele kanaal te groeien, niet alleen losse video’s.',
		s1: {
			title: 'Bouw onderwerpclusters en afspeellijsten',
			text: 'Publiceer meerdere video’s rond één onderwerp en verbind ze met elkaar: verwijs ernaar in je beschrijvingen, met kaarten en eindschermen, en verzamel ze in een afspeellijst met een duidelijke naam waarop mensen zoeken. Een kijker die één video heeft uitgekeken, heeft meteen een logische volgende, en YouTube leert welke onderwerpen je kanaal goed behandelt.',
		},
		s2: {
			title: 'Leer van je zoektermen',
			text: 'Open in YouTube Studio Analytics en het tabblad Content, of de Analytics van één video, en bekijk de verkeersbronnen: bij de bron voor zoeken op YouTube staan de zoektermen die kijkers typten voordat ze je video’s vonden. Gebruik die zoektermen in toekomstige titels en beschrijvingen, en geef oudere video’s die op onverwachte termen gevonden worden een betere titel, beschrijving en hoofdstukken voor die termen.',
		},
		s3: {
			title: 'Test titels en thumbnails',
			text: 'Waar de functie beschikbaar is, toont Testen en vergelijken in YouTube Studio tot drie versies van een thumbnail (en op veel kanalen ook van een titel) aan verschillende kijkers, en kiest de versie met het grootste aandeel in de weergavetijd, niet simpelweg de versie met de meeste klikken. Voor video’s waarvoor de functie niet werkt, zoals Shorts, verander je één element tegelijk en vergelijk je de weken ervoor en erna. Houd er wel rekening mee dat zulke vergelijkingen grof zijn.',
		},
		s4: {
			title: 'Bereik kijkers in andere talen',
			text: 'In YouTube Studio kun je vertaalde titels en beschrijvingen toevoegen, die kijkers dan in hun eigen taal zien, en ondertiteling in andere talen uploaden. Biedt YouTube je kanaal automatisch nasynchroniseren aan, dan voegt YouTube nagesynchroniseerde audiosporen in andere talen toe, die je in YouTube Studio kunt controleren voordat of nadat ze online komen. Je kunt ook zelf nagesynchroniseerde audiosporen uploaden (audio in meerdere talen). Begin met de talen waarin je publiek nu al kijkt: het tabblad over je doelgroep in Analytics laat zien waar je kijkers zitten.',
		},
		s5: {
			title: 'Vernieuw en hergebruik wat al werkt',
			text: 'Tijdloze video’s kunnen jarenlang zoekverkeer blijven opleveren. Werk titel, beschrijving, hoofdstukken en thumbnail bij als de manier verandert waarop mensen naar het onderwerp zoeken, zet een reactie met nieuwe informatie vast en maak Shorts van de beste momenten, met de volledige video als gerelateerde video.',
		},
	},
	shorts: {
		title: 'Shorts: zo vinden kijkers ze',
		intro:
			'Shorts zijn verticale of vierkante video’s van maximaal drie minuten. Veel kijkers komen ze tegen in de Shorts-feed, waar ze van de ene Short naar de volgende swipen. Een Short wordt dus anders gevonden dan een lange video.',
		s1: {
			title: 'In de Shorts-feed beslist de eerste seconde',
			text: 'In de Shorts-feed begint een Short meteen te spelen: er is geen thumbnail of titel om eerst op te klikken. Kijkers beslissen door te blijven kijken of weg te swipen, en de aanbevelingen van YouTube leren van allebei. Laat in het allereerste moment zien waar de Short over gaat, niet pas na een intro.',
		},
		s2: {
			title: 'Titels en hashtags tellen nog steeds',
			text: 'Buiten de feed verschijnen Shorts in zoekresultaten, op hashtagpagina’s, op het tabblad Shorts van je kanaal en in rijen met Shorts op de startpagina van YouTube. Daar is de titel wat mensen lezen en waar de zoekfunctie op zoekt: houd hem kort en noem het onderwerp gewoon bij naam. Voeg twee of drie hashtags over het onderwerp toe. Een hashtag #Shorts is niet nodig: het formaat maakt een video tot een Short.',
		},
		s3: {
			title: 'De thumbnail is een frame dat je kiest',
			text: 'Een Short krijgt geen ontworpen thumbnail zoals een lange video. Als je hem uploadt in de mobiele YouTube-app, kies je één frame uit de Short als thumbnail. Plan dus een duidelijk, goed belicht moment met het onderwerp in het midden van het verticale beeld.',
		},
		s4: {
			title: 'Stuur kijkers naar de volledige video',
			text: 'Een Short kan naar een van je langere video’s linken als gerelateerde video, waar kijkers in de Shorts-speler op kunnen tikken. Maak een Short van het sterkste moment van een lange video en link de volledige video, zodat kijkers die meer willen, weten waar ze heen moeten.',
		},
		s5: {
			title: 'Langer dan een minuut: geen Content ID-claims',
			text: 'Een Short die langer is dan een minuut en een actieve Content ID-claim heeft, wordt op YouTube geblokkeerd, welk beleid de rechthebbende ook heeft gekozen (YouTube Help: ‘Wat is een Content ID-claim?’). Laat muziek en fragmenten die niet van jou zijn weg uit langere Shorts; verschijnt er toch een claim, verwijder dan het geclaimde deel in YouTube Studio of betwist de claim als die onterecht is.',
		},
	},
	workedExample: {
		title: 'Een uitgewerkt voorbeeld',
		intro:
			'Tom heeft een klein kanaal over fietsreparatie. Zo past hij de vijf stappen toe op zijn volgende video, over het plakken van een lekke band, en dit voegt hij toe als Short. Het kanaal en de details zijn verzonnen; de stappen zijn die van hierboven.',
		steps: {
			s1: 'Zoeken: als Tom ‘lekke band’ in de zoekbalk van YouTube typt, stelt YouTube ‘lekke band plakken’ en ‘lekke band plakken zonder plakset’ voor. De bovenste resultaten zijn lang en traag, en in de reacties vragen mensen steeds hoe je een piepklein gaatje vindt. Tom kiest ‘lekke fietsband plakken’ als hoofdzoekterm, met ‘gaatje in binnenband vinden’ als variant, en bouwt de video op rond het vinden van het gaatje.',
			s2: 'Titel: ‘Lekke fietsband plakken: gaatje vinden, plakken en weer fietsen’. De hoofdzoekterm staat vooraan, zodat die ook zichtbaar blijft als een telefoon de titel afkapt, en de rest zegt wat de kijker krijgt.',
			s3: 'Beschrijving en hoofdstukken: de eerste regel luidt ‘Plak thuis je lekke fietsband met een plakset: vind het gaatje, plak de binnenband en controleer de buitenband, zodat het niet nog eens gebeurt.’ Daaronder staat wat hij gebruikt, en vijf hoofdstukken: 0:00 Wat je nodig hebt, 0:40 Het wiel eruit halen, 2:05 Het gaatje vinden, 4:20 Het gaatje plakken, 6:50 Alles weer in elkaar zetten.',
			s4: 'Tags en hashtags: een paar tags, waaronder ‘platte band’ voor Vlaamse kijkers die zo zoeken, en drie hashtags aan het eind van de beschrijving: #fietsreparatie #lekkeband #fietsen.',
			s5: 'Klik en ondertiteling: de thumbnail toont zijn duim die naar het geplakte gaatje wijst, met twee woorden tekst. De video begint met de afgeronde reparatie, voordat hij iets uitlegt. Na de upload verbetert hij de automatische ondertiteling op de plekken waar die ‘ventiel’ en ‘bandenlichter’ verkeerd verstond.',
			s6: 'Een Short: de truc van 40 seconden om het gaatje in een teiltje water te vinden, wordt een verticale Short, met de volledige video als gerelateerde video.',
		},
		result:
			'Een maand later laten de verkeersbronnen in de Analytics van de video zien dat voorgestelde video’s, naast andere reparatievideo’s, inmiddels meer weergaven opleveren dan zoeken, en dat veel zoekers ‘binnenband plakken’ intypten. Tom voegt die zoekterm toe aan de beschrijving, noemt het vierde hoofdstuk voortaan ‘De binnenband plakken’ en linkt in het eindscherm naar zijn volgende reparatievideo, zodat kijkers die via een voorstel binnenkomen verder kunnen kijken.',
	},
	mistakes: {
		title: 'Veelgemaakte fouten die je beter kunt vermijden',
		m1: 'Jagen op een breed zoekwoord waarvoor talloze gevestigde video’s al concurreren.',
		m2: 'Een titel of thumbnail die iets belooft wat de video niet waarmaakt.',
		m3: 'Een gekopieerde standaardbeschrijving waarin de eigenlijke samenvatting onder de links verdwijnt.',
		m4: 'Tientallen tags en hashtags die weinig met de video te maken hebben, toegevoegd ‘voor de zekerheid’.',
		m5: 'Automatische ondertiteling die niemand heeft nagekeken, waardoor namen en kerntermen verkeerd staan.',
		m6: 'Een video na één dag al beoordelen: zoekverkeer bouwt zich vaak pas in de loop van weken en maanden op.',
	},
	tubekit: {
		title: 'Handige tools van Tubekit',
		intro: 'Twee gratis tools van Tubekit besparen je tijd bij stap 3 en 4. Geen account, geen registratie.',
		hashtag: {
			title: 'Hashtaggenerator',
			text: 'Typ een paar zoekwoorden of plak de link van je video, kies eventueel een categorie en je krijgt trending, aanbevolen en long-tail-hashtags. Een klein AI-model op de Tubekit-server bedenkt ze, dus je zoekwoorden gaan naar geen enkele externe AI-dienst. Zie het resultaat als suggesties: houd alleen de paar hashtags over die je video echt beschrijven.',
			link: 'Probeer de Hashtaggenerator',
		},
		transcript: {
			title: 'Transcriptdownloader',
			text: 'Zodra je video openbaar is en ondertiteling heeft, download je het transcript met tijdstempels. Lees het terug om natuurlijke plekken voor hoofdstukken te vinden, gebruik de formuleringen die je echt hebt uitgesproken in je beschrijving, of maak er een blogpost van. Download het als tekst, SRT, VTT of JSON.',
			link: 'Probeer de Transcriptdownloader',
		},
	},
	resources: {
		title: 'Meer lezen bij YouTube',
		r1: {
			label: 'Hoe YouTube werkt: zoeken op YouTube',
			url: 'https://www.youtube.com/howyoutubeworks/product-features/search/',
		},
		r2: {
			label: 'YouTube Help: Videohoofdstukken',
			url: 'https://support.google.com/youtube/answer/9884579',
		},
		r3: {
			label: 'YouTube Help: Hashtags op YouTube',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r4: {
			label: 'YouTube Help: Tags aan je video’s toevoegen',
			url: 'https://support.google.com/youtube/answer/146402',
		},
		r5: {
			label: 'YouTube Help: Wat is een Content ID-claim?',
			url: 'https://support.google.com/youtube/answer/6013276?hl=nl',
		},
	},
	disclaimer: 'YouTube is een handelsmerk van Google LLC. Tubekit is niet verbonden aan YouTube of Google.',
} satisfies NamespaceGuideSeoTranslation

export default nl_guideSeo
