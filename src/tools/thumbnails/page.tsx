import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import type { Links } from '../shared/lazy-links'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import type { ThumbnailsResult } from './schema'

/** The result view: loaded on the first sign of a press (ui/lazy-part.ts). */
const Results = lazyPart(() => import('./ThumbnailResults'))

/**
 * Answers by video id for the page's life: the same video under another URL shape is not fetched again. A clip
 * link is keyed by its clip: its video is known only from the answer.
 */
const cache = new Map<string, ThumbnailsResult>()
const keyOf = (value: string, links: Links): string | null => {
	const parsed = links.parseVideoLink(value)
	if (!parsed.ok) return null
	return links.isClipLink(parsed) ? `clip:${parsed.clipId}` : parsed.videoId
}

/** Playlists and channels: a ZIP of each video's best size. */
const BATCH = { apiPath: '/api/tools/thumbnails/batch' }

/** The page's texts, also read by its JSON-LD (HowTo steps, FAQ). */
export const text = (LL: LL) => toolPageText(LL, 'thumbnail', ['sizes', 'allowed', 'privacy'])

export function Component() {
	const { LL } = useI18n()
	return (
		<ToolPage
			field="video_url"
			apiPath="/api/tools/thumbnails"
			batch={BATCH}
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			renderResult={(result: ThumbnailsResult, stale) => <Results result={result} stale={stale} />}
			preloadResult={Results.preload}
		/>
	)
}
