import { adminLayout, mutedText } from 'styled-system/recipes'
import { AdminNav, type Chrome } from './AdminNav'
import { InboxFilterForm } from './InboxFilterForm'
import { InboxPagination } from './InboxPagination'
import { MessagesTable } from './MessagesTable'
import { type InboxFilters, type MessageRow, PAGE_SIZE } from './messages.server'

const layout = adminLayout()
const muted = mutedText()

/** /admin/messages: the filters, the number of matches, one page of them and the pagination. */
export function InboxPage({
	csrf,
	filters,
	messages,
	total,
}: Chrome & { filters: InboxFilters; messages: MessageRow[]; total: number }) {
	return (
		<>
			<AdminNav csrf={csrf} />
			<main className={layout.main}>
				<h1 className={layout.title}>Inbox</h1>
				<InboxFilterForm filters={filters} />
				<p className={muted} data-testid="admin-total">
					{`${total} message${total === 1 ? '' : 's'}`}
				</p>
				<MessagesTable messages={messages} />
				<InboxPagination filters={filters} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} />
			</main>
		</>
	)
}
