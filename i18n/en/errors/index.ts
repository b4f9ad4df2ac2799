import type { BaseTranslation } from '../../i18n-types'

/**
 * API and tool error messages, one per stable error code (src/server/errors.ts); loaded by
 * the pages that show errors (the tools), always present on the server.
 */
const en_errors = {
	badRequest: 'The request could not be understood. Please check what you entered and try again.',
	validation:
		'Some of what was sent is not valid: a field may be missing, too long or in the wrong form. Please check it and try again.',
	notFound: 'Nothing was found at this address.',
	payloadTooLarge: 'What you sent is too large. Please send less and try again.',
	rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
	internal: 'Something went wrong on our side. Please try again in a moment.',
	unsupportedMediaType: 'Please send the request as JSON.',
	imageHostNotAllowed: 'Only images from YouTube can be loaded here.',
	imageSignatureInvalid: 'This image link is not valid. Please reload the page.',
	imageNotFound: 'YouTube does not have this image.',
	imageNotAnImage: 'YouTube did not send an image for this link.',
	imageTooLarge: 'This image is too large to load.',
	imageUpstreamFailed: 'The image could not be loaded from YouTube. Please try again in a moment.',
	invalidVideoUrl: 'That doesn’t look like a YouTube video link.',
	invalidChannelUrl: 'That doesn’t look like a YouTube channel link.',
	// A link of the wrong kind: the card links the tool that takes it (params.tool)
	channelLinkNotVideo:
		'That is a link to a channel, not to a video. A channel’s profile picture and banner are in the Profile Picture Downloader.',
	playlistLinkNotChannel:
		'That is a link to a playlist, not to a channel. The Thumbnail Downloader takes whole playlists (and so does the Transcript Downloader).',
	clipLinkNotChannel:
		'That is a link to a clip, not to a channel. The Transcript Downloader takes clip links (and so does the Thumbnail Downloader).',
	videoUnavailable: 'This video doesn’t exist or was removed.',
	clipNotFound: 'This clip doesn’t exist or was removed.',
	videoPrivate: 'This video is private.',
	ageRestricted: 'This video is age-restricted: YouTube only shows it to signed-in viewers.',
	geoBlocked: 'This video is not available in the country where this server is located.',
	membersOnly: 'This video is only for members of the channel.',
	paymentRequired: 'This video requires a purchase or a paid YouTube subscription.',
	liveNotStarted: 'This live stream hasn’t started yet.',
	unplayable: 'YouTube doesn’t play this video here.',
	noCaptions: 'This video has no captions.',
	languageUnavailable: 'This video has no captions in that language. Available languages: {languages}',
	invalidLanguage: 'That is not a language code. Choose a language from the list.',
	tokenRequired: 'YouTube currently requires extra verification for this caption track. Please try again later.',
	youtubeBlocked: 'YouTube is temporarily blocking this server. Try again later.',
	consentWall: 'YouTube showed a consent page instead of the content. Please try again.',
	channelNotFound: 'Channel not found.',
	videoChannelNotFound:
		'YouTube did not show the channel of this video. Paste the channel’s own link (youtube.com/@name) instead.',
	channelTerminated: 'YouTube has terminated this channel.',
	playlistNotFound: 'This playlist doesn’t exist or is private.',
	playlistPrivate:
		'This playlist is private: only its owner can see it while signed in to YouTube (Liked videos or Watch later, for example).',
	playlistUnviewable: 'YouTube doesn’t show this kind of playlist.',
	mixUnavailable: 'This Mix can’t be loaded: the video it starts from isn’t available.',
	upstreamError: 'YouTube sent an unexpected response. Please try again in a moment.',
	upstreamUnreachable: 'YouTube can’t be reached from this server right now. Please try again in a moment.',
	upstreamTimeout: 'YouTube took too long to respond. Please try again in a moment.',
	keywordsRequired: 'Please enter some keywords',
	keywordsTooLong: 'Please keep your keywords to {max} characters or fewer.',
	keywordsNoWords:
		'Please type a few words about your video: emoji and punctuation alone give nothing to build hashtags from.',
	unknownCategory: 'This category does not exist. Choose one from the list.',
	unknownRegion: 'YouTube offers no such region. Choose one from the list.',
	modelBusy: 'Many people are generating hashtags right now. Please try again in {seconds} seconds.',
	chaptersTooShort: 'This video is too short for chapters: YouTube needs at least three chapters of 10 seconds each.',
	chaptersLive: 'This is a live stream: chapters can be made once it has ended and YouTube has its captions.',
	contactRequired: 'Please fill in all required fields.',
	contactInvalidEmail: 'Please enter a valid email address.',
	contactTooLong: 'This field is too long: please use at most {max} characters.',
	contactInvalid: 'Some fields contain characters that are not allowed, or the category is unknown.',
	adminOff: 'The admin area is disabled: the operator has set neither ADMIN_PASSWORD nor ADMIN_TOKEN.',
	adminUnauthorized: 'Please sign in to the admin area.',
	csrfInvalid: 'This form has expired. Please reload the page and try again.',
	sessionsUnavailable:
		'Admin sign-in is unavailable for a moment: the shared session store (Redis) cannot be reached. Please try again shortly.',
	network: 'The server could not be reached. Please check your connection and try again.',
	// Whole playlists and channels
	invalidListUrl:
		'That link doesn’t point to a playlist or channel. Paste a playlist link (youtube.com/playlist?list=…) or a channel link (youtube.com/@name).',
	batchRunning: 'One of your batches is still running. Wait for it to finish, or stop it, before you start another.',
	batchLinkInvalid:
		'“{link}” isn’t a link to a YouTube video. Paste video links, one per line, or one playlist or channel link.',
	batchTooManyLinks:
		'You pasted {count} different videos; a batch takes at most {max}. Paste fewer links, or split them into several batches.',
} satisfies BaseTranslation

export default en_errors
