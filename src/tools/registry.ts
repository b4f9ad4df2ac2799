import type { ComponentType } from 'react'
import type { Namespaces } from '../../i18n/i18n-types'
import type { PageHandle } from '../app/route-handle'

/**
 * The one list of tools. Each tool has one name, its key: the same word
 * names its dictionary namespace (i18n/<lang>/<key>/), its page id and its icon. Routes,
 * paths, the home page, the footer, the help centre, the no-JavaScript forms, the sitemap and the server
 * (registry.server.ts: runners and the OpenAPI operations) all read this list; registry.test.ts checks
 * that a new entry reaches each of them.
 *
 * This half is safe for the browser bundle; the server half (the runners, which hold the
 * input schemas) is `registry.server.ts`, checked against these keys by its type. Adding a
 * tool: its folder (page.tsx, api.ts, schema.ts, service.server.ts), one entry here, one in
 * registry.server.ts, and its namespace in five languages (docs/ARCHITECTURE.md, "Where to
 * make a change").
 */
export interface ToolEntry {
	/**
	 * The page module, its own chunk. Its route action (the form post without JavaScript) is added by the route
	 * tree (src/routes.tsx), so the module holds nothing of React Router's and hydrates without it
	 * (src/client-tool.tsx).
	 */
	load: () => Promise<ToolPageModule>
	/** The page's head (`handle`: title, meta, JSON-LD), a module apart: the tool entry never needs it. */
	meta: () => Promise<{ handle: PageHandle }>
	/** The page module's file, for the build's chunk manifest (route preloads). */
	file: string
	/** The canonical path, then the spec's short alias. */
	paths: readonly [string, string]
	/** POST /api/tools/<api>: a public URL, so it keeps its original (plural) wording. */
	api: string
	/** The home card's inline icon (an SVG path in a 24×24 box). */
	icon: string
	/**
	 * The error codes the page's catalogue sentence (its namespace's `failed`) is true of; any other
	 * error heads its card with its own message (shared/ErrorCard.tsx).
	 */
	failedFor: readonly string[]
	/** The fields the page's form posts without JavaScript (decision 12). */
	formFields: readonly string[]
	/**
	 * It takes whole playlists and channels too: /batch and /batch.zip beside its
	 * API (src/tools/batch/), and the `batch` namespace on its page.
	 */
	batch?: true
}

/** What a tool's page module exports. */
export interface ToolPageModule {
	Component: ComponentType
}

// The link and lookup errors each tool's catalogue sentence describes ("…the URL is invalid", "…may not have captions");
// a rate limit, YouTube's outage or a channel the transcript tool could not find would be contradicted by it.
const LINK_ERRORS = ['validation', 'badRequest', 'notFound'] as const

export const TOOLS = {
	thumbnail: {
		load: () => import('./thumbnails/page'),
		meta: () => import('./thumbnails/meta'),
		file: 'src/tools/thumbnails/page.tsx',
		paths: ['/tools/thumbnail-downloader', '/thumbnail-downloader'],
		api: 'thumbnails',
		icon: 'M3 5h18v14H3z M3 15l5-5 4 4 3-3 6 6',
		formFields: ['video_url'],
		failedFor: [...LINK_ERRORS, 'invalidVideoUrl', 'videoUnavailable', 'clipNotFound'],
		batch: true,
	},
	profile: {
		load: () => import('./profile/page'),
		meta: () => import('./profile/meta'),
		file: 'src/tools/profile/page.tsx',
		paths: ['/tools/profile-downloader', '/profile-downloader'],
		api: 'profile',
		icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
		formFields: ['channel_url'],
		failedFor: [...LINK_ERRORS, 'invalidChannelUrl', 'channelNotFound'],
	},
	transcript: {
		load: () => import('./transcript/page'),
		meta: () => import('./transcript/meta'),
		file: 'src/tools/transcript/page.tsx',
		paths: ['/tools/transcript-downloader', '/transcript-downloader'],
		api: 'transcript',
		icon: 'M5 4h14v16H5z M8 8h8 M8 12h8 M8 16h5',
		formFields: ['video_url', 'language', 'range'],
		failedFor: [
			...LINK_ERRORS,
			'invalidVideoUrl',
			'videoUnavailable',
			'clipNotFound',
			'noCaptions',
			'languageUnavailable',
		],
		batch: true,
	},
	hashtag: {
		load: () => import('./hashtags/page'),
		meta: () => import('./hashtags/meta'),
		file: 'src/tools/hashtags/page.tsx',
		paths: ['/tools/hashtag-generator', '/hashtag-generator'],
		api: 'hashtags',
		icon: 'M5 9h14 M4 15h14 M10 3L8 21 M16 3l-2 18',
		formFields: ['keywords', 'category', 'region'],
		failedFor: [...LINK_ERRORS, 'keywordsRequired', 'keywordsTooLong', 'keywordsNoWords', 'unknownCategory'],
	},
	chapter: {
		load: () => import('./chapters/page'),
		meta: () => import('./chapters/meta'),
		file: 'src/tools/chapters/page.tsx',
		paths: ['/tools/chapter-generator', '/chapter-generator'],
		api: 'chapters',
		icon: 'M4 6h3 M10 6h10 M4 12h3 M10 12h10 M4 18h3 M10 18h10',
		formFields: ['video_url', 'language', 'remake'],
		failedFor: [...LINK_ERRORS, 'invalidVideoUrl', 'videoUnavailable', 'noCaptions', 'languageUnavailable'],
	},
} as const satisfies Record<string, ToolEntry>

export type ToolKey = keyof typeof TOOLS
/** The tools in the spec's order (home cards, footer, contact page). */
export const TOOL_KEYS = Object.keys(TOOLS) as ToolKey[]
/** The tools that take playlists and channels. */
export type BatchToolKey = { [K in ToolKey]: (typeof TOOLS)[K] extends { batch: true } ? K : never }[ToolKey]
export const BATCH_TOOL_KEYS = TOOL_KEYS.filter((key): key is BatchToolKey => 'batch' in TOOLS[key])

/**
 * The dictionary namespaces a tool page shows at once: its own. The `errors` and `batch` texts come with the parts
 * that show an error or a batch (tools/shared/ToolPage.tsx), after a press; the batch hint under the form is a
 * shared text (`toolPage`).
 */
export function toolNamespaces(key: ToolKey): Namespaces[] {
	return [key]
}

/** The tool whose page is at `path` (unprefixed, any of its paths; React Router matches without case), if any. */
export function toolAtPath(path: string): ToolKey | undefined {
	const wanted = path.toLowerCase().replace(/(.)\/+$/, '$1')
	return TOOL_KEYS.find((key) => (TOOLS[key].paths as readonly string[]).includes(wanted))
}
