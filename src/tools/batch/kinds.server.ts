import type { Locale } from '../../i18n/locales'
import type { ImageStore, KeptImage } from '../../image-proxy/store.server'
import { YouTubeError } from '../../youtube/errors'
import type { ToolRunner } from '../shared/runner.server'
import type { ThumbnailsResult } from '../thumbnails/schema'
import type { TranscriptResult } from '../transcript/schema'
import { entryName, transcriptEntry } from './file-names'
import type { ListedVideo } from './run.server'
import type { BatchItem, BatchOptions } from './schema'

/** One file of the ZIP. */
export interface ZipEntry {
	name: string
	data: Uint8Array | string
	compress: boolean
}

/**
 * What a batch does per video, for one tool: the single tool's runner gives
 * the result (so the same caches, errors and usage figures apply), the kind turns it into the
 * item the page receives and the file the ZIP holds.
 */
export interface BatchKind {
	/** The tool's usage name for the batch itself in the admin's figures. */
	usage: string
	work(video: ListedVideo, options: BatchOptions, request: { signal: AbortSignal; locale: Locale }): Promise<BatchItem>
	/** The video's title as its lookup found it: pasted links have no list to name them. */
	titleOf(item: BatchItem): string
	/** The file of a finished video, for the server's ZIP. */
	file(video: ListedVideo, item: BatchItem, signal: AbortSignal, options: BatchOptions): Promise<ZipEntry>
}

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`

/** Thumbnails: each video's best size that exists, as JPEG (what the single tool downloads first). */
export function thumbnailKind(runner: ToolRunner, images: ImageStore): BatchKind {
	return {
		usage: 'thumbnails-batch',
		titleOf: (item) => (item.kind === 'thumbnail' ? item.title : ''),
		async work(video, _options, request) {
			const result = (await runner.run({ video_url: watchUrl(video.videoId) }, request)) as ThumbnailsResult
			// Every video the tool answers for has hqdefault (else it is videoUnavailable); a size not asked
			// before answering (available: null) is not known to exist.
			const best = result.qualities.find((q) => q.available === true) ?? result.qualities.at(-1)
			if (!best) throw new YouTubeError('videoUnavailable', video.videoId)
			return {
				kind: 'thumbnail',
				title: result.title ?? '',
				// The list's title, as index.csv has it; pasted links have none but the lookup's.
				name: entryName({ ...video, title: video.title || (result.title ?? '') }, [best.name], 'jpg'),
				url: best.url,
				quality: best.name,
				width: best.width,
				height: best.height,
			}
		},
		async file({ videoId }, item) {
			if (item.kind !== 'thumbnail') throw new Error('not a thumbnail')
			// Through the image proxy's store: the lookup fetched this very image a moment ago.
			let image: KeptImage
			try {
				image = await images.get(`https://i.ytimg.com/vi/${videoId}/${item.quality}.jpg`)
			} catch (error) {
				if (error instanceof YouTubeError) throw error
				throw new YouTubeError('upstreamError', `${videoId}: ${(error as Error).message}`)
			}
			if (!image.found) throw new YouTubeError('upstreamError', `no ${item.quality} for ${videoId}`)
			return { name: item.name, data: image.bytes, compress: false }
		},
	}
}

/** Transcripts: each video's transcript in the chosen language and format. */
export function transcriptKind(runner: ToolRunner): BatchKind {
	return {
		usage: 'transcript-batch',
		titleOf: (item) => (item.kind === 'transcript' ? item.document.title : ''),
		async work(video, options, request) {
			const input = { video_url: watchUrl(video.videoId), ...(options.language ? { language: options.language } : {}) }
			const result = (await runner.run(input, request)) as TranscriptResult
			const { videoId, title, language, isGenerated, isTranslated, cues, chapters } = result
			return {
				kind: 'transcript',
				// The list's title, as index.csv has it; pasted links have none but the lookup's.
				name: entryName({ ...video, title: video.title || title }, [language]),
				document: {
					videoId,
					title,
					language,
					isGenerated,
					isTranslated,
					cues,
					...(chapters.length ? { chapters } : {}),
				},
			}
		},
		async file(_video, item, _signal, options) {
			if (item.kind !== 'transcript') throw new Error('not a transcript')
			const file = transcriptEntry(item, options.format ?? 'txt')
			return { ...file, compress: true }
		},
	}
}
