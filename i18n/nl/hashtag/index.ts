import type { NamespaceHashtagTranslation } from '../../i18n-types'

const nl_hashtag = {
	meta: {
		title: 'Hashtaggenerator voor YouTube (gratis, met lokale AI) – Tubekit',
		description:
			'Trending, aanbevolen en long-tail-hashtags voor je YouTube-video, op basis van een paar zoekwoorden of de videolink. Een lokaal AI-model bedenkt ze: niets verlaat deze server.',
		keywords: 'youtube hashtag generator, youtube hashtags, hashtags voor youtube video’s, youtube tags, ai hashtags',
	},
	intro:
		'Vul een paar zoekwoorden in of plak een videolink, kies eventueel een categorie en je krijgt drie groepen hashtags die aan de regels van YouTube voldoen.',
	inputLabel: 'Zoekwoorden of een YouTube-videolink',
	placeholder: 'bijv. minecraft, redstone, tutorial',
	categoryLabel: 'Categorie (optioneel)',
	categoryAny: 'Elke categorie',
	regionLabel: 'YouTube-regio (waar zoekresultaten en suggesties vandaan komen)',
	regionName: 'YouTube-regio',
	categories: {
		gaming: 'Gaming',
		tech: 'Technologie',
		beauty: 'Beauty',
		food: 'Eten',
		fitness: 'Fitness',
		travel: 'Reizen',
		music: 'Muziek',
		education: 'Onderwijs',
		comedy: 'Comedy',
		lifestyle: 'Lifestyle',
	},
	submit: 'Hashtags genereren',
	loading: 'Hashtags worden gegenereerd…',
	elapsed: 'Je hashtags worden bedacht… {seconds} s',
	failed: 'Hashtags genereren is mislukt. Probeer het opnieuw met andere zoekwoorden.',
	invalid: 'Vul een paar zoekwoorden in',
	builtinNote:
		'YouTube liet voor deze woorden net geen video’s of zoeksuggesties zien, dus deze hashtags zijn alleen uit je eigen woorden gemaakt: elk is een woord of woordgroep die je hebt getypt.',
	basisNote: {
		transcript: 'Gemaakt op basis van de titel en het transcript van de video.',
		transcriptKeywords: 'Gemaakt op basis van je zoekwoorden en de titel en het transcript van de video.',
		title: 'Gemaakt op basis van de titel van de video en wat YouTube daarvoor laat zien.',
		titleKeywords: 'Gemaakt op basis van de titel van de video, je zoekwoorden en wat YouTube daarvoor laat zien.',
		keywords: 'Alleen gemaakt op basis van je zoekwoorden – YouTube gaf de gegevens van deze video niet vrij.',
	},
	groups: {
		trending: 'Trending',
		hashtags: 'Aanbevolen',
		longTail: 'Long-tail',
	},
	groupHints: {
		trending: 'Breed en populair, maar met veel concurrentie.',
		hashtags: 'Specifiek voor je onderwerp: begin hiermee.',
		longTail: 'Specifieke zoektermen met minder concurrentie.',
	},
	videoTags: {
		title: 'De eigen tags van de video',
		hintOf:
			'De tags die het kanaal voor ‘{title}’ in YouTube Studio heeft ingevuld. Kijkers zien ze niet; ze helpen vooral bij woorden die vaak verkeerd gespeld worden.',
		copiedAll: 'Tags gekopieerd, met komma’s ertussen, klaar voor het veld Tags in YouTube Studio',
		copiedOne: 'Tag {tag} gekopieerd',
		copyOne: 'Tag {tag} kopiëren',
		copyFailed: 'Je browser staat kopiëren niet toe. Selecteer de tags en kopieer ze zelf.',
	},
	count: '{count} {{hashtag|hashtags}}',
	copyAdvised: 'De {count} aanbevolen kopiëren',
	copyAllCount: 'Alle {count} kopiëren',
	copiedAdvised: 'De aanbevolen hashtags zijn gekopieerd: plak ze in je beschrijving',
	evidence: {
		makerYoutube:
			'Gemaakt van wat YouTube toont voor ‘{query}’ (regio: {region}): {videos} video’s in de zoekresultaten en {suggestions} zoeksuggesties.',
		makerOllama:
			'Door het lokale AI-model gekozen uit wat YouTube toont voor ‘{query}’ (regio: {region}): {videos} video’s in de zoekresultaten en {suggestions} zoeksuggesties.',
		basedOn: {
			trending:
				'Gebruikt door meerdere van de {recent} video’s van de laatste 30 dagen, van de {videos} zoekresultaten voor ‘{query}’.',
			hashtags: 'Tags die video’s in de zoekresultaten voor ‘{query}’ gebruiken, die het dichtst bij je woorden eerst.',
			longTail: 'De eigen zoeksuggesties van YouTube voor ‘{query}’.',
		},
		basedOnNone: {
			trending:
				'Geen tag wordt gebruikt door twee of meer video’s van de laatste 30 dagen ({recent} van de {videos} zoekresultaten voor ‘{query}’).',
			hashtags: 'Geen tag van de video’s in de zoekresultaten voor ‘{query}’ ligt dicht genoeg bij je woorden.',
			longTail: 'YouTube stelt voor ‘{query}’ geen langere zoekopdracht voor.',
		},
		usedBy: '{tag}: gebruikt door {count} van de {videos} video’s in de zoekresultaten voor ‘{query}’',
	},
	copyAll: 'Alles kopiëren',
	copied: 'Gekopieerd!',
	copiedAll: 'Hashtags gekopieerd naar het klembord',
	copiedOne: 'Hashtag {tag} gekopieerd',
	copyOne: '{tag} kopiëren',
	copyFailed: 'Je browser staat kopiëren niet toe. Selecteer de hashtags en kopieer ze zelf.',
	previewTitle: 'Zo toont YouTube ze',
	previewHint: 'YouTube toont de eerste drie hashtags uit je beschrijving boven de titel.',
	previewVideoTitle: 'Je videotitel',
	rules: {
		title: 'De hashtagregels van YouTube',
		limit:
			'Drie tot vijf hashtags die de video beschrijven, zijn meestal genoeg: een lange lijst komt bij kijkers over als spam.',
		never: 'Nooit meer dan 60: bij meer negeert YouTube alle hashtags van de video.',
		form: 'Een hashtag bevat geen spaties of leestekens; letters uit elke taal zijn toegestaan.',
	},
	steps: {
		title: 'Zo genereer je YouTube-hashtags',
		copy: {
			name: 'Beschrijf je video',
			text: 'Typ een paar zoekwoorden over je video of plak de YouTube-link om de titel en de eigen tags van de video te gebruiken.',
		},
		paste: {
			name: 'Kies een categorie',
			text: 'Kies eventueel een categorie en, als je kijkers ergens anders wonen, de YouTube-regio, en klik dan op ‘Hashtags genereren’.',
		},
		download: {
			name: 'Kopieer en gebruik ze',
			text: 'Kopieer losse hashtags of allemaal tegelijk, en zet de drie tot vijf die het best passen in de beschrijving van je video.',
		},
	},
	faq: {
		count: {
			question: 'Hoeveel hashtags moet ik gebruiken?',
			answer:
				'Het gangbare advies is drie tot vijf goedgekozen hashtags. YouTube stelt maar één harde grens: heeft een video er meer dan 60, dan negeert YouTube ze allemaal. Maar een lange lijst oogt al veel eerder als spam. De eerste drie verschijnen boven de titel van je video.',
		},
		ai: {
			question: 'Wie bedenkt de hashtags?',
			answer:
				'Een klein AI-model dat op deze server draait. Je zoekwoorden gaan nooit naar een externe AI-dienst. Is het model bezet of niet geïnstalleerd, dan neemt een ingebouwde generator het over; dat zie je dan op de pagina.',
		},
		language: {
			question: 'In welke taal zijn de hashtags?',
			answer:
				'In de taal van deze pagina, tenzij je zoekwoorden duidelijk in een andere taal zijn geschreven; dan in die taal. Letters als ü, ñ of ş blijven gewoon staan.',
		},
	},
} satisfies NamespaceHashtagTranslation

export default nl_hashtag
