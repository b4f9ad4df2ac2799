import { css, cx } from 'styled-system/css'
import { adminLayout, card, textLink } from 'styled-system/recipes'
import { AdminNav } from './AdminNav'
import { MessageActions } from './MessageActions'
import { MessageDetails } from './MessageDetails'
import type { MessageRow } from './messages.server'

const layout = adminLayout()
const backLink = textLink()
const subject = cx(layout.title, css({ marginTop: '4' }))
const messageBody = cx(card(), css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }))

/**
 * /admin/messages/:id: one message. React escapes every value, so a message's HTML is shown
 * as text, never run; its line breaks are kept.
 */
export function MessagePage({ csrf, message: m }: { csrf: string; message: MessageRow }) {
	return (
		<>
			<AdminNav csrf={csrf} />
			<main className={layout.main}>
				<p>
					<a href="/admin/messages" className={backLink}>
						Back to the inbox
					</a>
				</p>
				<h1 className={subject} data-testid="admin-subject">
					{m.subject}
				</h1>
				<MessageDetails message={m} />
				<div className={messageBody} data-testid="admin-body">
					{m.message}
				</div>
				<MessageActions csrf={csrf} message={m} />
			</main>
		</>
	)
}
