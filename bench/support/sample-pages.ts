/**
 * The routine sample of bench/lighthouse.ts and bench/main-thread.ts: each page kind once, each language at least once. The heaviest tool page
 * (thumbnails: batch panel) stands for the four tools; --full audits them all.
 */
export const SAMPLE_PAGES = [
	'/',
	'/de/tools/thumbnail-downloader',
	'/es/guides/youtube-seo-guide',
	'/tr/contact',
	'/nl/help',
	'/de/privacy-policy',
]
