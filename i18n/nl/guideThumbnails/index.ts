import type { NamespaceGuideThumbnailsTranslation } from '../../i18n-types'

const nl_guideThumbnails = {
	meta: {
		title: 'YouTube-thumbnails ontwerpen: principes, kleuren, tools – Tubekit',
		description:
			'Ontwerp YouTube-thumbnails waarop kijkers klikken: de eisen aan het formaat, zes ontwerpprincipes, kleurstrategieën en paletten, veelgemaakte fouten en gratis tools.',
		keywords:
			'youtube thumbnail ontwerpen, youtube thumbnail formaat, youtube thumbnail maken, tips voor thumbnails, kleuren voor thumbnails, fouten in thumbnails, gratis thumbnail maker, thumbnail 1280x720',
	},
	h1: 'Thumbnails ontwerpen waarop kijkers klikken',
	badges: {
		b1: 'Basis van ontwerp',
		b2: '20 min. leestijd',
		b3: 'Gratis tools',
	},
	intro: {
		p1: 'Je thumbnail is vaak het eerste wat een kijker van je video ziet: in de zoekresultaten, op de startpagina, naast andere video’s, op een telefoon of op een tv. In een seconde of twee moet hij laten zien waar de video over gaat en waarom die het bekijken waard is.',
		p2: 'Deze gids behandelt de technische eisen van YouTube, zes ontwerpprincipes, het gebruik van kleur, de fouten die je klikken kosten en gratis tools om thumbnails te maken. Je hebt geen ontwerpopleiding nodig, alleen de gewoonte om je werk te bekijken op het formaat waarop kijkers het echt zien.',
	},
	tabs: {
		label: 'Onderdelen van de gids',
		principles: 'Principes',
		colors: 'Kleuren',
		mistakes: 'Fouten',
		tools: 'Tools',
	},
	principles: {
		title: 'Zes principes van een goede thumbnail',
		intro:
			'Het eerste principe draait om de regels van YouTube zelf; de andere vijf zijn ontwerpgewoonten die in bijna elke niche werken.',
		tipLabel: 'Tip',
		list: {
			p1: {
				title: 'Zorg dat de technische basis klopt',
				text: 'YouTube Help (‘Eigen thumbnails toevoegen’, hieronder gelinkt) raadt 1280×720 pixels aan (minstens 640 pixels breed) in de beeldverhouding 16:9, als JPG-, GIF- of PNG-bestand. Lange tijd was 2 MB de grens voor de bestandsgrootte; YouTube Studio op een computer accepteert op sommige kanalen nu grotere bestanden, dus kijk wat het uploadvenster aangeeft. Maak de afbeelding zo groot als de regels toestaan: ingesloten spelers tonen hem ook voordat de video start. Een afbeelding met een andere beeldverhouding wordt geschaald en krijgt zwarte balken.',
				tip: 'Eigen thumbnails horen bij de functies van het middelste niveau van YouTube. Je ontgrendelt ze eenmalig in de kanaalinstellingen van YouTube Studio door een telefoonnummer te bevestigen (zie YouTube Help over functies van het middelste en hoogste niveau). Dat heeft niets te maken met de verificatiebadge naast de naam van een kanaal. Een JPG van maximaal 2 MB werkt overal, ook in de mobiele app. Voor Shorts werkt het anders: daar kies je in de mobiele YouTube-app een frame uit de Short als thumbnail.',
			},
			p2: {
				title: 'Ontwerp voor het kleinste scherm',
				text: 'De meeste kijkers zien je thumbnail veel kleiner dan je hem ontwerpt, op een telefoon vaak niet breder dan je duim. Dunne lijnen, kleine objecten en kleine tekst verdwijnen op dat formaat. Ontwerp op volledige grootte, maar beoordeel je werk in het klein.',
				tip: 'Zoom uit tot de thumbnail zo groot is als een postzegel, of bekijk hem op je telefoon. Zie je niet binnen een seconde wat erop staat, maak hem dan eenvoudiger. Let op de veilige zones: rechtsonder toont YouTube de lengte van de video; op een computer verschijnen rechtsboven de knoppen Later bekijken en Toevoegen aan wachtrij zodra iemand met de muis over de thumbnail gaat; en sommige weergaven ronden de hoeken af of snijden de randen een beetje af. Houd gezichten, tekst en het belangrijkste object weg van de hoeken en de randen.',
			},
			p3: {
				title: 'Eén duidelijk onderwerp',
				text: 'Een sterke thumbnail heeft één blikvanger: een gezicht, een product, een resultaat, een voor-en-na. Al het andere ondersteunt die blikvanger, of gaat eruit. Maak het onderwerp los van de achtergrond met licht, een omlijning, vervaging of een effen achtergrond, zodat het oog het meteen vindt.',
				tip: 'Gebruik de regel van derden: zet het onderwerp buiten het midden en plaats eventuele tekst in de vrije ruimte ernaast, niet eroverheen.',
			},
			p4: {
				title: 'Laat emotie zien die bij de video past',
				text: 'Gezichten trekken de aandacht, en een duidelijke gezichtsuitdrukking vertelt kijkers wat voor video ze kunnen verwachten: verrassing, nieuwsgierigheid, concentratie, plezier. De uitdrukking moet passen bij de toon van de video; een geschrokken gezicht bij een rustige tutorial wekt de verkeerde verwachting. Niet elke niche heeft een gezicht nodig: producten, eten en landschappen kunnen een thumbnail prima in hun eentje dragen.',
				tip: 'Maak tijdens het filmen een paar foto’s speciaal voor de thumbnail, met goed licht en de uitdrukking die je wilt, in plaats van later naar een bruikbaar frame te zoeken.',
			},
			p5: {
				title: 'Weinig woorden, grote letters',
				text: 'Tekst op een thumbnail moet iets toevoegen aan de titel, niet de titel herhalen. Gebruik hooguit een paar woorden, in een vet en eenvoudig lettertype dat groot genoeg is om op een telefoon te lezen. Bewaar tekst voor de prikkel die het beeld niet zelf kan laten zien: een resultaat, een vraag, een getal, een contrast.',
				tip: 'Geef tekst een dikke omlijning, een schaduw of een effen vlak erachter, zodat hij leesbaar blijft op een drukke achtergrond.',
			},
			p6: {
				title: 'Beloof alleen wat de video waarmaakt',
				text: 'Een thumbnail is een belofte. Kijkers die klikken en niet vinden wat de thumbnail liet zien, haken snel af, en thumbnails die kijkers misleiden of schokkende beelden tonen, kunnen in strijd zijn met de Communityrichtlijnen van YouTube. De beste thumbnail trekt de kijkers die van de hele video zullen genieten, niet simpelweg de meeste klikken.',
				tip: 'Kun je Testen en vergelijken gebruiken voor je video, upload dan twee of drie versies van je thumbnail: YouTube kiest de winnaar op basis van het aandeel in de weergavetijd, niet alleen op klikken.',
			},
		},
	},
	colors: {
		title: 'Kleur gebruiken',
		intro:
			'Kleur valt op voordat iemand ook maar één woord leest. Met kleur maak je je onderwerp los van de achtergrond, zet je de sfeer van de video neer en maak je je kanaal herkenbaar in een volle feed, als je er consequent mee bent.',
		strategiesTitle: 'Vijf kleurstrategieën',
		strategies: {
			s1: {
				title: 'Contrast gaat voor alles',
				text: 'Het verschil tussen licht en donker is belangrijker dan de kleurtoon. Zet een licht onderwerp op een donkere achtergrond of andersom, en bekijk je ontwerp in grijstinten: springen onderwerp en tekst er in zwart-wit niet uit, dan doen ze dat in kleur ook niet.',
			},
			s2: {
				title: 'Combineer complementaire kleuren',
				text: 'Kleuren die tegenover elkaar op de kleurencirkel liggen, zoals oranje en blauw, geel en paars of rood en blauwgroen, versterken elkaar. Gebruik de ene kleur voor het onderwerp of de tekst en de andere voor de achtergrond.',
			},
			s3: {
				title: 'Val op in je omgeving',
				text: 'Je thumbnail staat op de witte of donkere interface van YouTube, naast andere video’s over hetzelfde onderwerp. Zoek op je onderwerp, bekijk de resultaten en kies kleuren die daar ontbreken: is elke thumbnail rood, dan valt het oog op een gele of groene.',
			},
			s4: {
				title: 'Houd het palet klein',
				text: 'Twee of drie hoofdkleuren plus zwart of wit zijn meestal genoeg; elke extra kleur vecht om aandacht. Houd de blikvanger verzadigd en de achtergrond rustiger, zodat het onderwerp opvalt zonder dat het hele beeld schreeuwerig wordt.',
			},
			s5: {
				title: 'Maak kleur deel van je merk',
				text: 'Kies een klein aantal vaste kleuren en gebruik die op elke thumbnail, samen met hetzelfde lettertype en een vergelijkbare opmaak. Vaste kijkers herkennen je video’s dan in één oogopslag, en elke serie kan een eigen accentkleur uit die set krijgen.',
			},
		},
		note: 'Veel mensen zien kleuren anders, het vaakst rood en groen. Laat een verschil tussen rood en groen nooit in zijn eentje de boodschap dragen: een duidelijk verschil in helderheid werkt voor iedereen.',
		palettesTitle: 'Voorbeeldpaletten',
		palettesIntro:
			'Uitgangspunten om aan te passen, geen regels. De sferen hieronder zijn gangbare ontwerpconventies en een kwestie van smaak, geen onderzoeksresultaten: kleuren komen per cultuur en niche anders over. Kies het palet dat het dichtst bij het gevoel van je video ligt en test het op klein formaat.',
		colorsLabel: 'Kleuren',
		moodLabel: 'Sfeer (kwestie van smaak)',
		palettes: {
			p1: {
				name: 'Veel energie',
				colors: 'geel, zwart, wit',
				mood: 'Krachtig en urgent: challenges, gaming, nieuws en how-to’s die draaien om het resultaat.',
			},
			p2: {
				name: 'Strakke tech',
				colors: 'marineblauw, elektrisch cyaan, wit',
				mood: 'Modern en precies: techreviews, softwaretutorials, wetenschap.',
			},
			p3: {
				name: 'Warm en vriendelijk',
				colors: 'koraal, crème, blauwgroen',
				mood: 'Uitnodigend en persoonlijk: lifestyle, eten, reisvlogs.',
			},
			p4: {
				name: 'Rustig en betrouwbaar',
				colors: 'bosgroen, gebroken wit, mosterdgeel',
				mood: 'Nuchter en geloofwaardig: onderwijs, persoonlijke financiën, doe-het-zelf, welzijn.',
			},
		},
	},
	mistakes: {
		title: 'Zes veelgemaakte fouten in thumbnails',
		intro: 'Deze problemen kosten het vaakst klikken. Elk ervan is snel verholpen zodra je weet waarop je moet letten.',
		fixLabel: 'Oplossing',
		list: {
			m1: {
				title: 'Te veel tekst',
				text: 'Een hele zin op een thumbnail is op een telefoon niet te lezen en concurreert met je titel om de aandacht.',
				fix: 'Kort de tekst in tot een paar woorden die iets toevoegen aan de titel, of laat de tekst weg en laat het beeld spreken.',
			},
			m2: {
				title: 'Een rommelig beeld',
				text: 'Meerdere gezichten, pijlen, emoji’s, logo’s en een drukke achtergrond: het oog weet niet waar het moet kijken.',
				fix: 'Houd één onderwerp en hooguit één ondersteunend element. Vervaag, verdonker of vervang de achtergrond.',
			},
			m3: {
				title: 'Weinig contrast en donkere foto’s',
				text: 'Een donker frame uit de video, of tekst in een kleur die sterk op de achtergrond lijkt, verdwijnt in de feed, vooral op kleine schermen.',
				fix: 'Maak het onderwerp lichter en verhoog het contrast, voeg een omlijning of randlicht toe en controleer het ontwerp in grijstinten.',
			},
			m4: {
				title: 'Clickbait die niet waarmaakt wat hij belooft',
				text: 'Iets laten zien wat niet in de video zit, levert misschien een klik op, maar kijkers haken vroeg af en vertrouwen je volgende thumbnail minder. Misleidende thumbnails kunnen ook in strijd zijn met het beleid van YouTube.',
				fix: 'Laat een echt moment of resultaat uit de video zien. Overdrijf in de presentatie, nooit in de inhoud.',
			},
			m5: {
				title: 'Verkeerd formaat of een wazig beeld',
				text: 'Een afbeelding met de verkeerde beeldverhouding krijgt zwarte balken, en een kleine afbeelding die is opgeschaald, ziet er op grote schermen en tv’s onscherp uit.',
				fix: 'Begin elk ontwerp op een canvas van 1280×720 met scherpe bronafbeeldingen in hoge resolutie, en exporteer een JPG van maximaal 2 MB: die werkt bij elke manier van uploaden.',
			},
			m6: {
				title: 'Belangrijke details in de hoeken of aan de onderrand',
				text: 'YouTube toont de lengte van de video in de rechterbenedenhoek, en een rode voortgangsbalk langs de onderrand voor kijkers die al zijn begonnen met kijken. Op een computer bedekken de knoppen Later bekijken en Toevoegen aan wachtrij de rechterbovenhoek zolang de muis op de thumbnail staat. Alles wat daar belangrijk is, kan worden afgedekt.',
				fix: 'Houd gezichten, tekst en het belangrijkste object weg van de hoeken en de onderrand.',
			},
		},
	},
	tools: {
		title: 'Tools om thumbnails te maken',
		intro:
			'Je hebt geen dure software nodig. Deze tools zijn gratis of hebben een gratis versie, en dekken alles van snelle sjablonen tot gedetailleerde fotobewerking.',
		list: {
			t1: {
				name: 'Canva',
				text: 'Een web- en mobiele app met kant-en-klare sjablonen voor YouTube-thumbnails op het juiste formaat. Zet je foto erin, pas tekst en kleuren aan en exporteer een JPG of PNG. De gratis versie volstaat voor de meeste thumbnails; voor sommige functies, zoals de achtergrond verwijderen met één klik, heb je een betaald abonnement nodig.',
			},
			t2: {
				name: 'GIMP',
				text: 'Een gratis opensource-beeldbewerkingsprogramma voor Windows, macOS en Linux. Met lagen, maskers, selectiegereedschappen en kleuraanpassingen doe je gedetailleerd fotowerk, zoals een onderwerp uitknippen. Het kost meer tijd om te leren, maar niets zit achter een abonnement.',
			},
			t3: {
				name: 'Photopea',
				text: 'Een gratis beeldbewerker die in je browser draait en grotendeels werkt zoals Photoshop, met lagen en ondersteuning voor PSD-bestanden. Handig op een computer waarop je geen software kunt installeren. De gratis versie toont advertenties; met een betaald abonnement verdwijnen ze.',
			},
			t4: {
				name: 'Figma',
				text: 'Een ontwerptool in de browser met een gratis versie, gemaakt voor lay-outs. Bouw één sjabloon voor je thumbnails met vaste plekken voor gezicht, tekst en logo, en dupliceer het voor elke video: een makkelijke manier om op je hele kanaal één consistente stijl aan te houden.',
			},
			t5: {
				name: 'Thumbnaildownloader van Tubekit',
				text: 'Plak de link van een YouTube-video om de thumbnail te zien in elk formaat dat YouTube bewaart, van HD 1280×720 tot 120×90. Gebruik hem om te bestuderen wat in je niche werkt, om te zien hoe je eigen thumbnail overeind blijft op de kleine formaten die kijkers zien, of om een thumbnail terug te halen waarvan je het originele bestand kwijt bent. Thumbnails zijn van hun makers: gebruik afbeeldingen van andere kanalen als referentie, niet als je eigen werk.',
				link: 'Open de Thumbnaildownloader',
			},
		},
	},
	workedExample: {
		title: 'Een uitgewerkt voorbeeld',
		intro:
			'Sam bespreekt budgetkoptelefoons op een klein techkanaal. Zo bepalen de principes de thumbnail voor ‘De beste budgetkoptelefoons onder de 50 euro’. Sam en het kanaal zijn verzonnen; de stappen volgen deze gids.',
		steps: {
			s1: 'Basis: een canvas van 1280×720 in Figma, geëxporteerd als JPG van ongeveer 400 kB, ruim binnen de grens.',
			s2: 'Onderwerp: één koptelefoon, groot en iets links van het midden, van opzij belicht en vrijstaand op een effen marineblauwe achtergrond.',
			s3: 'Emotie: geen geschrokken gezicht, maar Sams hand die de koptelefoon naar de camera houdt: dit is een rustige, praktische review, en dat laat de thumbnail ook zien.',
			s4: 'Tekst: twee woorden, ‘ONDER € 50’, in dikke witte letters in de vrije ruimte rechts. De titel zegt al ‘beste budgetkoptelefoons’, dus de thumbnail herhaalt dat niet.',
			s5: 'Kleur: de zoekresultaten voor het onderwerp staan vol witte en grijze productfoto’s, dus Sam gebruikt het marineblauw en cyaan van het kanaal, en dat valt daar op.',
			s6: 'Controle: verkleind tot het formaat van een feed op een telefoon zijn de koptelefoon en de twee woorden nog steeds duidelijk. Er staat niets belangrijks in de rechterbenedenhoek, waar de lengte van de video verschijnt, of in de rechterbovenhoek, waar op een computer de knoppen verschijnen als je er met de muis overheen gaat.',
		},
		result:
			'Sam uploadt twee versies naar Testen en vergelijken, een met de tekst en een zonder, en houdt de versie die YouTube kiest op basis van het aandeel in de weergavetijd.',
	},
	resources: {
		title: 'Meer lezen bij YouTube',
		r1: {
			label: 'YouTube Help: Eigen thumbnails toevoegen',
			url: 'https://support.google.com/youtube/answer/72431',
		},
		r2: {
			label: 'YouTube Help: Tips voor thumbnails en titels',
			url: 'https://support.google.com/youtube/answer/12340300',
		},
		r3: {
			label: 'YouTube Help: Titels en thumbnails A/B-testen',
			url: 'https://support.google.com/youtube/answer/16391400',
		},
	},
	disclaimer: 'YouTube is een handelsmerk van Google LLC. Tubekit is niet verbonden aan YouTube of Google.',
} satisfies NamespaceGuideThumbnailsTranslation

export default nl_guideThumbnails
