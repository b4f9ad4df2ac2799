import type { NamespaceErrorsTranslation } from '../../i18n-types'

const de_errors = {
	badRequest: 'Die Anfrage konnte nicht verarbeitet werden. Bitte prüfe deine Eingaben und versuche es noch einmal.',
	validation:
		'Einige Angaben sind ungültig: Ein Feld fehlt vielleicht, ist zu lang oder hat nicht die erwartete Form. Bitte prüfe sie und versuche es noch einmal.',
	notFound: 'Unter dieser Adresse wurde nichts gefunden.',
	payloadTooLarge: 'Die gesendeten Daten sind zu groß. Bitte schicke weniger und versuche es noch einmal.',
	rateLimited: 'Zu viele Anfragen. Bitte warte {seconds} Sekunden und versuche es dann noch einmal.',
	internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es gleich noch einmal.',
	unsupportedMediaType: 'Bitte sende die Anfrage als JSON.',
	imageHostNotAllowed: 'Hier können nur Bilder von YouTube geladen werden.',
	imageSignatureInvalid: 'Dieser Bildlink ist ungültig. Bitte lade die Seite neu.',
	imageNotFound: 'Dieses Bild gibt es auf YouTube nicht.',
	imageNotAnImage: 'YouTube hat für diesen Link kein Bild geliefert.',
	imageTooLarge: 'Dieses Bild ist zu groß, um es hier zu laden.',
	imageUpstreamFailed: 'Das Bild konnte nicht von YouTube geladen werden. Bitte versuche es gleich noch einmal.',
	invalidVideoUrl: 'Das sieht nicht nach einem YouTube-Videolink aus.',
	invalidChannelUrl: 'Das sieht nicht nach einem YouTube-Kanallink aus.',
	// A link of the wrong kind: the card links the tool that takes it (params.tool)
	channelLinkNotVideo:
		'Das ist ein Link zu einem Kanal, nicht zu einem Video. Profilbild und Banner eines Kanals bekommst du im Profilbild-Downloader.',
	playlistLinkNotChannel:
		'Das ist ein Link zu einer Playlist, nicht zu einem Kanal. Ganze Playlists nimmt der Thumbnail-Downloader (und auch der Transkript-Downloader).',
	clipLinkNotChannel:
		'Das ist ein Link zu einem Clip, nicht zu einem Kanal. Clip-Links nimmt der Transkript-Downloader (und auch der Thumbnail-Downloader).',
	videoUnavailable: 'Dieses Video gibt es nicht oder es wurde entfernt.',
	clipNotFound: 'Diesen Clip gibt es nicht oder er wurde entfernt.',
	videoPrivate: 'Dieses Video ist privat.',
	ageRestricted: 'Dieses Video ist altersbeschränkt: YouTube zeigt es nur angemeldeten Zuschauern.',
	geoBlocked: 'Dieses Video ist im Land dieses Servers nicht verfügbar.',
	membersOnly: 'Dieses Video ist nur für Kanalmitglieder.',
	paymentRequired: 'Dieses Video gibt es nur mit einem kostenpflichtigen YouTube-Abo oder gegen Bezahlung.',
	liveNotStarted: 'Dieser Livestream hat noch nicht begonnen.',
	unplayable: 'YouTube spielt dieses Video hier nicht ab.',
	noCaptions: 'Dieses Video hat keine Untertitel.',
	languageUnavailable: 'Dieses Video hat keine Untertitel in dieser Sprache. Vorhandene Sprachen: {languages}',
	invalidLanguage: 'Das ist kein Sprachcode. Bitte wähle eine Sprache aus der Liste.',
	tokenRequired:
		'YouTube verlangt für diese Untertitelspur derzeit eine zusätzliche Überprüfung. Bitte versuche es später noch einmal.',
	youtubeBlocked: 'YouTube blockiert diesen Server vorübergehend. Bitte versuche es später noch einmal.',
	consentWall: 'YouTube hat statt des Inhalts eine Einwilligungsseite gezeigt. Bitte versuche es noch einmal.',
	channelNotFound: 'Kanal nicht gefunden.',
	videoChannelNotFound:
		'YouTube hat den Kanal dieses Videos nicht angezeigt. Füge stattdessen den Link des Kanals selbst ein (youtube.com/@name).',
	channelTerminated: 'Dieser Kanal wurde von YouTube geschlossen.',
	playlistNotFound: 'Diese Playlist gibt es nicht, oder sie ist privat.',
	playlistPrivate:
		'Diese Playlist ist privat: Nur ihr Inhaber sieht sie, wenn er bei YouTube angemeldet ist (zum Beispiel „Später ansehen“ oder seine mit „Mag ich“ bewerteten Videos).',
	playlistUnviewable: 'Diese Art von Playlist zeigt YouTube nicht an.',
	mixUnavailable: 'Dieser Mix lässt sich nicht laden: Das Video, mit dem er beginnt, ist nicht verfügbar.',
	upstreamError: 'YouTube hat eine unerwartete Antwort gesendet. Bitte versuche es gleich noch einmal.',
	upstreamUnreachable:
		'YouTube ist von diesem Server aus gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
	upstreamTimeout: 'YouTube hat zu lange für die Antwort gebraucht. Bitte versuche es gleich noch einmal.',
	keywordsRequired: 'Bitte gib ein paar Keywords ein',
	keywordsTooLong: 'Deine Keywords dürfen höchstens {max} Zeichen lang sein.',
	keywordsNoWords:
		'Bitte gib ein paar Wörter zu deinem Video ein: Aus Emojis und Satzzeichen allein lassen sich keine Hashtags bilden.',
	unknownCategory: 'Diese Kategorie gibt es nicht. Bitte wähle eine aus der Liste.',
	unknownRegion: 'Diese Region bietet YouTube nicht an. Bitte wähle eine aus der Liste.',
	modelBusy: 'Gerade erstellen viele Leute Hashtags. Bitte versuche es in {seconds} Sekunden noch einmal.',
	chaptersTooShort:
		'Dieses Video ist zu kurz für Kapitel: YouTube verlangt mindestens drei Kapitel von je 10 Sekunden.',
	chaptersLive:
		'Das ist ein Livestream: Kapitel lassen sich erstellen, sobald er beendet ist und YouTube seine Untertitel hat.',
	contactRequired: 'Bitte fülle alle Pflichtfelder aus.',
	contactInvalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
	contactTooLong: 'Das ist zu lang: höchstens {max} Zeichen.',
	contactInvalid: 'Einige Felder enthalten nicht erlaubte Zeichen, oder die Kategorie ist unbekannt.',
	adminOff: 'Der Admin-Bereich ist deaktiviert: Der Betreiber hat weder ADMIN_PASSWORD noch ADMIN_TOKEN gesetzt.',
	adminUnauthorized: 'Bitte melde dich im Admin-Bereich an.',
	csrfInvalid: 'Dieses Formular ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.',
	sessionsUnavailable:
		'Die Admin-Anmeldung ist gerade nicht verfügbar: Der gemeinsame Sitzungsspeicher (Redis) ist nicht erreichbar. Bitte versuche es gleich noch einmal.',
	network: 'Der Server konnte nicht erreicht werden. Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
	// Whole playlists and channels
	invalidListUrl:
		'Dieser Link führt zu keiner Playlist und keinem Kanal. Füge einen Playlist-Link (youtube.com/playlist?list=…) oder einen Kanallink (youtube.com/@name) ein.',
	batchRunning:
		'Ein Sammel-Download von dir läuft noch. Warte, bis er fertig ist, oder brich ihn ab, bevor du einen neuen startest.',
	batchLinkInvalid:
		'„{link}“ ist kein Link zu einem YouTube-Video. Füge Videolinks ein, einen pro Zeile, oder einen Playlist- oder Kanallink.',
	batchTooManyLinks:
		'Du hast {count} verschiedene Videos eingefügt; ein Sammel-Download nimmt höchstens {max}. Füge weniger Links ein oder teile sie auf mehrere Durchgänge auf.',
} satisfies NamespaceErrorsTranslation

export default de_errors
