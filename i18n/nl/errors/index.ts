import type { NamespaceErrorsTranslation } from '../../i18n-types'

const nl_errors = {
	badRequest: 'We konden het verzoek niet verwerken. Controleer wat je hebt ingevuld en probeer het opnieuw.',
	validation:
		'Een deel van wat er is verstuurd, is ongeldig: een veld ontbreekt misschien, is te lang of heeft niet de verwachte vorm. Controleer het en probeer het opnieuw.',
	notFound: 'Op dit adres is niets gevonden.',
	payloadTooLarge: 'Wat je hebt verstuurd, is te groot. Maak het kleiner en probeer het opnieuw.',
	rateLimited: 'Te veel verzoeken. Wacht {seconds} seconden en probeer het opnieuw.',
	internal: 'Er ging aan onze kant iets mis. Probeer het zo nog eens.',
	unsupportedMediaType: 'Verstuur het verzoek als JSON.',
	imageHostNotAllowed: 'Hier kunnen alleen afbeeldingen van YouTube worden geladen.',
	imageSignatureInvalid: 'Deze afbeeldingslink is ongeldig. Laad de pagina van de tool opnieuw.',
	imageNotFound: 'Deze afbeelding bestaat niet op YouTube.',
	imageNotAnImage: 'YouTube gaf voor deze link geen afbeelding terug.',
	imageTooLarge: 'Deze afbeelding is te groot om te laden.',
	imageUpstreamFailed: 'De afbeelding kon niet van YouTube worden geladen. Probeer het zo nog eens.',
	invalidVideoUrl: 'Dit lijkt geen link naar een YouTube-video te zijn.',
	invalidChannelUrl: 'Dit lijkt geen link naar een YouTube-kanaal te zijn.',
	// A link of the wrong kind: the card links the tool that takes it (params.tool)
	channelLinkNotVideo:
		'Dit is een link naar een kanaal, niet naar een video. De profielfoto en banner van een kanaal vind je in de Profielfotodownloader.',
	playlistLinkNotChannel:
		'Dit is een link naar een afspeellijst, niet naar een kanaal. De Thumbnaildownloader neemt hele afspeellijsten (en de Transcriptdownloader ook).',
	clipLinkNotChannel:
		'Dit is een link naar een clip, niet naar een kanaal. De Transcriptdownloader neemt cliplinks (en de Thumbnaildownloader ook).',
	videoUnavailable: 'Deze video bestaat niet of is verwijderd.',
	clipNotFound: 'Deze clip bestaat niet of is verwijderd.',
	videoPrivate: 'Deze video is privé.',
	ageRestricted: 'Deze video heeft een leeftijdsbeperking: YouTube toont hem alleen aan kijkers die zijn ingelogd.',
	geoBlocked: 'Deze video is niet beschikbaar in het land van deze server.',
	membersOnly: 'Deze video is alleen beschikbaar voor leden van het kanaal.',
	paymentRequired: 'Voor deze video is een betaald YouTube-abonnement of een aankoop nodig.',
	liveNotStarted: 'Deze livestream is nog niet begonnen.',
	unplayable: 'YouTube staat niet toe dat deze video hier wordt afgespeeld.',
	noCaptions: 'Deze video heeft geen ondertiteling.',
	languageUnavailable: 'Deze video heeft geen ondertiteling in die taal. Beschikbare talen: {languages}',
	invalidLanguage: 'Dat is geen taalcode. Kies een taal uit de lijst.',
	tokenRequired:
		'YouTube vraagt op dit moment om extra verificatie voor dit ondertitelspoor. Probeer het later opnieuw.',
	youtubeBlocked: 'YouTube blokkeert deze server tijdelijk. Probeer het later opnieuw.',
	consentWall: 'YouTube toonde een toestemmingspagina in plaats van de inhoud. Probeer het opnieuw.',
	channelNotFound: 'Kanaal niet gevonden.',
	videoChannelNotFound:
		'YouTube liet het kanaal van deze video niet zien. Plak in plaats daarvan de link van het kanaal zelf (youtube.com/@naam).',
	channelTerminated: 'Dit kanaal is door YouTube beëindigd.',
	playlistNotFound: 'Deze afspeellijst bestaat niet of is privé.',
	playlistPrivate:
		'Deze afspeellijst is privé: alleen de eigenaar ziet hem, en alleen als die is ingelogd (zoals ‘Later bekijken’ of ‘Video’s die ik leuk vind’).',
	playlistUnviewable: 'YouTube toont dit soort afspeellijsten niet.',
	mixUnavailable: 'Deze Mix kan niet worden geladen: de video waarmee hij begint, is niet beschikbaar.',
	upstreamError: 'YouTube stuurde een onverwacht antwoord. Probeer het zo nog eens.',
	upstreamUnreachable: 'YouTube is vanaf deze server nu niet bereikbaar. Probeer het zo nog eens.',
	upstreamTimeout: 'YouTube deed er te lang over om te antwoorden. Probeer het zo nog eens.',
	keywordsRequired: 'Vul een paar zoekwoorden in',
	keywordsTooLong: 'Gebruik voor je zoekwoorden maximaal {max} tekens.',
	keywordsNoWords: 'Typ een paar woorden over je video: met alleen emoji en leestekens valt er geen hashtag te maken.',
	unknownCategory: 'Deze categorie bestaat niet. Kies er een uit de lijst.',
	unknownRegion: 'Die regio biedt YouTube niet aan. Kies er een uit de lijst.',
	modelBusy: 'Er maken nu veel mensen tegelijk hashtags. Probeer het over {seconds} seconden opnieuw.',
	chaptersTooShort:
		'Deze video is te kort voor hoofdstukken: YouTube vraagt minstens drie hoofdstukken van elk 10 seconden.',
	chaptersLive:
		'Dit is een livestream: hoofdstukken kunnen worden gemaakt zodra hij is afgelopen en YouTube de ondertiteling heeft.',
	contactRequired: 'Vul alle verplichte velden in.',
	contactInvalidEmail: 'Vul een geldig e-mailadres in.',
	contactTooLong: 'Dat is te lang: maximaal {max} tekens.',
	contactInvalid: 'Sommige velden bevatten tekens die niet zijn toegestaan, of de categorie bestaat niet.',
	adminOff: 'Het beheergedeelte staat uit: noch ADMIN_PASSWORD noch ADMIN_TOKEN is ingesteld.',
	adminUnauthorized: 'Log in op het beheergedeelte.',
	csrfInvalid: 'Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
	sessionsUnavailable:
		'Inloggen op het beheergedeelte kan even niet: de gedeelde sessieopslag (Redis) is niet bereikbaar. Probeer het zo nog eens.',
	network: 'De server is niet bereikbaar. Controleer je internetverbinding en probeer het opnieuw.',
	// Whole playlists and channels
	invalidListUrl:
		'Deze link verwijst niet naar een afspeellijst of kanaal. Plak de link van een afspeellijst (youtube.com/playlist?list=…) of van een kanaal (youtube.com/@naam).',
	batchRunning: 'Je vorige lijst wordt nog opgehaald. Wacht tot die klaar is of stop hem voordat je een nieuwe start.',
	batchLinkInvalid:
		'‘{link}’ is geen link naar een YouTube-video. Plak videolinks, één per regel, of de link van een afspeellijst of kanaal.',
	batchTooManyLinks:
		'Je hebt {count} verschillende video’s geplakt; een lijst kan er maximaal {max} bevatten. Plak minder links of verdeel ze over meerdere keren.',
} satisfies NamespaceErrorsTranslation

export default nl_errors
