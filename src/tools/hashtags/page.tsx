import { useCallback } from 'react'
import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import type { FieldValues } from '../shared/use-tool-form'
import { CategorySelect } from './CategorySelect'
import { Elapsed } from './Elapsed'
import { MAX_KEYWORDS } from './limits'
import type { HashtagsResult } from './schema'

const EXTRA_FIELDS = ['category'] as const

/** Answers by keywords and category for the page's life. */
const cache = new Map<string, HashtagsResult>()
/** Keywords are valid when there are any (docs/product-spec.md §5); the key ignores case and spacing. */
const keyOf = (value: string): string | null => {
	const key = value.replace(/\s+/g, ' ').trim().toLowerCase()
	return key ? key : null
}

/** Spec section 7: the category is omitted when empty. */
function toBody(values: FieldValues): Record<string, unknown> {
	return values.category ? { keywords: values.keywords, category: values.category } : { keywords: values.keywords }
}

/** The result view: loaded on the first sign of a press (shared/lazy-part.ts). */
const HashtagView = lazyPart(() => import('./HashtagView').then((m) => ({ default: m.HashtagView })))

export const text = (LL: LL) => toolPageText(LL, 'hashtag', ['count', 'ai', 'language'])

export function Component() {
	const { LL } = useI18n()
	const renderExtra = useCallback(
		({ values, setField }: { values: FieldValues; setField: (name: string, value: string) => void }) => (
			<CategorySelect value={values.category ?? ''} onChange={(value) => setField('category', value)} />
		),
		[],
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
			renderLoading={() => <Elapsed />}
			renderResult={(result: HashtagsResult, stale) => <HashtagView result={result} stale={stale} />}
			preloadResult={HashtagView.preload}
		/>
	)
}
