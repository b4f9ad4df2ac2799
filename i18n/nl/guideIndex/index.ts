import type { NamespaceGuideIndexTranslation } from '../../i18n-types'

const nl_guideIndex = {
	meta: {
		title: 'YouTube-gidsen: SEO, thumbnails en ondertiteling – Tubekit',
		description:
			'Gratis, praktische gidsen voor YouTube-makers: SEO, hashtags, thumbnails ontwerpen, ondertiteling en transcripten, en een productieworkflow van idee tot upload.',
		keywords:
			'youtube gidsen, youtube seo gids, thumbnail ontwerpen, video transcriptie, youtube contentworkflow, tips voor youtubers',
	},
	h1: 'Gidsen voor YouTube-makers',
	intro:
		'Gidsen die je stap voor stap helpen om gevonden en aangeklikt te worden en sneller te werken: concrete stappen in plaats van vaag advies. Elke gids laat zien waar de gratis tools van Tubekit je tijd besparen.',
	featured: {
		title: 'Uitgelichte gidsen',
	},
	more: {
		title: 'Meer gidsen',
	},
	cards: {
		seo: {
			title: 'YouTube-SEO-gids',
			description:
				'Een aanpak in vijf stappen om zoekwoorden te kiezen en titels, beschrijvingen en hoofdstukken te schrijven waarmee mensen je video’s vinden, plus strategieën voor als de basis staat.',
			alt: 'Illustratie van een vergrootglas boven een lijst met zoekresultaten voor video’s',
		},
		thumbnails: {
			title: 'Gids voor het ontwerpen van thumbnails',
			description:
				'De principes achter thumbnails waarop mensen klikken: een duidelijk onderwerp, leesbare tekst en sterk kleurcontrast, plus de fouten die je beter vermijdt en programma’s om mee te ontwerpen.',
			alt: 'Illustratie van een schets van een thumbnail met een gezicht, grote vette tekst en kleurstalen ernaast',
		},
		transcription: {
			title: 'Gids voor videotranscriptie',
			description:
				'Maak van wat je zegt nauwkeurige ondertiteling: een aanpak in vier stappen, de belangrijkste soorten ondertiteling vergeleken, hoe transcripten je vindbaarder maken en welke talen je daarna toevoegt.',
			alt: 'Illustratie van een videospeler waarvan de ondertitelregels in een tekstdocument stromen',
		},
		workflow: {
			title: 'Gids voor je contentworkflow',
			description:
				'Een herhaalbaar systeem van idee tot upload in vijf fasen, met realistische tijdsinschattingen, sjablonen voor vier soorten video’s en een voorbeeld van een weekplanning.',
			alt: 'Illustratie van een checklist die van een gloeilamp naar een gepubliceerde video leidt',
		},
		hashtags: {
			title: 'Gids voor YouTube-hashtags',
			description:
				'Waar hashtags horen en welke YouTube laat zien, de regels waardoor video’s uit de zoekresultaten verdwijnen of worden verwijderd, zes stappen om een paar goede te kiezen en de fouten die je beter vermijdt.',
			alt: 'Illustratie van een hashtagsymbool naast een stijgend staafdiagram',
		},
	},
	readTime: '{minutes} min. leestijd',
	readGuide: 'Lees de gids',
	tips: {
		title: 'Snelle tips voor makers',
		intro: 'Kleine gewoonten die bij elke video verschil maken.',
		items: {
			t1: {
				title: 'Begin met de woorden waarop mensen zoeken',
				text: 'Zet je hoofdonderwerp vooraan in de titel. Lange titels worden in zoekresultaten en op telefoons afgekapt, dus de eerste paar woorden moeten zeggen waar de video over gaat.',
			},
			t2: {
				title: 'Beoordeel je thumbnail op klein formaat',
				text: 'Ontwerp hem op 1280×720, het formaat dat YouTube aanraadt, maar bekijk hem ook verkleind tot ongeveer 320×180, want zo klein verschijnt hij in de feed. Zijn het onderwerp of de tekst dan niet meer duidelijk, maak hem dan eenvoudiger.',
			},
			t3: {
				title: 'Laat de eerste regels van je beschrijving tellen',
				text: 'Alleen de eerste regels zijn zichtbaar voordat kijkers op ‘meer’ tikken. Zeg daar wat de video oplevert, in de woorden waarop mensen zouden zoeken. Voeg een paar passende hashtags toe: heeft je titel er zelf geen, dan verschijnen de eerste drie erboven.',
			},
			t4: {
				title: 'Voeg hoofdstukken toe',
				text: 'Zet tijdstempels met korte titels in je beschrijving. YouTube maakt er hoofdstukken van als de eerste op 0:00 begint, er minstens drie zijn en elk hoofdstuk minstens 10 seconden duurt.',
			},
			t5: {
				title: 'Verbeter je automatische ondertiteling',
				text: 'De automatische ondertiteling van YouTube zit vaak fout bij namen, merken en vaktermen. Die verbeteren in het onderdeel Ondertiteling van YouTube Studio kost een paar minuten en helpt iedereen die zonder geluid kijkt.',
			},
			t6: {
				title: 'Let in het rapport Publieksloyaliteit op de eerste 30 seconden',
				text: 'In YouTube Studio laat de grafiek in het rapport Publieksloyaliteit zien wanneer kijkers afhaken. Een steile daling meteen aan het begin betekent meestal dat de opening niet waarmaakt wat de titel en de thumbnail beloofden.',
			},
		},
	},
	workflow: {
		title: 'Waar Tubekit in je workflow past',
		intro:
			'De vijf tools in de volgorde waarin je ze waarschijnlijk nodig hebt, van het plannen van een video tot het samenwerken met andere kanalen.',
		steps: {
			step1: {
				title: 'Plannen: vind je zoekwoorden',
				text: 'Typ je onderwerp in de Hashtaggenerator voordat je een script schrijft. De groepen Aanbevolen en Long-tail brengen je op invalshoeken en formuleringen waaraan je misschien nog niet had gedacht. Ze komen van een AI-model, niet uit zoekgegevens, dus typ de veelbelovendste in de zoekbalk van YouTube om te zien wat er al goed scoort.',
				link: 'Open de Hashtaggenerator',
			},
			step2: {
				title: 'Onderzoeken: bestudeer de concurrentie',
				text: 'Download de thumbnails van de best scorende video’s over je onderwerp en leg ze naast elkaar: welke kleuren, gezichten en woorden komen steeds terug? Gebruik ze als referentie om de jouwe te laten opvallen, niet om na te maken.',
				link: 'Open de Thumbnaildownloader',
			},
			step3: {
				title: 'Publiceren: hoofdstukken toevoegen',
				text: 'Zodra je upload openbaar of verborgen is en YouTube er ondertiteling voor heeft gemaakt, plak je de link in de Hoofdstukgenerator. Die stelt hoofdstukken voor uit het transcript, plus een conceptbeschrijving: controleer de titels en plak de lijst daarna in je beschrijving.',
				link: 'Open de Hoofdstukgenerator',
			},
			step4: {
				title: 'Hergebruiken: haal meer uit wat je zei',
				text: 'Zodra je video gepubliceerd is en ondertiteling heeft, download je het transcript. Gebruik het SRT-bestand voor verbeterde of vertaalde ondertiteling, en de tekst als startpunt voor een blogpost, shownotes of scripts voor Shorts.',
				link: 'Open de Transcriptdownloader',
			},
			step5: {
				title: 'Samenwerken: zorg voor de juiste profielfoto',
				text: 'Plan je een samenwerking? Download met toestemming de profielfoto van je partner in 800×800 voor de aankondiging. Het is ook een snelle manier om te zien hoe je eigen foto eruitziet in de kleine formaten die YouTube toont.',
				link: 'Open de Profielfotodownloader',
			},
		},
	},
	helpCentre: {
		title: 'Vragen over een tool?',
		text: 'Het Helpcentrum legt afmetingen, bestandsformaten, talen en foutmeldingen uit, en zet oplossingen voor de meest voorkomende problemen op een rij.',
		link: 'Naar het Helpcentrum',
	},
	common: {
		previous: 'Vorige gids',
		next: 'Volgende gids',
		backToGuides: 'Terug naar alle gidsen',
		navLabel: 'Navigatie tussen gidsen',
		onThisPage: 'Op deze pagina',
		published: 'Gepubliceerd',
		updated: 'Laatst bijgewerkt',
		tryTool: 'Probeer de tool',
	},
} satisfies NamespaceGuideIndexTranslation

export default nl_guideIndex
