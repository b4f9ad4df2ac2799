import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/recipes'
import { label } from './labels'
import type { MessageRow } from './messages.server'

/** Who sent a message, when, and where its delivery stands (attempts, last error, Message-ID). */
export function MessageDetails({ message: m }: { message: MessageRow }) {
	const name = mutedText()
	return (
		<dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', marginBottom: '6' })}>
			<dt className={name}>From</dt>
			<dd data-testid="admin-from">
				{m.name} &lt;{m.email}&gt;
			</dd>
			<dt className={name}>Category</dt>
			<dd>{label(m.category)}</dd>
			<dt className={name}>Page language</dt>
			<dd>{m.lang}</dd>
			<dt className={name}>Received</dt>
			<dd>{m.createdAt.toISOString()}</dd>
			<dt className={name}>Review</dt>
			<dd data-testid="admin-review">{m.review}</dd>
			<dt className={name}>Delivery</dt>
			<dd data-testid="admin-delivery">
				{label(m.delivery)}
				{m.spam && ' (spam: never mailed unless released)'}, {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
				{m.sentAt && `, sent ${m.sentAt.toISOString()}`}
				{m.nextAttemptAt && m.delivery !== 'sent' && `, next attempt ${m.nextAttemptAt.toISOString()}`}
			</dd>
			{m.suspect && (
				<>
					<dt className={name}>Suspected spam</dt>
					<dd data-testid="admin-suspect">{`${m.suspect} (weak signals: mailed anyway, marked)`}</dd>
				</>
			)}
			{m.lastError && (
				<>
					<dt className={name}>Last error</dt>
					<dd>{m.lastError}</dd>
				</>
			)}
			<dt className={name}>Message-ID</dt>
			<dd>
				<code>{m.messageId}</code>
			</dd>
		</dl>
	)
}
