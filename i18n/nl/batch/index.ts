import type { NamespaceBatchTranslation } from '../../i18n-types'

const nl_batch = {
	listing: 'Lijst wordt gelezen…',
	untitled: 'Deze lijst',
	pastedTitle: '{count} geplakte {{video|video’s}}',
	heading: '{title}',
	count: '{total} {{video|video’s}}',
	capped: 'Deze lijst is langer: alleen de eerste {max} video’s worden opgehaald.',
	listCut:
		'YouTube gaf geen antwoord meer tijdens het lezen van de lijst, dus alleen de eerste {count} video’s zijn meegenomen.',
	couldNotStart: 'De batch kon niet starten.',
	stoppedEarly: 'De batch is voor het einde gestopt.',
	zipReadme:
		'{title}: {total} {{video|video’s}}, van {link}\r\n\r\nindex.csv toont elke video met zijn status. errors.txt, als die er is, vermeldt wat mislukte en waarom.\r\n',
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
		txtTimestamps: 'Tekst met tijdstempels (.txt)',
		srt: 'SubRip-ondertiteling (.srt)',
		vtt: 'WebVTT-ondertiteling (.vtt)',
		json: 'JSON (.json)',
		md: 'Markdown met links naar elk moment (.md)',
	},
	states: {
		waiting: 'In de wachtrij',
		done: 'Klaar',
		failed: 'Mislukt',
	},
	videosLabel: 'Video’s in de lijst',
	noScript: {
		intro: 'Dit zijn de video’s in de lijst. Download ze allemaal in één ZIP of haal ze een voor een op.',
		zip: 'Alles als ZIP downloaden',
		open: 'Deze video ophalen',
		downloadOne: 'Downloaden',
	},
} satisfies NamespaceBatchTranslation

export default nl_batch
