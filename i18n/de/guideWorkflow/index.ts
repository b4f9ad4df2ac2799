import type { NamespaceGuideWorkflowTranslation } from '../../i18n-types'

const de_guideWorkflow = {
	meta: {
		title: 'YouTube-Workflow: Von der Idee bis zum fertigen Upload – Tubekit',
		description:
			'Ein kompletter YouTube-Workflow in fünf Phasen, von der Recherche bis nach der Veröffentlichung: Schritte, Tools, Zeitangaben, vier Vorlagen und ein Wochenplan.',
		keywords:
			'YouTube Content Workflow, YouTube Produktionsablauf, Zeitplan Videoproduktion, YouTube Upload Checkliste, Content Planung, Workflow für Creator',
	},
	h1: 'Der YouTube-Workflow: Ein wiederholbares System von der Idee bis zum Upload',
	intro: {
		p1: 'Die meisten Kanäle kommen nicht aus Mangel an Ideen ins Stocken. Sie stocken, weil jedes Video auf andere Weise entsteht: Die Recherche passiert erst nach dem Dreh, das Thumbnail wird um Mitternacht nebenbei erledigt, und die Untertitel werden nie fertig. Ein fester Ablauf nimmt dir diese Entscheidungen ab, sodass deine Energie in das Video selbst fließt.',
		p2: 'Dieser Ratgeber teilt die Arbeit in fünf Phasen auf, jede mit drei konkreten Schritten, hilfreichen Tools und einem realistischen Zeitrahmen. Zusammengerechnet brauchen die ersten vier Phasen für ein typisches Video von 8–15 Minuten etwa 7 bis 14 Stunden; deine eigenen Zahlen werden davon abweichen und sinken, sobald das System zur Routine wird. Außerdem findest du Vorlagen für vier gängige Videoformate, einen Beispiel-Wochenplan und die Stellen, an denen die kostenlosen Tools von Tubekit ins Spiel kommen.',
	},
	badges: {
		system: 'Komplettes System',
		time: '25 Min. Lesezeit',
		templates: 'Mit Vorlagen',
	},
	phases: {
		title: 'Die fünf Phasen',
		intro:
			'Geh die Phasen der Reihe nach durch. Jede endet mit einem fertigen Ergebnis, auf dem die nächste aufbaut: einem Plan, Rohmaterial, einem geschnittenen Video, einem veröffentlichten Upload und schließlich Erkenntnissen für das nächste Video.',
		labels: {
			phase: 'Phase',
			duration: 'Zeit',
			steps: 'Schritte',
			tools: 'Tools',
			tip: 'Profi-Tipp',
		},
		phase1: {
			title: 'Planung & Recherche',
			duration: '1–2 Stunden',
			text: 'Leg fest, worum es im Video geht, für wen es ist und warum jemand darauf klicken sollte – bevor du eine Kamera anfasst. Eine Stunde Recherche erspart dir viele Stunden Dreh für etwas, nach dem niemand sucht.',
			steps: {
				s1: {
					title: 'Ein Thema wählen, nach dem Menschen suchen',
					text: 'Gib deine Idee in die YouTube-Suchleiste ein und notiere die Vorschläge, die erscheinen: Sie stammen aus echten Suchanfragen. Vergleiche ein paar mögliche Themen und wähle eines, das zu deinem Kanal passt und erkennbar auf Interesse stößt.',
					tools:
						'YouTube-Suchvorschläge, der Tab mit Ideen für neue Videos in YouTube Analytics (wo dein Kanal ihn hat), Google Trends',
				},
				s2: {
					title: 'Die Videos analysieren, die bereits ranken',
					text: 'Sieh dir die fünf obersten Ergebnisse zu deinem Thema an. Notiere, was sie abdecken, was laut den Kommentaren fehlt und wie ihre Titel und Thumbnails nebeneinander wirken. Ihre Transkripte zu überfliegen ist ein schneller Weg, ihren Aufbau zu erkennen. Nutze das nur zur Recherche: Dein Video sollte etwas hinzufügen, nicht kopieren.',
					tools: 'YouTube-Suche, Transkript-Downloader von Tubekit, Thumbnail-Downloader von Tubekit, eine Notiz-App',
				},
				s3: {
					title: 'Titel, Thumbnail-Idee und Gliederung festhalten',
					text: 'Entwirf zwei oder drei Titelvarianten und skizziere das Thumbnail. Gliedere dann das Video: ein Aufhänger für die ersten 15–30 Sekunden, die Hauptpunkte der Reihe nach und ein klarer Schluss, der auf dein nächstes Video verweist.',
					tools: 'Google Docs, Notion, Stift und Papier',
				},
			},
			tip: 'Wenn du das Thumbnail nicht in einem Satz beschreiben kannst, ist die Idee wahrscheinlich noch nicht klar genug. Schärf sie jetzt, solange Änderungen nichts kosten.',
		},
		phase2: {
			title: 'Content-Erstellung',
			duration: '2–4 Stunden',
			text: 'Mach aus der Gliederung Filmmaterial. Gute Vorbereitung macht den Dreh ruhig und schnell, und sauberer Ton in dieser Phase spart dir Stunden im Schnitt und macht deine Untertitel später genauer.',
			steps: {
				s1: {
					title: 'Skript oder Stichpunkte schreiben',
					text: 'Schreib für Tutorials und Erklärvideos ein vollständiges Skript – oder Stichpunkte, wenn du frei besser sprichst. Lies den Aufhänger laut vor, bis er natürlich klingt, und nenne dein Hauptthema früh in einfachen Worten.',
					tools: 'Google Docs, eine Teleprompter-App, Karteikarten',
				},
				s2: {
					title: 'Ton, Licht und Bildausschnitt einrichten',
					text: 'Zuerst der Ton: Ein Ansteck- oder USB-Mikrofon nah am Mund schlägt jedes Kameramikrofon. Richte dein Gesicht zu einem Fenster oder einer weichen Lichtquelle aus, halte den Hintergrund aufgeräumt und fixiere Fokus und Belichtung, damit sie nicht wandern.',
					tools: 'Lavalier- oder USB-Mikrofon, Fensterlicht oder Softbox, Stativ, Smartphone oder Kamera',
				},
				s3: {
					title: 'Hauptaufnahme und Zusatzmaterial drehen',
					text: 'Nimm Abschnitt für Abschnitt auf und wiederhole nach einem Fehler lieber den Satz, statt einfach weiterzumachen. Bevor du zusammenpackst, dreh B-Roll, Nahaufnahmen und Bildschirmaufnahmen für jeden Punkt deiner Gliederung.',
					tools: 'Kamera-App oder Kamera, OBS Studio für Bildschirmaufnahmen, eine Shotlist',
				},
			},
			tip: 'Nimm vor der eigentlichen Aufnahme einen zehnsekündigen Test auf und hör ihn dir mit Kopfhörern an. Hall, Brummen oder ein raschelndes Hemd lassen sich jetzt leicht beheben und später nur sehr schwer.',
		},
		phase3: {
			title: 'Postproduktion',
			duration: '3–6 Stunden',
			text: 'Der Schnitt ist meist die längste Phase. Arbeite vom Groben ins Feine: erst die Struktur, dann das Tempo, dann der Feinschliff. Fang nicht mit der Farbkorrektur einer Szene an, die du vielleicht noch herausschneidest.',
			steps: {
				s1: {
					title: 'Den Rohschnitt machen',
					text: 'Leg die besten Takes in der Reihenfolge deiner Gliederung an und schneide Versprecher, lange Pausen und Wiederholungen heraus. Sieh dir den Rohschnitt einmal ohne Unterbrechung an und notiere, wo deine Aufmerksamkeit abschweift.',
					tools: 'DaVinci Resolve, Adobe Premiere Pro, Final Cut Pro oder CapCut',
				},
				s2: {
					title: 'Tempo, Ton und Bild verfeinern',
					text: 'Straffe die langsamen Stellen, die du notiert hast, füge B-Roll und Texteinblendungen hinzu und misch den Ton so ab, dass deine Stimme klar über der Musik liegt. Verwende nur Musik und Clips, an denen du die Rechte hast.',
					tools: 'Audio-Mediathek von YouTube, Audacity, die Farb- und Audio-Tools deines Schnittprogramms',
				},
				s3: {
					title: 'Thumbnail erstellen und Untertitel vorbereiten',
					text: 'Gestalte das Thumbnail, das du in Phase 1 skizziert hast, in 1280×720 und prüfe es in kleiner Größe, so wie es in den Suchergebnissen und auf Smartphones erscheint. Exportiere das fertige Video und bereite, falls du mit Skript arbeitest, dieses als Grundlage für deine Untertitel auf.',
					tools: 'Canva, Photoshop, GIMP oder Subtitle Edit',
				},
			},
			tip: 'Exportiere einen Entwurf und sieh ihn dir auf dem Smartphone an, bevor du das Video fertigstellst. Kleine Schrift, leise Passagen und langsame Intros fallen auf dem Bildschirm, den die meisten deiner Zuschauer nutzen, viel eher auf.',
		},
		phase4: {
			title: 'Optimierung & Upload',
			duration: '1–2 Stunden',
			text: 'Die Verpackung entscheidet, ob überhaupt jemand zu schauen beginnt. Behandle Titel, Thumbnail, Beschreibung und Untertitel mit derselben Sorgfalt wie das Video selbst.',
			steps: {
				s1: {
					title: 'Titel, Beschreibung und Hashtags schreiben',
					text: 'Leg deinen endgültigen Titel fest und beginne die Beschreibung mit zwei oder drei Sätzen, die das Video zusammenfassen. Füge Kapitel mit Zeitstempeln und drei bis fünf passende Hashtags hinzu: Enthält der Titel keine, zeigt YouTube die ersten drei darüber an, und es ignoriert alle, wenn ein Video mehr als 60 hat.',
					tools: 'YouTube Studio, Hashtag-Generator von Tubekit',
				},
				s2: {
					title: 'Thumbnail und Untertitel hochladen',
					text: 'Lade dein eigenes Thumbnail und deine Untertiteldatei hoch. Das Thumbnail sollte 1280×720 Pixel groß sein, als JPG-, PNG- oder GIF-Datei. Lange lag die Grenze bei 2 MB; YouTube Studio am Computer nimmt auf manchen Kanälen inzwischen größere Dateien an, sieh also im Upload-Dialog nach. Noch keine Untertiteldatei? Schau ein paar Stunden nach dem Upload wieder vorbei, wenn die automatischen Untertitel von YouTube fertig sind, und korrigiere sie in YouTube Studio.',
					tools: 'YouTube Studio, Untertiteldatei im SRT- oder VTT-Format',
				},
				s3: {
					title: 'Upload-Einstellungen abschließen und Veröffentlichung planen',
					text: 'Füge einen Abspann hinzu, der auf ein passendes Video oder eine Playlist verweist, und Infokarten an den Stellen, an denen du andere Videos erwähnst. Beantworte die Fragen, die YouTube beim Upload stellt: ob das Video speziell für Kinder ist, ob es bezahlte Werbung enthält und ob es veränderte oder synthetische Inhalte enthält. YouTube verlangt, dass du realistische Inhalte offenlegst, die wesentlich verändert oder künstlich erzeugt wurden, etwa mit KI – zum Beispiel eine echte Person, die etwas sagt, was sie nie gesagt hat, oder eine realistische Szene, die nie passiert ist. Wer KI nur für Ideen, ein Skript oder Untertitel nutzt, muss nichts offenlegen. Sieh dir vor dem Veröffentlichen den Schritt „Überprüfungen“ im Upload an: YouTube prüft das Video auf urheberrechtlich geschützte Inhalte und, bei Kanälen im YouTube-Partnerprogramm, auf Werbefreundlichkeit. Warte das Ergebnis ab und behebe, was gefunden wird, oder widersprich, solange das Video noch privat ist. Plane die Veröffentlichung dann für eine Zeit, in der dein Publikum auf YouTube ist (der Tab „Zielgruppe“ in Analytics zeigt, wann deine Zuschauer online sind), oder richte sie als Premiere ein: Zuschauer bekommen eine Wiedergabeseite mit Countdown und sehen die erste Vorführung gemeinsam, mit Livechat.',
					tools:
						'Upload-Details, Überprüfungen, Abspann, Infokarten, geplante Veröffentlichung und Premieren in YouTube Studio, YouTube Analytics',
				},
			},
			tip: 'Lade das Video einige Stunden vor der Veröffentlichung als privat oder geplant hoch. So hat YouTube Zeit, die HD-Versionen zu verarbeiten und automatische Untertitel zu erzeugen, und zum Start ist alles fertig.',
		},
		phase5: {
			title: 'Optimierung nach der Veröffentlichung',
			duration: 'Fortlaufend',
			text: 'Mit der Veröffentlichung ist es nicht vorbei. Die ersten Tage zeigen, wie Zuschauer reagieren, und kleine Änderungen an einem Video, das schon online ist, können noch einen echten Unterschied machen.',
			steps: {
				s1: {
					title: 'In den ersten 48 Stunden präsent sein',
					text: 'Antworte auf frühe Kommentare, fixiere einen Kommentar, der Mehrwert bietet oder eine Frage stellt, und teile das Video dort, wo dein Publikum ohnehin ist. Frühe Gespräche lassen deinen Kanal für neue Zuschauer lebendig wirken.',
					tools: 'Kommentare in YouTube Studio, YouTube Studio App, Beiträge auf deinem Kanal',
				},
				s2: {
					title: 'Nach einer Woche die Zahlen auswerten',
					text: 'Öffne in YouTube Studio Analytics für das Video oder den Tab „Inhalte“ in Analytics für deinen Kanal, und prüfe die Impressionen, die Klickrate der Impressionen, die durchschnittliche Wiedergabedauer und das Diagramm zur Zuschauerbindung. Eine niedrige Klickrate deutet auf Titel oder Thumbnail hin, ein starker Abfall früh im Bindungsdiagramm auf das Intro.',
					tools: 'YouTube Analytics: Analytics für ein einzelnes Video und der Tab „Inhalte“',
				},
				s3: {
					title: 'Verbessern und weiterverwerten',
					text: 'Teste ein alternatives Thumbnail oder einen anderen Titel, wenn die Klickrate schwach ist, korrigiere die Untertitel und ergänze fehlende Kapitel. Verwerte dann die besten Teile weiter: Clips als Shorts, das Transkript als Blogartikel, Fragen aus den Kommentaren als nächstes Thema.',
					tools:
						'„Testen und vergleichen“ in YouTube Studio, Transkript-Downloader von Tubekit, Hashtag-Generator von Tubekit',
				},
			},
			tip: 'Ändere immer nur eine Sache und notiere das Datum. Sonst kannst du nicht sagen, ob das neue Thumbnail, der neue Titel oder einfach das Wochenende den Unterschied gemacht hat.',
		},
	},
	workflows: {
		title: 'Vorlagen für vier Videoformate',
		intro:
			'Die fünf Phasen passen zu jeder Art von Video, aber wie viel Zeit du in welche Phase steckst, hängt vom Format ab. Nimm diese Vorlagen als Ausgangspunkt und pass sie an dein eigenes Tempo an.',
		labels: {
			planning: 'Planung',
			production: 'Produktion',
			keys: 'Erfolgsfaktoren',
		},
		w1: {
			name: 'Bildung / Tutorial',
			planning: '2–3 Stunden',
			production: '4–6 Stunden',
			text: 'Zuschauer kommen mit einem Problem und gehen, wenn die Antwort nicht klar ist. Investiere am meisten in Recherche und ein straffes Skript; zeig jeden Schritt im Bild.',
			keys: {
				k1: 'Teste jeden Schritt selbst, bevor du aufnimmst, damit das Tutorial wirklich funktioniert.',
				k2: 'Nutze Kapitel, damit Zuschauer direkt zu dem Teil springen können, den sie brauchen.',
				k3: 'Veröffentliche genaue Untertitel: Bei Fachbegriffen versagen automatische Untertitel am häufigsten.',
			},
		},
		w2: {
			name: 'Unterhaltung / Vlog',
			planning: '30–60 Minuten',
			production: '4–8 Stunden',
			text: 'Wenig Skript, viel Material. Die Geschichte entsteht im Schnitt, also plane die Einstellungen, die sie tragen, und heb dir den Großteil deiner Zeit für die Postproduktion auf.',
			keys: {
				k1: 'Leg den Spannungsbogen vorher fest: ein Ziel, ein Hindernis und eine Auflösung.',
				k2: 'Dreh viel mehr, als du brauchst, und schneide konsequent, damit das Tempo hoch bleibt.',
				k3: 'Bau das Thumbnail um einen emotionalen Moment aus dem Video herum.',
			},
		},
		w3: {
			name: 'Test / Unboxing',
			planning: '1–2 Stunden',
			production: '3–5 Stunden',
			text: 'Vertrauen ist das eigentliche Produkt. Nimm dir Zeit mit dem Gegenstand, bevor du drehst, und leg offen, wie du ihn bekommen hast.',
			keys: {
				k1: 'Nutze das Produkt wirklich, bevor du es beurteilst, und zeig es im Einsatz.',
				k2: 'Kennzeichne Sponsorings und kostenlose Produkte, sowohl im Video als auch in YouTube Studio.',
				k3: 'Pack dein Fazit in ein eigenes Kapitel, damit Zuschauer es schnell finden.',
			},
		},
		w4: {
			name: 'News / Kommentar',
			planning: '30–60 Minuten',
			production: '1–3 Stunden',
			text: 'Tempo zählt, Genauigkeit zählt mehr. Halte eine fertige Vorlage für Intro, Grafiken und Thumbnail bereit, damit du dich nur noch um den Inhalt kümmern musst.',
			keys: {
				k1: 'Prüfe Fakten anhand von Primärquellen und nenne sie in der Beschreibung.',
				k2: 'Nutze ein wiederverwendbares Thumbnail-Layout und tausch nur Schlagzeile und Bild aus.',
				k3: 'Biete Mehrwert durch deine eigene Analyse, statt nur die Schlagzeile zu wiederholen.',
			},
		},
	},
	shorts: {
		title: 'Shorts im Workflow',
		intro:
			'Shorts sind Videos im Hoch- oder Quadratformat mit bis zu drei Minuten Länge. Sie durchlaufen dieselben fünf Phasen, nur viel schneller, und viele entstehen direkt aus einem langen Video, das du schon gemacht hast.',
		s1: {
			title: 'Plane sie zusammen mit dem langen Video',
			text: 'Markiere in Phase 1 die Stellen deiner Gliederung, die für sich allein funktionieren: einen Tipp, ein Ergebnis, einen Vorher-nachher-Vergleich. Dreh sie zusätzlich im Hochformat, oder wähle den Bildausschnitt so, dass auch ein Zuschnitt aufs Hochformat noch funktioniert.',
		},
		s2: {
			title: 'Komm sofort zur Sache',
			text: 'Im Shorts-Feed startet ein Short sofort, ohne Thumbnail oder Titel, auf den man zuerst klickt. Passiert nichts, wischen Zuschauer innerhalb von Sekunden weiter. Beginne also mit dem Ergebnis oder der Frage, und blende für Zuschauer, die ohne Ton schauen, Text im Bild ein.',
		},
		s3: {
			title: 'Titel, Hashtags und der Frame fürs Thumbnail',
			text: 'Gib dem Short einen kurzen, klaren Titel, der sein Thema nennt, und zwei oder drei Themen-Hashtags; #Shorts brauchst du nicht, das Format macht ihn zum Short. Wenn du ihn in der YouTube-App auf dem Smartphone hochlädst, wählst du einen Frame des Shorts als Thumbnail aus: Es erscheint im Tab „Shorts“ deines Kanals und in Suchergebnissen.',
		},
		s4: {
			title: 'Verlinke das vollständige Video',
			text: 'Leg das lange Video als verwandtes Video des Shorts fest, damit Zuschauer, die mehr wollen, direkt aus dem Shorts-Player dorthin tippen können. Beim Upload gelten dieselben Fragen wie bei einem langen Video, auch die Offenlegung realistischer veränderter oder synthetischer Inhalte.',
		},
		s5: {
			title: 'Über einer Minute: keine Content ID-Ansprüche',
			text: 'Ein Short, der länger als eine Minute ist und einen aktiven Content ID-Anspruch hat, wird auf YouTube blockiert – unabhängig davon, welche Richtlinie der Rechteinhaber gewählt hat (YouTube-Hilfe: „Was ist ein Content ID-Anspruch?“). Nutze Musik und Clips, an denen du die Rechte hast, und sieh dir die Überprüfungen an, bevor der Short öffentlich wird. Taucht ein Anspruch auf, entferne den beanspruchten Teil oder widersprich, wenn er falsch ist.',
		},
	},
	workedExample: {
		title: 'Ein Beispiel Schritt für Schritt',
		intro:
			'Mia veröffentlicht jede Woche ein Kochvideo und kümmert sich neben ihrem Job um ihren Kanal. So sieht eine Woche für ihr Video „Ramen nach Feierabend in 20 Minuten“ aus. Mia und ihr Kanal sind erfunden, die Woche folgt den Phasen oben.',
		steps: {
			s1: 'Montag, Planung: Die Suchvorschläge von YouTube zeigen „ramen rezept einfach“ und „ramen selber machen“. Sie sieht sich die fünf obersten Videos an, überfliegt zwei Transkripte, notiert, dass in den Kommentaren nach einer vegetarischen Variante gefragt wird, und skizziert ein Thumbnail: die fertige Schüssel, aufsteigender Dampf, dazu „20 MIN“.',
			s2: 'Dienstag, Dreh: ein Skript in Stichpunkten, ein Ansteckmikrofon und das Küchenfenster als Licht. Sie dreht die Hauptaufnahme, die mit einer Geschichte über ihre Japanreise beginnt, Nahaufnahmen jedes Schritts und für einen Short zwei Einstellungen im Hochformat, in denen das Ei aufgeschnitten wird.',
			s3: 'Mittwoch und Donnerstag, Schnitt: am Mittwoch der Rohschnitt. Am Donnerstag mischt sie das Brutzeln so ab, dass ihre Stimme klar darüber liegt, gestaltet das Thumbnail in 1280×720 und prüft es auf dem Smartphone.',
			s4: 'Freitag, Upload: Morgens lädt sie das Video als privat hoch, mit dem Titel „Ramen nach Feierabend in 20 Minuten (auch vegetarisch)“, einer Beschreibung aus zwei Sätzen, sechs Kapiteln und vier Hashtags. Am Nachmittag sind die automatischen Untertitel von YouTube fertig, und sie korrigiert die Namen der Zutaten. In den Upload-Details verneint sie bezahlte Werbung und veränderte oder synthetische Inhalte: Ein KI-Tool hat sie nur für Titelideen genutzt, und das muss sie nicht offenlegen. Die Überprüfungen finden keine Urheberrechtsprobleme, und sie plant die Veröffentlichung für Samstagmorgen.',
			s5: 'Wochenende: Sie antwortet auf Kommentare und fixiert einen eigenen Kommentar, in dem sie nach dem Lieblingstopping der Zuschauer fragt. Der Short mit dem Ei geht am Sonntag online: 40 Sekunden mit den eigenen Küchengeräuschen statt eines bekannten Songs, mit einem Frame des aufgeschnittenen Eis als Thumbnail und dem vollständigen Video als verwandtem Video.',
		},
		result:
			'Eine Woche später zeigt Analytics für das Video einen steilen Abfall im Diagramm zur Zuschauerbindung, mitten im langen Intro über ihre Japanreise. Die Gliederung für die nächste Woche beginnt stattdessen mit der fertigen Schüssel.',
	},
	schedule: {
		title: 'Ein Beispiel-Wochenplan',
		intro:
			'So können sich die Phasen für ein Video über eine Woche verteilen, bei ein paar Stunden pro Tag. Verschieb die Tage so, wie es in dein Leben passt; wichtig ist, dass jede Phase einen festen Platz hat.',
		monday: {
			day: 'Montag',
			task: 'Planung & Recherche: Thema wählen, die Top-Videos analysieren, Titelvarianten und Gliederung schreiben.',
		},
		tuesday: {
			day: 'Dienstag',
			task: 'Content-Erstellung: Skript fertigstellen, Set aufbauen, Hauptaufnahme und B-Roll drehen.',
		},
		wednesday: {
			day: 'Mittwoch',
			task: 'Postproduktion: Rohschnitt und ein erster Durchgang für das Tempo.',
		},
		thursday: {
			day: 'Donnerstag',
			task: 'Postproduktion: Ton, Bild und finaler Export; Thumbnail gestalten.',
		},
		friday: {
			day: 'Freitag',
			task: 'Optimierung & Upload: Titel, Beschreibung, Hashtags, Untertitel, Abspann; Veröffentlichung planen.',
		},
		weekend: {
			day: 'Wochenende',
			task: 'Nach der Veröffentlichung: auf Kommentare antworten, erste Ergebnisse prüfen, Ideen für nächste Woche sammeln – und dir echte Freizeit nehmen.',
		},
	},
	toolsCard: {
		title: 'Wo Tubekit in deinen Workflow passt',
		text: 'Drei der kostenlosen Tools von Tubekit übernehmen wiederkehrende Aufgaben in diesem Workflow. Du nutzt sie kostenlos, ohne Konto und ohne Anmeldung.',
		hashtag: {
			name: 'Hashtag-Generator',
			phase: 'Optimierung & Upload',
			text: 'Gib ein paar Keywords aus deinem Titel und deiner Gliederung ein, wahlweise mit einer Kategorie, und erhalte angesagte, empfohlene und Long-Tail-Hashtags. Klick auf einen Hashtag, um ihn zu kopieren, und behalte die drei bis fünf, die dein Video am besten beschreiben.',
			link: 'Hashtag-Generator öffnen',
		},
		thumbnail: {
			name: 'Thumbnail-Downloader',
			phase: 'Planung & Recherche, Optimierung nach der Veröffentlichung',
			text: 'Speichere die Thumbnails der Top-Videos zu deinem Thema, um sie bei der Planung nebeneinander zu vergleichen. Nach der Veröffentlichung fügst du den Link deines eigenen Videos ein und siehst dein Thumbnail in jeder Größe, die YouTube ausliefert, bis hinunter zu den kleinen, die in Listen erscheinen.',
			link: 'Thumbnail-Downloader öffnen',
		},
		transcript: {
			name: 'Transkript-Downloader',
			phase: 'Planung & Recherche, Optimierung nach der Veröffentlichung',
			text: 'Überflieg die Transkripte der Konkurrenz, um zu sehen, wie sie ein Thema aufbauen. Sobald dein eigenes Video Untertitel hat, lädst du sie als Text für deine Beschreibung und deinen Blogartikel herunter – oder als SRT bzw. VTT, um sie zu korrigieren und erneut hochzuladen.',
			link: 'Transkript-Downloader öffnen',
		},
	},
} satisfies NamespaceGuideWorkflowTranslation

export default de_guideWorkflow
