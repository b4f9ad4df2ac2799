import type { BaseTranslation } from '../../i18n-types'

const en_home = {
	meta: {
		title: 'Tubekit – Free YouTube Creator Tools',
		description:
			'Download YouTube thumbnails, channel profile pictures and transcripts, and make hashtags and chapters with a local AI model. Free, private, no sign-up.',
		keywords:
			'youtube tools, thumbnail downloader, transcript downloader, hashtag generator, profile picture downloader, chapter generator',
	},
	hero: {
		title: 'Free tools for YouTube creators',
		subtitle:
			'Grab thumbnails, profile pictures and transcripts, find the right hashtags and draft chapters in seconds. Nothing to install, no account, and nothing sent to third parties.',
		ctaTools: 'Explore the tools',
		ctaGuides: 'Read the guides',
		free: '100% free',
		noSignup: 'No sign-up',
		instant: 'Instant results',
	},
	tools: {
		title: 'Creator tools',
		subtitle: 'Five focused tools that do one job each, and do it well.',
		open: 'Open tool',
	},
	guides: {
		title: 'Guides for creators',
		subtitle: 'Practical, step-by-step advice to grow your channel.',
		readTime: '{minutes} min read',
		readMore: 'Read more',
		thumbnails: {
			title: 'Thumbnails that get clicked',
			description: 'Contrast, faces and text: the design choices that lift your click-through rate.',
			alt: 'Sketch of a video thumbnail with a bold title and a face',
		},
		hashtags: {
			title: 'Hashtags that help discovery',
			description: 'How YouTube reads hashtags, how many to use, and where to put them.',
			alt: 'A hashtag symbol above a growing bar chart',
		},
		seo: {
			title: 'YouTube SEO basics',
			description: 'Titles, descriptions and transcripts that help viewers and search engines find you.',
			alt: 'A magnifying glass over a video play button',
		},
	},
} satisfies BaseTranslation

export default en_home
