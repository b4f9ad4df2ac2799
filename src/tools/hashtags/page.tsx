import { useCallback } from 'react'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import { MAIN_REGIONS } from '../../youtube/search-regions'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import type { FieldValues } from '../shared/use-tool-form'
import { CategorySelect } from './CategorySelect'
import { MAX_KEYWORDS } from './limits'
import { RegionSelect } from './RegionSelect'
import type { HashtagsResult } from './schema'

const EXTRA_FIELDS = ['category', 'region'] as const

/** Answers by keywords, category and region for the page's life. */
const cache = new Map<string, HashtagsResult>()
/** Keywords are valid when there are any (docs/product-spec.md §5); the key ignores case and spacing. */
const keyOf = (value: string): string | null => {
	const key = value.replace(/\s+/g, ' ').trim().toLowerCase()
	return key ? key : null
}

/** Spec section 7: the category is omitted when empty; so is the region, which then is the page language's main one. */
function toBody(values: FieldValues): Record<string, unknown> {
	return {
		keywords: values.keywords,
		...(values.category ? { category: values.category } : {}),
		...(values.region ? { region: values.region } : {}),
	}
}

/** The result view: loaded on the first sign of a press (ui/lazy-part.ts). */
const HashtagView = lazyPart(() => import('./HashtagView').then((m) => ({ default: m.HashtagView })))
/**
 * The seconds the model has been working, shown only after a press: loaded with the result view. In the first load
 * (or in a chunk of its own there) it kept the German hashtag page over its 90 KB (bench/bundle.ts).
 */
const ElapsedPart = lazyPart(() => import('../shared/Elapsed').then((m) => ({ default: m.Elapsed })))
const preloadParts = () => Promise.all([HashtagView.preload(), ElapsedPart.preload()])

export const text = (LL: LL) => toolPageText(LL, 'hashtag', ['count', 'ai', 'language'])

export function Component() {
	const { LL, locale } = useI18n()
	const renderExtra = useCallback(
		({ values, setField }: { values: FieldValues; setField: (name: string, value: string) => void }) => (
			<>
				<CategorySelect value={values.category ?? ''} onChange={(value) => setField('category', value)} />
				{/* Not kept anywhere (no cookie, no storage): a new page starts from the language's main region. */}
				<RegionSelect value={values.region || MAIN_REGIONS[locale]} onChange={(value) => setField('region', value)} />
			</>
		),
		[locale],
	)
	return (
		<ToolPage
			field="keywords"
			inputMode="text"
			extraFields={EXTRA_FIELDS}
			apiPath="/api/tools/hashtags"
			maxLength={MAX_KEYWORDS}
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			toBody={toBody}
			renderExtra={renderExtra}
			renderLoading={() => <ElapsedPart label={(seconds) => LL.hashtag.elapsed({ seconds })} />}
			renderResult={(result: HashtagsResult, stale) => <HashtagView result={result} stale={stale} />}
			preloadResult={preloadParts}
		/>
	)
}
