import type { BaseTranslation } from '../../i18n-types'

const en_guideIndex = {
	meta: {
		title: 'YouTube Creator Guides: SEO, Thumbnails, Captions – Tubekit',
		description:
			'Free, practical guides for YouTube creators: SEO, hashtags, thumbnail design, captions and transcripts, and a production workflow from idea to upload.',
		keywords:
			'youtube guides, youtube seo guide, thumbnail design, video transcription, youtube content workflow, creator tips',
	},
	h1: 'Guides for YouTube creators',
	intro:
		'Step-by-step guides to getting found, getting clicked and working faster, with concrete steps instead of vague advice. Each one shows where Tubekit’s free tools can save you time.',
	featured: {
		title: 'Featured guides',
	},
	more: {
		title: 'More guides',
	},
	cards: {
		seo: {
			title: 'YouTube SEO Guide',
			description:
				'A five-step process for choosing keywords and writing titles, descriptions and chapters that help people find your videos, plus strategies for when the basics are in place.',
			alt: 'Illustration of a magnifying glass over a list of video search results',
		},
		thumbnails: {
			title: 'Thumbnail Design Guide',
			description:
				'The principles behind thumbnails people click: a clear subject, readable text and strong color contrast, the mistakes to avoid, and tools to design with.',
			alt: 'Illustration of a thumbnail sketch with a face, bold text and color swatches beside it',
		},
		transcription: {
			title: 'Video Transcription Guide',
			description:
				'Turn what you say into accurate captions: a four-step process, the main caption types compared, how transcripts help search, and which languages to add next.',
			alt: 'Illustration of a video player whose caption lines flow into a text document',
		},
		workflow: {
			title: 'Content Workflow Guide',
			description:
				'A repeatable system from idea to upload in five phases, with realistic time estimates, templates for four types of video and a sample weekly schedule.',
			alt: 'Illustration of a checklist leading from a light bulb to a published video',
		},
		hashtags: {
			title: 'YouTube Hashtag Guide',
			description:
				'Where hashtags go and what YouTube shows, the rules that get videos hidden or removed, six steps to choose a few good ones, and the mistakes to avoid.',
			alt: 'Illustration of a hashtag symbol beside a rising bar chart',
		},
	},
	readTime: '{minutes} min read',
	readGuide: 'Read the guide',
	tips: {
		title: 'Quick creator tips',
		intro: 'Small habits that make a difference on every video.',
		items: {
			t1: {
				title: 'Lead with the words people search for',
				text: 'Put your main topic near the start of the title. Long titles get cut off in search results and on phones, so the first few words have to say what the video is about.',
			},
			t2: {
				title: 'Judge your thumbnail at a small size',
				text: 'Design it at 1280×720, the size YouTube recommends, but check it shrunk to about 320×180, which is close to how it appears in feeds. If the subject or the text is no longer clear, simplify.',
			},
			t3: {
				title: 'Make the first lines of the description count',
				text: 'Only the first lines show before viewers tap “more”. Say what the video delivers there, in the words people would search for. Add a few fitting hashtags: when your title has none, the first three appear above it.',
			},
			t4: {
				title: 'Add chapters',
				text: 'List timestamps with short titles in your description. YouTube turns them into chapters if the first starts at 0:00, there are at least three, and each is at least 10 seconds long.',
			},
			t5: {
				title: 'Correct your automatic captions',
				text: 'YouTube’s automatic captions often get names, brands and technical terms wrong. Fixing them in YouTube Studio’s Subtitles section takes minutes and helps everyone who watches without sound.',
			},
			t6: {
				title: 'Watch the first 30 seconds of your retention graph',
				text: 'In YouTube Studio, the audience retention graph shows when viewers leave. A steep drop right at the start usually means the opening doesn’t deliver what the title and thumbnail promised.',
			},
		},
	},
	workflow: {
		title: 'Where Tubekit fits in your workflow',
		intro:
			'The five tools in the order you are likely to need them, from planning a video to working with other channels.',
		steps: {
			step1: {
				title: 'Plan: find your keywords',
				text: 'Before you write a script, enter your topic into the hashtag generator. The recommended and long-tail groups suggest angles and phrases you may not have thought of. They come from an AI model, not from search data, so type the promising ones into YouTube search to see what already ranks.',
				link: 'Open the hashtag generator',
			},
			step2: {
				title: 'Research: study the competition',
				text: 'Download the thumbnails of the top videos on your topic and look at them side by side: which colors, faces and words keep coming back? Use them as reference to make yours stand out, not as something to copy.',
				link: 'Open the thumbnail downloader',
			},
			step3: {
				title: 'Publish: add chapters',
				text: 'Once your upload is public or unlisted and YouTube has captioned it, paste its link into the chapter generator. It suggests chapters from the transcript and a description draft: check the titles, then paste the list into your description.',
				link: 'Open the chapter generator',
			},
			step4: {
				title: 'Repurpose: reuse what you said',
				text: 'Once your video is published and captioned, download its transcript. Use the SRT file for corrected or translated subtitles, and the text as the starting point for a blog post, show notes or scripts for Shorts.',
				link: 'Open the transcript downloader',
			},
			step5: {
				title: 'Collaborate: get the channel picture right',
				text: 'Planning a collab? Download your partner’s profile picture in 800×800 for the announcement, with their permission. It is also a quick way to check how your own picture looks at the small sizes YouTube shows.',
				link: 'Open the profile picture downloader',
			},
		},
	},
	helpCentre: {
		title: 'Questions about a tool?',
		text: 'The Help Center explains sizes, formats, languages and error messages, and lists fixes for the most common problems.',
		link: 'Go to the Help Center',
	},
	common: {
		previous: 'Previous guide',
		next: 'Next guide',
		backToGuides: 'Back to all guides',
		navLabel: 'Guide navigation',
		onThisPage: 'On this page',
		published: 'Published',
		updated: 'Last updated',
		tryTool: 'Try the tool',
	},
} satisfies BaseTranslation

export default en_guideIndex
