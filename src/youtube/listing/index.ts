/**
 * Listing the videos of a playlist, a mix or a channel tab. The link parser is
 * src/youtube/list-url.ts (browser-safe); everything here is server code.
 */

export { TAB_PARAMS } from './channel-tab.server'
export { DEFAULT_LIST_CAP, type Listing, listVideos, readListing } from './list-videos.server'
export type { ListedVideo, ListingEvent, ListMeta, ListVideosOptions } from './types'
