import type { NamespaceLegalTranslation } from '../../i18n-types'

const de_legal = {
	updatedLabel: 'Zuletzt aktualisiert: {date}',
	privacy: {
		meta: {
			title: 'Datenschutzerklärung: Keine Tracker, keine Dritten – Tubekit',
			description:
				'Was Tubekit erhebt, warum und auf welcher Rechtsgrundlage: Seitenaufrufe ohne IP-Adressen gezählt, keine Tracking-Cookies, keine Dritten, Kontaktnachrichten standardmäßig 2 Jahre gespeichert, und deine Rechte nach der DSGVO.',
			keywords:
				'Tubekit Datenschutzerklärung, kein Tracking, kein Cookie-Banner, DSGVO, Datenschutz, YouTube Tools Datenschutz, selbst gehostet',
		},
		h1: 'Datenschutzerklärung',
		intro: {
			p1: 'Diese Erklärung beschreibt, welche Daten diese Website erhebt, wenn du sie nutzt, warum und auf welcher Rechtsgrundlage, wer sie erhält und wie lange sie gespeichert werden, so wie es Art. 13 der EU-Datenschutz-Grundverordnung (DSGVO) verlangt. „Wir“ bezeichnet den Betreiber dieser Tubekit-Installation, also denjenigen, der diese Website betreibt. Der Betreiber ist der für deine Daten Verantwortliche. Tubekit ist kostenlose Open-Source-Software, und jeder kann eine eigene Kopie davon betreiben.',
			p2: 'Tubekit ist darauf ausgelegt, so wenig wie möglich zu erheben. Du brauchst kein Konto, dein Browser kommuniziert nur mit dieser Website und mit keiner anderen (es sei denn, der Betreiber hat das optionale Analyse-Skript eingeschaltet, das unter „Empfänger und Dritte“ beschrieben ist), deine IP-Adresse wird nie gespeichert, und was du in die Tools eingibst, wird nicht gesichert.',
		},
		collected: {
			title: 'Was wir erheben',
			p1: 'Hier steht alles, was diese Website über ihre Nutzung aufzeichnet – und was sie weglässt.',
			items: {
				i1: 'Zählung der Seitenaufrufe: für jeden Tag und für die letzten sieben Tage auch für jede Stunde, wie oft jede Seite aufgerufen wurde, in welcher Sprache und der Hostname der Website, die auf sie verlinkt hat (zum Beispiel „google.com“, nie die vollständige Adresse). Dafür werden keine IP-Adresse, keine Besucherkennung und kein Cookie verwendet, sodass ein Seitenaufruf nicht mit dir in Verbindung gebracht werden kann. Den User-Agent deines Browsers lesen wir nur, um Bots herauszufiltern, und speichern ihn nicht. Sendet dein Browser „Do Not Track“ oder „Global Privacy Control“, werden deine Seitenaufrufe gar nicht gezählt.',
				i2: 'Zählung der Tool-Nutzung: für jeden Tag und für die letzten sieben Tage auch für jede Stunde, wie oft jedes Tool genutzt wurde und wie die Nutzung endete, entweder erfolgreich oder mit welchem Fehler. Sonst wird nichts über die Anfrage gezählt.',
				i3: 'Kontaktnachrichten: Wenn du das Kontaktformular absendest, speichern wir, was du eingibst (deinen Namen, deine E-Mail-Adresse, Betreff, Kategorie und Nachricht), zusammen mit der Sprache der Seite und dem Zeitpunkt, zu dem du sie gesendet hast. Name, E-Mail-Adresse und Nachricht brauchen wir, um dir zu antworten; du bist weder gesetzlich noch vertraglich verpflichtet, sie anzugeben, ohne sie können wir dir aber nicht antworten. Eine automatische Spam-Prüfung vermerkt außerdem Anzeichen wie ein Formular, das innerhalb weniger Sekunden abgeschickt wurde, oder eine Nachricht mit vielen Links; eine solche Nachricht erreicht uns trotzdem, nur zur genaueren Prüfung markiert. Eine Nachricht, in der ein für Menschen unsichtbares Feld ausgefüllt wurde, gilt als von einem Bot gesendet: Sie wird gesondert aufbewahrt, nur weitergeleitet, wenn der Betreiber sie freigibt, und andernfalls nach {quarantineDays} Tagen gelöscht.',
				i4: 'Anfrageprotokoll des Servers: Für jede Anfrage, die der Server bearbeitet, schreibt er eine Zeile mit dem Zeitpunkt, einer Anfrage-ID, der Methode, dem Seiten- oder Adresspfad (ohne alles nach einem „?“), dem Status, der Antwortdauer und einem schlüsselbasierten Hash anstelle deiner IP-Adresse. Der schlüsselbasierte Hash ist ein HMAC: Er wird aus deiner Adresse (bei einer IPv6-Adresse aus ihrem Netzanteil) mit einem geheimen Schlüssel berechnet, den nur dieser Server kennt, sodass er sich ohne diesen Schlüssel nicht in deine Adresse zurückverwandeln lässt. Deine IP-Adresse selbst erscheint nie im Protokoll.',
				i5: 'Nichts aus den Tools: Die Links und Keywords, die du eingibst, werden verwendet, um deine Anfrage zu beantworten, und nicht gespeichert. Die Antwort kann höchstens einige Stunden lang im Arbeitsspeicher bleiben, damit YouTube nicht noch einmal dasselbe gefragt wird: im Arbeitsspeicher des Servers selbst oder, wenn der Betreiber mehrere Server einsetzt, in einem gemeinsamen In-Memory-Speicher (Redis) im eigenen Netzwerk des Betreibers. Tubekit schreibt sie nie auf die Festplatte.',
				i6: 'Sonst nichts: Es gibt keine Konten, keine IP-Adressen in unserer Datenbank, weder Werbung noch Tracking und keine Besucherprofile. Über dich wird nichts automatisiert entschieden (Art. 22 DSGVO).',
			},
		},
		use: {
			title: 'Wofür wir die Daten verwenden und auf welcher Rechtsgrundlage',
			p1: 'Wir verwenden diese Daten nur, um diese Website zu betreiben, sie sicher zu halten, sie zu verbessern und dir zu antworten. Wir nutzen sie nicht für Werbung, wir erstellen keine Besucherprofile, und wir verkaufen sie nicht. Jeder Zweck stützt sich auf eine der Rechtsgrundlagen des Art. 6 Abs. 1 DSGVO:',
			items: {
				i1: 'Anfrageprotokoll des Servers: um die Website zuverlässig zu betreiben und Fehler und Missbrauch zu finden. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse an einer funktionierenden und sicheren Website.',
				i2: 'Begrenzung der Anfragen (Rate Limiting): Mit dem schlüsselbasierten Hash, der deine IP-Adresse ersetzt, zählen wir die Anfragen pro Besucher, damit kein einzelner Besucher den Dienst überlasten kann. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse daran, die kostenlosen Tools für alle verfügbar zu halten.',
				i3: 'Zählungen der Seitenaufrufe und der Tool-Nutzung: Sie zeigen, welche Seiten und Tools genutzt werden und ob die Tools funktionieren, zum Beispiel wie oft YouTube unseren Server abweist. Es sind immer nur Gesamtzahlen, ohne Cookies gezählt. Rechtsgrundlage, soweit deine Anfrage verarbeitet wird, um sie zu zählen: Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse daran, zu wissen, wie die Website genutzt wird, und sie zu verbessern.',
				i4: 'Kontaktnachrichten: um dir zu antworten, dein Anliegen zu bearbeiten, etwa einen Fehlerbericht oder eine Datenschutzanfrage, und später darauf zurückkommen zu können. Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, wenn deine Nachricht einen Vertrag mit uns betrifft oder einen, den du schließen möchtest (zum Beispiel eine geschäftliche Anfrage), sonst Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse daran, die an uns gesendeten Nachrichten zu beantworten. Auch die Spam-Prüfung stützt sich auf Art. 6 Abs. 1 lit. f DSGVO: unser berechtigtes Interesse daran, das Kontaktformular nutzbar zu halten.',
				i5: 'Was du in ein Tool eingibst, wird nur verwendet, um auf deine Anfrage hin das gewünschte Ergebnis zu erzeugen. Rechtsgrundlage: Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse daran, dir die Tools bereitzustellen, die du nutzt; gespeichert wird es nicht.',
				i6: 'Verpflichtet ein Gesetz den Betreiber, etwas länger aufzubewahren, etwa einen Geschäftsbrief nach Handels- oder Steuerrecht, ist Rechtsgrundlage für die Aufbewahrung Art. 6 Abs. 1 lit. c DSGVO. Tubekit selbst bewahrt aus diesem Grund nichts auf: Es löscht Kontaktnachrichten am Ende der Speicherdauer, und ein Betreiber, der eine Nachricht länger aufbewahren muss, hebt eine Kopie außerhalb von Tubekit auf.',
			},
		},
		objection: {
			title: 'Dein Widerspruchsrecht',
			p1: 'Du hast das Recht, aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit der Verarbeitung deiner Daten zu widersprechen, die auf unseren berechtigten Interessen beruht (Art. 6 Abs. 1 lit. f DSGVO): dem Anfrageprotokoll, der Begrenzung der Anfragen, den Zählungen, der Spam-Prüfung und der Beantwortung von Kontaktnachrichten, wie oben beschrieben (Art. 21 Abs. 1 DSGVO).',
			p2: 'Widersprichst du, verarbeiten wir deine Daten insoweit nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die deine Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
			p3: 'Für deinen Widerspruch schreib uns über das Kontaktformular und wähle die Kategorie „Rechtliches/Datenschutz“; eine bestimmte Form ist nicht nötig.',
			link: 'Über das Kontaktformular widersprechen',
		},
		cookies: {
			title: 'Cookies und lokaler Speicher',
			p1: 'Diese Website setzt nur die unten aufgeführten funktionalen Cookies, die sie zum Funktionieren braucht. Es gibt keine Tracking-, Analyse- oder Werbe-Cookies, und Seitenaufrufe werden ohne Cookie gezählt. Nach den ePrivacy-Regeln der EU (in Deutschland § 25 Abs. 2 Nr. 2 TDDDG) braucht es keine Einwilligung, etwas in deinem Browser zu speichern, das für einen von dir gewünschten Dienst unbedingt erforderlich ist, etwa eine von dir gewählte Einstellung. Deshalb siehst du kein Cookie-Banner: Es ist keins nötig.',
			p2: 'Soweit deine Sprachwahl überhaupt ein personenbezogenes Datum ist, ist Rechtsgrundlage für ihre Verwendung Art. 6 Abs. 1 lit. f DSGVO: unser und dein berechtigtes Interesse daran, dir die Website in der von dir gewählten Sprache anzuzeigen.',
			p3: 'Du kannst Cookies und Websitedaten jederzeit in den Einstellungen deines Browsers löschen. Die Website funktioniert weiter; du musst eventuell nur deine Sprache erneut wählen.',
			items: {
				i1: 'Das Cookie „language“ merkt sich die von dir gewählte Sprache, damit sich Seiten sofort in dieser Sprache öffnen. Es wird nur gesetzt, wenn du eine Sprache wählst, und ist ein Jahr lang gültig.',
				i2: 'Der lokale Speicher (localStorage) deines Browsers hält dieselbe Sprachwahl unter dem Namen „language“ fest. Er bleibt in deinem Browser und wird für nichts anderes verwendet.',
				i3: 'Ein Sitzungscookie für den Admin-Bereich wird nur gesetzt, wenn sich der Betreiber im Admin-Bereich anmeldet. Normale Besucher erhalten es nie.',
			},
		},
		security: {
			title: 'Sicherheit und Speicherdauer',
			p1: 'Wir schützen die wenigen Daten, die wir haben, und löschen sie, sobald sie nicht mehr gebraucht werden. Für jede Art von Daten gilt eine eigene Frist:',
			items: {
				i1: 'Verschlüsselte Verbindungen: Tubekit ist dafür gedacht, über HTTPS ausgeliefert zu werden, sodass das, was du sendest, auf dem Weg zum Server verschlüsselt ist. Die Adressleiste deines Browsers zeigt, ob diese Website HTTPS verwendet.',
				i2: 'Keine IP-Adressen im Klartext: Deine IP-Adresse wird durch den schlüsselbasierten Hash (HMAC) ersetzt, bevor irgendetwas anderes sie sieht. Für die Begrenzung der Anfragen wird der Hash im Arbeitsspeicher gehalten (in dem des Servers selbst oder, beim Betrieb mit mehreren Servern, im gemeinsamen In-Memory-Speicher), und er erscheint im Anfrageprotokoll; deine Adresse wird nie gespeichert, weder in der Datenbank noch in diesem gemeinsamen Speicher.',
				i3: 'Strenge Sicherheits-Header, darunter eine Content Security Policy, beschränken, was die Seiten laden und ausführen dürfen.',
				i4: 'Der Admin-Bereich ist durch ein Passwort geschützt. Sein Sitzungscookie kann nicht von Skripten gelesen werden (HttpOnly) und wird nicht mit Anfragen von anderen Websites mitgesendet (SameSite=Strict).',
				i5: 'Kontaktnachrichten werden {contactDays} Tage lang aufbewahrt und danach automatisch gelöscht; die Löschung läuft einmal täglich. Die Kopie, die per E-Mail an die Support-Adresse geht, liegt im Postfach des Betreibers, das Tubekit nicht verwaltet: Der Betreiber löscht sie dort nach derselben Regel.',
				i6: 'Eine als Bot-Nachricht zurückgehaltene Nachricht wird nach {quarantineDays} Tagen gelöscht, sofern der Betreiber sie nicht freigibt; eine freigegebene Nachricht wird wie jede andere aufbewahrt.',
				i7: 'Die täglichen Zählungen der Seitenaufrufe werden nach 400 Tagen gelöscht, alle stündlichen Zählungen nach 7 Tagen. Die täglichen Zählungen der Tool-Nutzung enthalten nichts über eine Person und werden ohne zeitliche Begrenzung aufbewahrt.',
				i8: 'Die Anfragezähler für die Begrenzung der Anfragen werden kurz nach Ablauf ihres Zeitfensters verworfen; das längste Zeitfenster beträgt eine Stunde.',
				i9: 'Antworten der Tools im Arbeitsspeicher, ob in dem des Servers selbst oder im gemeinsamen In-Memory-Speicher beim Betrieb mit mehreren Servern, sind spätestens nach einigen Stunden verschwunden, und Tubekit schreibt sie nie auf die Festplatte.',
				i10: 'Das Anfrageprotokoll: Tubekit schreibt seine Zeilen in die Standardausgabe des Servers und bewahrt selbst keine davon auf. Das Protokollsystem des Betreibers sammelt sie und bestimmt, wie lange sie bleiben; der Betreiber bewahrt sie {logDays} Tage lang auf.',
			},
		},
		rights: {
			title: 'Deine Rechte',
			p1: 'Nach der DSGVO hast du neben dem oben beschriebenen Widerspruchsrecht die unten aufgeführten Rechte. Auf dieser Website betreffen sie vor allem deine Kontaktnachrichten. Die Zählungen der Seitenaufrufe und der Tool-Nutzung lassen sich keiner Person zuordnen, daher steht darin nichts über dich, das man nachschlagen könnte. Das Anfrageprotokoll enthält nur den schlüsselbasierten Hash deiner IP-Adresse: Nennst du uns deine IP-Adresse und den Zeitpunkt deines Besuchs, können wir den Hash berechnen und nach deinen Einträgen suchen, solange es sie gibt (Art. 11 DSGVO).',
			p2: 'Um eines dieser Rechte auszuüben, schreib uns über das Kontaktformular und wähle die Kategorie „Rechtliches/Datenschutz“. Nenne uns die E-Mail-Adresse, die du verwendet hast, damit wir deine Nachrichten finden. Wir antworten unverzüglich, spätestens innerhalb eines Monats.',
			items: {
				i1: 'Auskunft (Art. 15 DSGVO): erfragen, ob wir Daten über dich haben, und eine Kopie davon erhalten, zusammen mit den Informationen, die diese Erklärung gibt.',
				i2: 'Berichtigung (Art. 16 DSGVO): verlangen, dass wir unrichtige Daten über dich berichtigen und unvollständige vervollständigen.',
				i3: 'Löschung (Art. 17 DSGVO): verlangen, dass wir deine Kontaktnachrichten vor Ablauf der Speicherdauer löschen.',
				i4: 'Einschränkung der Verarbeitung (Art. 18 DSGVO): verlangen, dass wir deine Daten zwar aufbewahren, aber sonst nicht verwenden, zum Beispiel während wir prüfen, ob sie richtig sind.',
				i5: 'Datenübertragbarkeit (Art. 20 DSGVO): für Daten, die du uns zum Abschluss oder zur Erfüllung eines Vertrags gegeben hast, die Nachrichten, die du uns gesendet hast, in einem gängigen, maschinenlesbaren Format (CSV) erhalten oder sie, soweit technisch machbar, direkt an jemand anderen übermitteln lassen.',
				i6: 'Beschwerde (Art. 77 DSGVO): dich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem EU-Mitgliedstaat deines Wohnorts, deines Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes.',
			},
			link: 'Schreib uns über das Kontaktformular',
		},
		kvkk: {
			title: 'Für Besucher in der Türkei: Informationen nach dem KVKK',
			p1: 'Nutzt du diese Website von der Türkei aus, gilt zusätzlich das Gesetz Nr. 6698 zum Schutz personenbezogener Daten (KVKK). Dieser Abschnitt gibt die Informationen, die sein Art. 10 verlangt; der Rest dieser Erklärung gilt uneingeschränkt.',
			items: {
				i1: 'Verantwortlicher: der Betreiber dieser Installation, mit seinen Kontaktdaten genannt unter „Wer verantwortlich ist und wie du uns erreichst“.',
				i2: 'Zwecke und Art der Erhebung: Die unter „Was wir erheben“ beschriebenen Daten werden elektronisch erhoben, durch den Server und über das Kontaktformular, für die unter „Wofür wir die Daten verwenden und auf welcher Rechtsgrundlage“ beschriebenen Zwecke.',
				i3: 'Rechtsgründe (Art. 5 Abs. 2 KVKK): Die Verarbeitung ist für die berechtigten Interessen des Verantwortlichen erforderlich, ohne deine Grundrechte und Grundfreiheiten zu verletzen (f): Anfrageprotokoll, Begrenzung der Anfragen, Zählungen, Spam-Prüfung und Beantwortung deiner Nachrichten; sie steht in unmittelbarem Zusammenhang mit dem Abschluss oder der Erfüllung eines Vertrags (c): eine Nachricht zu einem Vertrag; oder sie ist zur Erfüllung einer rechtlichen Verpflichtung erforderlich (ç).',
				i4: 'Übermittlungen: an die Hosting- und E-Mail-Anbieter, die Server und Postfach für den Betreiber betreiben, nur um diese Website bereitzustellen und deine Nachrichten zuzustellen. Stehen Server oder Postfach außerhalb der Türkei, werden deine Daten ins Ausland übermittelt; das tun wir nur, soweit Art. 9 KVKK es erlaubt: auf Grundlage eines Angemessenheitsbeschlusses, geeigneter Garantien wie der Behörde zum Schutz personenbezogener Daten gemeldeter Standardvertragsklauseln oder einer der gesetzlich vorgesehenen Ausnahmen. An andere übermittelt Tubekit deine Daten nicht.',
				i5: 'Deine Rechte (Art. 11 KVKK): zu erfahren, ob deine personenbezogenen Daten verarbeitet werden; Auskunft darüber zu verlangen; den Zweck der Verarbeitung zu erfahren und ob die Daten zweckentsprechend verwendet werden; die Dritten im In- oder Ausland zu kennen, an die sie übermittelt werden; ihre Berichtigung zu verlangen, wenn sie unvollständig oder falsch sind; ihre Löschung oder Vernichtung unter den Voraussetzungen des Art. 7 zu verlangen; zu verlangen, dass diese Berichtigungen und Löschungen den Dritten mitgeteilt werden, an die sie übermittelt wurden; einem für dich nachteiligen Ergebnis zu widersprechen, das ausschließlich durch die Auswertung mit automatisierten Systemen entsteht; und Schadensersatz zu verlangen, wenn dir durch eine rechtswidrige Verarbeitung ein Schaden entsteht.',
				i6: 'Wie du deine Rechte geltend machst (Art. 13 KVKK): Schreib dem Betreiber über das Kontaktformular (Kategorie „Rechtliches/Datenschutz“) oder schriftlich an die unten genannte Adresse. Dein Antrag wird kostenlos und spätestens innerhalb von 30 Tagen beantwortet.',
				i7: 'Beschwerde: Wird dein Antrag abgelehnt, ist die Antwort unzureichend oder erhältst du nicht rechtzeitig eine, kannst du dich innerhalb von 30 Tagen, nachdem du die Antwort erhalten hast, spätestens aber innerhalb von 60 Tagen nach deinem Antrag, beim Ausschuss zum Schutz personenbezogener Daten (Kişisel Verileri Koruma Kurulu, kvkk.gov.tr) beschweren (Art. 14 KVKK).',
			},
		},
		thirdParties: {
			title: 'Empfänger und Dritte',
			p1: 'Dein Browser kommuniziert nur mit dieser Website: Die Seiten laden keine Skripte, Schriftarten, Werbung oder Tracker von anderen Hosts (die einzige Ausnahme, ein Analyse-Skript, das der Betreiber hinzufügen kann, bleibt aus, solange er es nicht einschaltet; siehe unten), und nichts, was du eingibst, wird an einen externen KI-Dienst gesendet. Außer uns sind nur die folgenden Stellen beteiligt:',
			items: {
				i1: 'YouTube (Google): Um Thumbnails, Profilbilder, Bannerbilder, Transkripte sowie Titel und Transkript eines Videos zu erhalten, das du dem Hashtag-Generator gibst, ruft unser Server die Seiten und Bilder in deinem Auftrag von YouTube ab. YouTube sieht eine Anfrage unseres Servers, einschließlich des eingegebenen Video- oder Kanallinks, aber nicht dich: weder deine IP-Adresse noch deinen Browser noch deine Cookies. Bilder erreichen dich über unseren Server, sodass dein Browser nie Kontakt zu Google aufnimmt. Leitet der Betreiber diese Anfragen über einen Proxy-Dienst, sieht dieser Dienst dieselben Anfragen, und auch er sieht nicht dich.',
				i2: 'Das KI-Modell, das die Hashtags schreibt, läuft auf dem eigenen Server des Betreibers (Ollama), nicht bei einem KI-Unternehmen. Deine Keywords werden an kein KI-Unternehmen gesendet. Ist kein Modell verfügbar, antwortet stattdessen ein eingebauter Generator, und die Seite weist darauf hin.',
				youtubeSearch:
					'YouTube-Suche für Hashtags: Um die Hashtags zu erstellen, sendet unser Server die Wörter, die du eingibst (oder den Titel eines verlinkten Videos), an die YouTube-Suche (www.youtube.com) und an ihren Dienst für Suchvorschläge (suggestqueries-clients6.youtube.com), wie bei den anderen Tools: von unserem Server aus, nie von deinem Browser. Was YouTube antwortet, wird nur im Zwischenspeicher für Abfragen gehalten, 6 Stunden lang, und dann gelöscht.',
				i3: 'E-Mail: Kontaktnachrichten werden über den von uns genutzten Mailserver an unsere Support-Adresse gesendet, mit deiner E-Mail-Adresse als Antwortadresse. Betreibt ein E-Mail-Anbieter diesen Mailserver oder das Postfach für uns, verarbeitet und speichert der Anbieter die Nachricht wie jede andere E-Mail.',
				i4: 'Hosting: Die Server, die Datenbank und, beim Betrieb mit mehreren Servern, der gemeinsame In-Memory-Speicher können für den Betreiber von einem Hosting- oder Datenbankanbieter betrieben werden. Dieser verarbeitet die hier beschriebenen Daten dann im Auftrag des Betreibers und nach dessen Weisungen (Auftragsverarbeitung, Art. 28 DSGVO).',
				i5: 'Optionale Webanalyse: Tubekit kann ein Analyse-Skript laden, wenn der Betreiber eines einrichtet. Es bleibt ausgeschaltet, solange der Betreiber es nicht einschaltet; ist es eingeschaltet, gilt die Aussage oben, dass dein Browser nur mit dieser Website kommuniziert, nicht mehr uneingeschränkt, und der Betreiber muss das Skript, seinen Anbieter und seine Rechtsgrundlage in dieser Erklärung beschreiben.',
				i6: 'Tubekit selbst übermittelt deine Daten in kein Land außerhalb der EU und des Europäischen Wirtschaftsraums. Ob der Hosting- oder E-Mail-Anbieter des Betreibers anderswo ansässig ist und mit welchen Garantien, hängt davon ab, welche Anbieter der Betreiber wählt; der Betreiber muss sie hier nennen, wo das Gesetz es verlangt.',
			},
		},
		contact: {
			title: 'Wer verantwortlich ist und wie du uns erreichst',
			p1: 'Fragen zu dieser Erklärung oder zu deinen Daten? Schreib uns über das Kontaktformular und wähle die Kategorie „Rechtliches/Datenschutz“.',
			p2: 'Verantwortlicher für die hier beschriebenen Daten ist der Betreiber dieser Tubekit-Installation. Unten stehen sein Name, wie du ihn erreichst und, wo das Gesetz einen verlangt, sein Datenschutzbeauftragter.',
			link: 'Zum Kontaktformular',
		},
		changes: {
			title: 'Änderungen dieser Erklärung',
			p1: 'Wenn sich der Umgang dieser Website mit Daten ändert, aktualisieren wir diese Erklärung auf dieser Seite und ändern das Datum oben. Dieses Datum zeigt, wann der Text zuletzt geändert wurde, nicht den Tag, an dem du ihn liest.',
			p2: 'Schau ab und zu auf dieser Seite vorbei; am Datum oben erkennst du auf einen Blick, ob es etwas Neues gibt.',
		},
	},
	imprint: {
		meta: {
			title: 'Impressum: Wer diese Website betreibt – Tubekit',
			description:
				'Wer diese Tubekit-Installation betreibt: Name, Anschrift und Kontaktdaten des Betreibers und seine Angaben nach dem Gesetz.',
			keywords: 'Impressum, Anbieterkennzeichnung, Betreiber, Kontakt, Tubekit',
		},
		h1: 'Impressum',
		intro:
			'Wer diese Website betreibt und wie du ihn erreichst, so wie der Betreiber es veröffentlicht hat. Der Text unten stammt vom Betreiber selbst und kann in seiner Sprache verfasst sein.',
		textTitle: 'Angaben des Betreibers',
	},
	terms: {
		meta: {
			title: 'Nutzungsbedingungen: Kostenlose YouTube-Tools verantwortungsvoll nutzen – Tubekit',
			description:
				'Die Regeln für die kostenlosen YouTube-Tools und die API von Tubekit: die Limits, die sie kostenlos halten, Urheberrecht und YouTube-Bedingungen, KI-Hashtags prüfen, Haftung.',
			keywords:
				'Tubekit Nutzungsbedingungen, AGB, YouTube Tools Nutzungsbedingungen, API-Limits, Urheberrecht, Thumbnails, Transkripte, Open Source',
		},
		h1: 'Nutzungsbedingungen',
		intro: {
			p1: 'Diese Bedingungen gelten, wenn du diese Website nutzt, eine Installation von Tubekit. „Wir“ bezeichnet ihren Betreiber, also denjenigen, der diese Website betreibt; „du“ bezeichnet dich, den Besucher.',
			p2: 'Kurz gesagt: Die Tools sind kostenlos, bleib innerhalb ihrer Limits, achte das Urheberrecht anderer und die Regeln von YouTube, und prüfe, was die KI vorschlägt.',
		},
		acceptance: {
			title: 'Annahme dieser Bedingungen',
			p1: 'Indem du diese Website nutzt, akzeptierst du diese Bedingungen. Wenn du mit ihnen nicht einverstanden bist, nutze die Website bitte nicht.',
			p2: 'Welche Daten die Website erhebt und wie damit umgegangen wird, erklärt unsere Datenschutzerklärung.',
			privacyLink: 'Datenschutzerklärung lesen',
		},
		service: {
			title: 'Der Dienst',
			p1: 'Tubekit bietet kostenlose Tools für YouTube-Creator: den Thumbnail-Downloader, den Profilbild-Downloader, den Transkript-Downloader, den Hashtag-Generator und den Kapitel-Generator, dazu Anleitungen, einen Hilfebereich und eine API für Entwickler. Du brauchst kein Konto, und es kostet nichts.',
			p2: 'Wir stellen den Dienst unentgeltlich bereit. Wir können ihn jederzeit ändern, auch Funktionen hinzufügen, ändern oder entfernen.',
			p3: 'Die Tools sind von YouTube abhängig. YouTube kann begrenzen, wie viele Anfragen es von unserem Server annimmt; meldet ein Tool das, warte 5 bis 10 Minuten und versuche es dann noch einmal.',
		},
		use: {
			title: 'Nutzung der Tools und der API',
			p1: 'Du darfst die Tools im Browser nutzen, ganze Playlists und Kanäle auf einmal abrufen und die dokumentierte API für Entwickler aus eigenen Skripten und Programmen aufrufen, innerhalb der Limits, auf die diese Website eingestellt ist. Jedes Limit gilt pro Besucher, gezählt über den schlüsselbasierten Hash deiner IP-Adresse; erreichst du eines, sagt dir die Website, wie lange du warten musst, bevor du es erneut versuchst:',
			items: {
				i1: '{apiPerMinute} Tool-Anfragen pro Minute, über die Seiten und die API zusammen,',
				i2: '{batchesPerHour} Downloads von Playlists oder Kanälen pro Stunde, einer nach dem anderen, mit je bis zu {batchMaxVideos} Videos,',
				i3: '{imagesPerMinute} Bilder pro Minute,',
				i4: '{contactPerHour} Kontaktnachrichten pro Stunde.',
			},
			apiLink: 'Zur API-Dokumentation',
		},
		rules: {
			title: 'Was nicht erlaubt ist',
			p1: 'Damit die Tools für alle kostenlos bleiben und funktionieren, verpflichtest du dich, nichts von Folgendem zu tun. Zugriffe, die gegen diese Regeln verstoßen, können wir einschränken oder sperren.',
			items: {
				i1: 'Die oben genannten Limits umgehen, etwa indem du Anfragen auf viele IP-Adressen verteilst, oder Teile der Website wie eine API ansprechen, die die API-Dokumentation nicht als solche beschreibt.',
				i2: 'Die Website oder ihren Server angreifen: versuchen, sie zu überlasten, ihre Sicherheit zu umgehen oder in den Admin-Bereich einzudringen.',
				i3: 'Die Website für rechtswidrige Zwecke nutzen oder um die Rechte anderer zu verletzen.',
			},
		},
		content: {
			title: 'Inhalte von YouTube',
			p1: 'Thumbnails, Profilbilder, Bannerbilder und Transkripte gehören ihren Inhabern – den Kanälen, die sie veröffentlicht haben, und anderen Rechteinhabern –, nicht Tubekit und nicht dir. Tubekit ruft nur ab, was YouTube selbst bereitstellt; es räumt dir keinerlei Rechte daran ein.',
			p2: 'Du bist dafür verantwortlich, wie du verwendest, was du herunterlädst, und für diese Inhalte gelten die Nutzungsbedingungen von YouTube und das Urheberrecht. Nutze sie verantwortungsvoll und nur, soweit du darfst, zum Beispiel:',
			items: {
				i1: 'für deine eigenen Videos und deinen eigenen Kanal,',
				i2: 'im Rahmen der Ausnahmen, die das Urheberrecht deines Landes erlaubt, etwa als Zitat in einer Rezension oder Kritik, soweit der Zweck des Zitats es erfordert und mit Angabe der Quelle,',
				i3: 'für alles, wofür dir der Inhaber die Erlaubnis gegeben hat.',
			},
		},
		ai: {
			title: 'KI-generierte Hashtags',
			p1: 'Die Vorschläge des Hashtag-Generators werden von einem KI-Modell geschrieben, das auf diesem Server läuft, oder von einem eingebauten Generator, wenn kein Modell verfügbar ist (die Seite sagt dir, welches von beiden). Es sind Vorschläge, keine Tatsachen: Sie können ungenau, themenfremd oder für dein Video ungeeignet sein.',
			p2: 'Prüfe jeden Hashtag, bevor du ihn verwendest. Du bist für das verantwortlich, was du veröffentlichst, und es gelten die eigenen Regeln von YouTube: So ignoriert YouTube alle Hashtags eines Videos, das mehr als 60 hat, und erlaubt keine Hashtags, die nichts mit dem Video zu tun haben oder irreführend sind.',
		},
		liability: {
			title: 'Verfügbarkeit und Haftung',
			p1: 'Tubekit ist kostenlos. Wir können nicht versprechen, dass die Website immer erreichbar, fehlerfrei oder schnell ist, dass jedes Ergebnis vollständig oder richtig ist oder dass YouTube die Daten, auf die die Tools angewiesen sind, weiterhin anbietet.',
			p2: 'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.',
			p3: 'Verletzen wir leicht fahrlässig eine wesentliche Pflicht, ist unsere Haftung auf den bei Nutzung vorhersehbaren, typischen Schaden begrenzt. Wesentlich ist eine Pflicht, deren Erfüllung die ordnungsgemäße Nutzung des Dienstes überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst. Im Übrigen haften wir für leichte Fahrlässigkeit nicht.',
			p4: 'Diese Regeln gelten auch für die Personen, die wir zum Betrieb der Website einsetzen. Deine Rechte als Verbraucher nach dem zwingenden Recht des Landes, in dem du lebst, bleiben unberührt.',
		},
		thirdParties: {
			title: 'YouTube und andere Dritte',
			p1: 'YouTube ist eine Marke der Google LLC. Tubekit ist nicht mit YouTube oder Google verbunden und wird von ihnen weder unterstützt noch gesponsert.',
			p2: 'Die Tools arbeiten mit Inhalten, die YouTube bereitstellt. Wenn du diese Inhalte nutzt, gelten zusätzlich zu diesen Bedingungen die Nutzungsbedingungen von YouTube.',
		},
		changes: {
			title: 'Änderungen dieser Bedingungen',
			p1: 'Wir können diese Bedingungen ändern. Eine Änderung kündigen wir an, indem wir den neuen Text auf dieser Seite veröffentlichen, mit dem Datum der Änderung oben. Die Website hat keine Konten und speichert keine Adresse von dir, daher können wir dich nicht persönlich benachrichtigen: Schau beim nächsten Besuch auf das Datum.',
			p2: 'Neue Bedingungen gelten für deine Nutzung ab dem Tag ihrer Veröffentlichung; was du vorher getan hast, richtet sich nach den Bedingungen, die damals galten. Bist du mit neuen Bedingungen nicht einverstanden, nutze die Website bitte nicht weiter.',
		},
		contact: {
			title: 'Kontakt',
			p1: 'Fragen zu diesen Bedingungen? Schreib uns über das Kontaktformular.',
			link: 'Zum Kontaktformular',
		},
		openSource: {
			title: 'Open-Source-Software',
			p1: 'Tubekit ist Open-Source-Software: Jeder darf eine eigene Installation davon betreiben. Die Lizenz der Software gilt für ihren Code; diese Bedingungen gelten für die Nutzung dieser Website.',
			p2: 'Wer eine Installation betreibt, ist ihr Betreiber. Hostest du Tubekit selbst, bist du der Betreiber deiner Installation und verantwortlich für deren eigene Nutzungsbedingungen, deren Datenschutzerklärung und den Umgang mit Daten; dazu gehört auch, deine eigenen rechtlichen Angaben wie ein Impressum zu ergänzen, wo das Gesetz sie verlangt.',
		},
	},
} satisfies NamespaceLegalTranslation

export default de_legal
