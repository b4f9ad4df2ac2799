import type { NamespaceBatchTranslation } from '../../i18n-types'

const nl_batch = {
	hint: "Tip: plak een link naar een afspeellijst of kanaal om alle video's in één keer te krijgen (tot {max}).",
	listing: 'Lijst wordt gelezen…',
	untitled: 'Deze lijst',
	heading: '{title}',
	count: "{total} {{video|video's}}",
	capped: "Deze lijst is langer: een reeks neemt de eerste {max} video's.",
	progress: '{done} van {total} klaar',
	failedCount: '{failed} mislukt',
	finished: 'Klaar: {done} van {total} gelukt, {failed} mislukt.',
	stopped: 'Gestopt na {done} van {total}. Wat klaar is, kun je nog steeds downloaden.',
	stop: 'Stoppen',
	download: 'ZIP downloaden ({count} {{bestand|bestanden}})',
	preparing: 'ZIP wordt gemaakt…',
	formatLabel: 'Bestandsformaat',
	formats: {
		txt: 'Tekst (.txt)',
		txtTimestamps: 'Tekst met tijdcodes (.txt)',
		srt: 'SubRip-ondertitels (.srt)',
		vtt: 'WebVTT-ondertitels (.vtt)',
		json: 'JSON (.json)',
		md: 'Markdown met tijdlinks (.md)',
	},
	states: {
		waiting: 'Wacht',
		done: 'Klaar',
		failed: 'Mislukt',
	},
	wholeList: 'In plaats daarvan de hele afspeellijst ophalen',
	videosLabel: "Video's van de lijst",
	noScript: {
		intro: "Dit zijn de video's van de lijst. Download ze allemaal in één ZIP, of haal ze een voor een op.",
		zip: 'Alles als ZIP downloaden',
		open: 'Deze ophalen',
		downloadOne: 'Downloaden',
	},
} satisfies NamespaceBatchTranslation

export default nl_batch
