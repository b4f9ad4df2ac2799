import { badge, dataTable, mutedText, textLink } from 'styled-system/recipes'
import { label } from './labels'
import type { MessageRow } from './messages.server'
import { TableScroll } from './TableScroll'

const table = dataTable()
const muted = mutedText()
const link = textLink()
const stateBadge = badge()

/** One page of the inbox: new messages' subjects in bold, every state as a badge. */
export function MessagesTable({ messages }: { messages: MessageRow[] }) {
	return (
		<TableScroll>
			<table className={table.root} data-testid="admin-messages">
				<thead>
					<tr>
						<th>Received</th>
						<th>From</th>
						<th>Subject</th>
						<th>Category</th>
						<th>State</th>
					</tr>
				</thead>
				<tbody>
					{messages.map((m) => (
						<tr key={m.id} data-testid="admin-message-row" data-id={m.id}>
							<td>{m.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
							<td>
								{m.name}
								<br />
								<span className={muted}>{m.email}</span>
							</td>
							<td>
								<a href={`/admin/messages/${m.id}`} className={link}>
									{m.review === 'new' ? <strong>{m.subject}</strong> : m.subject}
								</a>
							</td>
							<td>{label(m.category)}</td>
							<td>
								<span className={stateBadge}>{m.review}</span>
								<span className={stateBadge}>{label(m.delivery)}</span>
								{m.spam && <span className={stateBadge}>spam</span>}
								{m.suspect && <span className={stateBadge}>suspected</span>}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableScroll>
	)
}
