import { css, cx } from 'styled-system/css'
import { adminField, adminLayout, button } from 'styled-system/recipes'
import { CONTACT_CATEGORIES } from '../contact/fields'
import { filterQuery } from './filter-query'
import { label } from './labels'
import { DELIVERY_STATES, type InboxFilters, REVIEW_STATES } from './messages.server'

const field = adminField({ stacked: true })

function Select({ name, value, options }: { name: string; value: string; options: [string, string][] }) {
	return (
		<label className={field.label}>
			{name[0]?.toUpperCase() + name.slice(1)}
			<select name={name} defaultValue={value} className={field.control}>
				{options.map(([v, text]) => (
					<option key={v} value={v}>
						{text}
					</option>
				))}
			</select>
		</label>
	)
}

const toolbar = cx(adminLayout().toolbar, css({ marginBottom: '6' }))
const searchLabel = cx(field.label, css({ flex: 1, minWidth: '12rem' }))
const filterButton = button({ size: 'sm' })
const csvButton = button({ variant: 'outline', size: 'sm' })

/** The inbox's filters: a plain GET form, so every filtered view is a link; and its CSV export. */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
	return (
		<form method="get" action="/admin/messages" className={toolbar} data-testid="admin-filters">
			<Select
				name="review"
				value={filters.review}
				options={[['active', 'New and read'], ...REVIEW_STATES.map((s): [string, string] => [s, s]), ['all', 'All']]}
			/>
			<Select
				name="category"
				value={filters.category}
				options={[['', 'Any'], ...CONTACT_CATEGORIES.map((c): [string, string] => [c, label(c)])]}
			/>
			<Select
				name="delivery"
				value={filters.delivery}
				options={[['', 'Any'], ...DELIVERY_STATES.map((d): [string, string] => [d, label(d)])]}
			/>
			<Select
				name="spam"
				value={filters.spam}
				options={[
					['no', 'Not spam'],
					['suspected', 'Suspected only'],
					['yes', 'Spam only'],
					['all', 'All'],
				]}
			/>
			<label className={searchLabel}>
				Search
				<input type="search" name="q" defaultValue={filters.q} className={field.control} data-testid="admin-search" />
			</label>
			<button type="submit" className={filterButton}>
				Filter
			</button>
			<a href={`/admin/messages.csv${filterQuery(filters, { page: 1 })}`} className={csvButton} data-testid="admin-csv">
				Export CSV
			</a>
		</form>
	)
}
