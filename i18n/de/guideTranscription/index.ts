import type { NamespaceGuideTranscriptionTranslation } from '../../i18n-types'

const de_guideTranscription = {
	meta: {
		title: 'Ratgeber Videotranskription: YouTube-Untertitel für SEO – Tubekit',
		description:
			'Mach aus deinen YouTube-Videos genaue Untertitel und Transkripte: Ablauf in vier Schritten, Untertitelarten im Vergleich, SEO-Tipps und die nächsten Sprachen.',
		keywords:
			'YouTube Transkription, YouTube Untertitel, Video Transkript, Untertitel SEO, SRT Datei, Untertitel für Gehörlose, Genauigkeit automatische Untertitel, Untertitel übersetzen',
	},
	h1: 'Videotranskription: Untertitel, die Zuschauern und der Suche helfen',
	intro: {
		p1: 'Jedes Wort, das du in einem Video sagst, ist Inhalt, den Menschen und Suchmaschinen lesen könnten – aber nur, wenn es als Text vorliegt. Untertitel und Transkripte machen aus dem Gesprochenen genau diesen Text. Mit ihnen können gehörlose und schwerhörige Zuschauer deinem Video folgen, sie helfen Menschen, die ohne Ton schauen, geben Übersetzern eine Arbeitsgrundlage und liefern YouTube und Google eine schriftliche Fassung dessen, worum es in deinem Video geht.',
		p2: 'Dieser Ratgeber führt dich durch einen praxistauglichen Ablauf: Du startest mit den automatischen Untertiteln von YouTube, bereinigst sie, passt das Timing an und veröffentlichst sie. Außerdem erfährst du, wie sich die wichtigsten Arten von Untertiteln unterscheiden, wie du ein Transkript für die Suche weiterverwendest und welche Sprachen sich als Nächstes lohnen. Die Zeitangaben hier sind grobe Richtwerte, keine Messwerte: Deine Ergebnisse hängen von deiner Tonqualität, deinem Thema und davon ab, wie sorgfältig du prüfst.',
		p3: 'Für deine eigenen Videos bietet YouTube Studio das meiste, was du brauchst. Auf der Seite „Untertitel“ kannst du die automatischen Untertitel direkt bearbeiten (dafür legt YouTube eine bearbeitbare Kopie der automatischen Spur an) und jede deiner Untertitelspuren als .srt-, .vtt- oder .sbv-Datei herunterladen. Der Transkript-Downloader von Tubekit ist für die anderen Fälle da: für Videos von Kanälen, die du nicht verwaltest, etwa die Top-Ergebnisse, die du vor dem Dreh analysierst, für viele Videos auf einmal aus einer Playlist oder einem Kanal, oder für eine schnelle Kopie des Texts, ohne dich in YouTube Studio anzumelden.',
	},
	badges: {
		seo: 'SEO im Fokus',
		time: '15 Min. Lesezeit',
		a11y: 'Barrierefreiheit',
	},
	benefits: {
		title: 'Warum sich Untertitel lohnen',
		seo: {
			title: 'Suche',
			text: 'Ein Transkript schreibt die Wörter, Namen und Begriffe aus, die du tatsächlich sagst. YouTube und Google können Untertiteltext lesen, und ein Transkript, das du auf einer Webseite veröffentlichst, ist gewöhnlicher Text, den Suchmaschinen indexieren. YouTube legt nicht offen, wie stark Untertitel in das Ranking einfließen – sieh sie also als hilfreiche Ergänzung, nicht als Abkürzung.',
			impact: 'Deine gesprochenen Keywords werden zu lesbarem Text',
		},
		accessibility: {
			title: 'Barrierefreiheit',
			text: 'Laut der Weltgesundheitsorganisation leben etwa 430 Millionen Menschen mit einem Hörverlust, der sie im Alltag beeinträchtigt. Erst genaue Untertitel machen ein gesprochenes Video für sie nutzbar. Automatische Untertitel helfen, doch ihre Fehler treffen oft genau die Wörter, auf die es ankommt: Namen, Zahlen und Fachbegriffe.',
			impact: 'Macht deine Videos für gehörlose und schwerhörige Zuschauer nutzbar',
		},
		reach: {
			title: 'Weltweite Reichweite',
			text: 'Untertitel sind der Ausgangspunkt für Übersetzungen. Zuschauer können deine Untertitel im Player automatisch von YouTube übersetzen lassen, und eine saubere Untertitelspur in der Originalsprache macht diese maschinellen Übersetzungen spürbar besser. Für deine wichtigsten Sprachen kannst du eigene, geprüfte Übersetzungen hinzufügen.',
			impact: 'Zuschauer können in ihrer eigenen Sprache folgen',
		},
		engagement: {
			title: 'Zuschauerbindung',
			text: 'Viele Menschen schauen auf dem Smartphone an Orten, an denen sie den Ton nicht einschalten können: im Zug, bei der Arbeit, neben einem schlafenden Kind. Mit Untertiteln können sie dir trotzdem folgen, statt weiterzuscrollen. Untertitel helfen außerdem Nicht-Muttersprachlern, bei schnellem Sprechen mitzukommen.',
			impact: 'Hält Zuschauer, die ohne Ton schauen',
		},
	},
	tabs: {
		process: 'Ablauf',
		types: 'Untertitelarten',
		seo: 'SEO-Tipps',
		languages: 'Sprachen',
	},
	process: {
		intro:
			'In vier Schritten kommst du vom Rohvideo zu veröffentlichten, genauen Untertiteln. Die Zeiten gelten für ein typisches 10-minütiges Video mit einer sprechenden Person und klarem Ton.',
		labels: {
			tips: 'Tipps',
			time: 'Zeit',
		},
		step1: {
			title: 'Einen ersten Entwurf besorgen',
			text: 'Fang nicht bei null an zu tippen. Sobald dein Video auf YouTube ist, erstellt YouTube nach einer Weile meist automatische Untertitel dafür. Öffne in YouTube Studio „Untertitel“ und das Video: Leg eine bearbeitbare Kopie der automatischen Spur an, um sie direkt dort zu korrigieren, oder lade sie als Untertiteldatei herunter, die das Timing beibehält. Der Transkript-Downloader von Tubekit liefert dir dieselben Untertitel ohne Anmeldung, als reinen Text oder als SRT- bzw. VTT-Datei. Wenn du von einem Skript abliest, ist auch dieses Skript ein guter Entwurf.',
			tips: {
				t1: 'Automatische Untertitel können nach dem Hochladen eine Weile auf sich warten lassen, besonders bei langen Videos. Meldet der Transkript-Downloader, dass das Video noch keine Untertitel hat, versuch es später noch einmal.',
				t2: 'Wähle SRT oder VTT, wenn du das Timing behalten und nur die Wörter korrigieren willst; wähle reinen Text, wenn du daraus einen Blogartikel oder eine Beschreibung schreiben möchtest.',
				t3: 'Der Transkript-Downloader kann keine privaten, altersbeschränkten oder entfernten Videos lesen. Nutze ihn also für Videos, die öffentlich erreichbar sind. Die Untertitel eines eigenen privaten Videos lädst du stattdessen in YouTube Studio herunter.',
			},
			time: '5–10 Minuten',
		},
		step2: {
			title: 'Den Text korrigieren',
			text: 'Lies den Entwurf mit, während das Video läuft. Korrigiere zuerst falsch verstandene Wörter, Namen, Markennamen, Zahlen und Fachbegriffe: Diese Fehler verwirren Zuschauer am meisten. Ergänze dann Satzzeichen und Satzgrenzen, denn automatische Untertitel laufen oft ohne sie durch. Entferne Füllwörter nur dort, wo sie beim Lesen stören.',
			tips: {
				t1: 'Spiel das Video mit 1,25-facher Geschwindigkeit ab und pausiere per Tastatur: So entdeckst du Fehler schneller als beim reinen Lesen.',
				t2: 'Nutze die Funktion „Suchen und Ersetzen“ deines Editors für Wörter, die die Maschine jedes Mal falsch erkennt, etwa deinen eigenen Namen oder den Namen deines Kanals.',
				t3: 'Kennzeichne Geräusche, die für die Handlung wichtig sind, etwa [Musik] oder [Lachen], und benenne die Sprecher, wenn mehr als eine Person spricht.',
			},
			time: '15–30 Minuten',
		},
		step3: {
			title: 'Timing und Format der Untertitel anpassen',
			text: 'Gute Untertitel lassen sich auf einen Blick lesen. Beschränke jeden Untertitel auf ein oder zwei kurze Zeilen, brich Zeilen an natürlichen Pausen um und lass jeden Untertitel lange genug stehen, damit man ihn lesen kann. Wenn du eine SRT- oder VTT-Datei korrigiert hast, ist das Timing größtenteils erledigt: Prüfe die Stellen, an denen du Wörter hinzugefügt oder entfernt hast.',
			tips: {
				t1: 'Eine gängige Faustregel sind etwa 42 Zeichen pro Zeile und nicht mehr als zwei Zeilen pro Untertitel.',
				t2: 'Gar kein Timing? YouTube Studio kann ein reines Transkript automatisch mit dem Ton deines Videos synchronisieren, eine saubere Textdatei genügt also.',
				t3: 'Kostenlose Untertitel-Editoren wie Subtitle Edit oder Aegisub zeigen die Wellenform an, was das Korrigieren des Timings deutlich beschleunigt.',
			},
			time: '10–20 Minuten',
		},
		step4: {
			title: 'Veröffentlichen und weiterverwenden',
			text: 'Öffne in YouTube Studio den Bereich „Untertitel“, wähle das Video aus und füge Untertitel in der Sprache des Videos hinzu: Lade deine Untertiteldatei hoch (welche Formate YouTube annimmt, steht auf der Seite der YouTube-Hilfe zu unterstützten Untertiteldateien; SRT ist das einfachste) oder füge den Text ein und lass YouTube ihn automatisch synchronisieren. Dann setz das Transkript auch anderswo ein: in der Beschreibung, als Kapitel oder als Artikel auf deiner Website.',
			tips: {
				t1: 'Leg in den Details des Videos seine Sprache fest, bevor du Untertitel hinzufügst, damit YouTube die Untertitelspur der richtigen Sprache zuordnet.',
				t2: 'Sieh dir die erste Minute mit den neuen Untertiteln an, um sicherzugehen, dass die Datei richtig eingelesen wurde.',
				t3: 'Bewahre deine fertige SRT-Datei auf: Sie ist der beste Ausgangspunkt für Übersetzungen und für spätere erneute Uploads.',
			},
			time: '5–10 Minuten',
		},
	},
	types: {
		intro:
			'Es gibt vier gängige Wege zu Untertiteln. Sie unterscheiden sich in Genauigkeit, Aufwand und Kosten, und du kannst sie kombinieren: automatische Untertitel für alles, sorgfältig erstellte für die Videos, auf die es am meisten ankommt.',
		labels: {
			accuracy: 'Genauigkeit',
			effort: 'Aufwand',
			seoValue: 'SEO-Wert',
			bestFor: 'Ideal für',
		},
		type1: {
			name: 'Automatische Untertitel (YouTube)',
			accuracy:
				'Gut bei klarer Sprache eines einzelnen Sprechers; schwach bei Namen, Fachbegriffen, Musik, starken Akzenten und Menschen, die durcheinanderreden',
			effort: 'Keiner: YouTube erstellt sie für dich',
			seoValue: 'Grundlegend: Jedes Video bekommt sie, doch Fehler verwässern deine wichtigsten Begriffe',
			bestFor: 'Kostenlose erste Entwürfe und Videos mit klarer, einfacher Sprache',
		},
		type2: {
			name: 'Manuell, vom Creator selbst geschrieben',
			accuracy: 'Am höchsten: Du kennst jeden Namen und jeden Begriff und weißt, was du sagen wolltest',
			effort: 'Hoch: Jede Zeile zu tippen und zu timen dauert ein Mehrfaches der Videolänge',
			seoValue: 'Hoch: genau deine Formulierungen und Schreibweisen',
			bestFor: 'Kurze Videos, Videos mit Skript und Kanäle ohne Budget',
		},
		type3: {
			name: 'Professioneller Untertitel-Dienst',
			accuracy: 'Sehr hoch bei klarem Ton; Namen und Nischenbegriffe stimmen, sobald du eine Liste davon mitschickst',
			effort: 'Gering für dich, aber kostenpflichtig, oft pro Videominute abgerechnet',
			seoValue: 'Hoch: genauer, einheitlich formatierter Text',
			bestFor: 'Kurse, Interviews, gesponserte Videos und Unternehmensvideos',
		},
		type4: {
			name: 'Automatischer oder KI-Entwurf, von dir überarbeitet',
			accuracy: 'Nah an selbst geschriebenen Untertiteln, sofern du jede Zeile mit dem Ton abgleichst',
			effort: 'Mittel: Du liest und korrigierst, statt zu tippen',
			seoValue: 'Hoch: genauer Text für einen Bruchteil der Arbeit',
			bestFor: 'Die meisten Kanäle mit wöchentlichen Uploads – die beste Balance aus Qualität und Zeit',
		},
		files: {
			title: 'Untertiteldateien, eingebrannter Text und Shorts',
			f1: {
				title: 'Welche Dateien YouTube annimmt',
				text: 'Die YouTube-Hilfe zu unterstützten Untertiteldateien empfiehlt für den Anfang SubRip (.srt) oder SubViewer (.sbv): reine Textdateien mit Zeitangaben, die jeder Texteditor öffnet, gespeichert als UTF-8. Außerdem nimmt YouTube .sub, .mpsub, .lrc und .cap an sowie erweiterte Formate wie WebVTT (.vtt) und TTML, die auch Position und Stil enthalten können.',
			},
			f2: {
				title: 'Untertitel oder eingebrannter Text',
				text: 'Untertitel sind eine eigene Spur: Zuschauer schalten sie ein oder aus, YouTube kann sie automatisch übersetzen, und die Suche kann sie lesen. Eingebrannter Text ist Teil des Bildes: Alle sehen ihn, auch dort, wo keine Untertitel angezeigt werden, aber er lässt sich weder ausschalten noch übersetzen oder als Text lesen. Nutze eingebrannten Text für kurze Bildtexte und Hooks und Untertitel für das Gesprochene.',
			},
			f3: {
				title: 'Untertitel bei Shorts',
				text: 'Shorts bekommen automatische Untertitel wie andere Videos, und du fügst ihre Untertitel auf derselben Seite „Untertitel“ in YouTube Studio hinzu oder korrigierst sie dort; Zuschauer schalten sie über das Menü des Shorts-Players ein. Wenn du zusätzlich Text ins Bild setzt, halte ihn vom unteren und vom rechten Rand fern, wo Titel, Kanalname und Schaltflächen über dem Video liegen.',
			},
		},
		note: 'Diese Einstufungen vergleichen die Methoden untereinander; es sind keine Testergebnisse. Hintergrundmusik, starke Akzente, mehrere Personen, die gleichzeitig sprechen, und Fachvokabular erschweren jede Methode, die automatischen Untertitel am meisten. Sauberer Ton mit einem Mikrofon pro Person hilft allen.',
	},
	seo: {
		intro:
			'Ein Transkript ist mehr als Untertitel. Gut eingesetzt, speist es deine Beschreibung, deine Kapitel und deine Website – und jedes davon gibt Zuschauern und Suchmaschinen mehr Anhaltspunkte.',
		labels: {
			example: 'Beispiel',
		},
		s1: {
			title: 'Sag dein Haupt-Keyword früh und deutlich',
			text: 'Untertitel können nur enthalten, was du sagst. Nenne das Thema des Videos innerhalb der ersten 30 Sekunden in einfachen Worten, so wie Zuschauer danach suchen würden. Das hilft Zuschauern bei der Entscheidung, dranzubleiben, und bringt die Formulierung in deine Untertitel und dein Transkript.',
			example:
				'Statt „Also, heute machen wir das, was ich versprochen habe“ sag lieber „Heute zeige ich dir, wie du eine Monstera umtopfst, ohne die Wurzeln zu beschädigen.“',
		},
		s2: {
			title: 'Aus Zeitstempeln Kapitel machen',
			text: 'Lade das Transkript mit Zeitstempeln herunter, dann siehst du auf einen Blick, wo jeder Abschnitt beginnt. Füge diese Stellen als Kapitel in deine Beschreibung ein: YouTube verlangt das erste bei 0:00, mindestens drei in aufsteigender Reihenfolge und jedes Kapitel mindestens 10 Sekunden lang. Kapitel können in den Suchergebnissen als wichtige Momente erscheinen.',
			example:
				'0:00 Warum Umtopfen wichtig ist · 1:12 Den richtigen Topf wählen · 3:40 Die Erde mischen · 6:05 Pflege danach',
		},
		s3: {
			title: 'Mit dem Transkript eine bessere Beschreibung schreiben',
			text: 'Dein Transkript enthält bereits die Wörter, mit denen du das Thema erklärt hast. Such dir die zwei oder drei Sätze heraus, die das Video zusammenfassen, glätte sie und nutze sie als Einstieg deiner Beschreibung, der in den Suchergebnissen erscheint. Füge nicht das ganze Transkript in die Beschreibung ein: Das liest sich wie Spam, und die Untertitel decken es ohnehin ab.',
			example:
				'Aus einem Transkript mit 1.500 Wörtern bleibt: „Topf eine Monstera im Frühjahr in einen eine Nummer größeren Topf mit grober, gut durchlässiger Erde um.“ Dieser Satz eröffnet die Beschreibung.',
		},
		s4: {
			title: 'Das Transkript auf deiner Website veröffentlichen',
			text: 'Ein bereinigtes Transkript mit Zwischenüberschriften und eingebettetem Video wird zu einem Artikel, den Suchmaschinen wie jede andere Seite indexieren und den Menschen überfliegen oder zitieren können. So kann er Besucher über die Websuche zu deinem Video bringen, nicht nur über YouTube.',
			example:
				'Aus einem 12-minütigen Tutorial wird ein Blogartikel mit dem Titel „Monstera umtopfen (Schritt für Schritt)“, mit dem Video ganz oben und dem Transkript, aufgeteilt in vier Abschnitte mit Überschriften.',
		},
		cta: 'Hol dir dein Transkript mit dem Transkript-Downloader',
	},
	languages: {
		intro:
			'Sobald deine Untertitel in der Originalsprache sauber sind, sind Übersetzungen der nächste Schritt. Diese acht Sprachen sind nach der Größe ihres Publikums auf YouTube ausgewählt: Zusammen decken sie die Länder mit den meisten YouTube-Zuschauern ab, etwa Indien, die USA, Brasilien, Indonesien, Mexiko und Japan, und Arabisch erreicht Zuschauer in mehr als 20 Ländern. YouTube veröffentlicht keine Genauigkeitswerte für seine automatischen Untertitel nach Sprache. Diese Liste sagt deshalb nichts darüber, wie gut sie in der jeweiligen Sprache funktionieren: Prüf jede Spur, bevor du sie veröffentlichst.',
		labels: {
			language: 'Sprache',
			speakers: 'Sprecherzahl',
		},
		l1: {
			name: 'Englisch',
			speakers: 'Etwa 1,5 Milliarden Sprecher',
		},
		l2: {
			name: 'Spanisch',
			speakers: 'Etwa 560 Millionen Sprecher',
		},
		l3: {
			name: 'Hindi',
			speakers: 'Etwa 600 Millionen Sprecher',
		},
		l4: {
			name: 'Portugiesisch',
			speakers: 'Etwa 260 Millionen Sprecher',
		},
		l5: {
			name: 'Arabisch',
			speakers: 'Mehr als 300 Millionen Sprecher, verteilt auf viele gesprochene Varietäten',
		},
		l6: {
			name: 'Indonesisch',
			speakers:
				'Grob 200 bis 300 Millionen Sprecher, die meisten als Zweitsprache; die Schätzungen gehen weit auseinander',
		},
		l7: {
			name: 'Japanisch',
			speakers: 'Etwa 125 Millionen Sprecher',
		},
		l8: {
			name: 'Deutsch',
			speakers: 'Etwa 130 Millionen Sprecher',
		},
		note: 'In jeder Sprache hängt die Qualität automatischer Untertitel vor allem von deinem Ton ab: Plane Zeit für Korrekturen ein, besonders für Namen und Fachbegriffe. Sieh im Tab „Zielgruppe“ von YouTube Analytics für deinen Kanal nach, woher deine Zuschauer bereits kommen, und überleg, diese Sprachen als übersetzte Untertitel hinzuzufügen. Bis dahin können Zuschauer die automatische Übersetzung von YouTube in den Untertiteleinstellungen des Players einschalten. Wo YouTube deinem Kanal die automatische Synchronisierung anbietet, kann sie außerdem synchronisierte Audiospuren in anderen Sprachen hinzufügen, die Zuschauer im Player unter „Audiospur“ auswählen. Prüf sie in YouTube Studio, und lade eigene synchronisierte Audiospuren hoch, wo dir mehrsprachige Audiospuren zur Verfügung stehen. Um eine Übersetzung vorzubereiten, wählst du im Transkript-Downloader von Tubekit die Zielsprache: Hat das Video keine Untertitelspur in dieser Sprache, erhältst du die maschinelle Übersetzung von YouTube – sofern YouTube eine anbietet – als SRT-Datei, die ein Muttersprachler korrigieren kann. Die Sprecherzahlen sind grobe, gerundete Schätzungen einschließlich der Zweitsprachler; veröffentlichte Zahlen weichen je nach Quelle voneinander ab.',
	},
	workedExample: {
		title: 'Ein Beispiel Schritt für Schritt',
		intro:
			'Priya erklärt auf einem kleinen Kanal Tabellenkalkulation: Sie spricht schnell und nennt viele Funktionsnamen. So untertitelt sie ihr 12-minütiges Video „SVERWEIS vs. XVERWEIS“. Priya und ihr Kanal sind erfunden, die Schritte folgen dem Ablauf oben.',
		steps: {
			s1: 'Entwurf: Sobald die automatischen Untertitel von YouTube erschienen sind, öffnet sie das Video auf der Seite „Untertitel“ in YouTube Studio und lädt die automatische Spur als SRT-Datei herunter, um sie in ihrem eigenen Editor zu korrigieren. (Für das Video einer Konkurrentin würde sie den Transkript-Downloader von Tubekit nehmen, denn Studio zeigt nur ihre eigenen.)',
			s2: 'Korrigieren: Der Entwurf ist bei gewöhnlichen Sätzen gut, schreibt aber „S Verweis“ und „X Verweis“, lässt die Spaltenbuchstaben weg und lässt Sätze ineinanderlaufen. Die Funktionsnamen korrigiert sie mit Suchen und Ersetzen, dann spielt sie das Video mit 1,25-facher Geschwindigkeit ab und korrigiert den Rest.',
			s3: 'Timing: Wo sie zwei kurze Zeilen zusammengelegt hat, prüft sie das Timing in Subtitle Edit; die übrigen Untertitel behalten das Timing von YouTube.',
			s4: 'Veröffentlichen: Auf der Seite „Untertitel“ in YouTube Studio lädt sie die korrigierte SRT-Datei als deutsche Untertitelspur hoch und sieht sich dann die erste Minute mit eingeschalteten Untertiteln an.',
			s5: 'Weiterverwenden: Das Transkript zeigt, wo jeder Teil beginnt. So bekommt die Beschreibung fünf Kapitel, und ihre ersten Zeilen stammen aus dem Satz, mit dem Priya das Video selbst zusammenfasst.',
			s6: 'Sprachen: Der Tab „Zielgruppe“ zeigt viele Zuschauer in der Türkei. Deshalb holt sie sich die maschinelle türkische Übersetzung ihrer Untertitelspur als SRT-Datei aus dem Transkript-Downloader von Tubekit, indem sie Türkisch als Sprache wählt, lässt sie von einer türkischsprachigen Freundin korrigieren und lädt sie als türkische Untertitel hoch.',
		},
		result:
			'Ihre Untertitel und Kapitel schreiben „XVERWEIS“ jetzt so, wie Zuschauer danach suchen, und gehörlose und schwerhörige Zuschauer können jedem Funktionsnamen folgen.',
	},
	nextSteps: {
		title: 'Deine nächsten Schritte',
		n1: 'Nimm dir deine drei meistgesehenen Videos vor und ersetze ihre automatischen Untertitel durch korrigierte.',
		n2: 'Mach einen überarbeiteten KI- oder automatischen Entwurf zum festen Teil jedes Uploads, damit neue Videos mit genauen Untertiteln online gehen.',
		n3: 'Gib deinem nächsten Video Kapitel und einen Beschreibungseinstieg, der auf dem Transkript basiert.',
		n4: 'Sieh im Tab „Zielgruppe“ von YouTube Analytics nach, aus welchen Ländern die meisten deiner Zuschauer kommen, und füge für das größte davon eine geprüfte Übersetzung hinzu.',
	},
} satisfies NamespaceGuideTranscriptionTranslation

export default de_guideTranscription
