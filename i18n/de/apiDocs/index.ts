import type { NamespaceApiDocsTranslation } from '../../i18n-types'

const de_apiDocs = {
	meta: {
		title: 'Tubekit-API für Entwickler',
	},
	h1: 'Tubekit-API',
	intro: {
		p1: 'Die JSON-APIs hinter den Tools und dem Kontaktformular dieser Website. Ohne Schlüssel und ohne Konto: JSON schicken, JSON bekommen. Jeder Fehler hat die Form {shape}, mit einem festen {code} und einer {message} in der Sprache der Anfrage ({lang} oder der Header {header}). Bilder in den Antworten sind signierte Links auf diesen Server.',
		p2: 'Dieselbe Beschreibung für Maschinen, auf Englisch: {openapi} (OpenAPI 3.1). Auch die Beschreibungen der Felder unten sind, wie dort, auf Englisch. Zurück zu {home}.',
		home: 'den Tools',
	},
	endpoints: 'Endpunkte',
	section: {
		rateLimit: 'Ratenlimit: {budget}.',
		body: 'Anfragetext (JSON)',
		query: 'Query-Parameter',
		example: 'Beispiel',
		answer: 'Antwort (200)',
		mediaTypes: 'Medientypen: {types}',
		errors: 'Fehler',
	},
	fields: {
		name: 'Feld',
		type: 'Typ',
		required: 'Pflicht',
		meaning: 'Bedeutung',
		yes: 'ja',
		no: 'nein',
		captionInput: 'Felder von {path}',
		captionAnswer: 'Antwort von {path}',
	},
	errorTable: {
		status: 'Status',
		code: 'Code',
		message: 'Meldung',
		caption: 'Fehler von {path}',
	},
	budgets: {
		tool: '{setting} (standardmäßig 60 pro Minute), gemeinsam für alle Tools',
		batch:
			'{setting} (standardmäßig 5 pro Stunde, über beide Wege zusammen), ein Sammel-Download gleichzeitig pro Client; höchstens {max} Videos (200)',
		contact: '{setting} (standardmäßig 10 pro Stunde)',
	},
	operations: {
		thumbnails: {
			summary: 'Thumbnails eines Videos',
			description:
				'Jede Thumbnail-Größe eines Videos, die beste zuerst, mit der Angabe, ob YouTube sie hat. Das sind signierte Links auf diesen Server (/api/image), nie auf YouTube. Ein Clip-Link (youtube.com/clip/…) liefert die Thumbnails seines Videos und den Ausschnitt des Clips (`clip`).',
		},
		profile: {
			summary: 'Das Profilbild eines Kanals',
			description:
				'Name, ID und Handle eines Kanals, sein Profilbild in mehreren quadratischen Größen und unbeschnitten sowie sein Banner. Die Bildlinks sind signierte Links auf diesen Server.',
		},
		transcript: {
			summary: 'Das Transkript eines Videos',
			description:
				'Der Text der Untertitel eines Videos, seine Zeilen mit Zeitangaben und die Untertitelspuren, die es hat. Ohne `language` die Spur in der Sprache der Anfrage, sonst die Hauptspur des Videos. Ein Clip-Link (youtube.com/clip/…) liefert das Transkript seines Videos, auf die Zeilen des Clips gekürzt (die Zeiten bleiben die des Videos), oder mit `range: video` das ganze Video; `clip` sagt, welches. Die Antwort enthält `title` und `text`, wie die Spezifikation sie vorgibt; `view: page` ist die eigene Variante der Website, ohne `text` (die Seite setzt ihren Text aus `cues` und `chapters` zusammen).',
		},
		chapters: {
			summary: 'Kapitel zu einem Video',
			description:
				'Eine Kapitelliste, fertig für die Videobeschreibung (Zeilen wie `0:00 Intro`), und ein Entwurf für die Beschreibung, in der Sprache des Transkripts oder in der angefragten (YouTubes übersetzte Spur). Hat das Video eigene Kapitel, kommen diese (außer mit `remake` = `1`); sonst schreibt sie das lokale Modell des Servers aus dem Transkript, oder die eingebaute Methode, wenn das Modell aus, belegt oder zu langsam ist (`source` sagt, welches). Jede Liste hält YouTubes Regeln ein: das erste bei 0, mindestens drei, jedes mindestens 10 s lang.',
		},
		hashtags: {
			summary: 'Hashtags zu einem Thema',
			description:
				'Drei Gruppen von Hashtags in der Sprache der Anfrage, geschrieben vom lokalen Modell des Servers oder vom eingebauten Generator, wenn das Modell aus, ausgelastet oder zu langsam ist (`source` sagt, welcher). Keywords mit einem YouTube-Videolink bringen auch Titel, Transkript und eigene Tags des Videos mit; die Antwort nennt dann Titel und Tags (`videoTitle`, `videoTags`), sofern YouTube sie geliefert hat.',
		},
		thumbnailsBatch: {
			summary: 'Thumbnails einer ganzen Playlist, eines Kanals oder mehrerer Videos, als Stream',
			description:
				'Listet die Videos einer Playlist, eines Mixes oder eines Kanals (dessen Tab „Videos“ oder /shorts) oder nimmt die in `urls` angegebenen Videolinks (auf einmal eingefügt: jedes Video einmal, in der gegebenen Reihenfolge) und arbeitet sie dann ab, so getaktet, dass YouTube nie überlastet wird. Die Antwort streamt ein JSON-Objekt pro Zeile: zuerst die Liste, dann jedes Video, sobald es fertig ist (erledigt mit seinem Ergebnis oder fehlgeschlagen mit eigenem, übersetztem Grund), dann die Summen. Wird die Anfrage geschlossen, endet der Sammel-Download. Von jedem Video die beste Thumbnail-Größe als JPEG.',
		},
		thumbnailsBatchZip: {
			summary: 'Thumbnails einer ganzen Playlist, eines Kanals oder mehrerer Videos, als eine ZIP-Datei',
			description:
				'Derselbe Sammel-Download als eine ZIP-Datei (ein Listenlink als `list_url` oder Videolinks als wiederholte `url`-Parameter), gestreamt, während die Videos abgearbeitet werden, nach der Liste benannt, mit index.csv (Position, ID, Titel, Sprache, Datei, Status: ok oder der Grund). Von jedem Video die beste Thumbnail-Größe als JPEG.',
		},
		transcriptBatch: {
			summary: 'Transkripte einer ganzen Playlist, eines Kanals oder mehrerer Videos, als Stream',
			description:
				'Listet die Videos einer Playlist, eines Mixes oder eines Kanals (dessen Tab „Videos“ oder /shorts) oder nimmt die in `urls` angegebenen Videolinks (auf einmal eingefügt: jedes Video einmal, in der gegebenen Reihenfolge) und arbeitet sie dann ab, so getaktet, dass YouTube nie überlastet wird. Die Antwort streamt ein JSON-Objekt pro Zeile: zuerst die Liste, dann jedes Video, sobald es fertig ist (erledigt mit seinem Ergebnis oder fehlgeschlagen mit eigenem, übersetztem Grund), dann die Summen. Wird die Anfrage geschlossen, endet der Sammel-Download. Von jedem Video das Transkript in `language` (standardmäßig die Hauptspur); die ZIP-Datei enthält sie im Format `format`.',
		},
		transcriptBatchZip: {
			summary: 'Transkripte einer ganzen Playlist, eines Kanals oder mehrerer Videos, als eine ZIP-Datei',
			description:
				'Derselbe Sammel-Download als eine ZIP-Datei (ein Listenlink als `list_url` oder Videolinks als wiederholte `url`-Parameter), gestreamt, während die Videos abgearbeitet werden, nach der Liste benannt, mit index.csv (Position, ID, Titel, Sprache, Datei, Status: ok oder der Grund). Von jedem Video das Transkript in `language` (standardmäßig die Hauptspur); die ZIP-Datei enthält sie im Format `format`.',
		},
		transcriptDownload: {
			summary: 'Das Transkript eines Videos als Datei',
			description:
				'Dasselbe Transkript als Datei zum Speichern (Content-Disposition: attachment): reiner Text, Text mit Zeitstempeln, SRT, WebVTT oder JSON. Bei einem Clip-Link wählt `range` wie oben den Clip oder das ganze Video.',
		},
		contact: {
			summary: 'Eine Nachricht an die Website schicken',
			description:
				'Eine Nachricht an die Betreiber dieser Website, vor der Antwort gespeichert und dann an sie gemailt (Antwort an: from_email). Name, E-Mail und Nachricht sind Pflicht; die Nachricht hat höchstens {max} Zeichen. Schick eine `submission_id` mit, damit eine Wiederholung sicher ist: Ein Post, dessen ID schon gespeichert ist (eine verlorene Antwort, ein Load Balancer, der es auf einem anderen Server erneut versucht), wird mit 200 beantwortet und kein zweites Mal gespeichert.',
		},
	},
} satisfies NamespaceApiDocsTranslation

export default de_apiDocs
