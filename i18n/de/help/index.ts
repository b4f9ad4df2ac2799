import type { NamespaceHelpTranslation } from '../../i18n-types'

const de_help = {
	meta: {
		title: 'Hilfebereich: Antworten und Lösungen für jedes Tool – Tubekit',
		description:
			'Antworten zu den Tools von Tubekit für Thumbnails, Transkripte, Hashtags, Profilbilder und Kapitel: Größen, Formate, Sprachen, Datenschutz und Lösungen für typische Fehler.',
		keywords:
			'Tubekit Hilfe, YouTube Thumbnail herunterladen Hilfe, YouTube Transkript FAQ, Hashtag-Generator FAQ, Kapitel-Generator FAQ, YouTube Tools Fehlerbehebung',
	},
	h1: 'Hilfebereich',
	intro:
		'Hier findest du Antworten auf die häufigsten Fragen zu den fünf Tools von Tubekit, erfährst, was mit deinen Daten passiert, und was du tun kannst, wenn etwas nicht klappt. Wähle unten ein Thema – oder schreib uns, falls deine Frage nicht dabei ist.',
	tabs: {
		label: 'Hilfethemen',
		tools: 'Anleitungen zu den Tools',
		general: 'Allgemeine Fragen',
		resources: 'Ressourcen',
	},
	accordion: {
		expand: 'Antwort anzeigen',
		collapse: 'Antwort ausblenden',
	},
	toolGuides: {
		title: 'Anleitungen zu den Tools',
		intro: 'Wie jedes Tool funktioniert, was es kann und was nicht – und warum es manchmal scheitert.',
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail-Downloader',
			tryLink: 'Thumbnail-Downloader ausprobieren',
			faq: {
				q1: {
					q: 'Welche Thumbnail-Größen kann ich herunterladen?',
					a: 'Jede Größe, die YouTube für das Video bereithält: HD 1280×720 (maxresdefault), HD 720 (hq720, ebenfalls 1280×720), Standard 640×480 (sddefault), Hoch 480×360 (hqdefault), Mittel 320×180 (mqdefault) und Basis 120×90. Jede Größe wird mit ihren Abmessungen angezeigt, sodass du vor dem Herunterladen siehst, was du bekommst.',
				},
				q2: {
					q: 'Warum ist eine Größe als „nicht verfügbar“ markiert?',
					a: 'YouTube erzeugt das HD-Bild in 1280×720 nur für Videos, die in HD hochgeladen wurden – vielen älteren Videos fehlt es deshalb, und auch die Versionen HD 720 oder Standard hat nicht jedes Video. Tubekit prüft, welche Größen wirklich vorhanden sind, und markiert die übrigen, statt einen grauen Platzhalter zu zeigen. Fehlt HD, nimm die nächstgrößere. Beachte: Standard, Hoch und Basis sind Bilder im Format 4:3; ein Breitbildvideo erscheint darin meist mit schwarzen Balken oben und unten.',
				},
				q3: {
					q: 'Welche Links kann ich einfügen?',
					a: 'Jeden Link zu einem einzelnen YouTube-Video: einen normalen watch-Link, einen youtu.be-Kurzlink, einen Shorts-Link, einen Live-Link, einen Embed-Link oder einen mobilen Link von m.youtube.com. Zusätze wie eine Startzeit oder eine Playlist hinter dem Video stören nicht. Ein Link zu einer ganzen Playlist oder zu einem Kanal hat kein einzelnes Thumbnail; das Bild eines Kanals bekommst du mit dem Profilbild-Downloader.',
				},
				q4: {
					q: 'In welchem Format werden Thumbnails gespeichert?',
					a: 'Als JPG-Dateien und – für die Größen, die YouTube auch in diesem Format ausliefert – als WebP (kleinere Dateien). Der Dateiname beginnt mit „thumbnail-“, gefolgt von der gewählten Größe. Die Bilder kommen über den Tubekit-Server, sodass dein Browser nie Kontakt zu YouTube oder Google aufnimmt. Hat ein Creator sein Thumbnail gerade erst geändert, siehst du eventuell noch eine Weile das alte: Diese Seite speichert ein Ergebnis bis zu einigen Stunden zwischen, und auch die Bildserver von YouTube brauchen manchmal etwas, bis sie das neue Bild zeigen.',
				},
				q5: {
					q: 'Warum habe ich eine Fehlermeldung bekommen?',
					a: 'Meist, weil der Link kein Videolink ist oder weil das Video privat ist oder entfernt wurde; die Meldung sagt dir, was zutrifft. Steht dort, dass YouTube Anfragen ablehnt oder blockiert, liegt es nicht an deinem Link: YouTube begrenzt diesen Server für eine Weile. Warte 5 bis 10 Minuten und versuche es dann noch einmal.',
				},
			},
		},
		transcript: {
			title: 'Transkript-Downloader',
			tryLink: 'Transkript-Downloader ausprobieren',
			faq: {
				q1: {
					q: 'Für welche Videos bekomme ich ein Transkript?',
					a: 'Für jedes öffentliche Video mit Untertiteln – egal, ob der Creator sie hochgeladen hat oder YouTube sie automatisch erzeugt hat. Zum Prüfen öffne das Video auf YouTube und achte im Player auf die Untertitel-Schaltfläche (CC). Automatische Untertitel erscheinen nach dem Hochladen oft erst nach einer Weile, und YouTube erzeugt sie nicht für jedes Video, etwa wenn fast nur Musik läuft oder der Ton undeutlich ist.',
				},
				q2: {
					q: 'Welche Sprachen kann ich wählen?',
					a: 'Lass die Sprache auf „Automatisch erkennen“, um die Untertitel des Videos selbst zu erhalten, oder wähle eine von rund 60 Sprachen. Sobald ein Video geladen ist, stehen seine eigenen Untertitelspuren ganz oben in der Liste. Wählst du eine Sprache, die das Video nicht hat, übersetzt YouTube die Hauptuntertitelspur maschinell in diese Sprache. Maschinelle Übersetzungen helfen, ein Video zu verstehen – lies sie aber sorgfältig, bevor du sie irgendwo veröffentlichst.',
				},
				q3: {
					q: 'Welche Dateiformate gibt es?',
					a: 'Reinen Text (.txt) mit oder ohne Zeitstempel, SRT- und VTT-Untertiteldateien sowie JSON. SRT ist das Format, das die meisten Schnittprogramme importieren; VTT ist das Untertitelformat von Videoplayern im Web; JSON liefert jede Zeile mit Startzeit und Dauer für deine eigenen Skripte. Außerdem kannst du den ganzen Text kopieren, darin suchen und die Zeitstempel vor dem Herunterladen ein- oder ausschalten.',
				},
				q4: {
					q: 'Warum bekomme ich für manche Videos kein Transkript?',
					a: 'Vielleicht hat das Video gar keine Untertitel, oder es ist privat, altersbeschränkt, nur für Kanalmitglieder oder wurde entfernt. Für jeden dieser Fälle gibt es eine eigene Meldung, lies sie also zuerst. Steht dort, dass YouTube Anfragen ablehnt oder blockiert, begrenzt YouTube diesen Server für eine Weile: Warte 5 bis 10 Minuten und versuche es dann noch einmal.',
				},
				q5: {
					q: 'Wie genau sind die Transkripte?',
					a: 'So genau wie die Untertitel auf YouTube: Tubekit ändert kein Wort. Vom Creator hochgeladene Untertitel sind meist deutlich genauer als automatische. Automatische Untertitel geben Namen, Markennamen, Zahlen und Fachbegriffe oft falsch wieder und setzen kaum Satzzeichen – prüfe diese Stellen also, bevor du den Text weiterverwendest. Mit dem Suchfeld findest du jede Stelle, an der ein Wort vorkommt.',
				},
			},
		},
		hashtag: {
			title: 'Hashtag-Generator',
			tryLink: 'Hashtag-Generator ausprobieren',
			faq: {
				q1: {
					q: 'Was soll ich eingeben?',
					a: 'Ein paar Keywords zu deinem Video, höchstens 300 Zeichen, etwa „Sauerteigbrot, Anfänger, ohne Kneten“. Du kannst auch einen YouTube-Videolink einfügen: Dann dienen sein Titel und sein Transkript als Grundlage. Eine Kategorie zu wählen (Gaming, Technik, Beauty, Essen, Fitness, Reisen, Musik, Bildung, Comedy oder Lifestyle) ist freiwillig, hilft aber, dass die Vorschläge zu deiner Nische passen.',
				},
				q2: {
					q: 'Was bedeuten die drei Gruppen?',
					a: '„Angesagt“ (5 bis 8 Hashtags) enthält breite, beliebte Hashtags, um die viele Videos konkurrieren. „Empfohlen“ (8 bis 12) enthält Hashtags, die genau zu deinem Thema passen: Fang mit diesen an. „Long-Tail“ (5 bis 8) enthält enger gefasste Begriffe mit weniger Konkurrenz, bei denen auch ein kleiner Kanal gute Chancen hat, gesehen zu werden. Klick auf einen Hashtag, um ihn zu kopieren, oder nutze „Alle kopieren“, um alle Hashtags durch Leerzeichen getrennt zu kopieren.',
				},
				q3: {
					q: 'Wie viele Hashtags sollte ich verwenden, und wo?',
					a: 'Setz sie in die Beschreibung deines Videos. Meist wird empfohlen, drei bis fünf zu verwenden, die das Video wirklich beschreiben; die einzige feste Grenze von YouTube ist, dass es alle Hashtags eines Videos ignoriert, das mehr als 60 hat. Die ersten drei Hashtags der Beschreibung erscheinen über dem Titel deines Videos, stell also die besten an den Anfang. Ein Hashtag enthält keine Leerzeichen; Tubekit schreibt sie bereits so. Verwende nur Hashtags, die dein Video wirklich beschreiben: Irreführende oder themenfremde Hashtags verbieten die Richtlinien von YouTube.',
				},
				qEvidence: {
					q: 'Woher kommen die Hashtags?',
					a: 'Aus dem, was YouTube selbst für deine Wörter zeigt: Unser Server fragt die YouTube-Suche (www.youtube.com) und ihre Suchvorschläge (suggestqueries-clients6.youtube.com) in der Sprache deiner Seite ab, und zwar in deren Hauptregion (Deutschland für Deutsch, USA für Englisch, Spanien für Spanisch, Türkei für Türkisch, Niederlande für Niederländisch), wenn du neben den Keywords keine andere YouTube-Region wählst, und bildet die Gruppen aus den Videos in den Ergebnissen und dem, wonach Leute suchen. Deine Wörter gehen von unserem Server an YouTube, nicht von deinem Browser, und YouTubes Antwort bleibt nur 6 Stunden im Zwischenspeicher für Abfragen. Die gewählte Region wird nicht gespeichert: Ein neuer Besuch beginnt wieder mit der Hauptregion.',
				},
				q4: {
					q: 'Wer schreibt die Hashtags?',
					a: 'Ein KI-Modell, das direkt auf dem Tubekit-Server läuft (Ollama, standardmäßig das kleine Modell qwen2.5:1.5b). Deine Keywords werden nie an ein externes KI-Unternehmen geschickt. Ist kein Modell verfügbar, antwortet stattdessen ein eingebauter Generator, und die Seite weist dich darauf hin. KI-Vorschläge können danebenliegen – lies sie also, bevor du sie verwendest.',
				},
				q5: {
					q: 'Warum dauert es so lange, oder warum hat es nicht geklappt?',
					a: 'Das Modell braucht ein paar Sekunden für die Hashtags, länger, wenn viele Leute es gleichzeitig nutzen; warten zu viele, sagt dir die Seite, wie viele Sekunden du warten musst, bevor du es noch einmal versuchst. Ein leeres Feld oder mehr als 300 Zeichen werden abgelehnt. Hast du einen Videolink eingefügt und lehnt YouTube Anfragen ab, warte 5 bis 10 Minuten oder tippe deine Keywords selbst ein.',
				},
			},
		},
		profile: {
			title: 'Profilbild-Downloader',
			tryLink: 'Profilbild-Downloader ausprobieren',
			faq: {
				q1: {
					q: 'Welche Kanallinks funktionieren?',
					a: 'Links zu einem Kanal auf youtube.com: ein Handle-Link wie youtube.com/@name, ein Link mit Kanal-ID (/channel/UC…) sowie die älteren /c/…- und /user/…-Links. Es spielt keine Rolle, ob der Link mit einem Tab wie /videos oder /shorts endet. Am einfachsten öffnest du den Kanal und kopierst die Adresse aus deinem Browser.',
				},
				q2: {
					q: 'Wie groß sind die Bilder?',
					a: 'Du bekommst quadratische Bilder mit 88, 176, 240, 480 und 800 Pixeln; 800×800 ist die größte Größe, die YouTube ausliefert. Die Dateien sind JPGs, und das Tool zeigt dazu den Namen des Kanals an.',
				},
				q3: {
					q: 'Kann ich auch das Bannerbild des Kanals herunterladen?',
					a: 'Ja. Hat der Kanal ein Bannerbild, zeigt das Tool es mit einer eigenen Download-Schaltfläche an, ebenfalls als JPG. Wird keins angezeigt, hat der Kanal kein Bannerbild festgelegt.',
				},
				q4: {
					q: 'Warum ist das Bild auf YouTube rund, in meiner Datei aber quadratisch?',
					a: 'YouTube speichert Profilbilder als Quadrate und schneidet sie erst bei der Anzeige kreisförmig zu. Dein Download ist das vollständige Quadrat – denk also daran, dass die Ecken auf YouTube verdeckt sind. Profilbilder gehören ihren Kanälen: Verwende sie mit Erlaubnis des Inhabers, zum Beispiel für die Ankündigung einer Kooperation.',
				},
				q5: {
					q: 'Warum habe ich eine Fehlermeldung bekommen?',
					a: 'Prüfe, ob der Link auf einen Kanal zeigt und nicht auf eine Playlist oder eine andere Seite. „Kanal nicht gefunden“ bedeutet, dass es das Handle oder die ID nicht gibt; für einen von YouTube geschlossenen Kanal gibt es eine eigene Meldung. Lehnt YouTube Anfragen ab oder blockiert sie, warte 5 bis 10 Minuten und versuche es dann noch einmal.',
				},
				q6: {
					q: 'Was akzeptiert YouTube für mein eigenes Profilbild?',
					a: 'Laut YouTube-Hilfe muss es eine JPG-, GIF-, BMP- oder PNG-Datei (nicht animiert) mit höchstens 4 MB sein; empfohlen sind 800×800 Pixel. Angezeigt wird das Bild mit 98×98 Pixeln und kreisförmig zugeschnitten. Halte das Wichtige also in der Mitte und prüf es in dieser Größe. Ändern kannst du es in YouTube Studio unter „Anpassung“.',
				},
			},
		},
		chapter: {
			title: 'Kapitel-Generator',
			tryLink: 'Kapitel-Generator ausprobieren',
			faq: {
				q1: {
					q: 'Wie füge ich die Kapitel zu meinem Video hinzu?',
					a: 'Kopiere die Kapitelzeilen und füge sie in YouTube Studio in die Beschreibung des Videos ein, jede in eine eigene Zeile. Sobald die Beschreibung gespeichert ist, zeigt YouTube sie in der Fortschrittsleiste.',
				},
				q2: {
					q: 'Warum bekomme ich die Kapitel von YouTube?',
					a: 'Das Video hat schon Kapitel in seiner Beschreibung, deshalb zeigt das Tool diese. Klicke auf „Stattdessen neue Kapitel erstellen“, um eine neue Liste aus dem Transkript zu bekommen.',
				},
				q3: {
					q: 'Warum klappt es bei einem Video nicht?',
					a: 'Kapitel entstehen aus Untertiteln: Ein Video ohne Untertitel, ein laufender Livestream oder ein Video unter 30 Sekunden bekommt keine. Die Meldung sagt dir, was zutrifft.',
				},
			},
		},
	},
	general: {
		title: 'Allgemeine Fragen',
		intro: 'Was Tubekit ist, was es kostet und was mit deinen Daten passiert.',
		privacyLink: 'Datenschutzerklärung lesen',
		termsLink: 'Nutzungsbedingungen lesen',
		faq: {
			q1: {
				q: 'Ist Tubekit wirklich kostenlos?',
				a: 'Ja. Alle Tools sind kostenlos, ohne Bezahltarif und ohne Download-Limits von Tubekit. Wer diese Seite betreibt, kann begrenzen, wie viele Anfragen ein Besucher pro Minute senden darf, damit sie für alle schnell bleibt; erreichst du diese Grenze, sagt dir die Meldung, wie viele Sekunden du warten musst.',
			},
			q2: {
				q: 'Brauche ich ein Konto?',
				a: 'Nein. Für Besucher gibt es weder Registrierung noch Anmeldung: Tool öffnen, Link einfügen, Ergebnis nutzen. Die einzige Anmeldung auf der Seite ist der Admin-Bereich der Person, die sie betreibt.',
			},
			q3: {
				q: 'Was speichert Tubekit über mich?',
				a: 'Sehr wenig. Die Links und Keywords, die du eingibst, werden nicht gespeichert; Ergebnisse können bis zu einigen Stunden im Arbeitsspeicher des Servers bleiben, damit YouTube nicht zweimal dasselbe gefragt wird, und nichts davon wird auf die Festplatte geschrieben. Seitenaufrufe werden nur pro Tag, Seite, Sprache und verweisender Website gezählt, ohne deine IP-Adresse und ohne Cookie, und nach 400 Tagen gelöscht; die Nutzung der Tools wird nur pro Tag, Tool und Ergebnis gezählt. Deine IP-Adresse wird durch einen schlüsselbasierten Hash ersetzt (einen HMAC mit einem geheimen Schlüssel, den nur dieser Server kennt), bevor sie für die Begrenzung der Anfragen und das Anfrageprotokoll verwendet wird. Das einzige Cookie merkt sich deine Sprache. Dein Browser nimmt nie Kontakt zu Google auf: Der Tubekit-Server holt alles für dich von YouTube. Nachrichten über das Kontaktformular werden gespeichert, standardmäßig 2 Jahre lang.',
			},
			q4: {
				q: 'In welchen Sprachen gibt es Tubekit?',
				a: 'Die ganze Seite gibt es auf Englisch, Deutsch, Spanisch, Türkisch und Niederländisch. Du wechselst über das Sprachmenü in der Kopfzeile; deine Wahl wird gespeichert. Unabhängig von der Sprache der Seite bietet der Transkript-Downloader rund 60 Untertitelsprachen.',
			},
			q5: {
				q: 'Kann ich Tubekit selbst hosten?',
				a: 'Ja. Tubekit ist Open-Source-Software, die als einzelner Docker-Container läuft und ihre Daten standardmäßig in einer einzigen SQLite-Datei ablegt. Für KI-geschriebene Hashtags ergänzt du einen lokalen Ollama-Server mit einem Modell wie qwen2.5:1.5b (rund 1 GB); ohne ihn schreibt der eingebaute Generator die Hashtags. Die README des Projekts erklärt die Einrichtung und jede Einstellung.',
			},
			q6: {
				q: 'Gehört Tubekit zu YouTube, und darf ich verwenden, was ich herunterlade?',
				a: 'Tubekit ist nicht mit YouTube oder Google verbunden; YouTube ist eine Marke der Google LLC. Tubekit zeigt nur, was YouTube für alle sichtbar veröffentlicht – Thumbnails, Profilbilder und Transkripte gehören aber trotzdem den Kanälen, die sie veröffentlicht haben. Nutze sie nur im erlaubten Rahmen: für eigene Inhalte, Besprechungen, Recherche oder mit Erlaubnis des Inhabers. Beachte die Nutzungsbedingungen von YouTube und schick keine automatisierten Massenanfragen.',
			},
		},
	},
	commonIssues: {
		title: 'Häufige Probleme',
		problemLabel: 'Problem',
		fixLabel: 'Lösung',
		items: {
			i1: {
				problem: '„Das sieht nicht nach einem YouTube-Videolink aus“ oder „Bitte gib einen gültigen YouTube-Link ein“',
				fix: 'Kopiere den Link noch einmal aus der Adressleiste deines Browsers oder über die Teilen-Schaltfläche von YouTube und achte darauf, dass nichts anderes mitkopiert wurde. Thumbnail- und Transkript-Downloader brauchen einen Link zu einem einzelnen Video; der Profilbild-Downloader braucht einen Kanallink auf youtube.com.',
			},
			i2: {
				problem: '„Dieses Video hat keine Untertitel“',
				fix: 'Der Creator hat keine hochgeladen, und YouTube hat keine erzeugt. Achte auf der YouTube-Seite des Videos auf die Untertitel-Schaltfläche (CC). Ist das Video gerade erst hochgeladen worden, versuche es später noch einmal: Automatische Untertitel erscheinen manchmal erst nach einer Weile.',
			},
			i3: {
				problem: 'YouTube lehnt Anfragen ab oder blockiert sie',
				fix: 'YouTube begrenzt manchmal, wie viele Anfragen es von einem Server annimmt. Das liegt nicht an deinem Link. Warte 5 bis 10 Minuten und versuche es dann noch einmal; es alle paar Sekunden neu zu probieren, hilft nicht.',
			},
			i4: {
				problem: 'Der Download startet nicht',
				fix: 'Prüfe, ob dein Browser um Erlaubnis für den Download gefragt oder ihn blockiert hat, und sieh in deinem Download-Ordner nach. Auf einem iPhone oder iPad landen heruntergeladene Dateien im Ordner „Downloads“ der Dateien-App. Hilft nichts davon, lade die Seite neu und hol das Ergebnis noch einmal.',
			},
			i5: {
				problem: 'Die Seite meldet, dass die Hashtags vom eingebauten Generator stammen',
				fix: 'Das KI-Modell war nicht verfügbar oder ausgelastet, deshalb hat der einfachere eingebaute Generator von Tubekit geantwortet. Die Hashtags sind trotzdem brauchbar. Möchtest du Vorschläge der KI, versuche es in einer Minute noch einmal. Betreibst du die Seite selbst, prüfe, ob Ollama läuft und das Modell heruntergeladen wurde.',
			},
		},
	},
	bestPractices: {
		title: 'Bewährte Tipps',
		items: {
			b1: {
				title: 'Saubere Links einfügen',
				text: 'Kopiere Links aus der Adressleiste oder über die Teilen-Schaltfläche. Links direkt von YouTube funktionieren am besten; Links, die andere Dienste wie bit.ly gekürzt haben, werden nicht erkannt.',
			},
			b2: {
				title: 'Das größte vorhandene Thumbnail nehmen',
				text: 'Nimm HD, wenn es verfügbar ist, und verkleinere das Bild bei Bedarf selbst. Willst du die Gestaltung eines anderen Kanals studieren, sieh dir auch die Größe Mittel (320×180) an: Ungefähr so klein erscheinen Thumbnails in Feeds.',
			},
			b3: {
				title: 'Transkripte vor dem Weiterverwenden Korrektur lesen',
				text: 'Automatische Untertitel geben Namen, Zahlen und Fachbegriffe oft falsch wieder. Korrigiere sie, bevor du aus einem Transkript Untertitel, einen Blogartikel oder eine Beschreibung machst.',
			},
			b4: {
				title: 'Wenige passende Hashtags wählen',
				text: 'Drei bis fünf Hashtags, die dein Video beschreiben, sind besser als eine lange Liste. Stell die drei stärksten an den Anfang deiner Beschreibung, denn genau die erscheinen über deinem Titel.',
			},
			b5: {
				title: 'Die Arbeit anderer Creator respektieren',
				text: 'Nutze Thumbnails, Bilder und Transkripte anderer Kanäle als Referenz, für Besprechungen oder mit Erlaubnis, und nenne den Creator. Lade sie nie als deine eigenen wieder hoch.',
			},
		},
	},
	resources: {
		title: 'Ressourcen',
		intro: 'Offizielles Material von YouTube, das sich als Lesezeichen lohnt, und Artikel, die wir gerade vorbereiten.',
		external: {
			title: 'Offizielle Ressourcen für Creator',
			note: 'Das sind Websites von YouTube selbst. Sie öffnen sich in einem neuen Tab und werden nicht von Tubekit betrieben.',
			newTab: 'öffnet sich in einem neuen Tab',
			links: {
				l1: {
					title: 'YouTube-Hilfe',
					description:
						'Offizielle Antworten von YouTube zu Hochladen, Untertiteln, Hashtags, Urheberrecht, Monetarisierung und Kontoproblemen.',
					url: 'https://support.google.com/youtube',
				},
				l2: {
					title: 'Website „YouTube Creators“',
					description:
						'Die Website von YouTube für Creator, mit Lektionen zum Kanalstart, zum Aufbau eines Publikums und zum Geldverdienen mit Videos.',
					url: 'https://www.youtube.com/creators/',
				},
				l3: {
					title: 'Offizieller YouTube-Blog',
					description:
						'Ankündigungen neuer Funktionen, Änderungen der Richtlinien und Neuigkeiten für Creator – direkt von YouTube.',
					url: 'https://blog.youtube/',
				},
			},
		},
		articles: {
			title: 'Artikel in Arbeit',
			comingSoon: 'Demnächst',
			items: {
				a1: {
					title: 'YouTube Analytics verstehen',
					description:
						'Welche Zahlen in YouTube Studio für einen kleinen Kanal zählen und was du änderst, wenn Klickrate oder Wiedergabezeit sinken.',
				},
				a2: {
					title: 'Eine Idee, viele Formate',
					description:
						'Wie du aus einem langen Video Shorts, einen Blogartikel und Social-Media-Posts machst – mit dem Transkript als Ausgangspunkt.',
				},
				a3: {
					title: 'Eine Kooperation planen',
					description:
						'Den passenden Kanal für eine Zusammenarbeit finden, die Details abstimmen und das Video gemeinsam ankündigen.',
				},
			},
		},
		contact: {
			title: 'Brauchst du noch Hilfe?',
			text: 'Schreib uns über das Kontaktformular. Wir antworten in der Regel innerhalb von {hours} {{Stunde|Stunden}}. Bei einem Problem mit einem Tool nenn uns den eingefügten Link und die genaue Meldung, die du gesehen hast.',
			link: 'Support kontaktieren',
		},
	},
} satisfies NamespaceHelpTranslation

export default de_help
