import { css, cx } from 'styled-system/css'
import { adminLayout, button } from 'styled-system/recipes'
import type { MessageChange, MessageRow } from './messages.server'

const solidButton = button({ variant: 'solid', size: 'sm' })
const outlineButton = button({ variant: 'outline', size: 'sm' })

/** One change of the message as a form post with the CSRF token (no script in the admin). */
function Action({
	id,
	change,
	csrf,
	text,
	danger,
}: {
	id: number
	change: MessageChange
	csrf: string
	text: string
	danger?: boolean
}) {
	return (
		<form method="post" action={`/admin/messages/${id}/${change}`}>
			<input type="hidden" name="_csrf" value={csrf} />
			<button type="submit" className={danger ? solidButton : outlineButton} data-testid={`admin-${change}`}>
				{text}
			</button>
		</form>
	)
}

const toolbar = cx(adminLayout().toolbar, css({ marginTop: '6' }))

/** What can be done with a message in its state: read/unread, archive, release or retry, reply, delete. */
export function MessageActions({ csrf, message: m }: { csrf: string; message: MessageRow }) {
	return (
		<div className={toolbar}>
			{m.review === 'new' ? (
				<Action id={m.id} change="read" csrf={csrf} text="Mark read" />
			) : (
				<Action id={m.id} change="unread" csrf={csrf} text="Mark unread" />
			)}
			{m.review === 'archived' ? (
				<Action id={m.id} change="unarchive" csrf={csrf} text="Move back to inbox" />
			) : (
				<Action id={m.id} change="archive" csrf={csrf} text="Archive" />
			)}
			{m.spam && <Action id={m.id} change="notSpam" csrf={csrf} text="Not spam: deliver" />}
			{!m.spam && m.delivery !== 'sent' && <Action id={m.id} change="retry" csrf={csrf} text="Retry delivery now" />}
			<a
				href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
				className={outlineButton}
			>
				Reply by e-mail
			</a>
			<Action id={m.id} change="delete" csrf={csrf} text="Delete" danger />
		</div>
	)
}
