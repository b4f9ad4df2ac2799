import { css } from 'styled-system/css'
import { adminLayout, card, mutedText, textLink } from 'styled-system/recipes'
import { SUSPECTED_TO_REVIEW } from './messages.server'

export interface DashboardCounts {
	review: Record<string, number>
	delivery: Record<string, number>
	spam: number
	suspected: number
}

const { heading } = adminLayout()
const cards = css({
	display: 'grid',
	gap: '4',
	gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
	marginBottom: '8',
})
const summaryCard = card()
const link = textLink()
const muted = mutedText()

/** The dashboard's three cards: the inbox, e-mail delivery and how often YouTube refused us. */
export function DashboardSummary({
	counts,
	refusals,
	outbox,
	phrase,
}: {
	counts: DashboardCounts
	refusals: { refused: number; calls: number }
	outbox: { configured: boolean }
	/** The period, as in "in the last 30 days". */
	phrase: string
}) {
	return (
		<div className={cards}>
			<section className={summaryCard} data-testid="admin-inbox-summary">
				<h2 className={heading}>Inbox</h2>
				<p>
					<a href="/admin/messages?review=new" className={link}>
						{counts.review.new} new
					</a>
					, {counts.review.read} read, {counts.review.archived} archived
				</p>
				{/* Mailed already, marked: the count is a prompt to look, not a queue to release. */}
				<p data-testid="admin-suspected">
					<a href={`/admin/messages?${new URLSearchParams(SUSPECTED_TO_REVIEW)}`} className={link}>
						{`${counts.suspected} suspected spam to review`}
					</a>
				</p>
				<p className={muted}>{counts.spam} kept apart as spam</p>
			</section>
			<section className={summaryCard} data-testid="admin-delivery-summary">
				<h2 className={heading}>E-mail delivery</h2>
				<p>
					{counts.delivery.sent} sent, {counts.delivery.pending} pending,{' '}
					<a href="/admin/messages?delivery=failed&review=all" className={link}>
						{counts.delivery.failed} failed
					</a>
					, {counts.delivery.not_configured} waiting for SMTP
				</p>
				{!outbox.configured && <p className={muted}>SMTP is not configured: set SMTP_URL and SUPPORT_EMAIL.</p>}
			</section>
			<section className={summaryCard} data-testid="admin-refusals">
				<h2 className={heading}>YouTube refusals</h2>
				<p>
					{`${refusals.refused} of ${refusals.calls} tool calls in ${phrase}${
						refusals.calls > 0 ? ` (${((refusals.refused / refusals.calls) * 100).toFixed(1)}%)` : ''
					}`}
				</p>
				<p className={muted}>Blocked, consent page or token required: see the charts below.</p>
			</section>
		</div>
	)
}
