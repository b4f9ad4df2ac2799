import type { NamespaceGuideHashtagsTranslation } from '../../i18n-types'

const nl_guideHashtags = {
	meta: {
		title: 'YouTube-hashtags: regels, hoeveel en hoe je ze kiest – Tubekit',
		description:
			'Zo werken hashtags op YouTube: titel of beschrijving, de drie die boven de titel kunnen staan, hashtagpagina’s, Shorts, de regels van YouTube, hoe je ze kiest en welke fouten je vermijdt.',
		keywords:
			'youtube hashtags, hashtags gebruiken op youtube, youtube hashtag regels, hoeveel hashtags youtube, hashtags in de beschrijving, youtube shorts hashtags, hashtaggenerator',
	},
	h1: 'YouTube-hashtags: zo kies en gebruik je ze',
	badges: {
		b1: 'Geschikt voor beginners',
		b2: '10 min. leestijd',
		b3: 'De regels van YouTube uitgelegd',
	},
	intro: {
		p1: 'Een hashtag op YouTube is een woord of korte woordgroep met een # ervoor, in de titel of beschrijving van een video. YouTube maakt er een link van: wie erop tikt, ziet andere video’s en Shorts met dezelfde hashtag. Goed gekozen hashtags laten kijkers in één oogopslag zien waar je video over gaat, en geven ze nog een manier om hem te vinden.',
		p2: 'Hashtags zijn een klein signaal, geen kortere weg. Een vage titel redden ze niet, en met de verkeerde hashtags kan een video uit de zoekresultaten verdwijnen of worden verwijderd. Deze gids legt uit wat YouTube met je hashtags doet, welke regels gelden, hoe je voor elke video een paar goede kiest en hoe de Hashtaggenerator van Tubekit je op weg helpt.',
	},
	how: {
		title: 'Hoe YouTube hashtags gebruikt',
		intro: 'Waar je een hashtag zet, bepaalt waar kijkers hem zien. Dit zijn de plekken die ertoe doen.',
		s1: {
			title: 'In de beschrijving: er kunnen er drie boven de titel staan',
			text: 'Je kunt hashtags overal in de beschrijving zetten, en elke hashtag wordt een link. Heeft de titel zelf geen hashtags, dan neemt YouTube daarnaast de eerste drie hashtags uit de beschrijving en toont ze op de kijkpagina boven de titel van de video. Daarom telt de volgorde: zet de meest relevante vooraan.',
		},
		s2: {
			title: 'In de titel: onderdeel van de titel zelf',
			text: 'Een hashtag in de titel blijft staan waar je hem schreef en werkt daar als link. Hij neemt wel ruimte in van de woorden die mensen laten klikken, en lange titels worden op een telefoon afgekapt. Zet er alleen een in de titel als die natuurlijk leest, zoals de naam van een serie, en laat de rest in de beschrijving.',
		},
		s3: {
			title: 'Hashtagpagina’s verzamelen video’s over een onderwerp',
			text: 'Wie op een hashtag tikt, opent de pagina ervan op YouTube, op youtube.com/hashtag/ gevolgd door het woord, met video’s en Shorts die hem gebruiken. Kijkers kunnen ook naar een hashtag zoeken, inclusief de #. Hoe specifieker de hashtag, hoe minder video’s er op de pagina concurreren.',
		},
		s4: {
			title: 'Ook Shorts gebruiken hashtags',
			text: 'Je kunt hashtags toevoegen aan de titel en beschrijving van een Short als je hem uploadt of opneemt in de YouTube-app, en kijkers kunnen erop tikken in de Shorts-speler. In de Shorts-feed swipen kijkers vooral in plaats van te zoeken, maar ook hashtagpagina’s en zoekresultaten tonen Shorts. Wat een video tot een Short maakt, is het formaat, verticaal of vierkant en maximaal drie minuten, niet een hashtag #Shorts. Besteed je hashtags dus aan het onderwerp.',
		},
		s5: {
			title: 'Hashtags zijn geen tags',
			text: 'Tags zijn verborgen zoekwoorden die je in YouTube Studio invult; volgens YouTube spelen ze maar een minimale rol bij het gevonden worden. Hashtags zijn zichtbaar en klikbaar, dus kijkers beoordelen ze ook. Zie ze als deel van wat je video over zichzelf zegt.',
		},
		example: {
			title: 'Een voorbeeldbeschrijving',
			hint: 'De hashtags staan op de laatste regel, de meest relevante eerst. De titel heeft zelf geen hashtags, dus toont YouTube de eerste drie op de kijkpagina erboven.',
			videoTitle: 'Zuurdesembrood voor beginners: het complete recept',
			description:
				'Bak je eerste zuurdesembrood met alleen bloem, water en zout: starter, deeg, vormen en bakken, stap voor stap.',
			chapters: {
				c1: '0:00 Wat je nodig hebt',
				c2: '1:12 De starter voeden',
				c3: '4:05 Het deeg mengen',
			},
			hashtags: '#zuurdesem #zuurdesembrood #zelfbroodbakken #broodrecept #BakkenMetAnna',
			descriptionLabel: 'Beschrijving',
		},
	},
	rules: {
		title: 'De hashtagregels van YouTube',
		intro:
			'In YouTube Help staat wat mag en wat er gebeurt als een hashtag de regels overtreedt. Vier regels dekken bijna alles.',
		consequenceLabel: 'Gevolg',
		r1: {
			title: 'Geen spaties',
			text: 'Een hashtag is één woord: schrijf meerdere woorden aan elkaar, zoals in #zuurdesembrood. Een hoofdletter aan het begin van elk woord (#ZuurdesemBrood) maakt langere hashtags makkelijker te lezen, ook voor schermlezers. Letters uit elke taal werken, zoals ü, ñ of ş.',
			consequence: 'Na een spatie is de rest gewone tekst: ‘#zuurdesem brood’ linkt alleen naar #zuurdesem.',
		},
		r2: {
			title: 'Niet te veel',
			text: 'YouTube waarschuwt voor te veel hashtags: hoe meer een video er heeft, hoe minder relevant ze worden voor kijkers die zoeken. Bij 60 trekt YouTube een duidelijke grens.',
			consequence:
				'Bij meer dan 60 hashtags negeert YouTube alle hashtags van de video. Te veel hashtags kunnen er ook toe leiden dat een video uit de zoekresultaten wordt verwijderd.',
		},
		r3: {
			title: 'Alleen hashtags die bij de video passen',
			text: 'Elke hashtag moet direct met de video te maken hebben. Een populaire hashtag die er niets mee te maken heeft, of een die iets belooft wat de video niet is, is misleidend, en het spambeleid van YouTube staat geen misleidende metadata toe.',
			consequence: 'YouTube kan de video uit de zoekresultaten weglaten of hem verwijderen.',
		},
		r4: {
			title: 'Niets wat tegen het beleid van YouTube ingaat',
			text: 'Voor hashtags gelden dezelfde Communityrichtlijnen als voor de video zelf: geen intimidatie, haatzaaiende content, seksuele content of content die geweld aanmoedigt, en geen grove of beledigende woorden.',
			consequence:
				'Zo’n hashtag kan ertoe leiden dat de video wordt beperkt of verwijderd, net als alle andere content die de Communityrichtlijnen overtreedt.',
		},
	},
	choose: {
		title: 'Zo kies je je hashtags',
		intro: 'Zes stappen, een paar minuten per video. Doe ze voordat je de beschrijving schrijft, niet erna.',
		exampleLabel: 'Voorbeeld',
		step1: {
			title: 'Begin bij waar de video over gaat',
			text: 'Zeg in één zin wat een kijker aan de video heeft. Het hoofdonderwerp en het resultaat in die zin zijn je eerste kandidaten, in de woorden die je zelf in de zoekbalk zou typen.',
			example: '‘Bak thuis je eerste zuurdesembrood’ levert #zuurdesem, #zuurdesembrood en #zelfbroodbakken op.',
		},
		step2: {
			title: 'Combineer specifieke en brede hashtags',
			text: 'Specifieke hashtags beschrijven precies deze video, en op hun pagina’s concurreert hij met minder video’s. Eén brede hashtag plaatst hem in een groter onderwerp. De meeste van je hashtags horen specifiek te zijn.',
			example: '#zuurdesemvoorbeginners (specifiek), #zuurdesembrood (het onderwerp), #bakken (breed).',
		},
		step3: {
			title: 'Gebruik de woorden en de taal van je kijkers',
			text: 'Kijkers vinden een hashtagpagina alleen via de precieze spelling, dus gebruik de woorden die je publiek echt gebruikt, niet je eigen vakjargon. De suggesties in de zoekbalk van YouTube laten gangbare formuleringen zien. Schrijf hashtags in de taal van de video: dat is de taal waarin je kijkers zoeken.',
			example: 'Een Nederlandse bakvideo gebruikt #zuurdesem; de Engelse versie van dezelfde video #sourdough.',
		},
		step4: {
			title: 'Bekijk eerst de hashtagpagina',
			text: 'Open de pagina van een hashtag of zoek ernaar op YouTube voordat je hem gebruikt. Zie je video’s zoals de jouwe, dan zit je goed. Toont de pagina iets heel anders, of content waar je niet naast wilt staan, dan betekent de hashtag voor kijkers iets anders: laat hem weg.',
			example: 'youtube.com/hashtag/zuurdesem laat zien wat kijkers vinden als ze op #zuurdesem tikken.',
		},
		step5: {
			title: 'Wees consequent en gebruik een eigen hashtag',
			text: 'Gebruik dezelfde hashtags voor dezelfde onderwerpen, zodat kijkers die een hashtag volgen al je video’s erover vinden. Een korte, unieke hashtag voor je kanaal of serie verzamelt alle afleveringen op één pagina. Controleer eerst of niemand anders hem gebruikt en zet hem daarna bij elke video.',
			example: '#BakkenMetAnna bij elke aflevering van een bakserie.',
		},
		step6: {
			title: 'Houd het kort en zet de beste vooraan',
			text: 'YouTube noemt geen ideaal aantal, alleen een grens: bij meer dan 60 negeert YouTube ze allemaal. Het gangbare advies is drie tot vijf goedgekozen hashtags, en die blijven makkelijk relevant. Zet ze op volgorde van relevantie: heeft de titel geen hashtags, dan verschijnen de eerste drie op de kijkpagina erboven, en in de beschrijving van een Short zien kijkers de eerste het eerst.',
			example:
				'Een laatste regel met vijf hashtags: de drie meest relevante eerst en de hashtag van de serie aan het eind.',
		},
	},
	mistakes: {
		title: 'Veelgemaakte fouten om te vermijden',
		intro:
			'De meeste hashtagproblemen komen voort uit een handvol gewoontes. Voor elk ervan is er een makkelijke oplossing.',
		fixLabel: 'Oplossing',
		m1: {
			title: 'Meeliften op een trend die niets met de video te maken heeft',
			text: '#viral, een groot evenement of de naam van een ander kanaal toevoegen om dat publiek naar je video te lokken. Dat is in strijd met de regels van YouTube over misleidende metadata, en kijkers die zo binnenkomen, zijn snel weer weg.',
			fix: 'Gebruik alleen hashtags die je graag boven je titel ziet staan, omdat ze de video beschrijven.',
		},
		m2: {
			title: 'Een muur van hashtags',
			text: 'Tientallen hashtags aan het eind van de beschrijving komen op kijkers over als spam, verwateren de relevante, en bij meer dan 60 negeert YouTube ze allemaal.',
			fix: 'Houd er drie tot vijf over. Schrap elke hashtag die je niet in één zin kunt verantwoorden.',
		},
		m3: {
			title: 'Spaties en leestekens',
			text: 'Een spatie beëindigt een hashtag, dus ‘#zuurdesem brood’ linkt alleen naar #zuurdesem. Leestekens zoals een streepje of een apostrof kunnen een hashtag op dezelfde manier afkappen.',
			fix: 'Schrijf de woorden aan elkaar, met hoofdletters als dat het lezen makkelijker maakt, en klik elke hashtag één keer aan zodra de video online staat.',
		},
		m4: {
			title: 'Hetzelfde blok onder elke video',
			text: 'Wie één vaste set hashtags in elke beschrijving plakt, waar de video ook over gaat, heeft meestal vooral hashtags die niet passen.',
			fix: 'Houd de hashtag van je kanaal of serie overal hetzelfde en kies de rest per video.',
		},
		m5: {
			title: 'Hele zinnen als hashtag',
			text: 'Een hashtag als #hoebakjezuurdesembroodthuisvoorbeginners is lastig te lezen en sluit nauwelijks aan bij waar iemand naar zoekt of op tikt.',
			fix: 'Houd hashtags bij één tot drie woorden. Langere formuleringen horen als gewone tekst in de titel en beschrijving.',
		},
		m6: {
			title: 'De verkeerde taal',
			text: 'Engelse hashtags bij een video voor Nederlandstalige kijkers leiden naar pagina’s waar dat publiek zelden komt.',
			fix: 'Gebruik de taal van de video. Bij een tweetalig publiek één of twee hashtags in elke taal.',
		},
		m7: {
			title: '#Shorts als enige hashtag',
			text: 'De hashtag #Shorts zegt niets over het onderwerp, en het is ook niet wat een video tot een Short maakt.',
			fix: 'Geef Shorts hashtags over het onderwerp, gekozen zoals voor elke andere video.',
		},
	},
	workedExample: {
		title: 'Een uitgewerkt voorbeeld',
		intro:
			'Anna, van het verzonnen bakkanaal uit de voorbeeldbeschrijving hierboven, plaatst een Short van 50 seconden: hoe je ziet of je zuurdesemstarter klaar is. Zo kiest ze de hashtags met de zes stappen.',
		steps: {
			s1: 'Waar hij over gaat: ‘Kijk met de drijftest of je zuurdesemstarter klaar is.’ Kandidaten: #zuurdesemstarter, #drijftest, #zuurdesem.',
			s2: 'Specifiek en breed: #zuurdesemstarter en #drijftest zijn specifiek; #zuurdesem is het bredere onderwerp. #bakken laat ze weg: te breed voor een tip van 50 seconden.',
			s3: 'De woorden van haar kijkers: de zoekbalk van YouTube stelt ‘zuurdesemstarter klaar’ en ‘zuurdesemstarter drijftest’ voor, en dat bevestigt haar woordkeuze.',
			s4: 'De hashtagpagina’s: ze opent ze eerst allemaal. ‘Drijftest’ kan voor andere kijkers iets heel anders betekenen, dus #drijftest blijft alleen omdat de pagina video’s zoals de hare toont, en hij komt na #zuurdesemstarter, waar hij in die samenhang duidelijk is.',
			s5: 'Haar eigen hashtag: #BakkenMetAnna, zoals bij elke video van het kanaal.',
			s6: 'Kort en op volgorde: vier hashtags, de drie meest relevante eerst: #zuurdesemstarter #zuurdesem #drijftest #BakkenMetAnna. Geen #Shorts: het verticale formaat maakt er al een Short van.',
		},
		result:
			'Alle vier beschrijven ze de Short en staan ze in de beschrijving, de drie meest relevante eerst, waar kijkers er vanuit de Shorts-speler op kunnen tikken; haar eigen hashtag brengt hem samen met de andere video’s van het kanaal.',
	},
	tubekit: {
		title: 'Suggesties van de Hashtaggenerator van Tubekit',
		intro:
			'De generator geeft je een lijst om uit te kiezen, geen kant-en-klare set. Zo haal je er het meeste uit, en dit gebeurt er met wat je invult.',
		s1: {
			title: 'Beschrijf de video',
			text: 'Typ een paar zoekwoorden, de woorden waarmee je zelf naar de video zou zoeken, of plak de link van een gepubliceerde video. Met een link leest de generator de titel en de ondertiteling van de video.',
		},
		s2: {
			title: 'Kies een categorie als die past',
			text: 'Een categorie zoals Gaming, Eten of Reizen is optioneel. Die stuurt de suggesties naar de woorden die in dat vakgebied gangbaar zijn.',
		},
		s3: {
			title: 'Lees de drie groepen',
			text: '‘Trending’ zijn brede, populaire hashtags waarop veel video’s concurreren. ‘Aanbevolen’ zijn specifiek voor jouw onderwerp: begin daar. ‘Long-tail’ zijn specifieke formuleringen met minder concurrentie. Geen ervan komt uit actuele gegevens van YouTube, dus bekijk de veelbelovendste eerst op hun hashtagpagina.',
		},
		s4: {
			title: 'Kiezen, kopiëren, controleren',
			text: 'Houd de drie tot vijf die je video echt beschrijven, kopieer ze los of allemaal tegelijk en plak ze in je beschrijving, de meest relevante eerst. De hashtags komen in de taal van de pagina, tenzij je zoekwoorden duidelijk in een andere taal zijn.',
		},
		privacy: {
			title: 'Je zoekwoorden blijven op deze server',
			text: 'Een klein AI-model draait op de Tubekit-server zelf en bedenkt de hashtags. Je zoekwoorden gaan naar geen enkele externe AI-dienst; met een link vraagt de server YouTube alleen om de titel en ondertiteling van die video. Is het model bezet of niet geïnstalleerd, dan neemt de ingebouwde generator van Tubekit het over, en dat zie je dan op de pagina.',
		},
		generator: {
			title: 'Hashtaggenerator',
			text: 'Gratis en zonder account: trending, aanbevolen en long-tail-hashtags op basis van een paar zoekwoorden of een videolink.',
			link: 'Open de Hashtaggenerator',
		},
		seoGuide: {
			text: 'Hashtags zijn één stap van de vijf. De SEO-gids behandelt zoekwoorden, titels, beschrijvingen, hoofdstukken en ondertiteling.',
			link: 'Lees de SEO-gids',
		},
	},
	resources: {
		title: 'Meer lezen bij YouTube',
		r1: {
			label: 'YouTube Help: Hashtags gebruiken voor YouTube-video’s',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r2: {
			label: 'YouTube Help: Beleid voor spam, misleidende praktijken en oplichting',
			url: 'https://support.google.com/youtube/answer/2801973',
		},
		r3: {
			label: 'Hoe YouTube werkt: Communityrichtlijnen',
			url: 'https://www.youtube.com/howyoutubeworks/policies/community-guidelines/',
		},
		r4: {
			label: 'YouTube Help: Tags aan je video’s toevoegen',
			url: 'https://support.google.com/youtube/answer/146402',
		},
	},
	disclaimer: 'YouTube is een handelsmerk van Google LLC. Tubekit is niet verbonden aan YouTube of Google.',
} satisfies NamespaceGuideHashtagsTranslation

export default nl_guideHashtags
