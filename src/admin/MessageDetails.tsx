import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/recipes'
import { label } from './labels'
import type { MessageRow } from './messages.server'

const term = mutedText()
const list = css({
	display: 'grid',
	gridTemplateColumns: 'max-content minmax(0, 1fr)',
	gap: '2',
	marginBottom: '6',
	overflowWrap: 'anywhere',
})

/** Who sent a message, when, and where its delivery stands (attempts, last error, Message-ID). */
export function MessageDetails({ message: m }: { message: MessageRow }) {
	return (
		<dl className={list}>
			<dt className={term}>From</dt>
			<dd data-testid="admin-from">
				{m.name} &lt;{m.email}&gt;
			</dd>
			<dt className={term}>Category</dt>
			<dd>{label(m.category)}</dd>
			<dt className={term}>Page language</dt>
			<dd>{m.lang}</dd>
			<dt className={term}>Received</dt>
			<dd>{m.createdAt.toISOString()}</dd>
			<dt className={term}>Review</dt>
			<dd data-testid="admin-review">{m.review}</dd>
			<dt className={term}>Delivery</dt>
			<dd data-testid="admin-delivery">
				{label(m.delivery)}
				{m.spam && ' (spam: never mailed unless released)'}, {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
				{m.sentAt && `, sent ${m.sentAt.toISOString()}`}
				{m.nextAttemptAt && m.delivery !== 'sent' && `, next attempt ${m.nextAttemptAt.toISOString()}`}
			</dd>
			{m.suspect && (
				<>
					<dt className={term}>Suspected spam</dt>
					<dd data-testid="admin-suspect">{`${m.suspect} (weak signals: mailed anyway, marked)`}</dd>
				</>
			)}
			{m.lastError && (
				<>
					<dt className={term}>Last error</dt>
					<dd>{m.lastError}</dd>
				</>
			)}
			<dt className={term}>Message-ID</dt>
			<dd>
				<code>{m.messageId}</code>
			</dd>
		</dl>
	)
}
