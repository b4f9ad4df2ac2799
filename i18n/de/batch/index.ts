import type { NamespaceBatchTranslation } from '../../i18n-types'

const de_batch = {
	listing: 'Liste wird gelesen …',
	untitled: 'Diese Liste',
	pastedTitle: '{count} eingefügte {{Video|Videos}}',
	heading: '{title}',
	count: '{total} {{Video|Videos}}',
	capped: 'Diese Liste ist länger: Ein Sammel-Download umfasst höchstens die ersten {max} Videos.',
	listCut:
		'YouTube hat beim Lesen der Liste nicht mehr geantwortet, deshalb sind nur ihre ersten {count} Videos dabei.',
	couldNotStart: 'Der Sammel-Download konnte nicht starten.',
	stoppedEarly: 'Der Sammel-Download wurde vor dem Ende abgebrochen.',
	zipReadme:
		'{title}: {total} {{Video|Videos}}, von {link}\r\n\r\nindex.csv führt jedes Video mit seinem Status auf. errors.txt (falls vorhanden) nennt, was fehlgeschlagen ist und warum.\r\n',
	progress: '{done} von {total} fertig',
	failedCount: '{failed} fehlgeschlagen',
	finished: 'Fertig: {done} von {total} geschafft, {failed} fehlgeschlagen.',
	stopped: 'Nach {done} von {total} abgebrochen. Was fertig ist, kannst du trotzdem herunterladen.',
	stop: 'Abbrechen',
	download: 'ZIP herunterladen ({count} {{Datei|Dateien}})',
	preparing: 'ZIP-Datei wird erstellt …',
	formatLabel: 'Dateiformat',
	formats: {
		txt: 'Text (.txt)',
		txtTimestamps: 'Text mit Zeitstempeln (.txt)',
		srt: 'SubRip-Untertitel (.srt)',
		vtt: 'WebVTT-Untertitel (.vtt)',
		json: 'JSON (.json)',
		md: 'Markdown mit Links zur Videostelle (.md)',
	},
	states: {
		waiting: 'Wartet',
		done: 'Fertig',
		failed: 'Fehlgeschlagen',
	},
	videosLabel: 'Videos der Liste',
	noScript: {
		intro: 'Das sind die Videos dieser Liste. Lade alle zusammen als ZIP-Datei herunter oder hol dir jedes einzeln.',
		zip: 'Alle als ZIP herunterladen',
		open: 'Einzeln holen',
		downloadOne: 'Herunterladen',
	},
} satisfies NamespaceBatchTranslation

export default de_batch
