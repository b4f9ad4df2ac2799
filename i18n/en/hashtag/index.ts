import type { BaseTranslation } from '../../i18n-types'

const en_hashtag = {
	meta: {
		title: 'YouTube Hashtag Generator (free, private AI) – Tubekit',
		description:
			'Get trending, recommended and long-tail hashtags for your YouTube video from a few keywords or the video link. A local AI model writes them: nothing leaves this server.',
		keywords: 'youtube hashtag generator, youtube hashtags, hashtags for youtube videos, youtube tags, ai hashtags',
	},
	intro:
		'Enter a few keywords or paste a video link, pick a category if you like, and get three groups of hashtags that follow YouTube’s rules.',
	inputLabel: 'Keywords or a YouTube video link',
	placeholder: 'e.g. minecraft, redstone, tutorial',
	categoryLabel: 'Category (optional)',
	categoryAny: 'Any category',
	regionLabel: 'YouTube region (where its search and suggestions come from)',
	regionName: 'YouTube region',
	categories: {
		gaming: 'Gaming',
		tech: 'Tech',
		beauty: 'Beauty',
		food: 'Food',
		fitness: 'Fitness',
		travel: 'Travel',
		music: 'Music',
		education: 'Education',
		comedy: 'Comedy',
		lifestyle: 'Lifestyle',
	},
	submit: 'Generate Hashtags',
	loading: 'Generating hashtags…',
	elapsed: 'Writing your hashtags… {seconds} s',
	failed: 'Failed to generate hashtags. Please try again with different keywords.',
	invalid: 'Please enter some keywords',
	builtinNote:
		'YouTube showed no videos or search suggestions for these words just now, so these hashtags are made from your own words alone: each is a word or phrase you typed.',
	basisNote: {
		transcript: 'Made from the video’s title and transcript.',
		transcriptKeywords: 'Made from your keywords and the video’s title and transcript.',
		title: 'Made from the video’s title and what YouTube shows for it.',
		titleKeywords: 'Made from the video’s title, your keywords and what YouTube shows for them.',
		keywords: 'Made from your keywords only — YouTube didn’t share this video’s details.',
	},
	groups: {
		trending: 'Trending',
		hashtags: 'Recommended',
		longTail: 'Long-tail',
	},
	groupHints: {
		trending: 'Broad and popular: many videos compete for them.',
		hashtags: 'Specific to your topic: the ones to use first.',
		longTail: 'Narrow phrases with less competition.',
	},
	videoTags: {
		title: 'The video’s own tags',
		hintOf:
			'The tags the uploader of “{title}” set in YouTube Studio. Viewers don’t see them; they mostly help with words people often misspell.',
		copiedAll: 'Tags copied, comma-separated for the Tags field in YouTube Studio',
		copiedOne: 'Tag {tag} copied',
		copyOne: 'Copy the tag {tag}',
		copyFailed: 'Your browser did not allow copying. Select the tags and copy them yourself.',
	},
	count: '{count} hashtag{{s}}',
	copyAdvised: 'Copy the {count} advised',
	copyAllCount: 'Copy all {count}',
	copiedAdvised: 'The advised hashtags are copied: paste them into your description',
	evidence: {
		makerYoutube:
			'Built from what YouTube shows for “{query}” (region: {region}): {videos} ranking videos and {suggestions} search suggestions.',
		makerOllama:
			'Chosen by the local AI model from what YouTube shows for “{query}” (region: {region}): {videos} ranking videos and {suggestions} search suggestions.',
		basedOn: {
			trending:
				'Used by several of the {recent} videos from the last 30 days among the {videos} ranking for “{query}”.',
			hashtags: 'Tags that videos ranking for “{query}” use, closest to your words first.',
			longTail: 'YouTube’s own search suggestions for “{query}”.',
		},
		basedOnNone: {
			trending:
				'No tag is used by two or more of the videos from the last 30 days ({recent} of the {videos} ranking for “{query}”).',
			hashtags: 'No tag of the videos ranking for “{query}” is close enough to your words.',
			longTail: 'YouTube suggests no longer search for “{query}”.',
		},
		usedBy: '{tag}: used by {count} of the {videos} videos ranking for “{query}”',
	},
	copyAll: 'Copy All',
	copied: 'Copied!',
	copiedAll: 'Hashtags copied to clipboard',
	copiedOne: 'Hashtag {tag} copied',
	copyOne: 'Copy {tag}',
	copyFailed: 'Your browser did not allow copying. Select the hashtags and copy them yourself.',
	previewTitle: 'How YouTube shows them',
	previewHint: 'YouTube shows the first three hashtags of your description above the title.',
	previewVideoTitle: 'Your video title',
	rules: {
		title: 'YouTube’s hashtag rules',
		limit: 'Three to five hashtags that describe the video are usually enough: a long list looks like spam to viewers.',
		never: 'Never more than 60: if a video has more, YouTube ignores all of its hashtags.',
		form: 'A hashtag has no spaces or punctuation; letters from any language are fine.',
	},
	steps: {
		title: 'How to generate YouTube hashtags',
		copy: {
			name: 'Describe your video',
			text: 'Type a few keywords about your video, or paste its YouTube link to use its title and its own tags.',
		},
		paste: {
			name: 'Pick a category',
			text: 'Optionally choose a category, and the YouTube region to look in if your viewers are elsewhere, then press Generate Hashtags.',
		},
		download: {
			name: 'Copy and use',
			text: 'Copy single hashtags or all of them, and put the three to five that fit best in your video’s description.',
		},
	},
	faq: {
		count: {
			question: 'How many hashtags should I use?',
			answer:
				'Three to five well-chosen hashtags are the usual advice. YouTube’s only hard limit: it ignores all of them when a video has more than 60, and a long list looks like spam long before that. The first three appear above your video’s title.',
		},
		ai: {
			question: 'Who writes the hashtags?',
			answer:
				'A small AI model running on this server. Your keywords are never sent to an outside AI service. When the model is busy or not installed, a built-in generator answers and the page says so.',
		},
		language: {
			question: 'Which language are the hashtags in?',
			answer:
				'In the language of this page, unless your keywords are clearly in another language, in which case they use that language. Letters from any language are kept, such as ü, ñ or ş.',
		},
	},
} satisfies BaseTranslation

export default en_hashtag
