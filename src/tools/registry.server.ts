import type { ImageSigner } from '../image-proxy/sign.server'
import type { ImageStore } from '../image-proxy/store.server'
import type { CacheFactory } from '../state/lookup-cache'
import type { ClientName } from '../youtube/clients'
import type { Upstream } from '../youtube/upstream.server'
import { fetchVideoDetails } from '../youtube/video-details.server'
import type { WorkerPool } from '../youtube/worker-pool.server'
import { hashtagsRunner } from './hashtags/api'
import type { HashtagService } from './hashtags/service.server'
import { profileRunner } from './profile/api'
import { createProfileService } from './profile/service.server'
import { TOOL_KEYS, TOOLS, type ToolKey } from './registry'
import { countedRunner, type ToolRunner } from './shared/runner.server'
import { thumbnailsRunner } from './thumbnails/api'
import { createThumbnailService } from './thumbnails/service.server'
import { transcriptRunner } from './transcript/api'
import type { TranscriptService } from './transcript/service.server'

/** What the tools' services are built from (src/server/wiring.ts makes them once per app). */
export interface ToolServices {
	upstream: Upstream
	signer: ImageSigner
	/** The image proxy's store: the thumbnail lookup asks through it (decision 15). */
	images: ImageStore
	worker: WorkerPool | null
	caches: CacheFactory
	/** Innertube clients for a video's player answer (YOUTUBE_CLIENTS). */
	clients?: ClientName[]
	/** Shared: the hashtag generator reads transcripts, and the download API serves them. */
	transcripts: TranscriptService
	hashtags: HashtagService
}

/**
 * The server half of the tool registry (registry.ts): each tool's runner, which holds its input
 * schema and its code. The type makes a tool listed in registry.ts without a runner here a
 * compile error.
 */
const RUNNERS = {
	// Clip links resolve through the transcript service's resolver: one per app, so a clip's page is read once.
	thumbnail: (s) =>
		thumbnailsRunner(
			createThumbnailService({
				images: s.images,
				signer: s.signer,
				caches: s.caches,
				titleOf: async (videoId) =>
					(await fetchVideoDetails(videoId, { upstream: s.upstream, ...(s.clients ? { clients: s.clients } : {}) }))
						.title,
			}),
			s.transcripts.clips,
		),
	profile: (s) =>
		profileRunner(
			createProfileService({
				upstream: s.upstream,
				signer: s.signer,
				worker: s.worker,
				caches: s.caches,
				...(s.clients ? { clients: s.clients } : {}),
			}),
		),
	transcript: (s) => transcriptRunner(s.transcripts),
	hashtag: (s) => hashtagsRunner(s.hashtags),
} satisfies Record<ToolKey, (services: ToolServices) => ToolRunner>

/**
 * Every tool's runner, counting each call's outcome under the tool's API name (the admin's
 * tool-usage figures have always used it).
 */
export function toolRunners(
	services: ToolServices,
	record: (tool: string, outcome: string) => void,
): Record<ToolKey, ToolRunner> {
	return Object.fromEntries(
		TOOL_KEYS.map((key) => [key, countedRunner(TOOLS[key].api, RUNNERS[key](services) as ToolRunner, record)]),
	) as Record<ToolKey, ToolRunner>
}
