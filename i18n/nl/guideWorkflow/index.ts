import type { NamespaceGuideWorkflowTranslation } from '../../i18n-types'

const nl_guideWorkflow = {
	meta: {
		title: 'YouTube-contentworkflow: van idee tot upload – Tubekit',
		description:
			'Een complete YouTube-workflow in vijf fasen, van onderzoek tot na de lancering, met stappen, tools, tijdsinschattingen, vier sjablonen en een weekplanning.',
		keywords:
			'youtube workflow, youtube content workflow, youtube productieproces, planning videoproductie, youtube upload checklist, contentplanning, workflow voor makers',
	},
	h1: 'De YouTube-contentworkflow: een herhaalbaar systeem van idee tot upload',
	intro: {
		p1: 'De meeste kanalen lopen niet vast door een gebrek aan ideeën. Ze lopen vast omdat elke video op een andere manier wordt gemaakt: het onderzoek gebeurt na het filmen, de thumbnail wordt om middernacht nog snel in elkaar gezet en de ondertiteling komt er nooit van. Een vaste workflow neemt je die beslissingen uit handen, zodat je energie naar de video zelf gaat.',
		p2: 'Deze gids verdeelt het werk in vijf fasen, elk met drie concrete stappen, de tools die daarbij helpen en een realistische tijdsindicatie. Bij elkaar opgeteld kosten de eerste vier fasen ongeveer 7 tot 14 uur voor een gemiddelde video van 8–15 minuten; jouw eigen cijfers zullen afwijken, en ze worden kleiner naarmate het systeem routine wordt. Je vindt ook sjablonen voor vier veelvoorkomende soorten content, een voorbeeld van een weekplanning en de plekken waar de gratis tools van Tubekit van pas komen.',
	},
	badges: {
		system: 'Compleet systeem',
		time: '25 min. leestijd',
		templates: 'Inclusief sjablonen',
	},
	phases: {
		title: 'De vijf fasen',
		intro:
			'Doorloop de fasen op volgorde. Elke fase eindigt met iets wat af is en waarop de volgende fase voortbouwt: een plan, ruwe opnamen, een gemonteerde video, een gepubliceerde upload en ten slotte lessen voor de volgende video.',
		labels: {
			phase: 'Fase',
			duration: 'Tijd',
			steps: 'Stappen',
			tools: 'Tools',
			tip: 'Tip',
		},
		phase1: {
			title: 'Planning en onderzoek',
			duration: '1–2 uur',
			text: 'Bepaal waar de video over gaat, voor wie hij is en waarom iemand erop zou klikken, nog voordat je een camera aanraakt. Een uur onderzoek bespaart je vele uren filmen aan iets waar niemand naar zoekt.',
			steps: {
				s1: {
					title: 'Kies een onderwerp waar mensen naar zoeken',
					text: 'Typ je idee in de zoekbalk van YouTube en noteer de suggesties die verschijnen: die komen van echte zoekopdrachten. Vergelijk een paar mogelijke onderwerpen en kies er een dat bij je kanaal past en waar duidelijk belangstelling voor is.',
					tools:
						'Zoeksuggesties van YouTube, het tabblad met ideeën voor nieuwe video’s in YouTube Analytics (als je kanaal het heeft), Google Trends',
				},
				s2: {
					title: 'Bestudeer de video’s die al hoog scoren',
					text: 'Bekijk de vijf bovenste resultaten voor je onderwerp. Noteer wat ze behandelen, wat er volgens de reacties ontbreekt en hoe hun titels en thumbnails er naast elkaar uitzien. Hun transcripten doorlezen is een snelle manier om te zien hoe ze zijn opgebouwd. Gebruik dit alleen als onderzoek: je video moet iets toevoegen, niet kopiëren.',
					tools:
						'Zoeken op YouTube, Transcriptdownloader van Tubekit, Thumbnaildownloader van Tubekit, een notitie-app',
				},
				s3: {
					title: 'Schrijf de titel, het idee voor de thumbnail en de opzet',
					text: 'Bedenk twee of drie titelopties en schets de thumbnail. Maak daarna een opzet van de video: een pakkende opening voor de eerste 15–30 seconden, de hoofdpunten op volgorde en een duidelijk einde dat naar je volgende video verwijst.',
					tools: 'Google Docs, Notion, pen en papier',
				},
			},
			tip: 'Kun je de thumbnail niet in één zin beschrijven, dan is het idee waarschijnlijk nog niet helder genoeg. Scherp het nu aan, nu veranderingen nog niets kosten.',
		},
		phase2: {
			title: 'Content maken',
			duration: '2–4 uur',
			text: 'Zet de opzet om in beeldmateriaal. Goede voorbereiding maakt het filmen rustig en snel, en helder geluid in deze fase bespaart je uren bij de montage en maakt je ondertiteling later nauwkeuriger.',
			steps: {
				s1: {
					title: 'Schrijf een script of zet je punten op een rij',
					text: 'Schrijf een volledig script voor tutorials en uitlegvideo’s, of alleen steekwoorden als je beter vrij praat. Lees de opening hardop tot die natuurlijk klinkt, en noem je hoofdonderwerp al vroeg in gewone woorden.',
					tools: 'Google Docs, een teleprompter-app, systeemkaartjes',
				},
				s2: {
					title: 'Regel geluid, licht en beeldkader',
					text: 'Geluid eerst: een dasspeldmicrofoon of USB-microfoon dicht bij je mond is beter dan elke cameramicrofoon. Ga met je gezicht naar een raam of een zachte lamp, houd de achtergrond opgeruimd en zet scherpstelling en belichting vast, zodat ze niet verspringen.',
					tools: 'Dasspeld- of USB-microfoon, daglicht van een raam of softbox, statief, smartphone of camera',
				},
				s3: {
					title: 'Neem de hoofdopname en extra beelden op',
					text: 'Neem deel voor deel op en herhaal een zin liever dan na een fout door te gaan. Maak voordat je inpakt B-roll, close-ups en schermopnamen voor elk punt uit je opzet.',
					tools: 'Camera-app of camera, OBS Studio voor schermopnamen, een shotlist',
				},
			},
			tip: 'Neem een test van tien seconden op en luister die met een koptelefoon terug voordat je de echte opname maakt. Echo, brom of een ritselend shirt zijn nu makkelijk op te lossen en later heel lastig.',
		},
		phase3: {
			title: 'Postproductie',
			duration: '3–6 uur',
			text: 'Monteren is meestal de langste fase. Werk van grof naar fijn: eerst de structuur, dan het tempo, dan de afwerking. Begin niet aan de kleurcorrectie van een scène die je misschien nog wegknipt.',
			steps: {
				s1: {
					title: 'Maak de ruwe montage',
					text: 'Zet de beste takes in de volgorde van je opzet en knip fouten, lange pauzes en herhaalde punten eruit. Bekijk de ruwe montage één keer zonder te stoppen en noteer waar je aandacht wegzakt.',
					tools: 'DaVinci Resolve, Adobe Premiere Pro, Final Cut Pro of CapCut',
				},
				s2: {
					title: 'Werk tempo, geluid en beeld bij',
					text: 'Maak de trage stukken die je hebt genoteerd strakker, voeg B-roll en tekst in beeld toe en breng het geluid in balans, zodat je stem duidelijk boven eventuele muziek uitkomt. Gebruik alleen muziek en fragmenten waarvoor je de rechten hebt.',
					tools: 'Audiobibliotheek van YouTube, Audacity, de kleur- en audiotools van je montageprogramma',
				},
				s3: {
					title: 'Maak de thumbnail en bereid de ondertiteling voor',
					text: 'Ontwerp de thumbnail die je in fase 1 hebt geschetst op 1280×720 en bekijk hem op klein formaat, zoals hij in zoekresultaten en op telefoons verschijnt. Exporteer de definitieve video en werk je script bij als basis voor je ondertiteling, als je met een script werkt.',
					tools: 'Canva, Photoshop, GIMP of Subtitle Edit',
				},
			},
			tip: 'Exporteer een conceptversie en bekijk die op je telefoon voordat je de video afrondt. Kleine tekst, zachte passages en trage intro’s vallen veel sneller op op het scherm dat de meeste kijkers gebruiken.',
		},
		phase4: {
			title: 'Optimalisatie en upload',
			duration: '1–2 uur',
			text: 'De verpakking bepaalt of iemand begint te kijken. Besteed aan de titel, thumbnail, beschrijving en ondertiteling net zoveel zorg als aan de video zelf.',
			steps: {
				s1: {
					title: 'Schrijf de titel, beschrijving en hashtags',
					text: 'Kies je definitieve titel en open de beschrijving met twee of drie zinnen die de video samenvatten. Voeg hoofdstukken met tijdstempels en drie tot vijf relevante hashtags toe: heeft de titel er zelf geen, dan toont YouTube de eerste drie erboven, en YouTube negeert ze allemaal als een video er meer dan 60 heeft.',
					tools: 'YouTube Studio, Hashtaggenerator van Tubekit',
				},
				s2: {
					title: 'Upload de thumbnail en de ondertiteling',
					text: 'Upload je eigen thumbnail en je ondertitelbestand. De thumbnail hoort 1280×720 te zijn, als JPG, PNG of GIF; lange tijd was 2 MB de grens, en YouTube Studio op een computer accepteert op sommige kanalen nu grotere bestanden, dus kijk wat het uploadvenster aangeeft. Nog geen ondertitelbestand? Kom een paar uur na de upload terug, zodra de automatische ondertiteling van YouTube klaar is, en verbeter die in YouTube Studio.',
					tools: 'YouTube Studio, SRT- of VTT-ondertitelbestand',
				},
				s3: {
					title: 'Rond de uploadinstellingen af en plan de publicatie',
					text: 'Voeg een eindscherm toe dat naar één gerelateerde video of afspeellijst verwijst, en kaarten op momenten waarop je andere video’s noemt. Beantwoord de vragen die YouTube bij de upload stelt: of de video voor kinderen is gemaakt, of er betaalde promotie in zit en of hij bewerkte of synthetische content bevat. YouTube verplicht je om realistische content te melden die ingrijpend is bewerkt of gegenereerd, bijvoorbeeld met AI, zoals een echt persoon die iets zegt wat hij nooit heeft gezegd, of een realistische scène die nooit heeft plaatsgevonden; AI gebruiken voor ideeën, een script of ondertiteling hoef je niet te melden. Kijk voor het publiceren naar de stap Controles van de upload: YouTube controleert de video op auteursrechtelijk beschermde content en, bij kanalen in het YouTube Partnerprogramma, op geschiktheid voor advertenties. Wacht de uitkomst af, en los op of betwist wat er gevonden wordt terwijl de video nog privé is. Plan de video daarna in voor een tijdstip waarop je publiek op YouTube is (het tabblad over je doelgroep in Analytics laat zien wanneer je kijkers online zijn), of zet hem klaar als première: kijkers krijgen een kijkpagina met aftelklok en zien de eerste vertoning samen, met livechat.',
					tools:
						'Uploaddetails, Controles, eindschermen, kaarten, inplannen en premières in YouTube Studio, YouTube Analytics',
				},
			},
			tip: 'Upload de video enkele uren voor de publicatie als privé of ingepland. Zo heeft YouTube tijd om de HD-versies te verwerken en automatische ondertiteling te maken, en gaat de video compleet online.',
		},
		phase5: {
			title: 'Optimalisatie na de lancering',
			duration: 'Doorlopend',
			text: 'Publiceren is niet de finish. De eerste dagen laten zien hoe kijkers reageren, en kleine aanpassingen aan een video die al online staat, kunnen nog echt verschil maken.',
			steps: {
				s1: {
					title: 'Wees aanwezig in de eerste 48 uur',
					text: 'Beantwoord de eerste reacties, zet een reactie vast die iets toevoegt of een vraag stelt, en deel de video op plekken waar je publiek al is. Vroege gesprekken laten je kanaal levendig overkomen op nieuwe kijkers.',
					tools: 'Reacties in YouTube Studio, YouTube Studio-app, posts op je kanaal',
				},
				s2: {
					title: 'Bekijk de cijfers na een week',
					text: 'Open in YouTube Studio de Analytics van de video, of het tabblad Content in de Analytics van je kanaal, en bekijk de vertoningen, de klikfrequentie van vertoningen, de gemiddelde weergaveduur en de grafiek in het rapport Publieksloyaliteit. Een lage klikfrequentie wijst op de titel of thumbnail; een scherpe daling vroeg in de grafiek wijst op de intro.',
					tools: 'YouTube Analytics: de Analytics van een video en het tabblad Content',
				},
				s3: {
					title: 'Verbeter en hergebruik',
					text: 'Test een andere thumbnail of titel als de klikfrequentie tegenvalt, verbeter de ondertiteling en voeg ontbrekende hoofdstukken toe. Hergebruik daarna de beste delen: fragmenten als Shorts, het transcript als blogpost, vragen uit de reacties als je volgende onderwerp.',
					tools:
						'Testen en vergelijken in YouTube Studio, Transcriptdownloader van Tubekit, Hashtaggenerator van Tubekit',
				},
			},
			tip: 'Verander één ding tegelijk en noteer de datum. Anders weet je niet of de nieuwe thumbnail, de nieuwe titel of gewoon het weekend het verschil maakte.',
		},
	},
	workflows: {
		title: 'Sjablonen voor vier soorten content',
		intro:
			'De vijf fasen passen bij elk soort video, maar hoeveel tijd je aan elke fase besteedt, hangt af van het format. Gebruik deze sjablonen als startpunt en pas ze aan je eigen tempo aan.',
		labels: {
			planning: 'Planning',
			production: 'Productie',
			keys: 'Succesfactoren',
		},
		w1: {
			name: 'Educatief / tutorial',
			planning: '2–3 uur',
			production: '4–6 uur',
			text: 'Kijkers komen met een probleem en haken af als het antwoord niet duidelijk is. Investeer het meest in onderzoek en een strak script; laat elke stap in beeld zien.',
			keys: {
				k1: 'Test elke stap zelf voordat je opneemt, zodat de tutorial ook echt werkt.',
				k2: 'Gebruik hoofdstukken, zodat kijkers direct naar het deel kunnen springen dat ze nodig hebben.',
				k3: 'Publiceer nauwkeurige ondertiteling: bij vaktermen gaat automatische ondertiteling het vaakst de mist in.',
			},
		},
		w2: {
			name: 'Entertainment / vlog',
			planning: '30–60 minuten',
			production: '4–8 uur',
			text: 'Weinig script, veel beeldmateriaal. Het verhaal ontstaat in de montage, dus plan de shots die het verhaal dragen en houd de meeste tijd vrij voor de postproductie.',
			keys: {
				k1: 'Bepaal vooraf de verhaallijn: een doel, een obstakel en een ontknoping.',
				k2: 'Film veel meer dan je nodig hebt en knip streng om het tempo hoog te houden.',
				k3: 'Bouw de thumbnail op rond één emotioneel moment uit de video.',
			},
		},
		w3: {
			name: 'Review / unboxing',
			planning: '1–2 uur',
			production: '3–5 uur',
			text: 'Vertrouwen is het product. Neem de tijd om het product te leren kennen voordat je filmt, en wees duidelijk over hoe je eraan bent gekomen.',
			keys: {
				k1: 'Gebruik het product echt voordat je erover oordeelt, en laat zien hoe het in de praktijk werkt.',
				k2: 'Vermeld sponsoring en gratis gekregen producten, zowel in de video als in YouTube Studio.',
				k3: 'Zet je eindoordeel in een eigen hoofdstuk, zodat kijkers het snel vinden.',
			},
		},
		w4: {
			name: 'Nieuws / commentaar',
			planning: '30–60 minuten',
			production: '1–3 uur',
			text: 'Snelheid telt, maar nauwkeurigheid telt meer. Houd een kant-en-klaar sjabloon voor intro, graphics en thumbnail bij de hand, zodat je alleen nog aan de inhoud hoeft te werken.',
			keys: {
				k1: 'Controleer feiten aan de hand van primaire bronnen en noem die bronnen in de beschrijving.',
				k2: 'Gebruik een herbruikbare opmaak voor je thumbnail en verander alleen de kop en de afbeelding.',
				k3: 'Voeg waarde toe met je eigen analyse in plaats van de kop te herhalen.',
			},
		},
	},
	shorts: {
		title: 'Shorts in je workflow',
		intro:
			'Shorts zijn verticale of vierkante video’s van maximaal drie minuten. Ze passen in dezelfde vijf fasen, alleen veel korter, en veel Shorts komen rechtstreeks uit een lange video die je al hebt gemaakt.',
		s1: {
			title: 'Plan ze terwijl je de lange video plant',
			text: 'Markeer in fase 1 de momenten uit je opzet die op zichzelf staan: een tip, een resultaat, een voor-en-na. Film die ook verticaal, of kader het shot zo dat een verticale uitsnede nog werkt.',
		},
		s2: {
			title: 'Begin met de kern',
			text: 'In de Shorts-feed begint een Short meteen te spelen, zonder thumbnail of titel om eerst op te klikken. Kijkers swipen binnen een paar seconden weg als er niets gebeurt, dus begin met het resultaat of de vraag, en zet ondertiteling in beeld voor kijkers die zonder geluid kijken.',
		},
		s3: {
			title: 'Titel, hashtags en het thumbnailframe',
			text: 'Geef de Short een korte, duidelijke titel die het onderwerp noemt, en twee of drie hashtags over het onderwerp; #Shorts is niet nodig, het formaat maakt er een Short van. Als je hem uploadt in de mobiele YouTube-app, kies je een frame uit de Short als thumbnail: dat verschijnt op het tabblad Shorts van je kanaal en in zoekresultaten.',
		},
		s4: {
			title: 'Verwijs naar de volledige video',
			text: 'Stel de lange video in als gerelateerde video van de Short, zodat kijkers die meer willen, er vanuit de Shorts-speler meteen naartoe kunnen tikken. Bij de upload gelden dezelfde vragen als voor een lange video, ook de vraag over realistische bewerkte of synthetische content.',
		},
		s5: {
			title: 'Langer dan een minuut: geen Content ID-claims',
			text: 'Een Short die langer is dan een minuut en een actieve Content ID-claim heeft, wordt op YouTube geblokkeerd, welk beleid de rechthebbende ook heeft gekozen (YouTube Help: ‘Wat is een Content ID-claim?’). Gebruik muziek en fragmenten waarvoor je de rechten hebt, en kijk naar de controles voordat de Short openbaar wordt; verschijnt er een claim, verwijder dan het geclaimde deel of betwist de claim als die onterecht is.',
		},
	},
	workedExample: {
		title: 'Een uitgewerkt voorbeeld',
		intro:
			'Mia publiceert elke week een kookvideo en werkt naast haar baan aan haar kanaal. Zo ziet één week eruit voor haar video ‘Snelle ramen in 20 minuten’, een gerecht voor doordeweekse avonden. Mia en haar kanaal zijn verzonnen; de week volgt de fasen hierboven.',
		steps: {
			s1: 'Maandag, planning: de zoeksuggesties van YouTube tonen ‘ramen recept makkelijk’ en ‘ramen zelf maken’. Ze bekijkt de vijf bovenste video’s, leest twee transcripten vluchtig door, ziet dat mensen in de reacties om een vegetarische versie vragen, en schetst een thumbnail: de volle kom, opstijgende stoom, de woorden ‘20 MIN’.',
			s2: 'Dinsdag, filmen: een script met steekwoorden, een dasspeldmicrofoon en het keukenraam als licht. Ze filmt de hoofdopname, die begint met een verhaal over haar reis naar Japan, close-ups van elke stap en twee verticale shots van het doorsnijden van het ei, voor een Short.',
			s3: 'Woensdag en donderdag, monteren: op woensdag een ruwe montage; op donderdag brengt ze het sissen van de pan in balans met haar stem, ontwerpt ze de thumbnail op 1280×720 en bekijkt ze hem op haar telefoon.',
			s4: 'Vrijdag, upload: ’s ochtends uploadt ze de video als privé, met de titel ‘Snelle ramen in 20 minuten (ook vegetarisch)’, een beschrijving van twee zinnen, zes hoofdstukken en vier hashtags. ’s Middags is de automatische ondertiteling van YouTube klaar, en verbetert ze de namen van de ingrediënten. In de uploaddetails antwoordt ze ‘nee’ bij betaalde promotie en bij bewerkte of synthetische content: ze gebruikte een AI-tool alleen om titelideeën te bedenken, en dat hoeft ze niet te melden. De controles vinden geen problemen met auteursrecht, en ze plant de video in voor zaterdagochtend.',
			s5: 'Weekend: ze beantwoordt reacties en zet haar eigen reactie vast, waarin ze kijkers naar hun favoriete topping vraagt. De Short met het ei gaat zondag online: 40 seconden met de geluiden uit haar eigen keuken in plaats van een bekend nummer, met een frame van het doorgesneden ei als thumbnail en de volledige video als gerelateerde video.',
		},
		result:
			'Een week later laat de Analytics van de video in het rapport Publieksloyaliteit een steile daling zien tijdens die lange intro over haar reis naar Japan. De opzet voor volgende week begint daarom meteen met de volle kom.',
	},
	schedule: {
		title: 'Een voorbeeld van een weekplanning',
		intro:
			'Zo kun je de fasen voor één video over een week verdelen, met een paar uur per dag. Schuif de dagen zo dat ze in je leven passen; waar het om gaat, is dat elke fase een vast moment heeft.',
		monday: {
			day: 'Maandag',
			task: 'Planning en onderzoek: kies het onderwerp, bestudeer de best scorende video’s, schrijf titelopties en de opzet.',
		},
		tuesday: {
			day: 'Dinsdag',
			task: 'Content maken: maak het script af, zet alles klaar en neem de hoofdopname en B-roll op.',
		},
		wednesday: {
			day: 'Woensdag',
			task: 'Postproductie: ruwe montage en het tempo een eerste keer aanscherpen.',
		},
		thursday: {
			day: 'Donderdag',
			task: 'Postproductie: geluid, beeld en definitieve export; ontwerp de thumbnail.',
		},
		friday: {
			day: 'Vrijdag',
			task: 'Optimalisatie en upload: titel, beschrijving, hashtags, ondertiteling, eindscherm; plan de video in.',
		},
		weekend: {
			day: 'Weekend',
			task: 'Na de lancering: beantwoord reacties, bekijk de eerste resultaten, verzamel ideeën voor volgende week en neem echt vrij.',
		},
	},
	toolsCard: {
		title: 'Waar Tubekit in je workflow past',
		text: 'Drie gratis tools van Tubekit nemen terugkerend werk in deze workflow over. Je gebruikt ze zonder account en zonder registratie.',
		hashtag: {
			name: 'Hashtaggenerator',
			phase: 'Optimalisatie en upload',
			text: 'Vul een paar zoekwoorden uit je titel en opzet in, eventueel met een categorie, en je krijgt trending, aanbevolen en long-tail-hashtags. Klik op een hashtag om hem te kopiëren, en houd de drie tot vijf die je video het best beschrijven.',
			link: 'Open de Hashtaggenerator',
		},
		thumbnail: {
			name: 'Thumbnail\u00addownloader',
			phase: 'Planning en onderzoek, optimalisatie na de lancering',
			text: 'Sla de thumbnails van de best scorende video’s over je onderwerp op, zodat je ze tijdens het plannen naast elkaar kunt vergelijken. Plak na het publiceren de link van je eigen video om je thumbnail te zien in elk formaat dat YouTube levert, tot en met de kleine formaten in lijsten.',
			link: 'Open de Thumbnaildownloader',
		},
		transcript: {
			name: 'Transcript\u00addownloader',
			phase: 'Planning en onderzoek, optimalisatie na de lancering',
			text: 'Lees de transcripten van concurrenten snel door om te zien hoe zij een onderwerp opbouwen. Heeft je eigen video ondertiteling, download die dan als tekst voor je beschrijving en blogpost, of als SRT of VTT om te verbeteren en opnieuw te uploaden.',
			link: 'Open de Transcriptdownloader',
		},
	},
} satisfies NamespaceGuideWorkflowTranslation

export default nl_guideWorkflow
