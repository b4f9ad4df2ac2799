import type { NamespaceHashtagTranslation } from '../../i18n-types'

const de_hashtag = {
	meta: {
		title: 'YouTube-Hashtag-Generator (kostenlos, mit lokaler KI) – Tubekit',
		description:
			'Angesagte, empfohlene und Long-Tail-Hashtags für dein YouTube-Video – aus ein paar Keywords oder dem Videolink. Ein lokales KI-Modell schreibt sie: Nichts verlässt diesen Server.',
		keywords: 'YouTube Hashtag Generator, YouTube Hashtags, Hashtags für YouTube Videos, YouTube Tags, KI Hashtags',
	},
	intro:
		'Gib ein paar Keywords ein oder füge einen Videolink ein, wähle bei Bedarf eine Kategorie und erhalte drei Gruppen von Hashtags, die den Regeln von YouTube entsprechen.',
	inputLabel: 'Keywords oder ein YouTube-Videolink',
	placeholder: 'z. B. minecraft, redstone, tutorial',
	categoryLabel: 'Kategorie (optional)',
	categoryAny: 'Beliebige Kategorie',
	regionLabel: 'YouTube-Region (woher Suche und Vorschläge stammen)',
	regionName: 'YouTube-Region',
	categories: {
		gaming: 'Gaming',
		tech: 'Technik',
		beauty: 'Beauty',
		food: 'Essen',
		fitness: 'Fitness',
		travel: 'Reisen',
		music: 'Musik',
		education: 'Bildung',
		comedy: 'Comedy',
		lifestyle: 'Lifestyle',
	},
	submit: 'Hashtags erstellen',
	loading: 'Hashtags werden erstellt …',
	elapsed: 'Deine Hashtags werden geschrieben … {seconds} s',
	failed: 'Die Hashtags konnten nicht erstellt werden. Bitte versuche es mit anderen Keywords noch einmal.',
	invalid: 'Bitte gib ein paar Keywords ein',
	builtinNote:
		'YouTube hat zu diesen Wörtern gerade keine Videos und keine Suchvorschläge gezeigt. Deshalb sind diese Hashtags nur aus deinen eigenen Wörtern gemacht: Jeder ist ein Wort oder eine Wortgruppe, die du eingegeben hast.',
	basisNote: {
		transcript: 'Erstellt aus dem Titel und dem Transkript des Videos.',
		transcriptKeywords: 'Erstellt aus deinen Keywords sowie dem Titel und dem Transkript des Videos.',
		title: 'Erstellt aus dem Titel des Videos und dem, was YouTube dazu zeigt.',
		titleKeywords: 'Erstellt aus dem Titel des Videos, deinen Keywords und dem, was YouTube dazu zeigt.',
		keywords: 'Nur aus deinen Keywords erstellt – YouTube hat keine Angaben zu diesem Video bereitgestellt.',
	},
	groups: {
		trending: 'Angesagt',
		hashtags: 'Empfohlen',
		longTail: 'Long-Tail',
	},
	groupHints: {
		trending: 'Breit und beliebt: Viele Videos konkurrieren um sie.',
		hashtags: 'Passend zu deinem Thema: Nimm diese zuerst.',
		longTail: 'Eng gefasste Begriffe mit weniger Konkurrenz.',
	},
	videoTags: {
		title: 'Die Tags des Videos',
		hintOf:
			'Diese Tags hat der Kanal für „{title}“ in YouTube Studio hinterlegt. Zuschauer sehen sie nicht; sie helfen vor allem bei oft falsch geschriebenen Begriffen.',
		copiedAll: 'Tags kopiert – durch Kommas getrennt, passend für das Feld „Tags“ in YouTube Studio',
		copiedOne: 'Tag {tag} kopiert',
		copyOne: 'Tag {tag} kopieren',
		copyFailed: 'Dein Browser hat das Kopieren nicht erlaubt. Markiere die Tags und kopiere sie selbst.',
	},
	count: '{count} {{Hashtag|Hashtags}}',
	copyAdvised: 'Die {count} empfohlenen kopieren',
	copyAllCount: 'Alle {count} kopieren',
	copiedAdvised: 'Die empfohlenen Hashtags sind kopiert – füge sie in deine Beschreibung ein',
	evidence: {
		makerYoutube:
			'Erstellt aus dem, was YouTube für „{query}“ zeigt (Region: {region}): {videos} Videos in den Suchergebnissen und {suggestions} Suchvorschläge.',
		makerOllama:
			'Vom lokalen KI-Modell ausgewählt aus dem, was YouTube für „{query}“ zeigt (Region: {region}): {videos} Videos in den Suchergebnissen und {suggestions} Suchvorschläge.',
		basedOn: {
			trending:
				'Von mehreren der {recent} Videos der letzten 30 Tage verwendet, unter den {videos} Suchergebnissen für „{query}“.',
			hashtags: 'Tags, die Videos in den Suchergebnissen für „{query}“ verwenden – die deinen Wörtern nächsten zuerst.',
			longTail: 'YouTubes eigene Suchvorschläge für „{query}“.',
		},
		basedOnNone: {
			trending:
				'Kein Tag wird von zwei oder mehr Videos der letzten 30 Tage verwendet ({recent} der {videos} Suchergebnisse für „{query}“).',
			hashtags: 'Kein Tag der Videos in den Suchergebnissen für „{query}“ liegt nah genug an deinen Wörtern.',
			longTail: 'YouTube schlägt zu „{query}“ keine längere Suche vor.',
		},
		usedBy: '{tag}: verwendet von {count} der {videos} Videos in den Suchergebnissen für „{query}“',
	},
	copyAll: 'Alle kopieren',
	copied: 'Kopiert!',
	copiedAll: 'Hashtags in die Zwischenablage kopiert',
	copiedOne: 'Hashtag {tag} kopiert',
	copyOne: '{tag} kopieren',
	copyFailed: 'Dein Browser hat das Kopieren nicht erlaubt. Markiere die Hashtags und kopiere sie selbst.',
	previewTitle: 'So zeigt YouTube sie an',
	previewHint: 'YouTube zeigt die ersten drei Hashtags deiner Beschreibung über dem Titel an.',
	previewVideoTitle: 'Dein Videotitel',
	rules: {
		title: 'Die Hashtag-Regeln von YouTube',
		limit:
			'Drei bis fünf Hashtags, die das Video beschreiben, reichen meist aus: Eine lange Liste wirkt auf Zuschauer wie Spam.',
		never: 'Nie mehr als 60: Bei mehr ignoriert YouTube alle Hashtags des Videos.',
		form: 'Ein Hashtag enthält keine Leer- oder Satzzeichen; Buchstaben aller Sprachen sind erlaubt.',
	},
	steps: {
		title: 'So erstellst du YouTube-Hashtags',
		copy: {
			name: 'Video beschreiben',
			text: 'Gib ein paar Keywords zu deinem Video ein oder füge seinen YouTube-Link ein, um seinen Titel und seine eigenen Tags zu nutzen.',
		},
		paste: {
			name: 'Kategorie wählen',
			text: 'Wähle bei Bedarf eine Kategorie und, wenn deine Zuschauer woanders sind, die YouTube-Region, und klicke dann auf „Hashtags erstellen“.',
		},
		download: {
			name: 'Kopieren und verwenden',
			text: 'Kopiere einzelne oder alle Hashtags und füge die drei bis fünf passendsten in die Beschreibung deines Videos ein.',
		},
	},
	faq: {
		count: {
			question: 'Wie viele Hashtags sollte ich verwenden?',
			answer:
				'Meist wird empfohlen, drei bis fünf gut gewählte Hashtags zu verwenden. Die einzige feste Grenze von YouTube: Hat ein Video mehr als 60, ignoriert YouTube alle, und eine lange Liste wirkt schon viel früher wie Spam. Die ersten drei erscheinen über dem Titel deines Videos.',
		},
		ai: {
			question: 'Wer schreibt die Hashtags?',
			answer:
				'Ein kleines KI-Modell, das auf diesem Server läuft. Deine Keywords werden nie an einen externen KI-Dienst gesendet. Ist das Modell ausgelastet oder nicht installiert, antwortet ein eingebauter Generator – und die Seite weist darauf hin.',
		},
		language: {
			question: 'In welcher Sprache sind die Hashtags?',
			answer:
				'In der Sprache dieser Seite – es sei denn, deine Keywords sind eindeutig in einer anderen Sprache geschrieben; dann in dieser. Buchstaben aller Sprachen bleiben erhalten, etwa ü, ñ oder ş.',
		},
	},
} satisfies NamespaceHashtagTranslation

export default de_hashtag
