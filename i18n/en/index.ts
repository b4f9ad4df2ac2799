import type { BaseTranslation } from '../i18n-types'

/**
 * English base dictionary. Every other language must have exactly these keys
 * (src/i18n/dictionaries.test.ts fails on a missing or extra key).
 * Placeholders use typesafe-i18n's `{name}` syntax; double braces are its plural syntax.
 */
const en = {
	site: {
		name: 'Tubekit',
		tagline: 'Free YouTube creator tools',
		logoLabel: 'Tubekit home',
	},
	nav: {
		tools: 'Tools',
		guides: 'Guides',
		help: 'Help',
		mainNavigation: 'Main navigation',
		openMenu: 'Open menu',
		closeMenu: 'Close menu',
		menuTitle: 'Menu',
		skipToContent: 'Skip to content',
	},
	language: {
		label: 'Language',
		change: 'Change language',
		current: 'Language: {name}',
	},
	meta: {
		home: {
			title: 'Tubekit – Free YouTube Creator Tools',
			description:
				'Download YouTube thumbnails, channel profile pictures and transcripts, and generate hashtags with a local AI model. Free, private, no sign-up.',
			keywords:
				'youtube tools, thumbnail downloader, transcript downloader, hashtag generator, profile picture downloader',
		},
		thumbnail: {
			title: 'YouTube Thumbnail Downloader (HD, free) – Tubekit',
			description:
				'Download the thumbnail of any YouTube video in HD 1280×720, standard, medium or default size. Free, no sign-up, and your browser never contacts YouTube.',
			keywords:
				'youtube thumbnail downloader, download youtube thumbnail, hd thumbnail, video thumbnail, maxresdefault',
		},
		profile: {
			title: 'YouTube Profile Picture Downloader – Tubekit',
			description:
				'Download any YouTube channel’s profile picture in full size (800×800), with the channel name and banner. Free and private.',
			keywords:
				'youtube profile picture downloader, channel avatar, youtube pfp, channel logo download, channel banner',
		},
		notFound: {
			title: 'Page Not Found – Tubekit',
			description: 'The page you were looking for does not exist.',
		},
		error: {
			title: 'Something went wrong – Tubekit',
			description: 'An unexpected error occurred.',
		},
	},
	home: {
		hero: {
			title: 'Free tools for YouTube creators',
			subtitle:
				'Grab thumbnails, profile pictures and transcripts, and find the right hashtags in seconds. Nothing to install, no account, and nothing sent to third parties.',
			ctaTools: 'Explore the tools',
			ctaGuides: 'Read the guides',
			free: '100% free',
			noSignup: 'No sign-up',
			instant: 'Instant results',
		},
		tools: {
			title: 'Creator tools',
			subtitle: 'Four focused tools that do one job each, and do it well.',
			open: 'Open {tool}',
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
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail Downloader',
			description: 'Save any video thumbnail in HD, standard, medium or default size.',
			intro:
				'Paste a YouTube video link to see its thumbnail in every size YouTube keeps, then download the one you need.',
			inputLabel: 'YouTube video URL',
			placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			submit: 'Get Thumbnail',
			loading: 'Fetching thumbnails…',
			failed: 'Failed to fetch thumbnails. Please check the URL and try again.',
			invalid: 'Please enter a valid YouTube URL',
			resultsTitle: 'Thumbnails of this video',
			download: 'Download JPG',
			downloadWebp: 'Download WebP',
			unavailable: 'Not available for this video',
			previewAlt: '{quality} thumbnail of the video',
			qualities: {
				hd: 'HD',
				hd720: 'HD 720p',
				standard: 'Standard',
				high: 'High',
				medium: 'Medium',
				default: 'Default',
			},
			steps: {
				title: 'How to download a YouTube thumbnail',
				copy: {
					name: 'Copy the video link',
					text: 'Open the video on YouTube and copy its address from the browser bar or the Share button.',
				},
				paste: {
					name: 'Paste it here',
					text: 'Paste the link into the field above and press Get Thumbnail. Shorts and youtu.be links work too.',
				},
				download: {
					name: 'Download your size',
					text: 'Every size YouTube keeps is shown with its dimensions. Download the one you need as a JPG file.',
				},
			},
			faq: {
				sizes: {
					question: 'Which thumbnail sizes can I download?',
					answer:
						'HD (1280×720), standard (640×480), high (480×360), medium (320×180) and default (120×90). Older or less popular videos often have no HD version; such sizes are marked as not available instead of showing a grey placeholder.',
				},
				allowed: {
					question: 'May I use a downloaded thumbnail?',
					answer:
						'Thumbnails belong to the channel that uploaded them. Use them for your own videos, for reference, or with the owner’s permission, and respect copyright.',
				},
				privacy: {
					question: 'Does YouTube see that I use this tool?',
					answer:
						'No. This server fetches the images and passes them on, so your browser never contacts YouTube or Google. The link you paste is not stored.',
				},
			},
		},
		profile: {
			title: 'Profile Picture Downloader',
			description: 'Get a channel’s profile picture in full size, with its name.',
			intro:
				'Paste a YouTube channel link to see the channel’s profile picture in full size, with its name and banner, and download it.',
			inputLabel: 'YouTube channel URL',
			placeholder: 'https://www.youtube.com/@handle',
			submit: 'Get Profile Picture',
			loading: 'Fetching the profile picture…',
			failed: 'Failed to fetch profile picture. Please check the URL and try again.',
			invalid: 'Please enter a valid YouTube channel URL',
			avatarAlt: 'Profile picture of {name}',
			download: 'Download profile picture',
			sizesTitle: 'Other sizes',
			sizeLink: 'Download {size} × {size} pixels',
			original: 'Original upload',
			bannerTitle: 'Channel banner',
			bannerAlt: 'Banner of {name}',
			downloadBanner: 'Download banner',
			steps: {
				title: 'How to download a channel’s profile picture',
				copy: {
					name: 'Copy the channel link',
					text: 'Open the channel on YouTube and copy its address, such as youtube.com/@name or a /channel/ link.',
				},
				paste: {
					name: 'Paste it here',
					text: 'Paste the link into the field above and press Get Profile Picture.',
				},
				download: {
					name: 'Download the picture',
					text: 'The picture appears in 800×800 pixels with the channel’s name. Download it, or pick another size.',
				},
			},
			faq: {
				size: {
					question: 'How large is the downloaded picture?',
					answer:
						'The main download is 800×800 pixels, the largest square YouTube serves. Smaller sizes and the original upload are offered below it.',
				},
				links: {
					question: 'Which channel links work?',
					answer:
						'Handle links (youtube.com/@name), channel id links (/channel/UC…), and old /c/ and /user/ links, with or without a tab such as /videos. Video links do not work here.',
				},
				privacy: {
					question: 'Is this private?',
					answer:
						'Yes. This server fetches the picture and passes it on, so your browser never contacts YouTube or Google, and the link you paste is not stored.',
				},
			},
		},
		transcript: {
			title: 'Transcript Downloader',
			description: 'Copy or download a video’s captions as text, SRT or VTT, in many languages.',
		},
		hashtag: {
			title: 'Hashtag Generator',
			description: 'Get trending, recommended and long-tail hashtags from a local AI model.',
		},
	},
	footer: {
		description:
			'Tubekit is a free, self-hostable set of YouTube creator tools. Your browser only ever talks to this server.',
		tools: 'Tools',
		resources: 'Resources',
		legal: 'Legal',
		helpCenter: 'Help Center',
		toolGuides: 'Tool Guides',
		faq: 'FAQ',
		guides: 'Guides',
		privacy: 'Privacy Policy',
		terms: 'Terms of Service',
		contact: 'Contact',
		copyright: '© {year} Tubekit. All rights reserved.',
		languages: 'Languages',
		credit: 'Made with care for creators everywhere. Not affiliated with YouTube or Google.',
	},
	notFound: {
		title: 'Page Not Found',
		message: 'Sorry, we could not find the page you were looking for. It may have moved, or the link may be wrong.',
		home: 'Back to the home page',
	},
	errorPage: {
		title: 'Something went wrong',
		message: 'An unexpected error occurred on our side. Please reload the page or try again in a moment.',
		home: 'Back to the home page',
		reload: 'Reload the page',
	},
	toolPage: {
		faqTitle: 'Frequently asked questions',
		size: '{width} × {height}',
		privacyNote: 'Images load through this server: your browser never contacts YouTube.',
	},
	toast: {
		errorTitle: 'Error',
		dismiss: 'Dismiss notification',
		region: 'Notifications',
	},
	errors: {
		badRequest: 'The request could not be understood. Please check what you entered and try again.',
		validation: 'Some of the information you entered is not valid: {details}',
		notFound: 'Nothing was found at this address.',
		payloadTooLarge: 'What you sent is too large. Please send less and try again.',
		rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
		internal: 'Something went wrong on our side. Please try again in a moment.',
		unsupportedMediaType: 'Please send the request as JSON.',
		imageHostNotAllowed: 'Only images from YouTube can be loaded here.',
		imageSignatureInvalid: 'This image link is not valid. Please load the tool again.',
		imageNotFound: 'YouTube does not have this image.',
		imageNotAnImage: 'YouTube did not send an image for this link.',
		imageTooLarge: 'This image is too large to be loaded.',
		imageUpstreamFailed: 'The image could not be loaded from YouTube. Please try again in a moment.',
		invalidVideoUrl: 'That doesn’t look like a YouTube video link.',
		invalidChannelUrl: 'That doesn’t look like a YouTube channel link.',
		videoUnavailable: 'This video doesn’t exist or was removed.',
		videoPrivate: 'This video is private.',
		ageRestricted: 'This video is age-restricted: YouTube only shows it to signed-in viewers.',
		geoBlocked: 'This video is not available in the country of this server.',
		membersOnly: 'This video is only for members of the channel.',
		paymentRequired: 'This video needs a paid YouTube subscription or purchase.',
		liveNotStarted: 'This stream hasn’t started yet.',
		unplayable: 'YouTube doesn’t play this video here.',
		noCaptions: 'This video has no captions.',
		languageUnavailable: 'This video has no captions in that language.',
		tokenRequired: 'YouTube now requires a token for this caption track; try again later.',
		youtubeBlocked: 'YouTube is temporarily blocking this server. Try again later.',
		consentWall: 'YouTube showed a consent page instead of the content. Please try again.',
		channelNotFound: 'Channel not found.',
		channelTerminated: 'This channel was terminated by YouTube.',
		upstreamError: 'YouTube didn’t answer properly. Please try again in a moment.',
		upstreamTimeout: 'YouTube took too long to answer. Please try again in a moment.',
		network: 'The server could not be reached. Please check your connection and try again.',
	},
} satisfies BaseTranslation

export default en
