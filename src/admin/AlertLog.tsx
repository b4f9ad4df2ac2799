import { css } from 'styled-system/css'
import { adminLayout, dataTable, mutedText } from 'styled-system/recipes'
import type { AlertEventView } from '../alerts/log.server'
import { TableScroll } from './TableScroll'

/** A phone scrolls the table sideways rather than squeezing its columns. */
const scroller = css({ overflowX: 'auto' })

const layout = adminLayout()
const table = dataTable()
const emptyNote = mutedText()

const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * Every time the refusal alert fired or cleared, newest first, with what was
 * sent (e-mail, webhook: sent, failed, not configured, or pending while it goes out). Give it
 * `alertOverview(db).events` (src/alerts/log.server.ts). Alerts are not contact messages: they
 * have this log of their own, not the inbox.
 */
export function AlertLog({ events }: { events: AlertEventView[] }) {
	return (
		<section className={layout.section} aria-labelledby="alert-log">
			<h2 id="alert-log" className={layout.heading}>
				Alerts
			</h2>
			{events.length === 0 ? (
				<p className={emptyNote}>No alert yet: YouTube has not refused this server past the threshold.</p>
			) : (
				<div className={scroller}>
					<TableScroll>
						<table className={table.root} data-testid="admin-alert-log">
							<thead>
								<tr>
									<th scope="col">When (UTC)</th>
									<th scope="col">Alert</th>
									<th scope="col">Refused</th>
									<th scope="col">Paths refused</th>
									<th scope="col">E-mail</th>
									<th scope="col">Webhook</th>
								</tr>
							</thead>
							<tbody>
								{events.map((e) => (
									<tr key={e.id}>
										<td>{e.at.toISOString().slice(0, 16).replace('T', ' ')}</td>
										<td>{e.state === 'fired' ? 'fired' : 'cleared'}</td>
										<td className={table.number}>
											{percent(e.detail.share)} of {e.detail.calls}
										</td>
										<td>
											{e.detail.paths
												.filter((p) => p.refusals > 0)
												.slice(0, 3)
												.map((p) => `${p.path} via ${p.egress} (${p.refusals})`)
												.join(', ') || '—'}
										</td>
										<td>{e.email.replace('_', ' ')}</td>
										<td>{e.webhook.replace('_', ' ')}</td>
									</tr>
								))}
							</tbody>
						</table>
					</TableScroll>
				</div>
			)}
		</section>
	)
}
