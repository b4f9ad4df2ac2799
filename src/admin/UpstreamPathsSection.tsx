import { css } from 'styled-system/css'
import { adminLayout, dataTable, mutedText } from 'styled-system/recipes'
import { TableScroll } from './TableScroll'
import { type PathNow, pathsHeadline, type UpstreamPathsView, windowPhrase } from './upstream-paths.server'

/** A phone scrolls the table sideways rather than squeezing its columns. */
const scroller = css({ overflowX: 'auto' })

const layout = adminLayout()
const table = dataTable()
const muted = mutedText()
const caption = `${muted} ${css({ textAlign: 'start', captionSide: 'top', paddingBlock: '2' })}`

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—')

/** An ISO time as `Nov 24, 14:05 UTC`. */
const timeText = (iso: string) =>
	`${new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}, ${iso.slice(11, 16)} UTC`

/**
 * Which way to YouTube works: for each path (the innertube clients, the
 * browser worker, pages, images) and each egress (direct or a proxy), the requests answered,
 * refused and failed over the period, and what the path is doing now: the refusal alert's window
 * (refused at the alert's share, answering, or not tried in it and since when), so the column
 * never says "answering" while the alert counts a block. Give it `upstreamPaths(db, period, window)`
 * (upstream-paths.server.ts). Plain table markup: readable without a script and by a screen reader;
 * the path heads its rows. English, as the whole admin area (AdminDocument.tsx).
 */
export function UpstreamPathsSection({ view, phrase }: { view: UpstreamPathsView; phrase: string }) {
	const headline = pathsHeadline(view)
	return (
		<section className={layout.section} aria-labelledby="upstream-paths" data-testid="admin-upstream-paths">
			<h2 id="upstream-paths" className={layout.heading}>
				Which way to YouTube works
			</h2>
			{headline ? (
				<p role="status" data-testid="admin-upstream-headline">
					<strong>{headline}</strong>
				</p>
			) : null}
			{view.paths.length === 0 ? (
				<p className={muted}>No request to YouTube in {phrase}.</p>
			) : (
				<div className={scroller}>
					<TableScroll>
						<table className={table.root}>
							<caption className={caption}>
								Requests to YouTube in {phrase}, by path and egress (each try counts: a request refused through one
								proxy and answered through the next is one of each)
							</caption>
							<thead>
								<tr>
									<th scope="col">Path</th>
									<th scope="col">Egress</th>
									<th scope="col">Answered</th>
									<th scope="col">Refused</th>
									<th scope="col">Failed</th>
									<th scope="col">Refused share</th>
									<th scope="col">Now ({windowPhrase(view.window.minutes)})</th>
								</tr>
							</thead>
							{view.paths.map((p) => (
								<tbody key={p.path}>
									{p.egresses.length === 0 ? (
										<tr>
											<th scope="row">{p.path}</th>
											<td colSpan={5}>—</td>
											<td>{nowText(p.now)}</td>
										</tr>
									) : (
										p.egresses.map((e, i) => (
											<tr key={e.egress}>
												{i === 0 ? (
													<th scope="rowgroup" rowSpan={p.egresses.length}>
														{p.path}
													</th>
												) : null}
												<td>{e.egress}</td>
												<td className={table.number}>{e.ok}</td>
												<td className={table.number}>{e.refused}</td>
												<td className={table.number}>{e.failed}</td>
												<td className={table.number}>{share(e.refused, e.ok + e.refused + e.failed)}</td>
												{i === 0 ? <td rowSpan={p.egresses.length}>{nowText(p.now)}</td> : null}
											</tr>
										))
									)}
								</tbody>
							))}
						</table>
					</TableScroll>
				</div>
			)}
		</section>
	)
}

function nowText(now: PathNow): string {
	if (now.state === 'untried') return now.since ? `not tried since ${timeText(now.since)}` : 'not tried in 7 days'
	return now.state === 'refused'
		? `refused: ${now.refusals} of ${now.calls} calls`
		: `answering: ${now.refusals} of ${now.calls} calls refused`
}
