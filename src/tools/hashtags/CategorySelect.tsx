import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { fieldControl } from '../shared/field-style'
import { HASHTAG_CATEGORIES } from './seeds/types'

const select = `${fieldControl} ${css({ minHeight: '52px', minWidth: { sm: '11rem' }, paddingInline: '3', fontSize: 'md' })}`

/** The optional category (spec section 9's ten), a native select so it posts without JavaScript. */
export function CategorySelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
	const { LL } = useI18n()
	const t = LL.hashtag
	return (
		<>
			<label htmlFor="tool-category" className={css({ srOnly: true })}>
				{t.categoryLabel()}
			</label>
			<select
				id="tool-category"
				name="category"
				value={value}
				onChange={(e) => onChange(e.target.value)}
				className={select}
				title={t.categoryLabel()}
				data-testid="category-select"
			>
				<option value="">{t.categoryAny()}</option>
				{HASHTAG_CATEGORIES.map((category) => (
					<option key={category} value={category}>
						{t.categories[category]()}
					</option>
				))}
			</select>
		</>
	)
}
