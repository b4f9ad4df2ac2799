import type { NamespaceLegalTranslation } from '../../i18n-types'

const nl_legal = {
	updatedLabel: 'Laatst bijgewerkt: {date}',
	privacy: {
		meta: {
			title: 'Privacybeleid: geen trackers, geen derden – Tubekit',
			description:
				'Wat Tubekit verzamelt, waarom en op welke rechtsgrond: paginaweergaven geteld zonder IP-adressen, geen trackingcookies, geen derden, contactberichten standaard 2 jaar bewaard, en je rechten onder de AVG.',
			keywords:
				'Tubekit privacybeleid, geen tracking, geen cookiebanner, AVG, gegevensbescherming, privacy YouTube-tools, zelf gehost',
		},
		h1: 'Privacybeleid',
		intro: {
			p1: 'Dit beleid legt uit welke gegevens deze website verzamelt als je hem gebruikt, waarom, op welke rechtsgrond, wie ze ontvangt en hoelang ze worden bewaard, zoals artikel 13 van de Algemene verordening gegevensbescherming (AVG) van de EU voorschrijft. Met ‘we’ bedoelen we de beheerder van deze Tubekit-installatie: degene die deze website draait. De beheerder is de verwerkingsverantwoordelijke voor je gegevens. Tubekit is gratis opensourcesoftware, en iedereen kan er een eigen kopie van draaien.',
			p2: 'Tubekit is gebouwd om zo weinig mogelijk te verzamelen. Je hebt geen account nodig, je browser communiceert met deze site en met geen andere (tenzij de beheerder het optionele analysescript heeft aangezet dat onder ‘Ontvangers en derden’ staat beschreven), je IP-adres wordt nooit opgeslagen, en wat je in de tools typt, wordt niet bewaard.',
		},
		collected: {
			title: 'Wat we verzamelen',
			p1: 'Hier staat alles wat deze site over het gebruik ervan vastlegt, en wat er buiten blijft.',
			items: {
				i1: 'Aantallen paginaweergaven: per dag, en voor de laatste zeven dagen ook per uur, hoe vaak elke pagina is bekeken, in welke taal, en de hostnaam van de site die ernaar linkte (bijvoorbeeld ‘google.com’, nooit het volledige adres). Hiervoor worden geen IP-adres, geen bezoekers-ID en geen cookie gebruikt, dus een paginaweergave kan niet aan jou worden gekoppeld. De user agent van je browser wordt alleen gelezen om bots buiten de telling te houden, en wordt niet opgeslagen. Stuurt je browser Do Not Track of Global Privacy Control mee, dan worden je paginaweergaven helemaal niet geteld.',
				i2: 'Aantallen voor het gebruik van de tools: per dag, en voor de laatste zeven dagen ook per uur, hoe vaak elke tool is gebruikt en hoe dat afliep, met succes of met welke fout. Verder wordt niets over het verzoek geteld.',
				i3: 'Contactberichten: als je het contactformulier verstuurt, slaan we op wat je invult (je naam, e-mailadres, onderwerp, categorie en bericht), samen met de taal van de pagina en het tijdstip waarop je het verstuurde. Naam, e-mailadres en bericht hebben we nodig om je te antwoorden; je bent wettelijk of contractueel niet verplicht ze te verstrekken, maar zonder die gegevens kunnen we niet reageren. Een automatische spamcontrole noteert daarnaast signalen zoals een formulier dat binnen enkele seconden is verstuurd of een bericht met veel links; zo’n bericht bereikt ons toch, alleen gemarkeerd voor een extra controle. Een bericht waarin een voor mensen onzichtbaar veld is ingevuld, wordt behandeld als verstuurd door een bot: het wordt apart gehouden, alleen doorgestuurd als de beheerder het vrijgeeft, en anders na {quarantineDays} dagen verwijderd.',
				i4: 'Verzoeklogboek van de server: voor elk verzoek dat de server verwerkt, schrijft hij één regel met het tijdstip, een verzoek-ID, de methode, het pad van de pagina of het adres (zonder wat er na een ‘?’ komt), de status, hoelang het antwoord duurde en een hash met sleutel in plaats van je IP-adres. De hash met sleutel is een HMAC: hij wordt uit je adres berekend (bij een IPv6-adres uit het netwerkdeel) met een geheime sleutel die alleen deze server kent, zodat hij zonder die sleutel niet terug te rekenen is naar je adres. Je IP-adres zelf komt nooit in het logboek voor.',
				i5: 'Niets uit de tools: de links en zoekwoorden die je invult, worden gebruikt om je verzoek te beantwoorden en worden niet opgeslagen. Het antwoord kan tot een paar uur in het geheugen blijven, zodat YouTube niet opnieuw hetzelfde wordt gevraagd: in het eigen geheugen van de server of, als de beheerder meerdere servers gebruikt, in een gedeelde in-memory-opslag (Redis) op het eigen netwerk van de beheerder. Tubekit schrijft het nooit naar schijf.',
				i6: 'Verder niets: er zijn geen accounts, geen IP-adressen in onze database, geen advertenties of tracking en geen profielen van bezoekers. Er wordt geen besluit over jou genomen dat uitsluitend op geautomatiseerde verwerking berust (artikel 22 AVG).',
			},
		},
		use: {
			title: 'Waarvoor we het gebruiken, en op welke rechtsgrond',
			p1: 'We gebruiken deze gegevens alleen om deze site te laten werken, om hem te beveiligen, om hem te verbeteren en om je te antwoorden. We gebruiken ze niet voor advertenties, we maken geen profielen van bezoekers en we verkopen ze niet. Elk doel berust op een van de rechtsgronden van artikel 6, lid 1, AVG:',
			items: {
				i1: 'Verzoeklogboek van de server: om de site betrouwbaar te laten werken en om fouten en misbruik op te sporen. Rechtsgrond: artikel 6, lid 1, onder f, AVG, ons gerechtvaardigd belang bij een goed werkende en veilige website.',
				i2: 'Beperking van het aantal verzoeken (rate limiting): de hash met sleutel die je IP-adres vervangt, wordt gebruikt om de verzoeken per bezoeker te tellen, zodat geen enkele bezoeker de dienst kan overbelasten. Rechtsgrond: artikel 6, lid 1, onder f, AVG, ons gerechtvaardigd belang om de gratis tools voor iedereen beschikbaar te houden.',
				i3: 'Aantallen paginaweergaven en toolgebruik: die laten zien welke pagina’s en tools worden gebruikt en of de tools werken, bijvoorbeeld hoe vaak YouTube onze server weigert. Het zijn altijd alleen totalen, geteld zonder cookies. Rechtsgrond, voor zover je verzoek wordt verwerkt om het te tellen: artikel 6, lid 1, onder f, AVG, ons gerechtvaardigd belang om te weten hoe de site wordt gebruikt en om hem te verbeteren.',
				i4: 'Contactberichten: om je te antwoorden, om af te handelen waarover je ons schreef, zoals een bugmelding of een privacyverzoek, en om er later op terug te kunnen komen. Rechtsgrond: artikel 6, lid 1, onder b, AVG als je bericht gaat over een overeenkomst met ons of een overeenkomst die je met ons wilt sluiten (bijvoorbeeld een zakelijke aanvraag), en anders artikel 6, lid 1, onder f, AVG, ons gerechtvaardigd belang om de berichten te beantwoorden die we krijgen. Ook de spamcontrole berust op artikel 6, lid 1, onder f, AVG: ons gerechtvaardigd belang om het contactformulier bruikbaar te houden.',
				i5: 'Wat je in een tool invult, wordt alleen gebruikt om het resultaat te maken waarom je vraagt. Rechtsgrond: artikel 6, lid 1, onder f, AVG, ons gerechtvaardigd belang bij het aanbieden van de tools die je gebruikt; het wordt niet opgeslagen.',
				i6: 'Verplicht een wet de beheerder om iets langer te bewaren, bijvoorbeeld zakelijke correspondentie op grond van het handels- of belastingrecht, dan is de rechtsgrond voor dat bewaren artikel 6, lid 1, onder c, AVG. Tubekit zelf bewaart om die reden niets: het verwijdert contactberichten aan het eind van de bewaartermijn, en een beheerder die een bericht langer moet bewaren, bewaart een kopie buiten Tubekit.',
			},
		},
		objection: {
			title: 'Je recht van bezwaar',
			p1: 'Je hebt het recht om op elk moment, om redenen die met je specifieke situatie te maken hebben, bezwaar te maken tegen de verwerking van je gegevens die berust op ons gerechtvaardigd belang (artikel 6, lid 1, onder f, AVG): het verzoeklogboek, de beperking van het aantal verzoeken, de tellingen, de spamcontrole en het beantwoorden van contactberichten die hierboven zijn beschreven (artikel 21, lid 1, AVG).',
			p2: 'Maak je bezwaar, dan stoppen we met die verwerking, tenzij we dwingende gerechtvaardigde gronden aantonen die zwaarder wegen dan je belangen, rechten en vrijheden, of we de gegevens nodig hebben om een rechtsvordering in te stellen, uit te oefenen of te onderbouwen.',
			p3: 'Maak bezwaar via het contactformulier en kies de categorie ‘Juridisch/privacy’; een bepaalde formulering is niet nodig.',
			link: 'Maak bezwaar via het contactformulier',
		},
		cookies: {
			title: 'Cookies en lokale opslag',
			p1: 'Deze site plaatst alleen de functionele cookies die hij nodig heeft om te werken; je vindt ze hieronder. Er zijn geen tracking-, analyse- of advertentiecookies, en paginaweergaven worden zonder cookie geteld. Volgens de Europese ePrivacyregels (in Nederland artikel 11.7a van de Telecommunicatiewet) is geen toestemming nodig om iets in je browser op te slaan dat strikt noodzakelijk is voor een dienst waar je om vraagt, zoals een instelling die je kiest. Daarom zie je geen cookiebanner: die is niet nodig.',
			p2: 'Voor zover je taalkeuze al een persoonsgegeven is, is de rechtsgrond om die te gebruiken artikel 6, lid 1, onder f, AVG: ons gerechtvaardigd belang, en het jouwe, om je de site te tonen in de taal die je kiest.',
			p3: 'Je kunt cookies en sitegegevens op elk moment verwijderen in de instellingen van je browser. De site blijft werken; je moet hooguit je taal opnieuw kiezen.',
			items: {
				i1: 'Het taalcookie onthoudt de taal die je hebt gekozen, zodat pagina’s meteen in die taal openen. Het wordt alleen geplaatst als je een taal kiest, en het blijft een jaar geldig.',
				i2: 'De lokale opslag (localStorage) van je browser bewaart dezelfde taalkeuze onder de naam ‘language’. Die blijft in je browser en wordt nergens anders voor gebruikt.',
				i3: 'Een sessiecookie voor het beheergedeelte wordt alleen geplaatst als de beheerder inlogt op het beheergedeelte. Gewone bezoekers krijgen dit cookie nooit.',
			},
		},
		security: {
			title: 'Beveiliging en bewaartermijnen',
			p1: 'We beschermen de weinige gegevens die we hebben, en we verwijderen ze zodra ze niet meer nodig zijn. Elk soort gegevens heeft zijn eigen termijn:',
			items: {
				i1: 'Versleutelde verbindingen: Tubekit is bedoeld om via HTTPS te worden aangeboden, zodat wat je verstuurt onderweg naar de server versleuteld is. De adresbalk van je browser laat zien of deze site dat gebruikt.',
				i2: 'Geen onbewerkte IP-adressen: je IP-adres wordt vervangen door de hash met sleutel (HMAC) voordat iets anders het te zien krijgt. De hash wordt in het geheugen gebruikt om het aantal verzoeken te beperken (in het eigen geheugen van de server of, bij een opzet met meerdere servers, in de gedeelde in-memory-opslag) en verschijnt in het verzoeklogboek; je adres wordt nooit opgeslagen, niet in de database en ook niet in die gedeelde opslag.',
				i3: 'Strikte beveiligingsheaders, waaronder een Content Security Policy, beperken wat de pagina’s mogen laden en uitvoeren.',
				i4: 'Het beheergedeelte is beveiligd met een wachtwoord. Het sessiecookie ervan kan niet door scripts worden gelezen (HttpOnly) en wordt niet meegestuurd met verzoeken vanaf andere sites (SameSite=Strict).',
				i5: 'Contactberichten worden {contactDays} dagen bewaard en daarna automatisch verwijderd; dat gebeurt eenmaal per dag. De kopie die naar het supportadres is gemaild, staat in de mailbox van de beheerder, die Tubekit niet beheert: de beheerder verwijdert hem daar volgens dezelfde regel.',
				i6: 'Een bericht dat is tegengehouden als verstuurd door een bot, wordt na {quarantineDays} dagen verwijderd als de beheerder het niet vrijgeeft; een vrijgegeven bericht wordt bewaard zoals elk ander.',
				i7: 'Aantallen paginaweergaven per dag worden na 400 dagen verwijderd, en alle aantallen per uur na 7 dagen. De dagelijkse aantallen voor het gebruik van de tools bevatten niets over personen en worden onbeperkt bewaard.',
				i8: 'De tellers die het aantal verzoeken beperken (rate limiting), worden kort na afloop van hun tijdvenster gewist; het langste venster duurt een uur.',
				i9: 'Antwoorden van de tools die in het geheugen staan, in dat van de server zelf of in de gedeelde in-memory-opslag van een opzet met meerdere servers, zijn na hooguit een paar uur weg, en Tubekit schrijft ze nooit naar schijf.',
				i10: 'Het verzoeklogboek: Tubekit schrijft de regels naar de standaarduitvoer van de server en bewaart er zelf geen enkele. Het logsysteem van de beheerder verzamelt ze en bepaalt hoelang ze blijven; de beheerder bewaart ze {logDays} dagen.',
			},
		},
		rights: {
			title: 'Je rechten',
			p1: 'Op grond van de AVG heb je, naast het recht van bezwaar dat hierboven staat, de rechten die hieronder staan. Op deze site gaan ze vooral over je contactberichten. De aantallen paginaweergaven en het gebruik van de tools zijn aan geen enkele persoon te koppelen, dus daarin valt niets over jou op te zoeken. Het verzoeklogboek bevat alleen de hash met sleutel van je IP-adres: geef je ons je IP-adres en het tijdstip van je bezoek, dan kunnen we de hash berekenen en naar jouw regels zoeken zolang die bestaan (artikel 11 AVG).',
			p2: 'Wil je een van deze rechten uitoefenen, schrijf ons dan via het contactformulier en kies de categorie ‘Juridisch/privacy’. Vermeld het e-mailadres dat je hebt gebruikt, zodat we je berichten kunnen vinden. We antwoorden onverwijld, en in elk geval binnen een maand.',
			items: {
				i1: 'Inzage (artikel 15 AVG): vraag of we gegevens over je hebben, en krijg er een kopie van, samen met de informatie die dit beleid geeft.',
				i2: 'Rectificatie (artikel 16 AVG): vraag ons om onjuiste gegevens over jou te verbeteren of onvolledige gegevens aan te vullen.',
				i3: 'Gegevenswissing (artikel 17 AVG): vraag ons om je contactberichten te verwijderen voordat de bewaartermijn afloopt.',
				i4: 'Beperking van de verwerking (artikel 18 AVG): vraag ons om je gegevens te bewaren maar ze verder niet te gebruiken, bijvoorbeeld terwijl we controleren of ze juist zijn.',
				i5: 'Overdraagbaarheid van gegevens (artikel 20 AVG): voor gegevens die je ons hebt gegeven om een overeenkomst te sluiten of uit te voeren, vraag je de berichten die je ons stuurde op in een gangbaar, machineleesbaar formaat (CSV), of laat je ze aan een ander doorsturen als dat technisch mogelijk is.',
				i6: 'Klacht (artikel 77 AVG): een klacht indienen bij een toezichthoudende autoriteit voor gegevensbescherming, in het bijzonder in het EU-land waar je woont, waar je werkt of waar volgens jou de inbreuk heeft plaatsgevonden; in Nederland is dat de Autoriteit Persoonsgegevens.',
			},
			link: 'Schrijf ons via het contactformulier',
		},
		kvkk: {
			title: 'Voor bezoekers in Turkije: informatie volgens de KVKK',
			p1: 'Gebruik je deze site vanuit Turkije, dan geldt ook de Turkse wet nr. 6698 op de bescherming van persoonsgegevens (KVKK). Dit deel geeft de informatie die artikel 10 daarvan vraagt; de rest van dit beleid blijft volledig van toepassing.',
			items: {
				i1: 'Verwerkingsverantwoordelijke: de beheerder van deze installatie, met contactgegevens genoemd onder ‘Wie verantwoordelijk is, en hoe je ons bereikt’.',
				i2: 'Doelen en manier van verzamelen: de gegevens onder ‘Wat we verzamelen’ worden elektronisch verzameld, door de server en via het contactformulier, voor de doelen onder ‘Waarvoor we het gebruiken, en op welke rechtsgrond’.',
				i3: 'Rechtsgronden (artikel 5, lid 2, KVKK): de verwerking is noodzakelijk voor de gerechtvaardigde belangen van de verantwoordelijke, zonder je fundamentele rechten en vrijheden te schaden (f): het verzoeklogboek, de beperking van het aantal verzoeken, de tellingen, de spamcontrole en het beantwoorden van je berichten; ze houdt rechtstreeks verband met het sluiten of uitvoeren van een overeenkomst (c): een bericht over een overeenkomst; of ze is nodig om een wettelijke verplichting na te komen (ç).',
				i4: 'Doorgifte: aan de hosting- en e-mailproviders die de server en de mailbox voor de beheerder draaien, alleen om deze site aan te bieden en je berichten af te leveren. Staan de server of de mailbox buiten Turkije, dan worden je gegevens naar het buitenland doorgegeven; dat doen we alleen zoals artikel 9 KVKK toestaat: op grond van een adequaatheidsbesluit, passende waarborgen zoals standaardcontractbepalingen die bij de Turkse toezichthouder zijn gemeld, of een van de uitzonderingen die de wet noemt. Tubekit geeft je gegevens aan niemand anders door.',
				i5: 'Je rechten (artikel 11 KVKK): te weten of je persoonsgegevens worden verwerkt; informatie daarover te vragen; het doel van de verwerking te kennen en of de gegevens daarvoor worden gebruikt; de derden in Turkije of het buitenland te kennen aan wie ze worden doorgegeven; correctie te vragen als ze onvolledig of onjuist zijn; verwijdering of vernietiging te vragen onder de voorwaarden van artikel 7; te vragen dat deze correcties en verwijderingen worden gemeld aan de derden aan wie ze zijn doorgegeven; bezwaar te maken tegen een voor jou nadelig resultaat dat uitsluitend door analyse met geautomatiseerde systemen ontstaat; en schadevergoeding te eisen als je schade lijdt door onrechtmatige verwerking.',
				i6: 'Hoe je ze uitoefent (artikel 13 KVKK): schrijf de beheerder via het contactformulier (categorie ‘Juridisch/privacy’) of schriftelijk op het adres hieronder. Je verzoek wordt kosteloos en uiterlijk binnen 30 dagen beantwoord.',
				i7: 'Klacht: wordt je verzoek afgewezen, is het antwoord onvoldoende of krijg je niet op tijd antwoord, dan kun je binnen 30 dagen nadat je het antwoord kende, en in elk geval binnen 60 dagen na je verzoek, een klacht indienen bij de Raad voor de bescherming van persoonsgegevens (Kişisel Verileri Koruma Kurulu, kvkk.gov.tr) (artikel 14 KVKK).',
			},
		},
		thirdParties: {
			title: 'Ontvangers en derden',
			p1: 'Je browser communiceert alleen met deze site: de pagina’s laden geen scripts, lettertypen, advertenties of trackers van andere hosts (de enige uitzondering, een analysescript dat de beheerder kan toevoegen, staat uit tenzij de beheerder het aanzet; zie hieronder), en niets wat je invult, wordt naar een externe AI-dienst gestuurd. Alleen de volgende partijen zijn erbij betrokken:',
			items: {
				i1: 'YouTube (Google): om thumbnails, profielfoto’s, banners en transcripten op te halen, en de titel en het transcript van een video die je aan de Hashtaggenerator geeft, haalt onze server namens jou de pagina’s en afbeeldingen bij YouTube op. YouTube ziet een verzoek van onze server, inclusief de video- of kanaallink die je hebt ingevuld, maar niet jou: niet je IP-adres, niet je browser en niet je cookies. Afbeeldingen bereiken je via onze server, dus je browser maakt nooit contact met Google. Leidt de beheerder deze verzoeken via een proxydienst, dan ziet die dienst dezelfde verzoeken, en ook dan niet jou.',
				i2: 'Het AI-model dat hashtags bedenkt, draait op de eigen server van de beheerder (Ollama), niet bij een AI-bedrijf. Je zoekwoorden worden niet naar een AI-bedrijf gestuurd. Is er geen model beschikbaar, dan neemt een ingebouwde generator het over, en dat staat dan op de pagina.',
				youtubeSearch:
					'YouTube-zoekopdracht voor hashtags: om de hashtags te maken stuurt onze server de woorden die je invult (of de titel van een gelinkte video) naar de zoekfunctie van YouTube (www.youtube.com) en naar de dienst voor zoeksuggesties (suggestqueries-clients6.youtube.com), zoals bij de andere tools: vanaf onze server, nooit vanuit je browser. Wat YouTube antwoordt, wordt alleen 6 uur in de opzoekcache bewaard en daarna verwijderd.',
				i3: 'E-mail: contactberichten worden via de mailserver die we gebruiken naar ons supportadres gestuurd, met jouw e-mailadres als antwoordadres. Beheert een e-mailprovider die mailserver of mailbox voor ons, dan verwerkt en bewaart die provider het bericht zoals bij elke andere e-mail.',
				i4: 'Hosting: de servers, de database en, bij een opzet met meerdere servers, de gedeelde in-memory-opslag kunnen voor de beheerder worden gedraaid door een hosting- of databaseprovider. Die verwerkt de hier beschreven gegevens dan als verwerker, namens de beheerder en volgens diens instructies (artikel 28 AVG).',
				i5: 'Optionele webstatistieken: Tubekit kan een analysescript laden als de beheerder dat instelt. Dit staat uit tenzij de beheerder het aanzet; staat het aan, dan klopt wat hierboven staat, dat je browser alleen met deze site communiceert, niet meer helemaal, en moet de beheerder het script, de aanbieder ervan en de rechtsgrond in dit beleid beschrijven.',
				i6: 'Tubekit zelf stuurt je gegevens niet naar landen buiten de EU en de Europese Economische Ruimte. Of de hosting- of e-mailprovider van de beheerder elders is gevestigd, en met welke waarborgen, hangt af van de providers die de beheerder kiest; de beheerder moet ze hier noemen waar de wet dat vereist.',
			},
		},
		contact: {
			title: 'Wie verantwoordelijk is, en hoe je ons bereikt',
			p1: 'Vragen over dit beleid of over je gegevens? Schrijf ons via het contactformulier en kies de categorie ‘Juridisch/privacy’.',
			p2: 'De verwerkingsverantwoordelijke voor de hier beschreven gegevens is de beheerder van deze Tubekit-installatie. Hieronder staan de naam, hoe je de beheerder bereikt en, waar de wet dat vereist, de functionaris voor gegevensbescherming.',
			link: 'Naar het contactformulier',
		},
		changes: {
			title: 'Wijzigingen in dit beleid',
			p1: 'Verandert de manier waarop deze site met gegevens omgaat, dan werken we dit beleid op deze pagina bij en passen we de datum bovenaan aan. Die datum laat zien wanneer de tekst voor het laatst is gewijzigd, niet de dag waarop je hem leest.',
			p2: 'Kijk af en toe op deze pagina; aan de datum bovenaan zie je in één oogopslag of er iets nieuws is.',
		},
	},
	imprint: {
		meta: {
			title: 'Colofon: wie deze site beheert – Tubekit',
			description:
				'Wie deze Tubekit-installatie beheert: de naam, het adres en de contactgegevens van de beheerder, en het colofon.',
			keywords: 'colofon, impressum, beheerder, contact, Tubekit',
		},
		h1: 'Colofon',
		intro:
			'Wie deze website beheert en hoe je de beheerder bereikt, zoals de beheerder het heeft gepubliceerd. De tekst hieronder is van de beheerder zelf en kan in diens taal zijn geschreven.',
		textTitle: 'Gegevens van de beheerder',
	},
	terms: {
		meta: {
			title: 'Gebruiksvoorwaarden: verantwoord gebruik van YouTube-tools – Tubekit',
			description:
				'Regels voor de gratis YouTube-tools en de API van Tubekit: de limieten die ze gratis houden, het auteursrecht en de regels van YouTube, AI-hashtags controleren en aansprakelijkheid.',
			keywords:
				'Tubekit gebruiksvoorwaarden, voorwaarden, voorwaarden YouTube-tools, API-limieten, auteursrecht, thumbnails, transcripten, open source',
		},
		h1: 'Gebruiksvoorwaarden',
		intro: {
			p1: 'Deze voorwaarden gelden als je deze website gebruikt, een installatie van Tubekit. Met ‘we’ bedoelen we de beheerder ervan, degene die deze site draait; met ‘je’ bedoelen we jou, de bezoeker.',
			p2: 'Kort gezegd: de tools zijn gratis, blijf binnen de limieten, respecteer het auteursrecht van anderen en de regels van YouTube, en controleer wat de AI voorstelt.',
		},
		acceptance: {
			title: 'Aanvaarding van deze voorwaarden',
			p1: 'Door deze site te gebruiken, aanvaard je deze voorwaarden. Ben je het er niet mee eens, gebruik de site dan niet.',
			p2: 'Welke gegevens de site verzamelt en hoe daarmee wordt omgegaan, lees je in ons privacybeleid.',
			privacyLink: 'Lees het privacybeleid',
		},
		service: {
			title: 'De dienst',
			p1: 'Tubekit biedt gratis tools voor YouTube-makers: de Thumbnaildownloader, de Profielfotodownloader, de Transcriptdownloader, de Hashtaggenerator en de Hoofdstukgenerator, met daarnaast gidsen, een Helpcentrum en een API voor ontwikkelaars. Je hebt geen account nodig en er valt niets te betalen.',
			p2: 'We bieden de dienst gratis aan. We kunnen hem op elk moment wijzigen, waaronder functies toevoegen, veranderen of verwijderen.',
			p3: 'De tools zijn afhankelijk van YouTube. YouTube kan beperken hoeveel verzoeken het van onze server accepteert; meldt een tool dat, wacht dan 5 tot 10 minuten en probeer het opnieuw.',
		},
		use: {
			title: 'De tools en de API gebruiken',
			p1: 'Je mag de tools in je browser gebruiken, hele afspeellijsten en kanalen in één keer ophalen en de gedocumenteerde API voor ontwikkelaars aanroepen vanuit je eigen scripts en programma’s, binnen de limieten waarop deze site is ingesteld. Elke limiet geldt per bezoeker, geteld via de hash met sleutel van je IP-adres; bereik je er een, dan zegt de site hoelang je moet wachten voordat je het opnieuw probeert:',
			items: {
				i1: '{apiPerMinute} verzoeken aan de tools per minuut, via de pagina’s en de API samen,',
				i2: '{batchesPerHour} downloads van afspeellijsten of kanalen per uur, één tegelijk, elk met maximaal {batchMaxVideos} video’s,',
				i3: '{imagesPerMinute} afbeeldingen per minuut,',
				i4: '{contactPerHour} contactberichten per uur.',
			},
			apiLink: 'Lees de API-documentatie',
		},
		rules: {
			title: 'Wat niet mag',
			p1: 'Om de tools voor iedereen gratis en bruikbaar te houden, ga je ermee akkoord niets van het volgende te doen. We kunnen toegang die deze regels overtreedt, beperken of blokkeren.',
			items: {
				i1: 'De limieten hierboven omzeilen, bijvoorbeeld door verzoeken over veel IP-adressen te verdelen, of delen van de site als API aanroepen die de API-documentatie niet als zodanig beschrijft.',
				i2: 'De site of de server ervan aanvallen: proberen hem te overbelasten, de beveiliging te doorbreken of in het beheergedeelte te komen.',
				i3: 'De site gebruiken voor iets illegaals of om inbreuk te maken op de rechten van anderen.',
			},
		},
		content: {
			title: 'Content van YouTube',
			p1: 'Thumbnails, profielfoto’s, banners en transcripten zijn van hun eigenaren: de makers en andere rechthebbenden, niet van Tubekit en niet van jou. Tubekit haalt alleen op wat YouTube zelf beschikbaar stelt; het geeft je daar geen rechten op.',
			p2: 'Je bent zelf verantwoordelijk voor hoe je gebruikt wat je downloadt, en de Servicevoorwaarden van YouTube en het auteursrecht zijn erop van toepassing. Gebruik het verantwoord en alleen waar dat mag, bijvoorbeeld:',
			items: {
				i1: 'voor je eigen video’s en je eigen kanaal,',
				i2: 'binnen de uitzonderingen die het auteursrecht van je land toestaat, zoals citeren in een recensie of kritiek, voor zover het doel van het citaat dat rechtvaardigt en met vermelding van de bron,',
				i3: 'voor alles waarvoor de eigenaar je toestemming heeft gegeven.',
			},
		},
		ai: {
			title: 'Door AI gegenereerde hashtags',
			p1: 'De suggesties van de Hashtaggenerator worden gemaakt door een AI-model dat op deze server draait, of door een ingebouwde generator als er geen model beschikbaar is (de pagina vermeldt welke van de twee). Het zijn suggesties, geen feiten: ze kunnen onjuist zijn, naast het onderwerp liggen of niet geschikt zijn voor je video.',
			p2: 'Controleer elke hashtag voordat je hem gebruikt. Je bent zelf verantwoordelijk voor wat je publiceert, en de eigen regels van YouTube gelden: YouTube negeert bijvoorbeeld alle hashtags van een video die er meer dan 60 heeft, en staat geen hashtags toe die niets met de video te maken hebben of misleidend zijn.',
		},
		liability: {
			title: 'Beschikbaarheid en aansprakelijkheid',
			p1: 'Tubekit is gratis. We kunnen niet beloven dat de site altijd beschikbaar, foutloos of snel is, dat elk resultaat volledig of juist is, of dat YouTube de gegevens waarop de tools steunen, blijft aanbieden.',
			p2: 'We zijn onbeperkt aansprakelijk voor schade die we opzettelijk of door grove nalatigheid veroorzaken, voor dood, lichamelijk letsel of schade aan de gezondheid, op grond van de productaansprakelijkheid en voor zover we een garantie hebben gegeven.',
			p3: 'Schenden we door lichte nalatigheid een wezenlijke verplichting, dan is onze aansprakelijkheid beperkt tot de schade die bij het gebruik voorzienbaar en gebruikelijk was. Een wezenlijke verplichting is een verplichting waarvan de nakoming een goed gebruik van de dienst pas mogelijk maakt en op de nakoming waarvan je normaal gesproken mag vertrouwen. Buiten deze gevallen zijn we voor lichte nalatigheid niet aansprakelijk.',
			p4: 'Deze regels gelden ook voor de mensen die we inzetten om de site te draaien. Ze beperken niet de rechten die je als consument hebt op grond van het dwingende recht van het land waar je woont.',
		},
		thirdParties: {
			title: 'YouTube en andere derden',
			p1: 'YouTube is een handelsmerk van Google LLC. Tubekit is niet verbonden aan YouTube of Google en wordt niet door hen onderschreven of gesponsord.',
			p2: 'De tools werken met content die YouTube beschikbaar stelt. Gebruik je die content, dan gelden naast deze voorwaarden ook de Servicevoorwaarden van YouTube.',
		},
		changes: {
			title: 'Wijzigingen in deze voorwaarden',
			p1: 'We kunnen deze voorwaarden bijwerken. Een wijziging kondigen we aan door de nieuwe tekst op deze pagina te publiceren, met de datum van de wijziging bovenaan. De site heeft geen accounts en bewaart geen adres van je, dus we kunnen je niet persoonlijk op de hoogte brengen: kijk naar de datum als je terugkomt.',
			p2: 'Nieuwe voorwaarden gelden voor je gebruik van de site vanaf de dag dat ze zijn gepubliceerd; wat je daarvoor deed, valt onder de voorwaarden die toen golden. Ben je het niet eens met nieuwe voorwaarden, stop dan met het gebruik van de site.',
		},
		contact: {
			title: 'Contact',
			p1: 'Vragen over deze voorwaarden? Schrijf ons via het contactformulier.',
			link: 'Naar het contactformulier',
		},
		openSource: {
			title: 'Opensourcesoftware',
			p1: 'Tubekit is opensourcesoftware: iedereen mag er een eigen installatie van draaien. De licentie van de software geldt voor de code; deze voorwaarden gelden voor het gebruik van deze website.',
			p2: 'Wie een installatie draait, is de beheerder ervan. Host je Tubekit zelf, dan ben jij de beheerder van je installatie en verantwoordelijk voor de eigen voorwaarden ervan, het privacybeleid en de manier waarop met gegevens wordt omgegaan, inclusief het toevoegen van je eigen juridische gegevens, zoals een colofon, waar de wet dat vereist.',
		},
	},
} satisfies NamespaceLegalTranslation

export default nl_legal
