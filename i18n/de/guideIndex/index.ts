import type { NamespaceGuideIndexTranslation } from '../../i18n-types'

const de_guideIndex = {
	meta: {
		title: 'Ratgeber für YouTube: SEO, Thumbnails, Untertitel – Tubekit',
		description:
			'Kostenlose, praxisnahe Ratgeber für YouTube-Creator: SEO, Hashtags, Thumbnail-Design, Untertitel und Transkripte sowie ein Workflow von der Idee bis zum Upload.',
		keywords:
			'YouTube Ratgeber, YouTube SEO Ratgeber, Thumbnail Design, Thumbnail erstellen, Video transkribieren, YouTube Workflow, Tipps für Creator',
	},
	h1: 'Ratgeber für YouTube-Creator',
	intro:
		'Ratgeber, mit denen du gefunden und angeklickt wirst und schneller arbeitest – mit konkreten Schritten statt vager Tipps. Jeder zeigt dir, wo dir die kostenlosen Tools von Tubekit Zeit sparen.',
	featured: {
		title: 'Empfohlene Ratgeber',
	},
	more: {
		title: 'Weitere Ratgeber',
	},
	cards: {
		seo: {
			title: 'Ratgeber YouTube-SEO',
			description:
				'Ein Ablauf in fünf Schritten, um Keywords zu wählen und Titel, Beschreibungen und Kapitel zu schreiben, mit denen man deine Videos findet – dazu Strategien für die Zeit, wenn die Grundlagen sitzen.',
			alt: 'Illustration einer Lupe über einer Liste von Video-Suchergebnissen',
		},
		thumbnails: {
			title: 'Ratgeber Thumbnail-Design',
			description:
				'Die Prinzipien hinter Thumbnails, die geklickt werden: ein klares Motiv, gut lesbarer Text und starke Farbkontraste, dazu die Fehler, die du vermeiden solltest, und Tools zum Gestalten.',
			alt: 'Illustration einer Thumbnail-Skizze mit Gesicht, fettem Text und Farbmustern daneben',
		},
		transcription: {
			title: 'Ratgeber Video-Transkription',
			description:
				'Mach aus dem, was du sagst, genaue Untertitel: ein Ablauf in vier Schritten, die wichtigsten Untertitelarten im Vergleich, wie Transkripte bei der Suche helfen und welche Sprachen du als Nächstes ergänzen solltest.',
			alt: 'Illustration eines Videoplayers, dessen Untertitelzeilen in ein Textdokument fließen',
		},
		workflow: {
			title: 'Ratgeber Content-Workflow',
			description:
				'Ein wiederholbares System von der Idee bis zum Upload in fünf Phasen, mit realistischen Zeitschätzungen, Vorlagen für vier Videoarten und einem Beispiel-Wochenplan.',
			alt: 'Illustration einer Checkliste, die von einer Glühbirne zu einem veröffentlichten Video führt',
		},
		hashtags: {
			title: 'Ratgeber YouTube-Hashtags',
			description:
				'Wo Hashtags hingehören und was YouTube davon zeigt, welche Regeln Videos unsichtbar machen oder entfernen lassen, sechs Schritte zu wenigen guten Hashtags und die häufigsten Fehler.',
			alt: 'Illustration eines Hashtag-Symbols neben einem steigenden Balkendiagramm',
		},
	},
	readTime: '{minutes} Min. Lesezeit',
	readGuide: 'Ratgeber lesen',
	tips: {
		title: 'Schnelle Tipps für Creator',
		intro: 'Kleine Gewohnheiten, die bei jedem Video einen Unterschied machen.',
		items: {
			t1: {
				title: 'Mit den gesuchten Begriffen beginnen',
				text: 'Stell dein Hauptthema an den Anfang des Titels. Lange Titel werden in den Suchergebnissen und auf dem Smartphone abgeschnitten, deshalb müssen die ersten paar Wörter sagen, worum es im Video geht.',
			},
			t2: {
				title: 'Das Thumbnail im Kleinformat prüfen',
				text: 'Gestalte es in 1280×720, der von YouTube empfohlenen Größe, aber prüfe es verkleinert auf etwa 320×180 – ungefähr so erscheint es in Feeds. Sind Motiv oder Text dann nicht mehr klar erkennbar, vereinfache es.',
			},
			t3: {
				title: 'Die ersten Zeilen der Beschreibung nutzen',
				text: 'Nur die ersten Zeilen sind zu sehen, bevor Zuschauer auf „mehr“ tippen. Sag dort, was das Video bietet, in den Worten, nach denen Leute suchen würden. Ergänze ein paar passende Hashtags: Enthält dein Titel keine, erscheinen die ersten drei darüber.',
			},
			t4: {
				title: 'Kapitel hinzufügen',
				text: 'Liste in deiner Beschreibung Zeitstempel mit kurzen Titeln auf. YouTube macht daraus Kapitel, wenn das erste bei 0:00 beginnt, es mindestens drei sind und jedes mindestens 10 Sekunden lang ist.',
			},
			t5: {
				title: 'Automatische Untertitel korrigieren',
				text: 'Die automatischen Untertitel von YouTube geben Namen, Marken und Fachbegriffe oft falsch wieder. Sie im Bereich „Untertitel“ von YouTube Studio zu korrigieren, dauert nur Minuten und hilft allen, die ohne Ton schauen.',
			},
			t6: {
				title: 'Die ersten 30 Sekunden der Zuschauerbindung beobachten',
				text: 'In YouTube Studio zeigt das Diagramm zur Zuschauerbindung, wann Zuschauer abspringen. Ein steiler Abfall gleich am Anfang bedeutet meist, dass der Einstieg nicht hält, was Titel und Thumbnail versprochen haben.',
			},
		},
	},
	workflow: {
		title: 'Wo Tubekit in deinen Arbeitsablauf passt',
		intro:
			'Die fünf Tools in der Reihenfolge, in der du sie wahrscheinlich brauchst – von der Planung eines Videos bis zur Zusammenarbeit mit anderen Kanälen.',
		steps: {
			step1: {
				title: 'Planen: deine Keywords finden',
				text: 'Bevor du ein Skript schreibst, gib dein Thema in den Hashtag-Generator ein. Die Gruppen „Empfohlen“ und „Long-Tail“ schlagen Blickwinkel und Formulierungen vor, an die du vielleicht nicht gedacht hast. Sie stammen von einem KI-Modell, nicht aus Suchdaten – gib die vielversprechenden also in die YouTube-Suche ein, um zu sehen, was dort schon weit oben steht.',
				link: 'Hashtag-Generator öffnen',
			},
			step2: {
				title: 'Recherchieren: die Konkurrenz studieren',
				text: 'Lade die Thumbnails der erfolgreichsten Videos zu deinem Thema herunter und sieh sie dir nebeneinander an: Welche Farben, Gesichter und Wörter tauchen immer wieder auf? Nutze sie als Referenz, damit deins heraussticht – nicht als Vorlage zum Kopieren.',
				link: 'Thumbnail-Downloader öffnen',
			},
			step3: {
				title: 'Veröffentlichen: Kapitel ergänzen',
				text: 'Sobald dein Upload öffentlich oder nicht gelistet ist und YouTube Untertitel dafür erstellt hat, füge seinen Link in den Kapitel-Generator ein. Er schlägt Kapitel aus dem Transkript vor und dazu einen Beschreibungsentwurf: Prüf die Titel und füge die Liste dann in deine Beschreibung ein.',
				link: 'Kapitel-Generator öffnen',
			},
			step4: {
				title: 'Weiterverwerten: nutzen, was du gesagt hast',
				text: 'Sobald dein Video veröffentlicht ist und Untertitel hat, lade sein Transkript herunter. Nimm die SRT-Datei für korrigierte oder übersetzte Untertitel und den Text als Ausgangspunkt für einen Blogartikel, Shownotes oder Skripte für Shorts.',
				link: 'Transkript-Downloader öffnen',
			},
			step5: {
				title: 'Zusammenarbeiten: das Profilbild richtig einsetzen',
				text: 'Du planst eine Kooperation? Lade das Profilbild des Partnerkanals für die Ankündigung in 800×800 herunter – mit dessen Erlaubnis. So prüfst du auch schnell, wie dein eigenes Bild in den kleinen Größen aussieht, die YouTube anzeigt.',
				link: 'Profilbild-Downloader öffnen',
			},
		},
	},
	helpCentre: {
		title: 'Fragen zu einem Tool?',
		text: 'Der Hilfebereich erklärt Größen, Formate, Sprachen und Fehlermeldungen und listet Lösungen für die häufigsten Probleme auf.',
		link: 'Zum Hilfebereich',
	},
	common: {
		previous: 'Vorheriger Ratgeber',
		next: 'Nächster Ratgeber',
		backToGuides: 'Zurück zu allen Ratgebern',
		navLabel: 'Navigation zwischen den Ratgebern',
		onThisPage: 'Auf dieser Seite',
		published: 'Veröffentlicht',
		updated: 'Zuletzt aktualisiert',
		tryTool: 'Tool ausprobieren',
	},
} satisfies NamespaceGuideIndexTranslation

export default de_guideIndex
