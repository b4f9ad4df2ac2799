import { css, cx } from 'styled-system/css'
import { adminLayout, mutedText, textLink } from 'styled-system/recipes'
import { filterQuery } from './filter-query'
import type { InboxFilters } from './messages.server'

const toolbar = cx(adminLayout().toolbar, css({ marginTop: '4' }))
const link = textLink()
const muted = mutedText()

/** Newer and older pages of the inbox, keeping the filters; nothing when one page holds all. */
export function InboxPagination({ filters, pages }: { filters: InboxFilters; pages: number }) {
	if (pages <= 1) return null
	return (
		<nav aria-label="Pages" className={toolbar}>
			{filters.page > 1 && (
				<a href={`/admin/messages${filterQuery(filters, { page: filters.page - 1 })}`} className={link}>
					Newer
				</a>
			)}
			<span className={muted}>
				Page {filters.page} of {pages}
			</span>
			{filters.page < pages && (
				<a href={`/admin/messages${filterQuery(filters, { page: filters.page + 1 })}`} className={link}>
					Older
				</a>
			)}
		</nav>
	)
}
