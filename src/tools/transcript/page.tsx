import { Suspense, useCallback } from 'react'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import { type Links, linksNow } from '../shared/lazy-links'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import type { FieldValues } from '../shared/use-tool-form'
import { LanguageSelect } from './LanguageSelect'
import { readLanguageRequest } from './languages'
import type { TranscriptPageResult } from './schema'

const EXTRA_FIELDS = ['language', 'range'] as const

/** Answers by video (or clip), language and range for the page's life. */
const cache = new Map<string, TranscriptPageResult>()
const keyOf = (value: string, links: Links): string | null => {
	const parsed = links.parseVideoLink(value)
	if (!parsed.ok) return null
	return links.isClipLink(parsed) ? `clip:${parsed.clipId}` : parsed.videoId
}
/** The key of `value`, or null while the link readers are not in (ToolPage renders again then, and waits on a press). */
const keyNow = (value: string) => {
	const links = linksNow()
	return links ? keyOf(value, links) : null
}
/** A clip link's key (keyOf). */
const isClipKey = (key: string | null) => key?.startsWith('clip:') === true

/**
 * Spec section 5: 'auto' or empty means no language is sent; a range only for a clip link, and only `video`.
 * `view: page`: the answer without `text`, which the page never reads (it lays the text out from the cues).
 */
export function toBody(values: FieldValues): Record<string, unknown> {
	const language = values.language ?? ''
	const range = values.range === 'video' && isClipKey(keyNow(values.video_url ?? '')) ? { range: 'video' } : {}
	return readLanguageRequest(language)?.kind === 'auto'
		? { video_url: values.video_url, ...range, view: 'page' }
		: { video_url: values.video_url, language, ...range, view: 'page' }
}

/** Playlists and channels: every video's transcript in one language, one ZIP. */
const BATCH = {
	apiPath: '/api/tools/transcript/batch',
	toBody: (values: FieldValues) => {
		const language = values.language ?? ''
		return readLanguageRequest(language)?.kind === 'auto' || !language ? {} : { language }
	},
	chooseFormat: true,
	downloadOne: (videoId: string, values: FieldValues) => {
		const query = new URLSearchParams({ video: videoId, format: 'txt' })
		if (values.language && readLanguageRequest(values.language)?.kind !== 'auto') query.set('language', values.language)
		return `/api/tools/transcript/download?${query}`
	},
}

/** The clip's range choice: shown only for a clip link, read once the link parsers are in (shared/lazy-links.ts). */
const ClipRangeChoice = lazyPart(() => import('./ClipRange').then((m) => ({ default: m.ClipRangeChoice })))

/** The result view: loaded on the first sign of a press (ui/lazy-part.ts). */
const TranscriptView = lazyPart(() => import('./TranscriptView').then((m) => ({ default: m.TranscriptView })))

/** The page's texts, also read by its JSON-LD (HowTo steps, FAQ). */
export const text = (LL: LL) => toolPageText(LL, 'transcript', ['languages', 'formats', 'failures', 'privacy'])

export function Component() {
	const { LL } = useI18n()
	const renderExtra = useCallback(
		({
			values,
			setField,
			result,
		}: {
			values: FieldValues
			setField: (n: string, v: string) => void
			result: TranscriptPageResult | null
		}) => {
			// One reading of the link: whether it is a clip, and which one.
			const clipKey = keyNow(values.video_url ?? '')
			return (
				<>
					<LanguageSelect
						value={values.language ?? ''}
						tracks={result?.tracks ?? []}
						onChange={(value) => setField('language', value)}
					/>
					{isClipKey(clipKey) && (
						<Suspense fallback={null}>
							<ClipRangeChoice
								value={values.range === 'video' ? 'video' : ''}
								clip={result?.clip && clipKey === `clip:${result.clip.id}` ? result.clip : null}
								onChange={(value) => setField('range', value)}
							/>
						</Suspense>
					)}
				</>
			)
		},
		[],
	)
	return (
		<ToolPage
			field="video_url"
			extraFields={EXTRA_FIELDS}
			apiPath="/api/tools/transcript"
			batch={BATCH}
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			toBody={toBody}
			renderExtra={renderExtra}
			renderResult={(result: TranscriptPageResult, stale) => <TranscriptView result={result} stale={stale} />}
			preloadResult={TranscriptView.preload}
		/>
	)
}
