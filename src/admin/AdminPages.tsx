import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { CONTACT_CATEGORIES } from '../contact/schema'
import {
	DELIVERY_STATES,
	type InboxFilters,
	type MessageChange,
	type MessageRow,
	PAGE_SIZE,
	REVIEW_STATES,
	SUSPECTED_TO_REVIEW,
} from './messages.server'
import type { dashboardStats } from './stats.server'

// The admin area's screens (decision 18), rendered on the server without any script: every
// action is a form post with the session's CSRF token, then a redirect. English only (issue 6).
// React escapes every value, so a message's HTML is shown as text, never run.

const shell = css({ maxWidth: '6xl', marginInline: 'auto', paddingInline: '4', paddingBlock: '8' })
const h1 = css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '4' })
const h2 = css({ fontSize: 'xl', fontWeight: 'bold', marginBottom: '3' })
const table = css({
	width: '100%',
	borderCollapse: 'collapse',
	fontSize: 'sm',
	'& th, & td': {
		textAlign: 'start',
		paddingBlock: '2',
		paddingInline: '2',
		borderBottomWidth: '1px',
		borderColor: 'border',
		verticalAlign: 'top',
	},
	'& th': { fontWeight: 'semibold', color: 'fg.muted' },
})
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const link = css({ color: 'accent.text', textDecoration: 'underline' })
const badge = css({
	display: 'inline-block',
	fontSize: 'xs',
	fontWeight: 'semibold',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'full',
	paddingInline: '2',
	marginInlineEnd: '1',
})
const input = css({
	bg: 'bg.elevated',
	color: 'fg',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	minHeight: '40px',
	paddingInline: '2',
})
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })
const alert = css({
	bg: 'danger.subtle',
	color: 'danger.text',
	borderWidth: '1px',
	borderColor: 'danger',
	borderRadius: 'md',
	padding: '3',
	marginBottom: '4',
})
const bar = css({ bg: 'accent', height: '3', borderRadius: 'sm', minWidth: '1px' })

export interface Chrome {
	/** The session's CSRF token; null on the sign-in and "off" pages. */
	csrf: string | null
}

export function AdminDocument({
	title,
	inlineCss,
	children,
}: {
	title: string
	inlineCss: string
	children: ReactNode
}) {
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex, nofollow" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<title>{`${title} – Tubekit admin`}</title>
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet */}
				<style dangerouslySetInnerHTML={{ __html: inlineCss }} />
			</head>
			<body>{children}</body>
		</html>
	)
}

function Nav({ csrf }: Chrome) {
	return (
		<header className={css({ borderBottomWidth: '1px', borderColor: 'border', bg: 'bg.subtle' })}>
			<nav
				aria-label="Admin"
				className={css({
					maxWidth: '6xl',
					marginInline: 'auto',
					paddingInline: '4',
					paddingBlock: '3',
					display: 'flex',
					gap: '4',
					alignItems: 'center',
				})}
			>
				<strong>Tubekit admin</strong>
				<a href="/admin" className={link}>
					Dashboard
				</a>
				<a href="/admin/messages" className={link}>
					Inbox
				</a>
				{csrf && (
					<form method="post" action="/admin/logout" className={css({ marginInlineStart: 'auto' })}>
						<input type="hidden" name="_csrf" value={csrf} />
						<button type="submit" className={button({ variant: 'outline', size: 'sm' })}>
							Sign out
						</button>
					</form>
				)}
			</nav>
		</header>
	)
}

export function OffPage() {
	return (
		<main className={shell}>
			<h1 className={h1}>The admin area is off</h1>
			<p>
				Set <code>ADMIN_PASSWORD</code> (at least 10 characters) and restart Tubekit to turn it on. There is no default
				password.
			</p>
		</main>
	)
}

export function LoginPage({ error }: { error?: string }) {
	return (
		<main className={css({ maxWidth: 'md', marginInline: 'auto', paddingInline: '4', paddingBlock: '8' })}>
			<h1 className={h1}>Sign in to the admin area</h1>
			{error && (
				<p role="alert" className={alert} data-testid="admin-error">
					{error}
				</p>
			)}
			<form method="post" action="/admin/login" className={card()}>
				<label htmlFor="admin-password" className={css({ fontWeight: 'semibold' })}>
					Password
				</label>
				<input
					id="admin-password"
					name="password"
					type="password"
					required
					autoComplete="current-password"
					className={input}
				/>
				<button type="submit" className={button()}>
					Sign in
				</button>
			</form>
		</main>
	)
}

export function ErrorScreen({ title, text, csrf }: { title: string; text: string } & Chrome) {
	return (
		<>
			<Nav csrf={csrf} />
			<main className={shell}>
				<h1 className={h1}>{title}</h1>
				<p role="alert">{text}</p>
			</main>
		</>
	)
}

type Stats = Awaited<ReturnType<typeof dashboardStats>>

export interface ServiceRow {
	name: string
	available: boolean
	detail: string
	/** Each browser worker, with its address (the admin may see it; /readyz never shows it). */
	workers: { index: number; url: string; state: string; detail: string; restarts: number }[]
}

export function DashboardPage({
	csrf,
	stats,
	counts,
	refusals,
	outbox,
	services,
}: Chrome & {
	stats: Stats
	counts: { review: Record<string, number>; delivery: Record<string, number>; spam: number; suspected: number }
	refusals: { refused: number; calls: number }
	outbox: { configured: boolean }
	services: ServiceRow[]
}) {
	const maxDay = Math.max(1, ...stats.pageViewsPerDay.map((d) => d.views))
	const totalViews = stats.pageViewsPerDay.reduce((a, d) => a + d.views, 0)
	return (
		<>
			<Nav csrf={csrf} />
			<main className={shell}>
				<h1 className={h1}>Dashboard</h1>
				<div
					className={css({
						display: 'grid',
						gap: '4',
						gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
						marginBottom: '8',
					})}
				>
					<section className={card()} data-testid="admin-inbox-summary">
						<h2 className={h2}>Inbox</h2>
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
					<section className={card()} data-testid="admin-delivery-summary">
						<h2 className={h2}>E-mail delivery</h2>
						<p>
							{counts.delivery.sent} sent, {counts.delivery.pending} pending,{' '}
							<a href="/admin/messages?delivery=failed&review=all" className={link}>
								{counts.delivery.failed} failed
							</a>
							, {counts.delivery.not_configured} waiting for SMTP
						</p>
						{!outbox.configured && <p className={muted}>SMTP is not configured: set SMTP_URL and SUPPORT_EMAIL.</p>}
					</section>
					<section className={card()} data-testid="admin-refusals">
						<h2 className={h2}>YouTube refusals</h2>
						<p>
							{`${refusals.refused} of ${refusals.calls} tool calls in ${stats.days} days${
								refusals.calls > 0 ? ` (${((refusals.refused / refusals.calls) * 100).toFixed(1)}%)` : ''
							}`}
						</p>
						<p className={muted}>Blocked, consent page or token required: see tool usage below.</p>
					</section>
				</div>

				<ServicesTable services={services} />

				<section className={css({ marginBottom: '8' })} aria-labelledby="views-per-day">
					<h2 id="views-per-day" className={h2}>
						Page views per day (last {stats.days} days, {totalViews} in all)
					</h2>
					<table className={table} data-testid="admin-views-per-day">
						<thead>
							<tr>
								<th>Day</th>
								<th className={num}>Views</th>
								<th className={css({ width: '50%' })}>
									<span className={css({ srOnly: true })}>Chart</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{stats.pageViewsPerDay.map((d) => (
								<tr key={d.day}>
									<td>{d.day}</td>
									<td className={num}>{d.views}</td>
									<td>
										<div className={bar} style={{ width: `${(d.views / maxDay) * 100}%` }} />
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>

				<div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
					<section aria-labelledby="views-per-page">
						<h2 id="views-per-page" className={h2}>
							Page views per page and language
						</h2>
						<table className={table} data-testid="admin-views-per-page">
							<thead>
								<tr>
									<th>Page</th>
									<th>Language</th>
									<th className={num}>Views</th>
								</tr>
							</thead>
							<tbody>
								{stats.pageViews.map((p) => (
									<tr key={`${p.path}|${p.lang}`}>
										<td>{p.path}</td>
										<td>{p.lang}</td>
										<td className={num}>{p.views}</td>
									</tr>
								))}
							</tbody>
						</table>
					</section>
					<section aria-labelledby="tool-usage">
						<h2 id="tool-usage" className={h2}>
							Tool usage by outcome
						</h2>
						<table className={table} data-testid="admin-tool-usage">
							<thead>
								<tr>
									<th>Tool</th>
									<th>Outcome</th>
									<th className={num}>Calls</th>
								</tr>
							</thead>
							<tbody>
								{stats.toolUsage.map((t) => (
									<tr key={`${t.tool}|${t.outcome}`}>
										<td>{t.tool}</td>
										<td>{t.outcome}</td>
										<td className={num}>{t.calls}</td>
									</tr>
								))}
							</tbody>
						</table>
					</section>
				</div>
			</main>
		</>
	)
}

const LABELS: Record<string, string> = {
	general: 'General Inquiry',
	bug: 'Bug Report',
	feature: 'Feature Request',
	legal: 'Legal/Privacy',
	business: 'Business/Partnership',
	not_configured: 'not configured',
}
const label = (v: string) => LABELS[v] ?? v

function Select({ name, value, options }: { name: string; value: string; options: [string, string][] }) {
	return (
		<label
			className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'semibold' })}
		>
			{name === 'q' ? 'Search' : name[0]?.toUpperCase() + name.slice(1)}
			<select name={name} defaultValue={value} className={input}>
				{options.map(([v, text]) => (
					<option key={v} value={v}>
						{text}
					</option>
				))}
			</select>
		</label>
	)
}

/** The query string of `filters` with `change` applied (pagination links, CSV link). */
export function filterQuery(filters: InboxFilters, change: Partial<InboxFilters> = {}): string {
	const f = { ...filters, ...change }
	const params = new URLSearchParams()
	for (const [k, v] of Object.entries(f)) if (v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v))
	const s = params.toString()
	return s ? `?${s}` : ''
}

export function InboxPage({
	csrf,
	filters,
	messages,
	total,
}: Chrome & { filters: InboxFilters; messages: MessageRow[]; total: number }) {
	const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
	return (
		<>
			<Nav csrf={csrf} />
			<main className={shell}>
				<h1 className={h1}>Inbox</h1>
				<form
					method="get"
					action="/admin/messages"
					className={`${row} ${css({ marginBottom: '6' })}`}
					data-testid="admin-filters"
				>
					<Select
						name="review"
						value={filters.review}
						options={[
							['active', 'New and read'],
							...REVIEW_STATES.map((s): [string, string] => [s, s]),
							['all', 'All'],
						]}
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
					<label
						className={css({
							display: 'flex',
							flexDirection: 'column',
							gap: '1',
							fontSize: 'sm',
							fontWeight: 'semibold',
							flex: 1,
							minWidth: '12rem',
						})}
					>
						Search
						<input type="search" name="q" defaultValue={filters.q} className={input} data-testid="admin-search" />
					</label>
					<button type="submit" className={button({ size: 'sm' })}>
						Filter
					</button>
					<a
						href={`/admin/messages.csv${filterQuery(filters, { page: 1 })}`}
						className={button({ variant: 'outline', size: 'sm' })}
						data-testid="admin-csv"
					>
						Export CSV
					</a>
				</form>
				<p className={muted} data-testid="admin-total">
					{`${total} message${total === 1 ? '' : 's'}`}
				</p>
				<table className={table} data-testid="admin-messages">
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
									<span className={badge}>{m.review}</span>
									<span className={badge}>{label(m.delivery)}</span>
									{m.spam && <span className={badge}>spam</span>}
									{m.suspect && <span className={badge}>suspected</span>}
								</td>
							</tr>
						))}
					</tbody>
				</table>
				{pages > 1 && (
					<nav aria-label="Pages" className={`${row} ${css({ marginTop: '4' })}`}>
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
				)}
			</main>
		</>
	)
}

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
			<button
				type="submit"
				className={button({ variant: danger ? 'solid' : 'outline', size: 'sm' })}
				data-testid={`admin-${change}`}
			>
				{text}
			</button>
		</form>
	)
}

export function MessagePage({ csrf, message: m }: { csrf: string; message: MessageRow }) {
	return (
		<>
			<Nav csrf={csrf} />
			<main className={shell}>
				<p>
					<a href="/admin/messages" className={link}>
						Back to the inbox
					</a>
				</p>
				<h1 className={`${h1} ${css({ marginTop: '4' })}`} data-testid="admin-subject">
					{m.subject}
				</h1>
				<dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', marginBottom: '6' })}>
					<dt className={muted}>From</dt>
					<dd data-testid="admin-from">
						{m.name} &lt;{m.email}&gt;
					</dd>
					<dt className={muted}>Category</dt>
					<dd>{label(m.category)}</dd>
					<dt className={muted}>Page language</dt>
					<dd>{m.lang}</dd>
					<dt className={muted}>Received</dt>
					<dd>{m.createdAt.toISOString()}</dd>
					<dt className={muted}>Review</dt>
					<dd data-testid="admin-review">{m.review}</dd>
					<dt className={muted}>Delivery</dt>
					<dd data-testid="admin-delivery">
						{label(m.delivery)}
						{m.spam && ' (spam: never mailed unless released)'}, {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
						{m.sentAt && `, sent ${m.sentAt.toISOString()}`}
						{m.nextAttemptAt && m.delivery !== 'sent' && `, next attempt ${m.nextAttemptAt.toISOString()}`}
					</dd>
					{m.suspect && (
						<>
							<dt className={muted}>Suspected spam</dt>
							<dd data-testid="admin-suspect">{`${m.suspect} (weak signals: mailed anyway, marked)`}</dd>
						</>
					)}
					{m.lastError && (
						<>
							<dt className={muted}>Last error</dt>
							<dd>{m.lastError}</dd>
						</>
					)}
					<dt className={muted}>Message-ID</dt>
					<dd>
						<code>{m.messageId}</code>
					</dd>
				</dl>
				<div
					className={`${card()} ${css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}`}
					data-testid="admin-body"
				>
					{m.message}
				</div>
				<div className={`${row} ${css({ marginTop: '6' })}`}>
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
					{!m.spam && m.delivery !== 'sent' && (
						<Action id={m.id} change="retry" csrf={csrf} text="Retry delivery now" />
					)}
					<a
						href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
						className={button({ variant: 'outline', size: 'sm' })}
					>
						Reply by e-mail
					</a>
					<Action id={m.id} change="delete" csrf={csrf} text="Delete" danger />
				</div>
			</main>
		</>
	)
}

/**
 * What /readyz says about each optional service, with what it must not say in public: every
 * browser worker's address (decision 20: the admin sees the details).
 */
function ServicesTable({ services }: { services: ServiceRow[] }) {
	return (
		<section className={css({ marginBottom: '8' })} aria-labelledby="services">
			<h2 id="services" className={h2}>
				Services
			</h2>
			<table className={table} data-testid="admin-services">
				<thead>
					<tr>
						<th>Service</th>
						<th>State</th>
						<th>Detail</th>
					</tr>
				</thead>
				<tbody>
					{services.flatMap((service) => [
						<tr key={service.name}>
							<td>{service.name}</td>
							<td>{service.available ? 'available' : 'unavailable'}</td>
							<td>{service.detail}</td>
						</tr>,
						...service.workers.map((w) => (
							<tr key={`${service.name}-${w.index}`}>
								<td className={muted}>
									{service.name} {w.index + 1}: {w.url}
								</td>
								<td>{w.state}</td>
								<td>
									{w.detail}
									{w.restarts > 0 ? ` (restarted ${w.restarts}×)` : ''}
								</td>
							</tr>
						)),
					])}
				</tbody>
			</table>
		</section>
	)
}
