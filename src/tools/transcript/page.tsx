import { useCallback } from 'react'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { parseVideoUrl } from '../../youtube/url'
import { toolAction } from '../shared/form-action'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import { toolHandle } from '../shared/tool-meta'
import type { FieldValues } from '../shared/use-tool-form'
import { LanguageSelect } from './LanguageSelect'
import { readLanguageRequest } from './languages'
import type { TranscriptResult } from './schema'
import { TranscriptView } from './TranscriptView'

const CANONICAL = '/tools/transcript-downloader'
const EXTRA_FIELDS = ['language'] as const

/** Answers by video id and language for the page's life. */
const cache = new Map<string, TranscriptResult>()
const keyOf = (value: string): string | null => {
	const parsed = parseVideoUrl(value)
	return parsed.ok ? parsed.videoId : null
}

/** Spec section 5: 'auto' or empty means no language is sent. */
function toBody(values: FieldValues): Record<string, unknown> {
	const language = values.language ?? ''
	return readLanguageRequest(language)?.kind === 'auto'
		? { video_url: values.video_url }
		: { video_url: values.video_url, language }
}

/** The page's texts, also read by its JSON-LD (HowTo steps, FAQ). */
const text = (LL: LL) => toolPageText(LL, 'transcript', ['languages', 'formats', 'failures', 'privacy'])

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
			result: TranscriptResult | null
		}) => (
			<LanguageSelect
				value={values.language ?? ''}
				tracks={result?.tracks ?? []}
				onChange={(value) => setField('language', value)}
			/>
		),
		[],
	)
	return (
		<ToolPage
			field="video_url"
			extraFields={EXTRA_FIELDS}
			apiPath="/api/tools/transcript"
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			toBody={toBody}
			renderExtra={renderExtra}
			renderResult={(result: TranscriptResult, stale) => <TranscriptView result={result} stale={stale} />}
		/>
	)
}

export const action = toolAction('transcript')

export const handle = toolHandle(CANONICAL, 'transcript', text)
