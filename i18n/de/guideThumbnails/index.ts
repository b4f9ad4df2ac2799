import type { NamespaceGuideThumbnailsTranslation } from '../../i18n-types'

const de_guideThumbnails = {
	meta: {
		title: 'YouTube-Thumbnail-Design: Prinzipien, Farben & Tools – Tubekit',
		description:
			'Gestalte YouTube-Thumbnails, die geklickt werden: Größenvorgaben von YouTube, sechs Designprinzipien, Farben und Paletten, typische Fehler und kostenlose Tools.',
		keywords:
			'YouTube Thumbnail Design, YouTube Thumbnail Größe, Thumbnail Tipps, Thumbnail Farben, Thumbnail Fehler, Thumbnail kostenlos erstellen, Thumbnail 1280x720, YouTube Vorschaubild',
	},
	h1: 'Thumbnail-Design, das Klicks bringt',
	badges: {
		b1: 'Design-Grundlagen',
		b2: '20 Min. Lesezeit',
		b3: 'Kostenlose Tools',
	},
	intro: {
		p1: 'Dein Thumbnail, also das Vorschaubild deines Videos, ist oft das Erste, was Zuschauer davon sehen: in der Suche, auf der Startseite, neben anderen Videos, auf dem Smartphone oder auf dem Fernseher. In ein, zwei Sekunden muss es zeigen, worum es im Video geht und warum es sich lohnt, es anzusehen.',
		p2: 'Dieser Ratgeber behandelt die technischen Vorgaben von YouTube, sechs Gestaltungsprinzipien, den Umgang mit Farbe, die Fehler, die Klicks kosten, und kostenlose Tools für deine Thumbnails. Eine Designausbildung brauchst du nicht – nur die Gewohnheit, deine Arbeit in der Größe zu prüfen, in der Zuschauer sie tatsächlich sehen.',
	},
	tabs: {
		label: 'Abschnitte des Ratgebers',
		principles: 'Prinzipien',
		colors: 'Farben',
		mistakes: 'Fehler',
		tools: 'Tools',
	},
	principles: {
		title: 'Sechs Prinzipien für ein gutes Thumbnail',
		intro:
			'Das erste Prinzip sind die Regeln von YouTube selbst; die anderen fünf sind Gestaltungsgewohnheiten, die in fast jeder Nische funktionieren.',
		tipLabel: 'Tipp',
		list: {
			p1: {
				title: 'Die technischen Grundlagen beachten',
				text: 'Die YouTube-Hilfe („Benutzerdefinierte Thumbnails hinzufügen“, unten verlinkt) empfiehlt 1280×720 Pixel (mindestens 640 Pixel breit) im Seitenverhältnis 16:9, als JPG-, GIF- oder PNG-Datei. Lange lag die Grenze für die Dateigröße bei 2 MB; YouTube Studio am Computer nimmt auf manchen Kanälen inzwischen größere Dateien an, sieh also nach, was im Upload-Dialog steht. Mach das Bild so groß, wie die Vorgaben es erlauben: Es erscheint auch in eingebetteten Playern, bevor das Video startet. Ein Bild mit anderem Seitenverhältnis wird skaliert und bekommt schwarze Balken.',
				tip: 'Eigene Thumbnails gehören zu den Funktionen der mittleren Stufe, die YouTube erst nach einer einmaligen Bestätigung freischaltet. Das erledigst du in den Kanaleinstellungen von YouTube Studio, indem du eine Telefonnummer bestätigst (siehe die YouTube-Hilfe zu den Funktionen der mittleren und höchsten Stufe). Mit dem Bestätigungsabzeichen neben dem Kanalnamen hat das nichts zu tun. Eine JPG-Datei mit höchstens 2 MB funktioniert überall, auch in der mobilen App. Bei Shorts ist es anders: Dort wählst du in der YouTube-App auf dem Smartphone einen Frame des Shorts als Thumbnail aus.',
			},
			p2: {
				title: 'Für den kleinsten Bildschirm gestalten',
				text: 'Die meisten Zuschauer sehen dein Thumbnail viel kleiner, als du es gestaltest – auf dem Smartphone oft nicht breiter als dein Daumen. Dünne Linien, kleine Objekte und kleine Schrift verschwinden in dieser Größe. Gestalte in voller Größe, aber beurteile dein Ergebnis im Kleinformat.',
				tip: 'Zoom so weit heraus, bis das Thumbnail so groß wie eine Briefmarke ist, oder sieh es dir auf deinem Smartphone an. Wenn du nicht innerhalb einer Sekunde erkennst, was es zeigt, vereinfache es. Denk an die sicheren Bereiche: Unten rechts blendet YouTube die Länge des Videos ein; am Computer erscheinen oben rechts die Symbole für „Später ansehen“ und „Zur Warteschlange hinzufügen“, sobald jemand mit der Maus auf das Thumbnail zeigt; und manche Darstellungen runden die Ecken ab oder schneiden die Ränder leicht an. Halte Gesichter, Text und das zentrale Objekt von den Ecken und Rändern fern.',
			},
			p3: {
				title: 'Ein klares Motiv',
				text: 'Ein starkes Thumbnail hat einen einzigen Blickfang: ein Gesicht, ein Produkt, ein Ergebnis, einen Vorher-nachher-Vergleich. Alles andere unterstützt ihn oder fliegt raus. Heb das Motiv mit Licht, einer Kontur, Unschärfe oder einem schlichten Hintergrund ab, damit das Auge es sofort findet.',
				tip: 'Nutze die Drittel-Regel: Platziere das Motiv außerhalb der Mitte und setz Text in den freien Raum daneben, nicht quer darüber.',
			},
			p4: {
				title: 'Emotionen zeigen, die zum Video passen',
				text: 'Gesichter ziehen Aufmerksamkeit auf sich, und ein klarer Gesichtsausdruck verrät Zuschauern, welche Art von Video sie erwartet: Überraschung, Neugier, Konzentration, Freude. Der Ausdruck muss zum Ton des Videos passen; ein schockiertes Gesicht bei einem ruhigen Tutorial weckt falsche Erwartungen. Nicht jede Nische braucht ein Gesicht: Produkte, Essen und Landschaften können ein Thumbnail auch allein tragen.',
				tip: 'Mach beim Dreh ein paar eigene Fotos fürs Thumbnail, mit gutem Licht und dem gewünschten Ausdruck, statt später nach einem brauchbaren Standbild zu suchen.',
			},
			p5: {
				title: 'Wenige Wörter, große Buchstaben',
				text: 'Text auf einem Thumbnail sollte den Titel ergänzen, nicht wiederholen. Verwende höchstens ein paar Wörter in einer fetten, schlichten Schrift, groß genug, um sie auf dem Smartphone zu lesen. Heb dir Text für den Aufhänger auf, den das Bild allein nicht zeigen kann: ein Ergebnis, eine Frage, eine Zahl, einen Kontrast.',
				tip: 'Gib Text eine dicke Kontur, einen Schatten oder einen einfarbigen Kasten dahinter, damit er auch auf unruhigem Hintergrund lesbar bleibt.',
			},
			p6: {
				title: 'Nur versprechen, was das Video hält',
				text: 'Ein Thumbnail ist ein Versprechen. Zuschauer, die klicken und nicht finden, was es gezeigt hat, gehen schnell wieder, und Thumbnails, die Zuschauer in die Irre führen oder drastische Inhalte zeigen, können gegen die Community-Richtlinien von YouTube verstoßen. Das beste Thumbnail lockt die Zuschauer an, denen das ganze Video gefällt – nicht einfach die meisten Klicks.',
				tip: 'Wenn „Testen und vergleichen“ von YouTube für dein Video verfügbar ist, lade zwei oder drei Thumbnail-Versionen hoch: YouTube bestimmt den Gewinner nach dem Anteil an der Wiedergabezeit, nicht allein nach Klicks.',
			},
		},
	},
	colors: {
		title: 'Mit Farbe arbeiten',
		intro:
			'Farbe macht ein Thumbnail sichtbar, bevor jemand ein Wort liest. Sie hebt dein Motiv vom Hintergrund ab, bestimmt die Stimmung des Videos und macht deinen Kanal, wenn du sie einheitlich einsetzt, in einem vollen Feed wiedererkennbar.',
		strategiesTitle: 'Fünf Farbstrategien',
		strategies: {
			s1: {
				title: 'Kontrast geht vor',
				text: 'Der Unterschied zwischen Hell und Dunkel zählt mehr als der Farbton. Setz ein helles Motiv auf einen dunklen Hintergrund oder umgekehrt, und prüfe dein Design in Graustufen: Wenn Motiv und Text in Schwarz-Weiß nicht hervorstechen, tun sie es in Farbe auch nicht.',
			},
			s2: {
				title: 'Komplementärfarben kombinieren',
				text: 'Farben, die sich im Farbkreis gegenüberliegen, etwa Orange und Blau, Gelb und Lila oder Rot und Petrol, lassen sich gegenseitig kräftiger wirken. Nimm die eine für Motiv oder Text und die andere für den Hintergrund.',
			},
			s3: {
				title: 'Sich von der Umgebung abheben',
				text: 'Dein Thumbnail steht auf der weißen oder dunklen Oberfläche von YouTube, neben anderen Videos zum selben Thema. Such nach deinem Thema, sieh dir die Ergebnisse an und wähle Farben, die dort fehlen: Wenn jedes Thumbnail rot ist, bleibt das Auge an einem gelben oder grünen hängen.',
			},
			s4: {
				title: 'Die Palette klein halten',
				text: 'Zwei oder drei Hauptfarben plus Schwarz oder Weiß reichen meist aus; jede weitere Farbe konkurriert um Aufmerksamkeit. Halte den Blickfang kräftig gesättigt und den Hintergrund ruhiger, damit das Motiv hervorsticht, ohne dass das ganze Bild grell wirkt.',
			},
			s5: {
				title: 'Farbe zum Teil deiner Marke machen',
				text: 'Wähle ein kleines Set an Erkennungsfarben und verwende sie auf jedem Thumbnail, zusammen mit derselben Schrift und einem ähnlichen Layout. Stammzuschauer erkennen deine Videos dann auf einen Blick, und jede Serie kann aus diesem Set ihre eigene Akzentfarbe bekommen.',
			},
		},
		note: 'Viele Menschen nehmen Farben anders wahr, am häufigsten Rot und Grün. Lass die Botschaft nie allein an einem Rot-Grün-Unterschied hängen: Ein deutlicher Helligkeitsunterschied funktioniert für alle.',
		palettesTitle: 'Beispielpaletten',
		palettesIntro:
			'Ausgangspunkte zum Anpassen, keine Regeln. Die Stimmungen unten sind verbreitete Gestaltungskonventionen und Geschmackssache, keine Forschungsergebnisse: Farben wirken je nach Kultur und Nische unterschiedlich. Wähle die Palette, die dem Gefühl deines Videos am nächsten kommt, und teste sie in kleiner Größe.',
		colorsLabel: 'Farben',
		moodLabel: 'Stimmung (Geschmackssache)',
		palettes: {
			p1: {
				name: 'Volle Energie',
				colors: 'Gelb, Schwarz, Weiß',
				mood: 'Kräftig und drängend: Challenges, Gaming, News und ergebnisorientierte Anleitungen.',
			},
			p2: {
				name: 'Klare Technik',
				colors: 'Marineblau, leuchtendes Cyan, Weiß',
				mood: 'Modern und präzise: Technik-Tests, Software-Tutorials, Wissenschaft.',
			},
			p3: {
				name: 'Warm und freundlich',
				colors: 'Koralle, Creme, Petrol',
				mood: 'Einladend und persönlich: Lifestyle, Essen, Reisevlogs.',
			},
			p4: {
				name: 'Ruhig und vertrauenswürdig',
				colors: 'Waldgrün, gebrochenes Weiß, Senfgelb',
				mood: 'Bodenständig und glaubwürdig: Bildung, private Finanzen, Heimwerken, Wohlbefinden.',
			},
		},
	},
	mistakes: {
		title: 'Sechs häufige Thumbnail-Fehler',
		intro:
			'Diese Probleme kosten am häufigsten Klicks. Jedes davon ist schnell behoben, wenn du weißt, worauf du achten musst.',
		fixLabel: 'Lösung',
		list: {
			m1: {
				title: 'Zu viel Text',
				text: 'Einen ganzen Satz auf einem Thumbnail kann man auf dem Smartphone nicht lesen, und er konkurriert mit deinem Titel um Aufmerksamkeit.',
				fix: 'Kürze ihn auf ein paar Wörter, die dem Titel etwas hinzufügen, oder lass den Text weg und das Bild sprechen.',
			},
			m2: {
				title: 'Ein überladenes Bild',
				text: 'Mehrere Gesichter, Pfeile, Emojis, Logos und ein unruhiger Hintergrund lassen dem Auge keinen Ruhepunkt.',
				fix: 'Beschränke dich auf ein Motiv und höchstens ein unterstützendes Element. Mach den Hintergrund unscharf oder dunkler, oder ersetze ihn ganz.',
			},
			m3: {
				title: 'Wenig Kontrast und dunkle Fotos',
				text: 'Ein trübes Standbild aus dem Video oder Text in einer Farbe nah am Hintergrund geht im Feed unter, besonders auf kleinen Bildschirmen.',
				fix: 'Hell das Motiv auf und erhöhe seinen Kontrast, füge eine Kontur oder ein Kantenlicht hinzu und prüfe das Design in Graustufen.',
			},
			m4: {
				title: 'Clickbait, der nicht hält, was er verspricht',
				text: 'Etwas zu zeigen, das im Video nicht vorkommt, bringt vielleicht einen Klick, aber Zuschauer gehen früh und vertrauen deinem nächsten Thumbnail weniger. Irreführende Thumbnails können außerdem gegen die Richtlinien von YouTube verstoßen.',
				fix: 'Zeig einen echten Moment oder ein echtes Ergebnis aus dem Video. Übertreib bei der Darstellung, nie beim Inhalt.',
			},
			m5: {
				title: 'Falsche Größe oder unscharfes Bild',
				text: 'Ein Bild im falschen Seitenverhältnis bekommt schwarze Balken, und ein kleines, hochskaliertes Bild wirkt auf großen Bildschirmen und Fernsehern verwaschen.',
				fix: 'Beginne jedes Design auf einer Arbeitsfläche von 1280×720 mit scharfen, hochauflösenden Ausgangsbildern und exportiere eine JPG-Datei mit höchstens 2 MB, die jeder Upload-Weg annimmt.',
			},
			m6: {
				title: 'Wichtige Details in den Ecken oder am unteren Rand',
				text: 'YouTube zeigt die Länge des Videos in der unteren rechten Ecke an und, bei Zuschauern, die schon angefangen haben zu schauen, einen roten Fortschrittsbalken am unteren Rand. Am Computer verdecken die Symbole für „Später ansehen“ und „Zur Warteschlange hinzufügen“ die obere rechte Ecke, solange der Mauszeiger auf dem Thumbnail liegt. Alles Wichtige an diesen Stellen kann verdeckt werden.',
				fix: 'Halte Gesichter, Text und das zentrale Objekt von den Ecken und vom unteren Rand fern.',
			},
		},
	},
	tools: {
		title: 'Tools zum Erstellen von Thumbnails',
		intro:
			'Du brauchst keine teure Software. Diese Tools sind kostenlos oder haben einen kostenlosen Tarif und decken alles ab, von schnellen Vorlagen bis zur detaillierten Bildbearbeitung.',
		list: {
			t1: {
				name: 'Canva',
				text: 'Eine Web- und Mobil-App mit fertigen Vorlagen für YouTube-Thumbnails in der richtigen Größe. Foto einfügen, Text und Farben ändern, als JPG oder PNG exportieren. Der kostenlose Tarif reicht für die meisten Thumbnails; manche Funktionen, etwa das Entfernen des Hintergrunds mit einem Klick, erfordern ein kostenpflichtiges Abo.',
			},
			t2: {
				name: 'GIMP',
				text: 'Ein kostenloser Open-Source-Bildeditor für Windows, macOS und Linux. Mit Ebenen, Masken, Auswahlwerkzeugen und Farbkorrekturen bewältigst du auch aufwendige Bildbearbeitung wie das Freistellen eines Motivs. Die Einarbeitung dauert länger, dafür ist nichts hinter einem Abo versteckt.',
			},
			t3: {
				name: 'Photopea',
				text: 'Ein kostenloser Bildeditor, der in deinem Browser läuft und ähnlich wie Photoshop funktioniert, mit Ebenen und Unterstützung für PSD-Dateien. Praktisch an einem Computer, auf dem du keine Software installieren kannst. Die kostenlose Version zeigt Werbung; ein kostenpflichtiger Tarif entfernt sie.',
			},
			t4: {
				name: 'Figma',
				text: 'Ein browserbasiertes Design-Tool mit kostenlosem Tarif, gemacht für Layouts. Bau eine Thumbnail-Vorlage mit festen Plätzen für Gesicht, Text und Logo und dupliziere sie dann für jedes Video: ein einfacher Weg zu einem einheitlichen Stil auf deinem ganzen Kanal.',
			},
			t5: {
				name: 'Thumbnail-Downloader von Tubekit',
				text: 'Füge den Link eines beliebigen YouTube-Videos ein, um sein Thumbnail in jeder Größe zu sehen, die YouTube bereithält, von HD 1280×720 bis hinunter zu 120×90. So kannst du analysieren, was in deiner Nische funktioniert, prüfen, wie dein eigenes Thumbnail in den kleinen Größen wirkt, die Zuschauer sehen, oder ein Thumbnail zurückholen, dessen Originaldatei du verloren hast. Thumbnails gehören ihren Urhebern: Verwende Bilder anderer Kanäle als Referenz, nicht als deine eigenen.',
				link: 'Thumbnail-Downloader öffnen',
			},
		},
	},
	workedExample: {
		title: 'Ein Beispiel Schritt für Schritt',
		intro:
			'Sam testet auf einem kleinen Tech-Kanal günstige Kopfhörer. So prägen die Grundsätze das Thumbnail für „Die besten günstigen Kopfhörer unter 50 €“. Sam und der Kanal sind erfunden, die Schritte folgen diesem Ratgeber.',
		steps: {
			s1: 'Grundlagen: eine Arbeitsfläche von 1280×720 in Figma, exportiert als JPG-Datei mit etwa 400 KB, weit unter der Grenze.',
			s2: 'Motiv: ein einziges Paar Kopfhörer, groß und leicht links von der Mitte, seitlich beleuchtet und vor einem schlichten marineblauen Hintergrund freigestellt.',
			s3: 'Emotion: Statt eines schockierten Gesichts hält Sams Hand die Kopfhörer in die Kamera. Es ist ein ruhiger, praktischer Test, und genau das sagt das Thumbnail.',
			s4: 'Text: zwei Wörter, „UNTER 50 €“, in dicken weißen Buchstaben im freien Raum rechts. Der Titel sagt schon „die besten günstigen Kopfhörer“, also wiederholt das Thumbnail es nicht.',
			s5: 'Farbe: Die Suchergebnisse zum Thema sind voller weißer und grauer Produktfotos, also nimmt Sam die Kanalfarben Marineblau und Cyan, die dort auffallen.',
			s6: 'Prüfung: Auf die Größe im Feed eines Smartphones verkleinert, sind die Kopfhörer und die zwei Wörter noch klar zu erkennen. Nichts Wichtiges liegt in der unteren rechten Ecke, wo die Länge des Videos steht, oder in der oberen rechten Ecke, wo am Computer die Symbole beim Darüberfahren erscheinen.',
		},
		result:
			'Sam lädt zwei Versionen in „Testen und vergleichen“ hoch, eine mit Text und eine ohne, und behält die, die YouTube nach dem Anteil an der Wiedergabezeit auswählt.',
	},
	resources: {
		title: 'Weiterlesen bei YouTube',
		r1: {
			label: 'YouTube-Hilfe: Benutzerdefinierte Thumbnails hinzufügen',
			url: 'https://support.google.com/youtube/answer/72431',
		},
		r2: {
			label: 'YouTube-Hilfe: Tipps für Thumbnails und Titel',
			url: 'https://support.google.com/youtube/answer/12340300',
		},
		r3: {
			label: 'YouTube-Hilfe: A/B-Tests für Titel und Thumbnails',
			url: 'https://support.google.com/youtube/answer/16391400',
		},
	},
	disclaimer: 'YouTube ist eine Marke der Google LLC. Tubekit ist weder mit YouTube noch mit Google verbunden.',
} satisfies NamespaceGuideThumbnailsTranslation

export default de_guideThumbnails
