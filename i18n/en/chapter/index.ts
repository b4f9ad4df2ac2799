import type { BaseTranslation } from '../../i18n-types'

const en_chapter = {
	meta: {
		title: 'YouTube Chapter Generator: Timestamps from the Transcript – Tubekit',
		description:
			'Make YouTube chapters (0:00 timestamps) and a description draft from any video’s transcript, with a local AI model or a built-in method. Free and private.',
		keywords:
			'youtube chapter generator, youtube timestamps generator, video chapters, youtube chapters from transcript, description timestamps',
	},
	intro:
		'Paste a YouTube video link to get a chapter list that follows YouTube’s rules, ready to paste into the description, and a description draft.',
	inputLabel: 'YouTube video link',
	placeholder: 'e.g. https://www.youtube.com/watch?v=…',
	submit: 'Make Chapters',
	loading: 'Reading the transcript and finding the chapters…',
	failed: 'Failed to make chapters. Please check the link and try again; the video may not have captions.',
	invalid: 'Please enter a valid YouTube video link',
	languageLabel: 'Title language',
	languageAuto: 'The transcript’s language',
	waiting: 'Working on it: {seconds} s',
	source: {
		youtube: 'These are the chapters the video already has on YouTube.',
		model: 'Written by the local AI model on this server from the transcript.',
		builtin:
			'Found by the built-in method: topic changes in the transcript’s words, titled with each part’s most telling words.',
	},
	builtinNote: 'With the local AI model switched on, the draft also gets a short summary of the video.',
	makeNew: 'Make new chapters instead',
	chaptersTitle: 'Chapters',
	copyChapters: 'Copy chapters',
	copied: 'Copied',
	descriptionTitle: 'Description draft',
	copyDescription: 'Copy description',
	steps: {
		title: 'How to make chapters for a YouTube video',
		copy: {
			name: 'Copy the video link',
			text: 'Open the video on YouTube and copy its address from the address bar or the Share button.',
		},
		paste: {
			name: 'Paste it here',
			text: 'Paste the link into the field above and press Make Chapters. Pick a title language if you want another one.',
		},
		download: {
			name: 'Copy the chapters',
			text: 'Copy the 0:00 lines and paste them into your video’s description in YouTube Studio.',
		},
	},
	faq: {
		rules: {
			question: 'What rules do the chapters follow?',
			answer:
				'YouTube’s: the first chapter starts at 0:00, there are at least three, and each is at least 10 seconds long. Titles are kept short, and a long video gets at most about one chapter per five minutes.',
		},
		maker: {
			question: 'Who writes the chapters?',
			answer:
				'The local AI model on this server, when the operator has set one up; otherwise, or when it is busy or slow, a built-in method that finds where the words of the transcript change topic. The page always says which one made the list.',
		},
		language: {
			question: 'In which language are the titles?',
			answer:
				'In the language of the video’s transcript. Choose another language and the titles are made from YouTube’s translated captions in that language.',
		},
		privacy: {
			question: 'Is my video sent to an AI service?',
			answer:
				'No. The server only asks YouTube for the transcript, as the transcript downloader does, and the AI model runs on this server. Nothing else leaves it.',
		},
	},
} satisfies BaseTranslation

export default en_chapter
