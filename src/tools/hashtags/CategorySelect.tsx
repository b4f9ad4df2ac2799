import { useI18n } from '../../i18n/context'
import { ToolSelect } from '../shared/ToolSelect'
import { HASHTAG_CATEGORIES } from './seeds/types'

/** The optional category: any, or one of the ten of docs/product-spec.md §9, localized. */
export function CategorySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
	const { LL } = useI18n()
	const t = LL.hashtag
	return (
		<ToolSelect name="category" label={t.categoryLabel()} value={value} onChange={onChange} testId="category-select">
			<option value="">{t.categoryAny()}</option>
			{HASHTAG_CATEGORIES.map((category) => (
				<option key={category} value={category}>
					{t.categories[category]()}
				</option>
			))}
		</ToolSelect>
	)
}
