import type { NamespaceGuideSeoTranslation } from '../../i18n-types'

const de_guideSeo = {
	meta: {
		title: 'YouTube-SEO-Ratgeber: In 5 Schritten gefunden werden – Tubekit',
		description:
			'Lerne YouTube-SEO Schritt für Schritt: Keyword-Recherche, Titel, Beschreibung und Kapitel, Tags und Hashtags, Thumbnails und Untertitel. Praxisnah und aktuell.',
		keywords:
			'YouTube SEO, YouTube SEO Ratgeber, YouTube Videos ranken, YouTube Keyword Recherche, YouTube Titel, YouTube Beschreibung, Videokapitel, YouTube Tags, YouTube Hashtags',
	},
	h1: 'YouTube-SEO-Ratgeber: So werden deine Videos gefunden',
	badges: {
		b1: 'Für Einsteiger',
		b2: '15 Min. Lesezeit',
		b3: 'Schritt für Schritt',
	},
	intro: {
		p1: 'Bei YouTube-SEO geht es darum, dass die richtigen Zuschauer dein Video finden: in der YouTube-Suche, bei Google und in den Empfehlungen neben Videos, die sie sich gerade ansehen. Laut YouTube sortiert die Suche ihre Ergebnisse nach Relevanz, Interaktion und Qualität: wie gut Titel, Beschreibung und Video zur Suchanfrage passen, wie Zuschauer auf das Video reagieren und wie vertrauenswürdig dein Kanal beim jeweiligen Thema wirkt.',
		p2: 'Keine Einstellung und kein Trick ersetzt ein Video, das Menschen sehen wollen. SEO sorgt dafür, dass YouTube dein Video versteht und dass Zuschauer, die es in einer Liste entdecken, es als die Antwort erkennen, nach der sie gesucht haben. Dieser Ratgeber führt dich durch fünf Schritte, die du schon bei deinem nächsten Upload anwenden kannst, und zeigt dir danach fortgeschrittene Strategien für die Zeit, wenn die Grundlagen sitzen.',
		p3: 'Die Suche ist nur einer der Wege zu deinem Video. Auf vielen Kanälen kommen mehr Aufrufe über die Startseite und den Abofeed und über vorgeschlagene Videos neben und nach anderen Videos als über die Suche. Welcher Weg deine Zuschauer bringt, zeigen dir die Zugriffsquellen in Analytics. Dort tippt niemand eine Suchanfrage ein: YouTube bietet ein Video Zuschauern an, denen es nach ihrem bisherigen Verhalten gefallen dürfte, und lernt daraus, wie sie reagieren – ob sie klicken, wie lange sie zuschauen und ob sie wiederkommen. Keywords helfen YouTube zu verstehen, worum es in einem Video geht; für Startseite und Vorschläge zählen ein Thumbnail und ein Titel, die die richtigen Zuschauer zum Klicken bringen, und ein Einstieg, der sie hält, noch mehr.',
	},
	process: {
		title: 'YouTube-SEO in 5 Schritten',
		text: 'Geh diese Schritte bei jedem Video durch, am besten schon vor dem Dreh: Das beste Keyword ist das, um das herum du das ganze Video planst.',
		tipsLabel: 'Tipps',
	},
	steps: {
		step1: {
			title: 'Finde heraus, wonach deine Zuschauer suchen',
			text: 'Geh von den Wörtern aus, die dein Publikum tatsächlich eintippt, nicht von denen, die du selbst benutzen würdest. Gib dein Thema in die YouTube-Suchleiste ein, notiere die Vorschläge, die dabei erscheinen, und sieh dir die obersten Ergebnisse an: Sie zeigen, was YouTube bereits für eine gute Antwort hält. Wähle pro Video ein Haupt-Keyword und zwei oder drei eng verwandte Varianten.',
			tips: {
				t1: 'Öffne in YouTube Studio am Computer Analytics und dort den Tab mit Ideen für neue Videos (früher hieß er Recherche; nicht jeder Kanal hat ihn): Er zeigt dir, wonach deine Zuschauer und andere Menschen auf YouTube suchen – auch Themen, zu denen es kaum gute Videos gibt.',
				t2: 'Mit Google Trends kannst du das Interesse an Suchbegriffen direkt auf YouTube vergleichen: Stell dazu den Suchtyp von „Websuche“ auf „YouTube-Suche“ um.',
				t3: 'Setz lieber auf konkrete Begriffe wie „Anstellgut für Anfänger“ als auf breite Wörter wie „Brot“: Um sie konkurrieren weniger Videos, und wer danach sucht, weiß genau, was er will.',
			},
		},
		step2: {
			title: 'Schreib einen Titel, der zur Suche passt und zum Klicken einlädt',
			text: 'Dein Titel ist das stärkste Textsignal, das du selbst in der Hand hast, und das Erste, was Zuschauer lesen. Setz dein Haupt-Keyword möglichst an den Anfang, sag klar, was Zuschauer bekommen, und versprich nur, was das Video auch hält. YouTube erlaubt bis zu 100 Zeichen, doch lange Titel werden in den Suchergebnissen und auf dem Smartphone abgeschnitten – die wichtigen Wörter gehören also nach vorn.',
			tips: {
				t1: 'Prüfe, ob der Titel auch dann noch Sinn ergibt, wenn nur seine ersten 40 bis 60 Zeichen zu sehen sind. Das ist nur ein grober Richtwert: Wo der Titel abgeschnitten wird, hängt vom Bildschirm ab.',
				t2: 'Gib einen Grund zum Klicken: ein Ergebnis, einen Zeitrahmen oder eine konkrete Situation („in 10 Minuten“, „ohne Stativ“). Verzichte auf durchgehende Großbuchstaben und Übertreibungen: Wer sich getäuscht fühlt, springt früh ab – und das signalisiert YouTube, dass das Video nicht gut gepasst hat.',
				t3: 'Lass Titel und Thumbnail als Team arbeiten: Das Thumbnail zeigt, der Titel erzählt. Wiederhole nicht dieselben Wörter in beiden.',
			},
		},
		step3: {
			title: 'Schreib eine hilfreiche Beschreibung und füge Kapitel hinzu',
			text: 'Die ersten ein, zwei Zeilen deiner Beschreibung erscheinen in den Suchergebnissen und vor dem Link „mehr“. Fasse darin das Video in einfachen Worten zusammen, die dein Haupt-Keyword enthalten. Darunter folgen Details, Links, Ressourcen und Kapitel: Zeitstempel, die das Video in benannte Abschnitte gliedern. Mit Kapiteln springen Zuschauer direkt zu dem Teil, den sie brauchen, und die Google-Suche kann sie als wichtige Momente anzeigen.',
			tips: {
				t1: 'Die Kapitelregeln von YouTube (YouTube-Hilfe: „Videokapitel“): Der erste Zeitstempel muss 0:00 sein, du brauchst mindestens drei Zeitstempel in aufsteigender Reihenfolge, und jedes Kapitel muss mindestens 10 Sekunden lang sein. Setz jeden Zeitstempel an den Anfang einer eigenen Zeile.',
				t2: 'Benenne Kapitel so, wie Zuschauer danach suchen würden: „Den Starter füttern“, nicht „Teil 2“.',
				t3: 'Schreib für Menschen, nicht für den Algorithmus. Eine Beschreibung voller wiederholter Keywords liest sich schlecht und kann nach den Richtlinien von YouTube als Spam gelten.',
				t4: 'YouTube kann Kapitel auch selbst erstellen. Die Einstellung für automatische Kapitel findest du in YouTube Studio in den Details jedes Videos unter „Mehr anzeigen“ und in deinen Standardeinstellungen für Uploads. Kapitel, die du selbst in die Beschreibung schreibst, ersetzen die automatischen. Sieh dir also an, was YouTube vorschlägt, und schalte die Einstellung aus, wenn die Kapitel nicht passen.',
			},
		},
		step4: {
			title: 'Nutze Tags und Hashtags so, wie YouTube es vorsieht',
			text: 'Tags und Hashtags sind zwei verschiedene Dinge. Tags sind versteckte Begriffe, die du in YouTube Studio einträgst; laut YouTube spielen sie für die Auffindbarkeit nur eine minimale Rolle und sind vor allem bei Wörtern nützlich, die oft falsch geschrieben werden. Hashtags sind sichtbare, anklickbare Wörter mit einem # in Titel oder Beschreibung, die Zuschauer zu anderen Videos mit demselben Hashtag führen.',
			tips: {
				t1: 'Nutze lieber wenige präzise Hashtags als viele: Üblich ist der Rat, drei bis fünf zu nehmen, die das Video wirklich beschreiben. Die einzige feste Regel von YouTube ist die Obergrenze (siehe die unten verlinkte Seite der YouTube-Hilfe zu Hashtags): Hat ein Video mehr als 60 Hashtags, ignoriert YouTube sie alle. Eine lange Liste wirkt schon viel früher wie Spam.',
				t2: 'Enthält dein Titel selbst keine Hashtags, zeigt YouTube die ersten drei Hashtags deiner Beschreibung auf der Wiedergabeseite über dem Titel an. Setz die wichtigsten also an den Anfang. Ein Hashtag enthält keine Leerzeichen: #sauerteigbacken, nicht #sauerteig backen.',
				t3: 'Halte Tags kurz und ehrlich: dein Haupt-Keyword, ein paar Varianten und häufige Falschschreibungen. Alle Tags zusammen dürfen bis zu 500 Zeichen lang sein (YouTube-Hilfe: „Tags zu deinen Videos hinzufügen“, unten verlinkt), und Tags oder Hashtags, die nichts mit dem Video zu tun haben, verstoßen gegen die Richtlinien von YouTube.',
			},
		},
		step5: {
			title: 'Klicks verdienen, Zuschauer halten, Untertitel hinzufügen',
			text: 'Das Ranking ist nur die halbe Arbeit: Zuschauer wählen aus dem, was sie sehen, und YouTube achtet darauf, was sie danach tun. Ein klares Thumbnail und ein klarer Titel bringen den Klick, und ein Einstieg, der schnell liefert, was der Titel verspricht, hält die Zuschauer im Video – für YouTube ein Zeichen, dass das Video die Suchanfrage beantwortet. Genaue Untertitel machen das Video auch ohne Ton verständlich und öffnen es für Zuschauer in anderen Sprachen.',
			tips: {
				t1: 'Gestalte dein Thumbnail für den Smartphone-Bildschirm: ein Motiv, starker Kontrast, höchstens ein paar Wörter. Der nächste Ratgeber geht ausführlich darauf ein.',
				t2: 'Steig mit dem Ergebnis ein, nicht mit einem langen Intro: Zeig das Ergebnis oder sag, was Zuschauer lernen werden, und liefere es dann. Öffne in YouTube Studio Analytics für dieses Video: Das Diagramm zur Zuschauerbindung zeigt dir genau, wo Zuschauer abspringen.',
				t3: 'Prüfe die automatischen Untertitel in YouTube Studio und korrigiere Namen und Fachbegriffe, oder lade eine eigene Untertiteldatei hoch, zum Beispiel im SRT- oder VTT-Format. Gute Untertitel helfen gehörlosen und schwerhörigen Zuschauern, Menschen, die ohne Ton schauen, und Zuschauern, die übersetzte Untertitel nutzen.',
			},
		},
	},
	advanced: {
		title: 'Fortgeschrittene Strategien',
		intro:
			'Sobald jeder Upload die fünf Schritte abdeckt, helfen dir diese Strategien, deinen ganzen Kanal wachsen zu lassen – nicht nur einzelne Videos.',
		s1: {
			title: 'Themencluster und Playlists aufbauen',
			text: 'Veröffentliche mehrere Videos zu einem Thema und verbinde sie miteinander: Verlinke sie in den Beschreibungen, über Infokarten und Abspanne, und sammle sie in einer Playlist mit einem klaren, suchbaren Namen. Wer ein Video zu Ende geschaut hat, findet so sofort das nächste, und YouTube lernt, welche Themen dein Kanal gut abdeckt.',
		},
		s2: {
			title: 'Aus deinen Suchbegriffen lernen',
			text: 'Öffne in YouTube Studio Analytics und dort den Tab „Inhalte“ oder Analytics für ein einzelnes Video, und sieh dir die Zugriffsquellen an: Die Quelle „YouTube-Suche“ listet die Suchbegriffe auf, die Zuschauer eingegeben haben, bevor sie deine Videos gefunden haben. Verwende diese Formulierungen in künftigen Titeln und Beschreibungen, und gib älteren Videos, die über unerwartete Begriffe gefunden werden, passendere Titel, Beschreibungen und Kapitel für genau diese Begriffe.',
		},
		s3: {
			title: 'Titel und Thumbnails testen',
			text: 'Wo die Funktion verfügbar ist, zeigt „Testen und vergleichen“ in YouTube Studio bis zu drei Versionen eines Thumbnails (auf vielen Kanälen auch eines Titels) verschiedenen Zuschauern und wählt die mit dem größten Anteil an der Wiedergabezeit aus – nicht einfach die mit den meisten Klicks. Bei Videos, für die es die Funktion nicht gibt, etwa Shorts, änderst du jeweils nur ein Element und vergleichst die Wochen davor und danach. Bedenke dabei, dass solche Vergleiche nur grob sind.',
		},
		s4: {
			title: 'Zuschauer in anderen Sprachen erreichen',
			text: 'In YouTube Studio kannst du übersetzte Titel und Beschreibungen hinzufügen, die Zuschauer dann in ihrer eigenen Sprache sehen, und Untertitel in weiteren Sprachen hochladen. Wo YouTube deinem Kanal die automatische Synchronisierung anbietet, fügt sie synchronisierte Audiospuren in anderen Sprachen hinzu, die du in YouTube Studio vor oder nach der Veröffentlichung prüfen kannst. Du kannst auch eigene synchronisierte Audiospuren hochladen (mehrsprachige Audiospuren). Fang mit den Sprachen an, in denen dein Publikum ohnehin schon schaut: Der Tab „Zielgruppe“ in Analytics zeigt dir, wo deine Zuschauer sind.',
		},
		s5: {
			title: 'Auffrischen und weiterverwerten, was schon funktioniert',
			text: 'Zeitlose Videos können jahrelang Zugriffe über die Suche bringen. Aktualisiere Titel, Beschreibung, Kapitel und Thumbnail, wenn sich ändert, wie Menschen nach dem Thema suchen, fixiere einen Kommentar mit neuen Informationen und schneide die besten Momente zu Shorts, die auf das vollständige Video als verwandtes Video verweisen.',
		},
	},
	shorts: {
		title: 'Shorts: So finden Zuschauer sie',
		intro:
			'Shorts sind Videos im Hoch- oder Quadratformat mit bis zu drei Minuten Länge. Viele Zuschauer begegnen ihnen im Shorts-Feed, wo sie von einem Short zum nächsten wischen. Ein Short wird deshalb anders gefunden als ein langes Video.',
		s1: {
			title: 'Im Shorts-Feed entscheidet die erste Sekunde',
			text: 'Im Shorts-Feed startet ein Short sofort: Es gibt kein Thumbnail und keinen Titel, auf den man zuerst klickt. Zuschauer entscheiden, indem sie weiterschauen oder wegwischen, und die Empfehlungen von YouTube lernen aus beidem. Zeig gleich im ersten Moment, worum es im Short geht, nicht erst nach einem Intro.',
		},
		s2: {
			title: 'Titel und Hashtags zählen trotzdem',
			text: 'Außerhalb des Feeds erscheinen Shorts in Suchergebnissen, auf Hashtag-Seiten, im Tab „Shorts“ deines Kanals und in Shorts-Reihen auf der Startseite. Dort ist der Titel das, was Zuschauer lesen und womit die Suche arbeitet: Halte ihn kurz und nenn das Thema direkt. Füge zwei oder drei Themen-Hashtags hinzu. Einen Hashtag #Shorts brauchst du nicht: Das Format macht ein Video zum Short.',
		},
		s3: {
			title: 'Das Thumbnail ist ein Frame, den du auswählst',
			text: 'Anders als ein langes Video bekommt ein Short kein gestaltetes Thumbnail. Wenn du ihn in der YouTube-App auf dem Smartphone hochlädst, wählst du einen Frame des Shorts als Thumbnail aus. Plane also einen klaren, gut ausgeleuchteten Moment mit dem Motiv in der Mitte des Hochformats ein.',
		},
		s4: {
			title: 'Führ Zuschauer zum vollständigen Video',
			text: 'Ein Short kann eines deiner längeren Videos als verwandtes Video verlinken, das Zuschauer im Shorts-Player antippen können. Schneide einen Short aus dem stärksten Moment eines langen Videos und verlinke das vollständige Video, damit Zuschauer, die mehr wollen, wissen, wohin.',
		},
		s5: {
			title: 'Über einer Minute: keine Content ID-Ansprüche',
			text: 'Ein Short, der länger als eine Minute ist und einen aktiven Content ID-Anspruch hat, wird auf YouTube blockiert – unabhängig davon, welche Richtlinie der Rechteinhaber gewählt hat (YouTube-Hilfe: „Was ist ein Content ID-Anspruch?“). Lass Musik und Clips, an denen du keine Rechte hast, aus längeren Shorts heraus. Taucht doch ein Anspruch auf, entferne den beanspruchten Teil in YouTube Studio oder lege Widerspruch ein, wenn der Anspruch falsch ist.',
		},
	},
	workedExample: {
		title: 'Ein Beispiel Schritt für Schritt',
		intro:
			'Tom betreibt einen kleinen Kanal über Fahrradreparaturen. So wendet er die fünf Schritte auf sein nächstes Video an, in dem er einen platten Reifen flickt, und das ergänzt er als Short. Kanal und Details sind erfunden, die Schritte sind die von oben.',
		steps: {
			s1: 'Suche: Tippt Tom „fahrrad platten“ in die YouTube-Suche, schlägt sie „fahrrad platten flicken“ und „fahrradschlauch flicken ohne flickzeug“ vor. Die obersten Ergebnisse sind lang und langsam, und in ihren Kommentaren fragen viele, wie man ein winziges Loch findet. Tom wählt „Fahrradschlauch flicken“ als Haupt-Keyword, dazu „Loch im Schlauch finden“ als Variante, und plant das Video rund um die Suche nach dem Loch.',
			s2: 'Titel: „Fahrradschlauch flicken: Loch finden, flicken, weiterfahren“. Das Haupt-Keyword steht vorn und ist auch dann noch zu sehen, wenn das Smartphone den Titel abschneidet. Der Rest sagt, was Zuschauer bekommen.',
			s3: 'Beschreibung und Kapitel: Die erste Zeile lautet „Fahrradschlauch zu Hause mit Flickzeug flicken: das Loch finden, den Schlauch flicken und den Reifen prüfen, damit es nicht wieder passiert.“ Darunter nennt er, was er dafür benutzt, etwa Reifenheber und Flickzeug, und listet fünf Kapitel auf: 0:00 Das brauchst du, 0:40 Das Laufrad ausbauen, 2:05 Das Loch finden, 4:20 Den Schlauch flicken, 6:50 Alles wieder zusammenbauen.',
			s4: 'Tags und Hashtags: ein paar Tags, darunter die häufige Falschschreibung „Fahradschlauch“ für Zuschauer, die so suchen, und drei Hashtags am Ende der Beschreibung: #fahrradreparatur #platterreifen #radfahren.',
			s5: 'Klick und Untertitel: Das Thumbnail zeigt seinen Daumen, der auf das geflickte Loch zeigt, dazu zwei Wörter Text. Das Video beginnt mit der fertigen Reparatur, bevor es irgendetwas erklärt. Nach dem Upload korrigiert er die automatischen Untertitel dort, wo sie „Ventil“ und „Reifenheber“ falsch verstanden haben.',
			s6: 'Ein Short: Der 40-Sekunden-Trick, das Loch in einer Schüssel Wasser zu finden, wird zu einem Short im Hochformat, mit dem vollständigen Video als verwandtem Video.',
		},
		result:
			'Einen Monat später zeigen die Zugriffsquellen in Analytics für das Video, dass vorgeschlagene Videos neben anderen Reparaturvideos inzwischen mehr Aufrufe bringen als die Suche, und dass viele Suchende „fahrradschlauch reparieren“ eingetippt haben. Tom nimmt diese Formulierung in die Beschreibung auf, nennt das vierte Kapitel „Den Fahrradschlauch reparieren“ und verlinkt im Abspann sein nächstes Reparaturvideo, damit Zuschauer, die über einen Vorschlag kommen, gleich weiterschauen können.',
	},
	mistakes: {
		title: 'Häufige Fehler, die du vermeiden solltest',
		m1: 'Einem breiten Keyword hinterherjagen, um das schon unzählige etablierte Videos konkurrieren.',
		m2: 'Ein Titel oder Thumbnail, das etwas verspricht, was das Video nicht einlöst.',
		m3: 'Eine kopierte Standardbeschreibung, in der die eigentliche Zusammenfassung unter Links begraben ist.',
		m4: 'Dutzende Tags und Hashtags, die wenig mit dem Video zu tun haben und nur „für alle Fälle“ dabei sind.',
		m5: 'Ungeprüfte automatische Untertitel, in denen Namen und wichtige Begriffe falsch erscheinen.',
		m6: 'Ein Video schon nach einem Tag beurteilen: Zugriffe über die Suche bauen sich oft über Wochen und Monate auf.',
	},
	tubekit: {
		title: 'Tubekit-Tools, die dir helfen',
		intro: 'Zwei kostenlose Tools von Tubekit sparen dir bei Schritt 3 und 4 Zeit – ohne Konto, ohne Anmeldung.',
		hashtag: {
			title: 'Hashtag-Generator',
			text: 'Gib ein paar Keywords ein oder füge den Link deines Videos ein, wähle bei Bedarf eine Kategorie und erhalte angesagte, empfohlene und Long-Tail-Hashtags. Ein kleines KI-Modell auf dem Tubekit-Server schreibt sie, deine Keywords gehen also an keinen externen KI-Dienst. Betrachte das Ergebnis als Vorschläge: Behalte die wenigen, die dein Video wirklich beschreiben.',
			link: 'Hashtag-Generator ausprobieren',
		},
		transcript: {
			title: 'Transkript-Downloader',
			text: 'Sobald dein Video öffentlich ist und Untertitel hat, lädst du sein Transkript mit Zeitstempeln herunter. Lies es durch, um natürliche Stellen für Kapitel zu finden, übernimm Formulierungen, die du tatsächlich gesagt hast, in deine Beschreibung, oder mach einen Blogartikel daraus. Herunterladen kannst du es als Text, SRT, VTT oder JSON.',
			link: 'Transkript-Downloader ausprobieren',
		},
	},
	resources: {
		title: 'Weiterlesen bei YouTube',
		r1: {
			label: 'So funktioniert YouTube: Die YouTube-Suche',
			url: 'https://www.youtube.com/howyoutubeworks/product-features/search/',
		},
		r2: {
			label: 'YouTube-Hilfe: Videokapitel',
			url: 'https://support.google.com/youtube/answer/9884579',
		},
		r3: {
			label: 'YouTube-Hilfe: Hashtags auf YouTube',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r4: {
			label: 'YouTube-Hilfe: Tags zu deinen Videos hinzufügen',
			url: 'https://support.google.com/youtube/answer/146402',
		},
		r5: {
			label: 'YouTube-Hilfe: Was ist ein Content ID-Anspruch?',
			url: 'https://support.google.com/youtube/answer/6013276?hl=de',
		},
	},
	disclaimer: 'YouTube ist eine Marke der Google LLC. Tubekit ist weder mit YouTube noch mit Google verbunden.',
} satisfies NamespaceGuideSeoTranslation

export default de_guideSeo
