import type { BaseTranslation } from '../i18n-types'

/**
 * English base dictionary: the shell, shared texts and errors, loaded on every page. Each
 * page's own texts are a namespace in a folder beside it (home/, thumbnail/, …), loaded with
 * the page. Every other language must have exactly these keys (src/i18n/dictionaries.test.ts).
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
		notFound: {
			title: 'Page Not Found – Tubekit',
			description: 'The page you were looking for does not exist.',
		},
		error: {
			title: 'Something went wrong – Tubekit',
			description: 'An unexpected error occurred.',
		},
	},
	tools: {
		thumbnail: {
			title: 'Thumbnail Downloader',
			description: 'Save any video thumbnail in HD, standard, medium or default size.',
		},
		profile: {
			title: 'Profile Picture Downloader',
			description: 'Get a channel’s profile picture in full size, with its name.',
		},
		transcript: {
			title: 'Transcript Downloader',
			description: 'Copy or download a video’s captions as text, SRT or VTT, in many languages.',
		},
		hashtag: {
			title: 'Hashtag Generator',
			description: 'Get trending, recommended and long-tail hashtags from a local AI model.',
		},
		chapter: {
			title: 'Chapter Generator',
			description: 'Get YouTube-ready chapters and a description draft from a video’s transcript.',
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
		apiDocs: 'API for developers',
		privacy: 'Privacy Policy',
		terms: 'Terms of Service',
		contact: 'Contact',
		imprint: 'Legal Notice',
		operatedBy: 'This site is run by {name:string}.',
		notPublished: 'The operator of this site has not published their name and contact details.',
		copyright: '© {year} Tubekit. All rights reserved.',
		languages: 'Languages',
		credit: 'Made with care for creators everywhere. Not affiliated with YouTube or Google.',
	},
	operator: {
		name: 'Operator',
		address: 'Address',
		email: 'Email',
		dpoEmail: 'Data protection officer',
		notPublished:
			'The operator of this Tubekit installation has not published their name, address or contact details here. Until they do, you can reach them only through the contact form.',
		imprint: 'Legal notice (imprint)',
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
		/** The tools that take playlists and channels (src/tools/batch/), under their form. */
		batchHint:
			'Tip: paste several video links (one per line), or a playlist or channel link, to get them all at once (up to {max}).',
		batchWholeList: 'Get the whole playlist instead',
	},
	toast: {
		errorTitle: 'Error',
		dismiss: 'Dismiss notification',
		region: 'Notifications',
	},
} satisfies BaseTranslation

export default en
