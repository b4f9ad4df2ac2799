import type { BaseTranslation } from '../../i18n-types'

const en_profile = {
	meta: {
		title: 'YouTube Profile Picture Downloader – Tubekit',
		description:
			'Download any YouTube channel’s profile picture in full size (800×800), with the channel name and banner. Free and private.',
		keywords: 'youtube profile picture downloader, channel avatar, youtube pfp, channel logo download, channel banner',
	},
	intro:
		'Paste a YouTube channel link to see the channel’s profile picture in full size, with its name and banner, and download it.',
	inputLabel: 'YouTube channel URL',
	placeholder: 'e.g. https://www.youtube.com/@handle',
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
			text: 'The picture appears at 800×800 pixels with the channel’s name. Download it, or pick another size.',
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
				'Handle links (youtube.com/@name), channel ID links (/channel/UC…), and old /c/ and /user/ links, with or without a tab such as /videos. A video link works too: you get the picture of the channel that uploaded it.',
		},
		privacy: {
			question: 'Is this private?',
			answer:
				'Yes. This server fetches the picture and passes it on, so your browser never contacts YouTube or Google, and the link you paste is not stored.',
		},
	},
} satisfies BaseTranslation

export default en_profile
