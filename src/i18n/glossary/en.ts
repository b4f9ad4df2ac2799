import type { Glossary } from './types'

/**
 * English: US spelling, as the spec's "Help Center", and the words YouTube itself
 * shows creators in English (YouTube Studio, its Analytics and Subtitles pages, YouTube Help).
 * The other languages' glossaries name the same concepts, so a translator finds each one here.
 */
export const en: Glossary = {
	language: 'en',
	formality: 'you',
	quotes: { open: '“', close: '”', avoid: ['"', '„', '«', '»', '‹', '›'] },
	spelling: 'US English',
	terms: [
		// Spelling
		{ concept: 'color', term: 'color', avoid: ['colour', 'colours', 'coloured', 'colourful'] },
		{
			concept: 'center',
			term: 'center, off-center',
			avoid: ['centre', 'centres', 'centred', 'off-centre', 'centimetre', 'centimetres', 'metre', 'metres'],
		},
		{ concept: 'license', term: 'license', avoid: ['licence', 'licences'] },
		{ concept: 'gray', term: 'gray', avoid: ['grey', 'greyscale'] },
		{
			concept: 'American -ize spellings',
			term: 'organize, recognize, optimize, personalize, analyze, finalize, favorite, behavior',
			avoid: [
				'organise',
				'organised',
				'recognise',
				'recognised',
				'recognisable',
				'optimise',
				'optimised',
				'optimising',
				'optimisation',
				'personalise',
				'personalised',
				'analyse',
				'analysed',
				'finalise',
				'finalised',
				'favourite',
				'favourites',
				'behaviour',
				'behaviours',
				'catalogue',
				'travelling',
				'labelled',
				'cancelled',
			],
		},
		{ concept: 'toward', term: 'toward, afterward', avoid: ['towards', 'afterwards'] },
		{
			concept: 'email',
			term: 'email',
			avoid: ['e-mail', 'e-mails', 'e-mailed'],
			note: 'One word, as Google and YouTube write it.',
		},
		{
			concept: 'Help Center',
			term: 'Help Center',
			avoid: ['help centre', 'help-center'],
			note: 'The name of this site’s help page (its h1) and of YouTube’s, always capitalized.',
		},
		{ concept: 'Help Center (lowercase)', term: 'Help Center', avoid: ['help center'], caseSensitive: true },
		{ concept: 'YouTube (spelling)', term: 'YouTube', avoid: ['Youtube', 'YT'], caseSensitive: true },

		// The site and its tools
		{
			concept: 'tool',
			term: 'tool',
			avoid: ['widget', 'gadget'],
			note: 'The four tools: Thumbnail Downloader, Profile Picture Downloader, Transcript Downloader, Hashtag Generator.',
		},
		{ concept: 'thumbnail', term: 'thumbnail', avoid: ['thumb nail', 'thumb-nail', 'video cover', 'cover image'] },
		{
			concept: 'profile picture',
			term: 'profile picture',
			avoid: ['avatar', 'pfp', 'channel icon', 'profile photo', 'channel logo'],
			note: 'YouTube Studio’s Customization page says “Picture” / “profile picture”. The other words only appear as search keywords people type.',
			allowIn: ['profile.meta.keywords'],
		},
		{
			concept: 'transcript',
			term: 'transcript (the text); transcription (the work of writing it)',
			avoid: ['transcript fetcher', 'transcript grabber', 'transcript extractor'],
		},
		{
			concept: 'caption track',
			term: 'caption track',
			avoid: ['subtitle channel', 'caption channel', 'subtitle stream'],
			note: 'One language version of a video’s captions.',
		},
		{
			concept: 'captions / subtitles',
			term: 'captions (the text of what is said); Subtitles (the page in YouTube Studio); subtitle file (SRT, VTT)',
			avoid: ['CC track', 'sub track', 'subs'],
		},
		{
			concept: 'auto-generated captions',
			term: 'automatic captions; “(auto-generated)” as YouTube labels the track',
			avoid: [
				'auto-captions',
				'auto captions',
				'autocaptions',
				'automated captions',
				'machine captions',
				'ASR captions',
			],
			note: 'YouTube Help says “automatic captions”; the player labels the track “(auto-generated)”.',
			allowIn: ['guideTranscription.meta.keywords'],
		},
		{
			concept: 'dubbed audio',
			term: 'auto-dubbing; multi-language audio; audio track',
			avoid: ['auto-dub', 'autodub', 'voice-over track', 'audio channel'],
		},

		// YouTube's things
		{ concept: 'channel', term: 'channel', avoid: ['channel page'] },
		{ concept: 'video', term: 'video', avoid: ['vid', 'vids'] },
		{
			concept: 'Shorts',
			term: 'Shorts; a Short',
			avoid: ['YouTube Short videos', 'short-form clips', 'short clips'],
			note: 'Always capitalized, as YouTube writes it.',
		},
		{ concept: 'playlist', term: 'playlist', avoid: ['play list', 'play-list'] },
		{
			concept: 'keyword / tag',
			term: 'keyword (a word people search for); tag (YouTube Studio’s Tags field)',
			avoid: ['key word', 'key words', 'keyphrase', 'meta tags', 'metatags'],
		},
		{ concept: 'hashtag', term: 'hashtag', avoid: ['hash tag', 'hash tags', 'hash-tag', 'hash-tags'] },
		{
			concept: 'creator',
			term: 'creator',
			avoid: ['content producer', 'YouTuber-creator', 'influencer', 'influencers'],
		},
		{ concept: 'subscriber', term: 'subscriber', avoid: ['follower', 'followers'] },
		{
			concept: 'private',
			term: 'private',
			avoid: ['secret video', 'hidden video'],
			note: 'YouTube’s visibility setting “Private”.',
		},
		{ concept: 'unlisted', term: 'unlisted', avoid: ['not listed', 'hidden link'], note: 'Visibility “Unlisted”.' },
		{
			concept: 'age-restricted',
			term: 'age-restricted',
			avoid: ['age restricted', 'age-gated', 'age gated', 'age-limited'],
		},
		{ concept: 'members-only', term: 'members-only; only for members', avoid: ['member-only', 'membership-only'] },
		{ concept: 'live stream', term: 'live stream', avoid: ['livestream', 'livestreams', 'live-stream'] },
		{ concept: 'upload', term: 'upload', avoid: ['up-load'] },
		{ concept: 'download', term: 'download', avoid: ['down-load'] },
		{
			concept: 'link / URL',
			term: 'link (in prose); URL only in the spec’s field labels and messages',
			avoid: ['hyperlink', 'web address'],
		},

		// YouTube Studio and its metrics
		{ concept: 'YouTube Studio', term: 'YouTube Studio', avoid: ['Creator Studio', 'YT Studio'] },
		{
			concept: 'Analytics',
			term: 'Analytics in YouTube Studio (YouTube Analytics); its Content tab; a video’s Analytics',
			avoid: ['Reach tab', 'Engagement tab', 'YouTube Insights'],
			note: 'Today’s Analytics has Overview, Content and Audience (plus Research or Revenue on some channels); the old Reach and Engagement tabs are gone, so name the screen’s place rather than an uncertain tab.',
		},
		{ concept: 'Subtitles (Studio page)', term: 'Subtitles', avoid: ['Transcriptions page', 'Captions page'] },
		{ concept: 'impressions', term: 'impressions', avoid: ['impression count'] },
		{
			concept: 'click-through rate',
			term: 'click-through rate (impressions click-through rate)',
			avoid: ['clickthrough rate', 'click through rate', 'CTR'],
		},
		{ concept: 'watch time', term: 'watch time', avoid: ['watchtime', 'watch-time', 'viewing time'] },
		{
			concept: 'average view duration',
			term: 'average view duration',
			avoid: ['average watch duration', 'avg view duration', 'average watch time'],
		},
		{ concept: 'audience retention', term: 'audience retention', avoid: ['viewer retention', 'retention rate'] },
		{ concept: 'traffic sources', term: 'traffic sources', avoid: ['traffic channels', 'referral sources'] },
		{
			concept: 'altered or synthetic content',
			term: 'altered or synthetic content',
			avoid: ['AI disclosure label', 'deepfake checkbox'],
			note: 'YouTube’s wording for the disclosure it asks for at upload.',
		},

		// Contact categories (spec texts)
		{ concept: 'bug report', term: 'Bug Report', avoid: ['error report', 'issue report'] },
		{ concept: 'feature idea', term: 'Feature Request; idea', avoid: ['feature wish', 'feature suggestion'] },
		{
			concept: 'the keyed hash that replaces a client’s IP address',
			term: 'keyed hash (an HMAC with a secret key only this server holds)',
			avoid: ['one-way hash', 'one-way hashes'],
			note: 'The key is the protection: a plain hash of an IPv4 address is reversed by trying all 2³² of them. The privacy policy, the Help Center and the README say “keyed hash (HMAC)” alike.',
		},
		{
			concept: 'using downloaded content within copyright law',
			term: 'use responsibly; within the exceptions your copyright law allows (e.g. quotation)',
			avoid: ['fair use', 'fairly'],
			note: '“Fair use” is a US doctrine; EU law has only narrow exceptions (quotation, criticism or review, pastiche).',
		},
	],
}
