import type { z } from 'zod'
import {
	CHANNEL_ERRORS,
	CHAPTER_ERRORS,
	type DeclaredError,
	HASHTAG_ERRORS,
	THUMBNAIL_ERRORS,
	TRANSCRIPT_ERRORS,
} from '../api-docs/declared-errors'
import type { ImageSigner } from '../image-proxy/sign.server'
import type { ImageStore } from '../image-proxy/store.server'
import type { CacheFactory } from '../state/lookup-cache'
import { type ClientName, DEFAULT_PLAYER_CLIENTS } from '../youtube/clients'
import type { Upstream } from '../youtube/upstream.server'
import { fetchVideoDetails } from '../youtube/video-details.server'
import type { WorkerPool } from '../youtube/worker-pool.server'
import { chaptersRunner } from './chapters/api'
import { chaptersRequest, chaptersResult } from './chapters/schema'
import type { ChapterService } from './chapters/service.server'
import { hashtagsRunner } from './hashtags/api'
import { hashtagsRequest, hashtagsResult } from './hashtags/schema'
import type { HashtagService } from './hashtags/service.server'
import { profileRunner } from './profile/api'
import { profileRequest, profileResult } from './profile/schema'
import { createProfileService } from './profile/service.server'
import { TOOL_KEYS, TOOLS, type ToolKey } from './registry'
import { countedRunner, type ToolRunner } from './shared/runner.server'
import { thumbnailsRunner } from './thumbnails/api'
import { thumbnailsRequest, thumbnailsResult } from './thumbnails/schema'
import { createThumbnailService } from './thumbnails/service.server'
import { transcriptRunner } from './transcript/api'
import { transcriptAnswer, transcriptRequest } from './transcript/schema'
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
	chapters: ChapterService
}

/** A tool's JSON API as the OpenAPI document and /api/docs describe it (src/api-docs/operations.ts adds its id,
 * path, budget and the request errors every tool shares; its summary and description are the dictionaries'
 * `apiDocs.operations.<api>`, in English in the OpenAPI document). */
export interface ToolApiDoc {
	/** The schema the runner validates the body with, and the answer's. */
	request: z.ZodObject
	result: z.ZodType
	resultDescription: string
	/** A request that works (the conformance test sends it; the docs page's curl line is built from it). */
	example: Record<string, string>
	/** The tool's own errors, beside the request and body errors every tool has. */
	errors: DeclaredError[]
	/** A batch tool's (registry.ts, `batch`) query parameters of its ZIP door's example beside the list link. */
	zipExample?: Record<string, string>
}

/** The server half of one tool: its runner, which holds its input schema and its code, and its API's description. */
export interface ToolServerEntry {
	runner: (services: ToolServices) => ToolRunner
	api: ToolApiDoc
}

/**
 * The server half of the tool registry (registry.ts). The type makes a tool listed in registry.ts
 * without its runner or its API description here a compile error.
 */
export const TOOL_SERVER = {
	thumbnail: {
		// Clip links resolve through the transcript service's resolver: one per app, so a clip's page is read once.
		runner: (s) =>
			thumbnailsRunner(
				createThumbnailService({
					images: s.images,
					signer: s.signer,
					caches: s.caches,
					// One client, so one request (decision 15): WEB, whose answer tells whether maxresdefault exists,
					// unless the configured clients leave it out.
					videoOf: (videoId) => {
						const clients = s.clients ?? DEFAULT_PLAYER_CLIENTS
						const client = clients.includes('WEB') ? 'WEB' : (clients[0] ?? 'WEB')
						return fetchVideoDetails(videoId, { upstream: s.upstream, clients: [client] })
					},
				}),
				s.transcripts.clips,
			),
		api: {
			request: thumbnailsRequest,
			result: thumbnailsResult,
			resultDescription: 'The sizes, best first',
			example: { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' },
			errors: THUMBNAIL_ERRORS,
		},
	},
	profile: {
		runner: (s) =>
			profileRunner(
				createProfileService({
					upstream: s.upstream,
					signer: s.signer,
					images: s.images,
					worker: s.worker,
					caches: s.caches,
					...(s.clients ? { clients: s.clients } : {}),
				}),
			),
		api: {
			request: profileRequest,
			result: profileResult,
			resultDescription: 'The channel and its pictures',
			example: { channel_url: 'https://www.youtube.com/@Gronkh' },
			errors: CHANNEL_ERRORS,
		},
	},
	transcript: {
		runner: (s) => transcriptRunner(s.transcripts),
		api: {
			request: transcriptRequest,
			result: transcriptAnswer,
			resultDescription: 'The transcript',
			example: { video_url: 'https://youtu.be/eF8Qqp7rjDg' },
			errors: TRANSCRIPT_ERRORS,
			zipExample: { format: 'srt' },
		},
	},
	hashtag: {
		runner: (s) => hashtagsRunner(s.hashtags),
		api: {
			request: hashtagsRequest,
			result: hashtagsResult,
			resultDescription: 'The three groups',
			example: { keywords: 'minecraft redstone', category: 'gaming' },
			errors: HASHTAG_ERRORS,
		},
	},
	chapter: {
		runner: (s) => chaptersRunner(s.chapters),
		api: {
			request: chaptersRequest,
			result: chaptersResult,
			resultDescription: 'The chapters and the description draft',
			example: { video_url: 'https://youtu.be/eF8Qqp7rjDg' },
			errors: CHAPTER_ERRORS,
		},
	},
} satisfies Record<ToolKey, ToolServerEntry>

/**
 * Every tool's runner, counting each call's outcome under the tool's API name (the admin's
 * tool-usage figures have always used it).
 */
export function toolRunners(
	services: ToolServices,
	record: (tool: string, outcome: string) => void,
): Record<ToolKey, ToolRunner> {
	return Object.fromEntries(
		TOOL_KEYS.map((key) => [
			key,
			countedRunner(TOOLS[key].api, TOOL_SERVER[key].runner(services) as ToolRunner, record),
		]),
	) as Record<ToolKey, ToolRunner>
}
