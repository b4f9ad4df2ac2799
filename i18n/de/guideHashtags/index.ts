import type { NamespaceGuideHashtagsTranslation } from '../../i18n-types'

const de_guideHashtags = {
	meta: {
		title: 'YouTube-Hashtags: Regeln, Anzahl und die richtige Auswahl – Tubekit',
		description:
			'So funktionieren Hashtags auf YouTube: Titel oder Beschreibung, die drei, die über dem Titel stehen können, Hashtag-Seiten, Shorts, die Regeln von YouTube, die Auswahl und typische Fehler.',
		keywords:
			'youtube hashtags, hashtags auf youtube verwenden, youtube hashtag regeln, wie viele hashtags youtube, hashtags in der beschreibung, youtube shorts hashtags, hashtag generator',
	},
	h1: 'YouTube-Hashtags: richtig auswählen und einsetzen',
	badges: {
		b1: 'Für Einsteiger',
		b2: '10 Min. Lesezeit',
		b3: 'YouTube-Regeln erklärt',
	},
	intro: {
		p1: 'Ein Hashtag auf YouTube ist ein Wort oder eine kurze Wortgruppe mit einem # davor, im Titel oder in der Beschreibung eines Videos. YouTube macht daraus einen Link: Wer darauf tippt, sieht andere Videos und Shorts mit demselben Hashtag. Gut gewählt, zeigen Hashtags Zuschauern auf einen Blick, worum es in deinem Video geht, und sind ein weiterer Weg, auf dem sie es finden.',
		p2: 'Hashtags sind ein kleines Signal, keine Abkürzung. Einen nichtssagenden Titel retten sie nicht, und die falschen können dazu führen, dass ein Video aus der Suche verschwindet oder entfernt wird. Dieser Ratgeber erklärt, was YouTube mit deinen Hashtags macht, welche Regeln gelten, wie du für jedes Video ein paar gute auswählst und wie dir der Hashtag-Generator von Tubekit dabei einen Vorsprung verschafft.',
	},
	how: {
		title: 'Wie YouTube Hashtags verwendet',
		intro: 'Wo du einen Hashtag einträgst, entscheidet, wo Zuschauer ihn sehen. Auf diese Stellen kommt es an.',
		s1: {
			title: 'In der Beschreibung: Bis zu drei können über dem Titel stehen',
			text: 'Hashtags können überall in der Beschreibung stehen, und jeder wird zum Link. Enthält der Titel selbst keine Hashtags, nimmt YouTube außerdem die ersten drei Hashtags der Beschreibung und zeigt sie auf der Wiedergabeseite über dem Titel des Videos. Deshalb zählt die Reihenfolge: Setz die passendsten an den Anfang.',
		},
		s2: {
			title: 'Im Titel: Teil des Titels selbst',
			text: 'Ein Hashtag im Titel bleibt, wo du ihn hingeschrieben hast, und funktioniert dort als Link. Er nimmt aber den Wörtern Platz weg, die zum Klicken bewegen, und lange Titel werden auf dem Smartphone abgeschnitten. Nimm einen in den Titel nur, wenn er sich natürlich liest, etwa als Name einer Reihe, und lass die übrigen in der Beschreibung.',
		},
		s3: {
			title: 'Hashtag-Seiten sammeln Videos zu einem Thema',
			text: 'Wer auf einen Hashtag tippt, öffnet seine Seite auf YouTube, unter youtube.com/hashtag/ und dem Wort, mit Videos und Shorts, die ihn verwenden. Zuschauer können auch nach einem Hashtag suchen, samt #. Je genauer der Hashtag, desto weniger Videos konkurrieren auf seiner Seite.',
		},
		s4: {
			title: 'Auch Shorts nutzen Hashtags',
			text: 'Du kannst Hashtags in Titel und Beschreibung eines Shorts einfügen, wenn du ihn hochlädst oder in der YouTube-App aufnimmst, und Zuschauer können sie im Shorts-Player antippen. Im Shorts-Feed wischen Zuschauer meist weiter, statt zu suchen, doch auch Hashtag-Seiten und Suchergebnisse zeigen Shorts. Zum Short wird ein Video durch sein Format, hochkant oder quadratisch und bis zu drei Minuten lang, nicht durch einen Hashtag #Shorts. Nutze deine Hashtags also für das Thema.',
		},
		s5: {
			title: 'Hashtags sind keine Tags',
			text: 'Tags sind versteckte Begriffe, die du in YouTube Studio einträgst; laut YouTube spielen sie für die Auffindbarkeit nur eine minimale Rolle. Hashtags sind sichtbar und anklickbar, also beurteilen Zuschauer sie mit. Behandle sie als Teil dessen, was dein Video über sich selbst sagt.',
		},
		example: {
			title: 'Eine Beispielbeschreibung',
			hint: 'Die Hashtags stehen in der letzten Zeile, die passendsten zuerst. Der Titel enthält keine eigenen Hashtags, also zeigt YouTube die ersten drei auf der Wiedergabeseite darüber.',
			videoTitle: 'Sauerteigbrot für Anfänger: das komplette Rezept',
			description:
				'Back dein erstes Sauerteigbrot nur aus Mehl, Wasser und Salz: Anstellgut, Teig, Formen und Backen, Schritt für Schritt.',
			chapters: {
				c1: '0:00 Das brauchst du',
				c2: '1:12 Das Anstellgut füttern',
				c3: '4:05 Den Teig ansetzen',
			},
			hashtags: '#sauerteig #sauerteigbrot #brotbacken #brotrezept #BackenMitAnna',
			descriptionLabel: 'Beschreibung',
		},
	},
	rules: {
		title: 'Die Hashtag-Regeln von YouTube',
		intro:
			'In der YouTube-Hilfe steht, was erlaubt ist und was passiert, wenn ein Hashtag gegen die Regeln verstößt. Vier Regeln decken fast alles ab.',
		consequenceLabel: 'Die Folge',
		r1: {
			title: 'Keine Leerzeichen',
			text: 'Ein Hashtag ist ein Wort: Schreib mehrere Wörter zusammen, etwa #sauerteigbrot. Großbuchstaben am Anfang jedes Wortes (#SauerteigBrot) machen längere Hashtags leichter lesbar, auch für Screenreader. Buchstaben aller Sprachen funktionieren, etwa ü, ñ oder ş.',
			consequence: 'Nach einem Leerzeichen ist der Rest normaler Text: „#sauerteig brot“ verlinkt nur #sauerteig.',
		},
		r2: {
			title: 'Nicht zu viele',
			text: 'YouTube warnt vor zu vielen Hashtags: Je mehr ein Video hat, desto weniger relevant sind sie für Zuschauer, die suchen. Und bei 60 zieht YouTube eine klare Grenze.',
			consequence:
				'Bei mehr als 60 Hashtags ignoriert YouTube alle Hashtags des Videos. Zu viele Hashtags können außerdem dazu führen, dass ein Video aus den Suchergebnissen entfernt wird.',
		},
		r3: {
			title: 'Nur Hashtags, die zum Video passen',
			text: 'Jeder Hashtag muss direkt mit dem Video zu tun haben. Ein beliebter Hashtag ohne Bezug zum Video, oder einer, der etwas verspricht, was das Video nicht ist, ist irreführend, und irreführende Metadaten verbieten die Spam-Richtlinien von YouTube.',
			consequence: 'YouTube kann das Video in den Suchergebnissen ausblenden oder es entfernen.',
		},
		r4: {
			title: 'Nichts, was gegen die Richtlinien verstößt',
			text: 'Für Hashtags gelten dieselben Community-Richtlinien wie für das Video selbst: keine Belästigung, keine Hassrede, keine sexuellen Inhalte, nichts, was Gewalt fördert, und keine vulgären oder beleidigenden Begriffe.',
			consequence:
				'Ein solcher Hashtag kann dazu führen, dass das Video eingeschränkt oder entfernt wird, wie jeder andere Inhalt, der gegen die Community-Richtlinien verstößt.',
		},
	},
	choose: {
		title: 'So wählst du deine Hashtags aus',
		intro:
			'Sechs Schritte, ein paar Minuten pro Video. Geh sie durch, bevor du die Beschreibung schreibst, nicht danach.',
		exampleLabel: 'Beispiel',
		step1: {
			title: 'Fang beim Thema des Videos an',
			text: 'Sag in einem Satz, was Zuschauer von dem Video haben. Das Hauptthema und das Ergebnis in diesem Satz sind deine ersten Kandidaten, in den Wörtern, die du selbst in die Suchleiste tippen würdest.',
			example: '„Dein erstes Sauerteigbrot zu Hause backen“ ergibt #sauerteig, #sauerteigbrot und #brotbacken.',
		},
		step2: {
			title: 'Misch genaue und allgemeine Hashtags',
			text: 'Genaue Hashtags beschreiben genau dieses Video, und auf ihren Seiten konkurriert es mit weniger Videos. Ein allgemeiner Hashtag ordnet es in ein größeres Thema ein. Die meisten deiner Hashtags sollten genau sein.',
			example: '#sauerteigfüranfänger (genau), #sauerteigbrot (das Thema), #backen (allgemein).',
		},
		step3: {
			title: 'Nutze die Wörter und die Sprache deiner Zuschauer',
			text: 'Zuschauer finden eine Hashtag-Seite nur über die genaue Schreibweise, also nimm die Wörter, die dein Publikum wirklich benutzt, nicht deinen Fachjargon. Die Vorschläge in der YouTube-Suchleiste zeigen gängige Formulierungen. Schreib Hashtags in der Sprache des Videos: In dieser Sprache suchen deine Zuschauer.',
			example: 'Ein deutsches Backvideo nutzt #sauerteig, die englische Fassung desselben Videos #sourdough.',
		},
		step4: {
			title: 'Sieh dir zuerst die Hashtag-Seite an',
			text: 'Bevor du einen Hashtag verwendest, öffne seine Seite oder such auf YouTube danach. Siehst du Videos wie deins, bist du richtig. Zeigt die Seite etwas ganz anderes oder Inhalte, neben denen du nicht stehen willst, bedeutet der Hashtag für Zuschauer etwas anderes: Lass ihn weg.',
			example: 'youtube.com/hashtag/sauerteig zeigt, was Zuschauer finden, wenn sie auf #sauerteig tippen.',
		},
		step5: {
			title: 'Bleib einheitlich und nutze einen eigenen Hashtag',
			text: 'Verwende für dieselben Themen dieselben Hashtags, damit Zuschauer, die einem Hashtag folgen, all deine Videos dazu finden. Ein kurzer, einzigartiger Hashtag für deinen Kanal oder deine Reihe sammelt alle Folgen auf einer Seite. Prüf vorher, dass ihn niemand sonst nutzt, und setz ihn dann unter jedes Video.',
			example: '#BackenMitAnna unter jeder Folge einer Back-Reihe.',
		},
		step6: {
			title: 'Halte dich kurz und setz die besten an den Anfang',
			text: 'YouTube nennt keine ideale Anzahl, nur eine Obergrenze: Bei mehr als 60 ignoriert YouTube alle. Üblich ist der Rat, drei bis fünf gut gewählte Hashtags zu nehmen, und die bleiben leicht relevant. Ordne sie nach Relevanz: Hat der Titel keine Hashtags, erscheinen die ersten drei auf der Wiedergabeseite über ihm, und in der Beschreibung eines Shorts sehen Zuschauer die ersten zuerst.',
			example: 'Eine letzte Zeile mit fünf Hashtags, die drei passendsten zuerst und der Hashtag der Reihe am Ende.',
		},
	},
	mistakes: {
		title: 'Häufige Fehler, die du vermeiden solltest',
		intro:
			'Die meisten Hashtag-Probleme gehen auf eine Handvoll Gewohnheiten zurück. Für jede gibt es eine einfache Lösung.',
		fixLabel: 'Lösung',
		m1: {
			title: 'Auf einen Trend aufspringen, der nichts mit dem Video zu tun hat',
			text: '#viral, ein großes Ereignis oder den Namen eines anderen Kanals hinzufügen, um dessen Publikum abzugreifen. Das verstößt gegen die Regeln von YouTube zu irreführenden Metadaten, und Zuschauer, die so kommen, sind schnell wieder weg.',
			fix: 'Nimm nur Hashtags, die du gern über deinem Titel sehen würdest, weil sie das Video beschreiben.',
		},
		m2: {
			title: 'Eine Wand aus Hashtags',
			text: 'Dutzende Hashtags am Ende der Beschreibung wirken auf Zuschauer wie Spam, verwässern die passenden, und bei mehr als 60 ignoriert YouTube sie alle.',
			fix: 'Behalte drei bis fünf. Streich jeden Hashtag, den du nicht in einem Satz begründen kannst.',
		},
		m3: {
			title: 'Leer- und Satzzeichen',
			text: 'Ein Leerzeichen beendet einen Hashtag, „#sauerteig brot“ verlinkt also nur #sauerteig. Satzzeichen wie ein Bindestrich oder ein Apostroph können einen Hashtag genauso abschneiden.',
			fix: 'Schreib die Wörter zusammen, mit Großbuchstaben, wenn das beim Lesen hilft, und klick jeden Hashtag einmal an, sobald das Video veröffentlicht ist.',
		},
		m4: {
			title: 'Derselbe Block unter jedem Video',
			text: 'Wer einen festen Satz Hashtags in jede Beschreibung kopiert, egal worum es geht, hat meistens lauter unpassende Hashtags.',
			fix: 'Halte den Hashtag deines Kanals oder deiner Reihe überall gleich und wähle die übrigen für jedes Video neu.',
		},
		m5: {
			title: 'Ganze Sätze als Hashtag',
			text: 'Ein Hashtag wie #wiemansauerteigbrotzuhausefüranfängerbäckt ist schwer zu lesen und passt kaum zu dem, wonach jemand sucht oder worauf jemand tippt.',
			fix: 'Beschränk Hashtags auf ein bis drei Wörter. Längere Formulierungen gehören als normaler Text in Titel und Beschreibung.',
		},
		m6: {
			title: 'Die falsche Sprache',
			text: 'Englische Hashtags unter einem Video für ein deutschsprachiges Publikum führen auf Seiten, die diese Zuschauer selten besuchen.',
			fix: 'Nimm die Sprache des Videos. Bei einem zweisprachigen Publikum ein oder zwei Hashtags in jeder Sprache.',
		},
		m7: {
			title: '#Shorts als einziger Hashtag',
			text: 'Der Hashtag #Shorts sagt nichts über das Thema, und er macht ein Video auch nicht zum Short.',
			fix: 'Gib Shorts Themen-Hashtags, ausgewählt wie bei jedem anderen Video.',
		},
	},
	workedExample: {
		title: 'Ein Beispiel Schritt für Schritt',
		intro:
			'Anna vom erfundenen Back-Kanal aus der Beispielbeschreibung oben veröffentlicht einen Short von 50 Sekunden: woran man erkennt, dass ein Anstellgut bereit zum Backen ist. So wählt sie mit den sechs Schritten die Hashtags dafür aus.',
		steps: {
			s1: 'Worum es geht: „Mit dem Schwimmtest prüfen, ob dein Anstellgut bereit zum Backen ist.“ Kandidaten: #anstellgut, #schwimmtest, #sauerteig.',
			s2: 'Genau und allgemein: #anstellgut und #schwimmtest sind genau, #sauerteig ist das größere Thema. #backen lässt sie weg, für einen Tipp von 50 Sekunden ist das zu allgemein.',
			s3: 'Die Wörter ihrer Zuschauer: Die YouTube-Suchleiste schlägt „anstellgut aktiv“ und „anstellgut schwimmtest“ vor. Das bestätigt ihre Wortwahl.',
			s4: 'Die Hashtag-Seiten: Sie öffnet jede zuerst. Bei „Schwimmtest“ denken viele eher ans Schwimmbad, deshalb bleibt #schwimmtest nur, weil seine Seite Videos wie ihres zeigt, und er kommt nach #anstellgut, wo er im Zusammenhang verständlich ist.',
			s5: 'Ihr eigener Hashtag: #BackenMitAnna, wie unter jedem Video des Kanals.',
			s6: 'Kurz und geordnet: vier Hashtags, die drei passendsten vorn – #anstellgut #sauerteig #schwimmtest #BackenMitAnna. Kein #Shorts, denn das Hochformat macht das Video ohnehin zum Short.',
		},
		result:
			'Alle vier beschreiben den Short und stehen in seiner Beschreibung, die drei passendsten zuerst, wo Zuschauer sie aus dem Shorts-Player heraus antippen können; der Hashtag ihrer Reihe führt ihn mit den übrigen Videos des Kanals zusammen.',
	},
	tubekit: {
		title: 'Vorschläge vom Hashtag-Generator von Tubekit',
		intro:
			'Der Generator liefert dir eine Auswahl, keine fertige Liste. So nutzt du ihn gut, und das passiert mit deiner Eingabe.',
		s1: {
			title: 'Beschreib das Video',
			text: 'Gib ein paar Keywords ein – die Wörter, mit denen du selbst nach dem Video suchen würdest – oder füge den Link eines veröffentlichten Videos ein. Mit einem Link liest der Generator den Titel und die Untertitel des Videos.',
		},
		s2: {
			title: 'Wähl eine Kategorie, wenn eine passt',
			text: 'Eine Kategorie wie Gaming, Essen oder Reisen ist freiwillig. Sie lenkt die Vorschläge zu den Wörtern, die in diesem Bereich üblich sind.',
		},
		s3: {
			title: 'Lies die drei Gruppen',
			text: '„Angesagt“ sind breite, beliebte Hashtags, um die viele Videos konkurrieren. „Empfohlen“ sind genau auf dein Thema zugeschnitten: Fang dort an. „Long-Tail“ sind enge Formulierungen mit weniger Konkurrenz. Keiner davon stammt aus aktuellen YouTube-Daten, also prüf vielversprechende auf ihrer Hashtag-Seite.',
		},
		s4: {
			title: 'Auswählen, kopieren, prüfen',
			text: 'Behalte die drei bis fünf, die dein Video wirklich beschreiben, kopier sie einzeln oder alle auf einmal und füge sie in deine Beschreibung ein, die passendsten zuerst. Die Hashtags kommen in der Sprache der Seite, außer deine Keywords sind eindeutig in einer anderen.',
		},
		privacy: {
			title: 'Deine Keywords bleiben auf diesem Server',
			text: 'Ein kleines KI-Modell läuft direkt auf dem Tubekit-Server und schreibt die Hashtags. Deine Keywords gehen an keinen externen KI-Dienst; bei einem Link fragt der Server YouTube nur nach Titel und Untertiteln dieses Videos. Ist das Modell ausgelastet oder nicht installiert, antwortet stattdessen der eingebaute Generator von Tubekit, und die Seite sagt dir das.',
		},
		generator: {
			title: 'Hashtag-Generator',
			text: 'Kostenlos, ohne Konto: angesagte, empfohlene und Long-Tail-Hashtags aus ein paar Keywords oder einem Videolink.',
			link: 'Zum Hashtag-Generator',
		},
		seoGuide: {
			text: 'Hashtags sind einer von fünf Schritten. Der SEO-Ratgeber behandelt Keywords, Titel, Beschreibungen, Kapitel und Untertitel.',
			link: 'Zum SEO-Ratgeber',
		},
	},
	resources: {
		title: 'Weiterlesen bei YouTube',
		r1: {
			label: 'YouTube-Hilfe: Hashtags für YouTube-Videos verwenden',
			url: 'https://support.google.com/youtube/answer/6390658',
		},
		r2: {
			label: 'YouTube-Hilfe: Richtlinien zu Spam, irreführenden Praktiken und Betrug',
			url: 'https://support.google.com/youtube/answer/2801973',
		},
		r3: {
			label: 'So funktioniert YouTube: Community-Richtlinien',
			url: 'https://www.youtube.com/howyoutubeworks/policies/community-guidelines/',
		},
		r4: {
			label: 'YouTube-Hilfe: Tags zu deinen Videos hinzufügen',
			url: 'https://support.google.com/youtube/answer/146402',
		},
	},
	disclaimer: 'YouTube ist eine Marke der Google LLC. Tubekit ist weder mit YouTube noch mit Google verbunden.',
} satisfies NamespaceGuideHashtagsTranslation

export default de_guideHashtags
