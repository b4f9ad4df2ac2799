import type { BaseTranslation } from '../../i18n-types'

const en_thumbnail = {
	meta: {
		title: 'YouTube Thumbnail Downloader (HD, free) – Tubekit',
		description:
			'Download the thumbnail of any YouTube video in HD 1280×720, standard, medium or default size. Free, no sign-up, and your browser never contacts YouTube.',
		keywords: 'youtube thumbnail downloader, download youtube thumbnail, hd thumbnail, video thumbnail, maxresdefault',
	},
	intro: 'Paste a YouTube video link to see its thumbnail in every size YouTube keeps, then download the one you need.',
	inputLabel: 'YouTube video URL',
	placeholder: 'e.g. https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	submit: 'Get Thumbnail',
	loading: 'Fetching thumbnails…',
	failed: 'Failed to fetch thumbnails. Please check the URL and try again.',
	invalid: 'Please enter a valid YouTube URL',
	resultsTitle: 'Thumbnails of this video',
	download: 'Download JPG',
	downloadWebp: 'Download WebP',
	unavailable: 'Not available for this video',
	previewAlt: '{quality} thumbnail of the video',
	clipNote: 'This link is a clip ({start}–{end}). These are the thumbnails of the video it comes from.',
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
				'HD (1280×720), standard (640×480), high (480×360), medium (320×180) and default (120×90). Older or less popular videos often have no HD version; such sizes are marked as not available instead of showing a gray placeholder.',
		},
		allowed: {
			question: 'Can I use a downloaded thumbnail?',
			answer:
				'Thumbnails belong to the channel that uploaded them. Use them for your own videos, for reference, or with the owner’s permission, and respect copyright.',
		},
		privacy: {
			question: 'Does YouTube see that I use this tool?',
			answer:
				'No. This server fetches the images and passes them on, so your browser never contacts YouTube or Google. The link you paste is not stored.',
		},
	},
} satisfies BaseTranslation

export default en_thumbnail
