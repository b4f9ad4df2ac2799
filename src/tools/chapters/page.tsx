import { useCallback } from 'react'
import { useI18n } from '../../i18n/context'
import { LOCALE_INFO, LOCALES } from '../../i18n/locales'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import type { Links } from '../shared/lazy-links'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import { ToolSelect } from '../shared/ToolSelect'
import type { FieldValues } from '../shared/use-tool-form'
import type { ChaptersResult } from './schema'

const EXTRA_FIELDS = ['language', 'remake'] as const

/** Answers by video, title language and remake for the page's life (the server keeps the model's lists too). */
const cache = new Map<string, ChaptersResult>()
const keyOf = (value: string, links: Links): string | null => {
	const parsed = links.parseVideoUrl(value)
	return parsed.ok ? parsed.videoId : null
}

/** The result view: loaded on the first sign of a press (ui/lazy-part.ts). */
const ChapterView = lazyPart(() => import('./ChapterView').then((m) => ({ default: m.ChapterView })))
/**
 * The seconds the model has been working, shown only after a press: loaded with the result view, not in the first
 * load (a page's own loader: a shared one had a chunk of its own in it; bench/bundle.ts).
 */
const ElapsedPart = lazyPart(() => import('../shared/Elapsed').then((m) => ({ default: m.Elapsed })))
const preloadParts = () => Promise.all([ChapterView.preload(), ElapsedPart.preload()])

export const text = (LL: LL) => toolPageText(LL, 'chapter', ['rules', 'maker', 'language', 'privacy'])

/** Only the fields the API takes, and only when set. */
function toBody(values: FieldValues): Record<string, unknown> {
	return {
		video_url: values.video_url,
		...(values.language ? { language: values.language } : {}),
		...(values.remake ? { remake: values.remake } : {}),
	}
}

export function Component() {
	const { LL } = useI18n()
	const t = LL.chapter
	const renderExtra = useCallback(
		({ values, setField }: { values: FieldValues; setField: (name: string, value: string) => void }) => (
			<>
				<ToolSelect
					name="language"
					label={t.languageLabel()}
					value={values.language ?? ''}
					onChange={(value) => setField('language', value)}
					testId="chapter-language"
				>
					<option value="">{t.languageAuto()}</option>
					{LOCALES.map((code) => (
						<option key={code} value={code}>
							{LOCALE_INFO[code].name}
						</option>
					))}
				</ToolSelect>
				<input type="hidden" name="remake" value={values.remake ?? ''} />
			</>
		),
		[t],
	)
	return (
		<ToolPage
			field="video_url"
			extraFields={EXTRA_FIELDS}
			apiPath="/api/tools/chapters"
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			toBody={toBody}
			renderExtra={renderExtra}
			renderLoading={() => <ElapsedPart label={(seconds) => t.waiting({ seconds })} />}
			renderResult={(result: ChaptersResult, stale) => <ChapterView result={result} stale={stale} />}
			preloadResult={preloadParts}
		/>
	)
}
