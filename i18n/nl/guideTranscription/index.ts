import type { NamespaceGuideTranscriptionTranslation } from '../../i18n-types'

const nl_guideTranscription = {
	meta: {
		title: 'Videotranscriptie: YouTube-ondertiteling voor SEO – Tubekit',
		description:
			'Maak nauwkeurige ondertiteling en transcripten van je YouTube-video’s: vier stappen, ondertitelsoorten vergeleken, SEO-tips en welke talen je daarna toevoegt.',
		keywords:
			'youtube transcriptie, youtube ondertiteling, video transcript, ondertiteling seo, srt bestand, ondertiteling toevoegen, nauwkeurigheid automatische ondertiteling, ondertiteling vertalen',
	},
	h1: 'Videotranscriptie: ondertiteling die kijkers en zoekmachines helpt',
	intro: {
		p1: 'Elk woord dat je in een video zegt, is inhoud die mensen en zoekmachines zouden kunnen lezen, maar alleen als het als tekst bestaat. Ondertiteling en transcripten maken van je gesproken woorden die tekst. Ze zorgen dat dove en slechthorende kijkers de video kunnen volgen, helpen mensen die zonder geluid kijken, geven vertalers iets om mee te werken en bieden YouTube en Google een geschreven versie van waar je video over gaat.',
		p2: 'Deze gids neemt je mee door een praktische aanpak: begin bij de automatische ondertiteling van YouTube, verbeter die, zet de timing goed en publiceer het resultaat. Je ziet ook hoe de belangrijkste soorten ondertiteling zich tot elkaar verhouden, hoe je een transcript inzet voor vindbaarheid en welke talen de moeite waard zijn om hierna toe te voegen. De tijden hier zijn grove richtlijnen, geen metingen: je resultaten hangen af van je geluid, je onderwerp en hoe zorgvuldig je controleert.',
		p3: 'Voor je eigen video’s heeft YouTube Studio het meeste al in huis. Op de pagina Ondertiteling kun je de automatische ondertiteling ter plekke bewerken (YouTube maakt daarvoor een bewerkbare kopie van het automatische spoor) en elk van je ondertitelsporen downloaden als .srt-, .vtt- of .sbv-bestand. De Transcriptdownloader van Tubekit is er voor de andere gevallen: video’s van kanalen die je niet beheert, zoals de bovenste zoekresultaten die je bestudeert voordat je filmt, veel video’s tegelijk uit een afspeellijst of kanaal, of een snelle kopie van de tekst zonder in te loggen in YouTube Studio.',
	},
	badges: {
		seo: 'Gericht op SEO',
		time: '15 min. leestijd',
		a11y: 'Toegankelijkheid',
	},
	benefits: {
		title: 'Waarom ondertiteling de moeite waard is',
		seo: {
			title: 'Vindbaarheid',
			text: 'Een transcript schrijft de woorden, namen en termen uit die je echt uitspreekt. YouTube en Google kunnen ondertiteltekst lezen, en een transcript dat je op een webpagina publiceert, is gewone tekst die zoekmachines indexeren. YouTube maakt niet bekend hoe zwaar ondertiteling meeweegt in de rangschikking, dus zie het als een nuttige extra, niet als een kortere weg.',
			impact: 'Je gesproken zoekwoorden worden leesbare tekst',
		},
		accessibility: {
			title: 'Toegankelijkheid',
			text: 'Volgens de Wereldgezondheidsorganisatie leven ongeveer 430 miljoen mensen met gehoorverlies dat hen in het dagelijks leven beperkt. Pas met nauwkeurige ondertiteling is een gesproken video voor hen bruikbaar. Automatische ondertiteling helpt, maar de fouten zitten vaak precies in de woorden die ertoe doen: namen, getallen en vaktermen.',
			impact: 'Maakt je video’s bruikbaar voor dove en slechthorende kijkers',
		},
		reach: {
			title: 'Wereldwijd bereik',
			text: 'Ondertiteling is het vertrekpunt voor vertalingen. Kijkers kunnen je ondertiteling in de speler automatisch laten vertalen door YouTube, en een foutloos origineel spoor maakt die machinevertalingen merkbaar beter. Voor je belangrijkste talen kun je zelf nagekeken vertalingen toevoegen.',
			impact: 'Laat kijkers meelezen in hun eigen taal',
		},
		engagement: {
			title: 'Betrokkenheid',
			text: 'Veel mensen kijken op hun telefoon op plekken waar het geluid niet aan kan: in de trein, op het werk, naast een slapend kind. Met ondertiteling kunnen ze je toch volgen in plaats van door te scrollen. Ondertiteling helpt ook mensen die de taal niet als moedertaal spreken om snel gesproken tekst bij te houden.',
			impact: 'Houdt kijkers vast die zonder geluid kijken',
		},
	},
	tabs: {
		process: 'Aanpak',
		types: 'Soorten ondertiteling',
		seo: 'SEO-tips',
		languages: 'Talen',
	},
	process: {
		intro:
			'In vier stappen ga je van een ruwe video naar gepubliceerde, nauwkeurige ondertiteling. De tijden gelden voor een gemiddelde video van 10 minuten met één spreker en helder geluid.',
		labels: {
			tips: 'Tips',
			time: 'Tijd',
		},
		step1: {
			title: 'Zorg voor een eerste versie',
			text: 'Begin niet met typen vanaf nul. Zodra je video op YouTube staat, maakt YouTube er na een tijdje meestal automatische ondertiteling voor. Open in YouTube Studio Ondertiteling en de video: maak een bewerkbare kopie van het automatische spoor om het daar te verbeteren, of download het als ondertitelbestand waarin de timing behouden blijft. De Transcriptdownloader van Tubekit geeft je dezelfde ondertiteling zonder in te loggen, als platte tekst of als SRT- of VTT-bestand. Lees je voor van een script, dan is dat script ook een goede eerste versie.',
			tips: {
				t1: 'Het kan na een upload even duren voordat automatische ondertiteling verschijnt, vooral bij lange video’s. Meldt de Transcriptdownloader dat de video nog geen ondertiteling heeft, probeer het dan later opnieuw.',
				t2: 'Kies SRT of VTT als je de timing wilt behouden en alleen de woorden wilt verbeteren; kies platte tekst als je er een blogpost of beschrijving van wilt maken.',
				t3: 'De Transcriptdownloader kan geen privévideo’s, video’s met een leeftijdsbeperking of verwijderde video’s lezen, dus gebruik hem voor video’s die iedereen kan bekijken. De ondertiteling van een eigen privévideo download je in YouTube Studio.',
			},
			time: '5–10 minuten',
		},
		step2: {
			title: 'Verbeter de tekst',
			text: 'Lees de eerste versie mee terwijl je de video afspeelt. Verbeter eerst verkeerd verstane woorden, namen, merknamen, getallen en vaktermen: dat zijn de fouten die kijkers het meest in verwarring brengen. Voeg daarna leestekens en zinsgrenzen toe, want automatische ondertiteling loopt vaak zonder door. Haal stopwoorden alleen weg waar ze het lezen in de weg zitten.',
			tips: {
				t1: 'Speel de video af op 1,25× snelheid en pauzeer met het toetsenbord: zo zie je fouten sneller dan wanneer je alleen leest.',
				t2: 'Gebruik zoeken en vervangen in je editor voor woorden die de machine elke keer fout heeft, zoals je eigen naam of de naam van je kanaal.',
				t3: 'Geef geluiden aan die belangrijk zijn voor het verhaal, zoals [muziek] of [gelach], en vermeld wie er spreekt als er meer dan één persoon praat.',
			},
			time: '15–30 minuten',
		},
		step3: {
			title: 'Zet de timing en opmaak goed',
			text: 'Goede ondertiteling lees je in één oogopslag. Houd elke ondertitel bij een of twee korte regels, breek regels af bij natuurlijke pauzes en laat elke ondertitel lang genoeg in beeld staan om hem te kunnen lezen. Heb je een SRT- of VTT-bestand verbeterd, dan is de timing grotendeels klaar: controleer de plekken waar je woorden hebt toegevoegd of weggehaald.',
			tips: {
				t1: 'Een veelgebruikte vuistregel is ongeveer 42 tekens per regel en niet meer dan twee regels per ondertitel.',
				t2: 'Helemaal geen timing? YouTube Studio kan platte tekst automatisch synchroniseren met het geluid van je video, dus een schoon tekstbestand is genoeg.',
				t3: 'Gratis ondertitelprogramma’s zoals Subtitle Edit of Aegisub tonen de geluidsgolf, waardoor je de timing veel sneller corrigeert.',
			},
			time: '10–20 minuten',
		},
		step4: {
			title: 'Publiceer en hergebruik',
			text: 'Open in YouTube Studio het onderdeel Ondertiteling, kies de video en voeg ondertiteling toe in de taal van de video: upload je ondertitelbestand (welke formaten YouTube accepteert, staat op de pagina van YouTube Help over ondersteunde ondertitelbestanden; SRT is het eenvoudigst), of plak de tekst en laat YouTube hem automatisch synchroniseren. Zet het transcript daarna ook elders in: in de beschrijving, als hoofdstukken of als artikel op je website.',
			tips: {
				t1: 'Stel de taal van de video in bij de details voordat je ondertiteling toevoegt, zodat YouTube het spoor onder de juiste taal opslaat.',
				t2: 'Bekijk de eerste minuut met je nieuwe ondertiteling aan, om zeker te weten dat het bestand goed is ingelezen.',
				t3: 'Bewaar je definitieve SRT-bestand: het is het beste vertrekpunt voor vertalingen en voor latere nieuwe uploads.',
			},
			time: '5–10 minuten',
		},
	},
	types: {
		intro:
			'Er zijn vier gangbare manieren om aan ondertiteling te komen. Ze verschillen in nauwkeurigheid, moeite en kosten, en je kunt ze combineren: automatische ondertiteling voor alles, zorgvuldige ondertiteling voor de video’s die het meest tellen.',
		labels: {
			accuracy: 'Nauwkeurigheid',
			effort: 'Moeite',
			seoValue: 'SEO-waarde',
			bestFor: 'Ideaal voor',
		},
		type1: {
			name: 'Automatische ondertiteling (YouTube)',
			accuracy:
				'Prima bij duidelijke spraak van één spreker; zwak bij namen, vaktermen, muziek, sterke accenten en mensen die door elkaar praten',
			effort: 'Geen: YouTube maakt ze voor je',
			seoValue: 'Basis: elke video krijgt ze, en fouten vertroebelen je kerntermen',
			bestFor: 'Een gratis eerste versie en video’s met duidelijke, eenvoudige spraak',
		},
		type2: {
			name: 'Handmatig, geschreven door de maker',
			accuracy: 'Het hoogst: jij kent elke naam en term, en je weet wat je wilde zeggen',
			effort: 'Hoog: elke regel typen en timen kost een veelvoud van de lengte van de video',
			seoValue: 'Hoog: precies jouw formulering en spelling',
			bestFor: 'Korte video’s, video’s met een script en kanalen zonder budget',
		},
		type3: {
			name: 'Professionele ondertitelingsdienst',
			accuracy: 'Zeer hoog bij helder geluid; namen en vaktermen kloppen zodra je er een lijst van meestuurt',
			effort: 'Laag voor jou, maar betaald, vaak per minuut video',
			seoValue: 'Hoog: nauwkeurige, consequent opgemaakte tekst',
			bestFor: 'Cursussen, interviews, gesponsorde en zakelijke video’s',
		},
		type4: {
			name: 'Automatische of AI-versie, door jou bewerkt',
			accuracy: 'Bijna zo goed als handgeschreven ondertiteling, zolang je elke regel met het geluid vergelijkt',
			effort: 'Gemiddeld: je leest en verbetert in plaats van te typen',
			seoValue: 'Hoog: nauwkeurige tekst voor een fractie van het werk',
			bestFor: 'De meeste kanalen die wekelijks publiceren: de beste balans tussen kwaliteit en tijd',
		},
		files: {
			title: 'Ondertitelbestanden, ingebrande tekst en Shorts',
			f1: {
				title: 'De bestanden die YouTube accepteert',
				text: 'YouTube Help over ondersteunde ondertitelbestanden raadt aan te beginnen met SubRip (.srt) of SubViewer (.sbv): platte tekstbestanden met tijden die elke teksteditor opent, opgeslagen als UTF-8. YouTube accepteert ook .sub, .mpsub, .lrc en .cap, en geavanceerde formaten zoals WebVTT (.vtt) en TTML, die ook positie en opmaak kunnen bevatten.',
			},
			f2: {
				title: 'Ondertiteling of ingebrande tekst',
				text: 'Ondertiteling is een apart spoor: kijkers zetten hem aan of uit, YouTube kan hem automatisch vertalen en de zoekfunctie kan hem lezen. Ingebrande tekst hoort bij het beeld: iedereen ziet hem, ook waar geen ondertiteling wordt getoond, maar je kunt hem niet uitzetten, vertalen of als tekst lezen. Gebruik ingebrande tekst voor korte labels en hooks, en ondertiteling voor wat er gezegd wordt.',
			},
			f3: {
				title: 'Ondertiteling bij Shorts',
				text: 'Shorts krijgen automatische ondertiteling zoals andere video’s, en je voegt hun ondertiteling toe of verbetert die op dezelfde pagina Ondertiteling in YouTube Studio; kijkers zetten hem aan via het menu van de Shorts-speler. Zet je ook tekst in het beeld, houd die dan weg van de onderrand en de rechterrand, waar de titel, de kanaalnaam en de knoppen over de video liggen.',
			},
		},
		note: 'Deze beoordelingen vergelijken de methoden met elkaar; het zijn geen testresultaten. Achtergrondmuziek, sterke accenten, meerdere mensen die door elkaar praten en vakjargon maken het elke methode moeilijker, en automatische ondertiteling het meest; helder geluid, met één microfoon per spreker, helpt ze allemaal.',
	},
	seo: {
		intro:
			'Een transcript is meer dan ondertiteling. Goed gebruikt, levert het materiaal voor je beschrijving, je hoofdstukken en je website, en elk daarvan geeft kijkers en zoekmachines meer houvast.',
		labels: {
			example: 'Voorbeeld',
		},
		s1: {
			title: 'Noem je belangrijkste zoekwoord vroeg en duidelijk',
			text: 'Ondertiteling kan alleen bevatten wat je zegt. Noem het onderwerp van de video binnen de eerste 30 seconden in gewone woorden, zoals een kijker ernaar zou zoeken. Dat helpt kijkers te besluiten om te blijven, en het zet de zoekterm in je ondertiteling en transcript.',
			example:
				'Zeg niet ‘Zo, vandaag gaan we doen wat ik had beloofd’, maar ‘Vandaag laat ik je zien hoe je een monstera verpot zonder de wortels te beschadigen.’',
		},
		s2: {
			title: 'Maak van tijdstempels hoofdstukken',
			text: 'Download het transcript met tijdstempels en je ziet in één oogopslag waar elk deel begint. Voeg die als hoofdstukken toe aan je beschrijving: YouTube wil het eerste hoofdstuk op 0:00, minstens drie in oplopende volgorde en elk hoofdstuk minstens 10 seconden lang. Hoofdstukken kunnen in zoekresultaten verschijnen als belangrijke momenten.',
			example:
				'0:00 Waarom verpotten belangrijk is · 1:12 De juiste pot kiezen · 3:40 De potgrond mengen · 6:05 Nazorg',
		},
		s3: {
			title: 'Schrijf een betere beschrijving op basis van het transcript',
			text: 'Je transcript bevat al de woorden waarmee je het onderwerp hebt uitgelegd. Kies de twee of drie zinnen die de video samenvatten, schaaf ze bij en gebruik ze als opening van je beschrijving, waar ze in de zoekresultaten te zien zijn. Plak niet het hele transcript in de beschrijving: dat leest als spam, en de ondertiteling dekt het al.',
			example:
				'Uit een transcript van 1.500 woorden houd je over: ‘Verpot een monstera in het voorjaar, in een pot die één maat groter is, met grove, goed doorlatende grond.’ Met die zin opent de beschrijving.',
		},
		s4: {
			title: 'Publiceer het transcript op je website',
			text: 'Een opgeschoond transcript, met tussenkoppen en de video erin ingesloten, wordt een artikel dat zoekmachines indexeren zoals elke andere pagina, en dat mensen kunnen doorlezen of citeren. Zo kunnen bezoekers via zoekmachines op het web bij je video komen, niet alleen via YouTube.',
			example:
				'Een tutorial van 12 minuten wordt een blogpost met de titel ‘Een monstera verpotten (stap voor stap)’, met de video bovenaan en het transcript verdeeld over vier delen met elk een eigen kop.',
		},
		cta: 'Haal je transcript op met de Transcriptdownloader',
	},
	languages: {
		intro:
			'Zodra je ondertiteling in de oorspronkelijke taal op orde is, zijn vertalingen de volgende stap. Deze acht talen zijn gekozen op de grootte van hun publiek op YouTube: samen dekken ze de landen met de meeste YouTube-kijkers, zoals India, de Verenigde Staten, Brazilië, Indonesië, Mexico en Japan, en met Arabisch bereik je kijkers in meer dan 20 landen. YouTube publiceert geen nauwkeurigheidscijfers voor zijn automatische ondertiteling per taal, dus deze lijst zegt niets over hoe goed die in elke taal werkt: controleer elk spoor voordat je het publiceert.',
		labels: {
			language: 'Taal',
			speakers: 'Sprekers',
		},
		l1: {
			name: 'Engels',
			speakers: 'Ongeveer 1,5 miljard sprekers',
		},
		l2: {
			name: 'Spaans',
			speakers: 'Ongeveer 560 miljoen sprekers',
		},
		l3: {
			name: 'Hindi',
			speakers: 'Ongeveer 600 miljoen sprekers',
		},
		l4: {
			name: 'Portugees',
			speakers: 'Ongeveer 260 miljoen sprekers',
		},
		l5: {
			name: 'Arabisch',
			speakers: 'Meer dan 300 miljoen sprekers, verspreid over veel gesproken varianten',
		},
		l6: {
			name: 'Indonesisch',
			speakers: 'Grofweg 200 tot 300 miljoen sprekers, de meesten als tweede taal; de schattingen lopen sterk uiteen',
		},
		l7: {
			name: 'Japans',
			speakers: 'Ongeveer 125 miljoen sprekers',
		},
		l8: {
			name: 'Duits',
			speakers: 'Ongeveer 130 miljoen sprekers',
		},
		note: 'In elke taal hangt de kwaliteit van automatische ondertiteling vooral af van je geluid: trek tijd uit voor correcties, vooral voor namen en vaktermen. Kijk op het tabblad over je doelgroep in de Analytics van je kanaal waar je kijkers nu al vandaan komen, en overweeg die talen toe te voegen als vertaalde ondertiteling. Tot die tijd kunnen kijkers de automatische vertaling van YouTube aanzetten in de ondertitelinstellingen van de speler. Biedt YouTube je kanaal automatisch nasynchroniseren aan, dan kan YouTube ook nagesynchroniseerde audiosporen in andere talen toevoegen, die kijkers kiezen bij de instelling voor het audiospoor in de speler; controleer ze in YouTube Studio, en upload je eigen nagesynchroniseerde audiosporen als audio in meerdere talen voor je beschikbaar is. Om een vertaling voor te bereiden, kies je de doeltaal in de Transcriptdownloader van Tubekit: heeft de video geen spoor in die taal, dan krijg je de machinevertaling van YouTube (als YouTube die aanbiedt) als SRT-bestand dat een moedertaalspreker kan verbeteren. De aantallen sprekers zijn grove, afgeronde schattingen waarin ook mensen meetellen die de taal als tweede taal spreken; gepubliceerde cijfers verschillen per bron.',
	},
	workedExample: {
		title: 'Een uitgewerkt voorbeeld',
		intro:
			'Priya geeft op een klein kanaal les in spreadsheets: ze spreekt snel Engels en noemt veel functienamen. Zo ondertitelt ze haar video van 12 minuten ‘VLOOKUP vs XLOOKUP’. Priya en haar kanaal zijn verzonnen; de stappen volgen de aanpak hierboven.',
		steps: {
			s1: 'Eerste versie: zodra de automatische ondertiteling van YouTube is verschenen, opent ze de video op de pagina Ondertiteling in YouTube Studio en downloadt ze het automatische spoor als SRT-bestand, om het in haar eigen editor te verbeteren. (Voor de video van een ander kanaal zou ze de Transcriptdownloader van Tubekit gebruiken, want Studio toont alleen haar eigen video’s.)',
			s2: 'Verbeteren: de eerste versie gaat goed bij gewone zinnen, maar schrijft ‘V look up’ en ‘X look up’, mist de kolomletters en laat zinnen in elkaar overlopen. Ze verbetert de functienamen met zoeken en vervangen, speelt de video daarna af op 1,25× snelheid en verbetert de rest.',
			s3: 'Timing: waar ze twee korte regels heeft samengevoegd, controleert ze de timing in Subtitle Edit; alle andere regels houden de timing van YouTube.',
			s4: 'Publiceren: in het onderdeel Ondertiteling van YouTube Studio uploadt ze het verbeterde SRT-bestand als Engels ondertitelspoor, en daarna bekijkt ze de eerste minuut met de ondertiteling aan.',
			s5: 'Hergebruiken: aan het transcript ziet ze waar elk deel begint, dus de beschrijving krijgt vijf hoofdstukken, en de eerste regels ervan komen uit haar eigen samenvattende zin in de video.',
			s6: 'Talen: het tabblad over haar doelgroep laat veel kijkers in Mexico zien, dus haalt ze de Spaanse machinevertaling van haar spoor als SRT-bestand uit de Transcriptdownloader van Tubekit door Spaans als taal te kiezen, laat ze die door een Spaanstalige vriend verbeteren en uploadt ze die als Spaanse ondertiteling.',
		},
		result:
			'Haar ondertiteling en hoofdstukken schrijven ‘XLOOKUP’ nu zoals kijkers erop zoeken, en dove en slechthorende kijkers kunnen elke functienaam volgen.',
	},
	nextSteps: {
		title: 'Je volgende stappen',
		n1: 'Kies je drie meest bekeken video’s en vervang hun automatische ondertiteling door verbeterde ondertiteling.',
		n2: 'Maak er een vaste gewoonte van om bij elke upload een eerste versie (van AI of van de automatische ondertiteling) na te kijken, zodat nieuwe video’s met nauwkeurige ondertiteling online gaan.',
		n3: 'Voeg bij je volgende video hoofdstukken toe en begin de beschrijving met zinnen uit het transcript.',
		n4: 'Zoek op het tabblad over je doelgroep in YouTube Analytics op uit welke landen de meeste kijkers komen, en voeg een nagekeken vertaling toe voor het grootste daarvan.',
	},
} satisfies NamespaceGuideTranscriptionTranslation

export default nl_guideTranscription
