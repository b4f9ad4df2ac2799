import type { BaseTranslation } from '../../i18n-types'

/** Whole playlists and channels in the thumbnail and transcript tools. */
const en_batch = {
	listing: 'Reading the list…',
	untitled: 'This list',
	pastedTitle: '{count} pasted {{video|videos}}',
	heading: '{title}',
	count: '{total} {{video|videos}}',
	capped: 'This list is longer, so only its first {max} videos are included.',
	listCut: 'YouTube stopped answering while the list was read, so only its first {count} videos are included.',
	couldNotStart: 'The batch could not start.',
	stoppedEarly: 'The batch stopped before the end.',
	zipReadme:
		'{title}: {total} {{video|videos}}, from {link}\r\n\r\nindex.csv lists every video with its status. errors.txt, when there, lists what failed and why.\r\n',
	progress: '{done} of {total} done',
	failedCount: '{failed} failed',
	finished: 'Finished: {done} of {total} done, {failed} failed.',
	stopped: 'Stopped after {done} of {total}. You can still download what is done.',
	stop: 'Stop',
	download: 'Download ZIP ({count} {{file|files}})',
	preparing: 'Preparing the ZIP…',
	formatLabel: 'File format',
	formats: {
		txt: 'Text (.txt)',
		txtTimestamps: 'Text with timestamps (.txt)',
		srt: 'SubRip subtitles (.srt)',
		vtt: 'WebVTT subtitles (.vtt)',
		json: 'JSON (.json)',
		md: 'Markdown with time links (.md)',
	},
	states: {
		waiting: 'Waiting',
		done: 'Done',
		failed: 'Failed',
	},
	videosLabel: 'Videos in the list',
	noScript: {
		intro: 'These are the videos in the list. Download them all in one ZIP, or get each one on its own.',
		zip: 'Download all as ZIP',
		open: 'Get this one',
		downloadOne: 'Download',
	},
} satisfies BaseTranslation

export default en_batch
