import type { NamespaceApiDocsTranslation } from '../../i18n-types'

const nl_apiDocs = {
	meta: {
		title: 'Tubekit-API voor ontwikkelaars',
	},
	h1: 'Tubekit-API',
	intro: {
		p1: 'De JSON-API’s achter de tools en het contactformulier van deze site. Geen sleutel en geen account: stuur JSON, krijg JSON. Elke fout heeft de vorm {shape}, met een vaste {code} en een {message} in de taal van het verzoek ({lang}, of de header {header}). Afbeeldingen in de antwoorden zijn ondertekende links naar deze server.',
		p2: 'Dezelfde beschrijving voor machines, in het Engels: {openapi} (OpenAPI 3.1). Ook de beschrijvingen van de velden hieronder zijn, net als daar, in het Engels. Terug naar {home}.',
		home: 'de tools',
	},
	endpoints: 'Endpoints',
	section: {
		rateLimit: 'Limiet: {budget}.',
		body: 'Body van het verzoek (JSON)',
		query: 'Queryparameters',
		example: 'Voorbeeld',
		answer: 'Antwoord (200)',
		mediaTypes: 'Mediatypen: {types}',
		errors: 'Fouten',
	},
	fields: {
		name: 'Veld',
		type: 'Type',
		required: 'Verplicht',
		meaning: 'Betekenis',
		yes: 'ja',
		no: 'nee',
		captionInput: 'Velden van {path}',
		captionAnswer: 'Antwoord van {path}',
	},
	errorTable: {
		status: 'Status',
		code: 'Code',
		message: 'Melding',
		caption: 'Fouten van {path}',
	},
	budgets: {
		tool: '{setting} (standaard 60 per minuut), gedeeld door alle tools',
		batch:
			'{setting} (standaard 5 per uur, beide wegen samen), één batch tegelijk per client; hoogstens {max} video’s (200)',
		contact: '{setting} (standaard 10 per uur)',
	},
	operations: {
		thumbnails: {
			summary: 'Thumbnails van een video',
			description:
				'Elk thumbnailformaat van een video, het beste eerst, met of YouTube het heeft. Het zijn ondertekende links naar deze server (/api/image), nooit naar YouTube. Een cliplink (youtube.com/clip/…) geeft de thumbnails van de bijbehorende video en het bereik van de clip (`clip`).',
		},
		profile: {
			summary: 'De profielfoto van een kanaal',
			description:
				'De naam, id en handle van een kanaal, de profielfoto in een paar vierkante formaten en onbijgesneden, en de banner. Afbeeldingslinks zijn ondertekende links naar deze server.',
		},
		transcript: {
			summary: 'Het transcript van een video',
			description:
				'De tekst van de ondertiteling van een video, de regels met tijden en de ondertitelsporen die de video heeft. Zonder `language` het spoor in de taal van het verzoek, anders het hoofdspoor van de video. Een cliplink (youtube.com/clip/…) geeft het transcript van de bijbehorende video, ingekort tot de regels van de clip (de tijden blijven die van de video), of met `range: video` de hele video; `clip` zegt welke. Het antwoord bevat `title` en `text` zoals de specificatie ze geeft; `view: page` is de eigen variant van de site, zonder `text` (de pagina zet de tekst op uit `cues` en `chapters`).',
		},
		chapters: {
			summary: 'Hoofdstukken voor een video',
			description:
				'Een hoofdstukkenlijst die zo in de beschrijving van een video kan (regels als `0:00 Intro`) en een concept voor de beschrijving, in de taal van het transcript of in de gevraagde taal (de vertaalde track van YouTube). Heeft de video eigen hoofdstukken, dan komen die (tenzij `remake` `1` is); anders schrijft het lokale model van de server ze uit het transcript, of de ingebouwde methode als het model uit staat, bezet is of te traag (`source` zegt welke). Elke lijst houdt zich aan de regels van YouTube: de eerste op 0, minstens drie, elk minstens 10 s.',
		},
		hashtags: {
			summary: 'Hashtags voor een onderwerp',
			description:
				'Drie groepen hashtags in de taal van het verzoek, geschreven door het lokale model van de server, of door de ingebouwde generator als het model uit staat, bezet of traag is (`source` zegt welke). Zoekwoorden met een link naar een YouTube-video brengen ook de titel, het transcript en de eigen tags van de video mee; het antwoord geeft dan de titel en tags (`videoTitle`, `videoTags`) als YouTube die heeft gedeeld.',
		},
		thumbnailsBatch: {
			summary: 'Thumbnails van een hele afspeellijst, een heel kanaal of meerdere video’s, als stream',
			description:
				'Zet de video’s van een afspeellijst, mix of kanaal (het tabblad Video’s, of /shorts) op een rij, of neemt de videolinks uit `urls` (in één keer geplakt: elke video één keer, in volgorde), en werkt ze daarna af, in een tempo dat YouTube nooit overbelast. Het antwoord streamt één JSON-object per regel: eerst de lijst, dan elke video zodra die klaar is (gelukt met het resultaat, of mislukt met een eigen, vertaalde reden), en tot slot de totalen. Sluit je het verzoek, dan stopt de batch. Van elke video het beste thumbnailformaat, als JPEG.',
		},
		thumbnailsBatchZip: {
			summary: 'Thumbnails van een hele afspeellijst, een heel kanaal of meerdere video’s, als één zip',
			description:
				'Dezelfde batch als één zip (een lijstlink als `list_url`, of videolinks als herhaalde `url`-parameters), gestreamd terwijl de video’s worden afgewerkt, vernoemd naar de lijst, met index.csv (positie, id, titel, taal, bestand, status: ok of de reden). Van elke video het beste thumbnailformaat, als JPEG.',
		},
		transcriptBatch: {
			summary: 'Transcripten van een hele afspeellijst, een heel kanaal of meerdere video’s, als stream',
			description:
				'Zet de video’s van een afspeellijst, mix of kanaal (het tabblad Video’s, of /shorts) op een rij, of neemt de videolinks uit `urls` (in één keer geplakt: elke video één keer, in volgorde), en werkt ze daarna af, in een tempo dat YouTube nooit overbelast. Het antwoord streamt één JSON-object per regel: eerst de lijst, dan elke video zodra die klaar is (gelukt met het resultaat, of mislukt met een eigen, vertaalde reden), en tot slot de totalen. Sluit je het verzoek, dan stopt de batch. Van elke video het transcript in `language` (standaard het hoofdspoor); de zip bevat ze in het formaat `format`.',
		},
		transcriptBatchZip: {
			summary: 'Transcripten van een hele afspeellijst, een heel kanaal of meerdere video’s, als één zip',
			description:
				'Dezelfde batch als één zip (een lijstlink als `list_url`, of videolinks als herhaalde `url`-parameters), gestreamd terwijl de video’s worden afgewerkt, vernoemd naar de lijst, met index.csv (positie, id, titel, taal, bestand, status: ok of de reden). Van elke video het transcript in `language` (standaard het hoofdspoor); de zip bevat ze in het formaat `format`.',
		},
		transcriptDownload: {
			summary: 'Het transcript van een video als bestand',
			description:
				'Hetzelfde transcript als bestand om op te slaan (Content-Disposition: attachment): platte tekst, tekst met tijdstempels, SRT, WebVTT of JSON. Bij een cliplink kiest `range` zoals hierboven de clip of de hele video.',
		},
		contact: {
			summary: 'Een bericht naar de site sturen',
			description:
				'Een bericht aan de beheerders van deze site, opgeslagen vóór het antwoord en daarna naar hen gemaild (antwoorden aan: from_email). Naam, e-mailadres en bericht zijn verplicht; het bericht is hoogstens {max} tekens lang. Stuur een `submission_id` mee om een nieuwe poging veilig te maken: een verzoek waarvan de id al is opgeslagen (een verloren antwoord, een load balancer die het op een andere server opnieuw probeert) krijgt 200 als antwoord en wordt geen tweede keer opgeslagen.',
		},
	},
} satisfies NamespaceApiDocsTranslation

export default nl_apiDocs
