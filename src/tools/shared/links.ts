/**
 * What a tool page reads links with: the YouTube link parsers (src/youtube/url.ts, list-url.ts) and the readers
 * built on them. Not in a tool page's first load: a link is read only once the visitor types or presses, so this
 * module loads on the first sign of that (./lazy-links.ts).
 */

export { isClipLink, parseVideoLink, parseVideoUrl } from '../../youtube/url'
export { batchLinkKind } from '../batch/list-link'
export { isPastedBatch, pastedLinks } from '../batch/pasted-links'
export { profileKeyOf, profileTargetOf } from '../profile/channel-input'
