import { css } from 'styled-system/css'
import { adminLayout, dataTable, mutedText } from 'styled-system/recipes'
import { pathsHeadline, type UpstreamPathsView } from './upstream-paths.server'

/** A phone scrolls the table sideways rather than squeezing its columns. */
const scroller = css({ overflowX: 'auto' })

const layout = adminLayout()
const table = dataTable()
const muted = mutedText()
const caption = `${muted} ${css({ textAlign: 'start', captionSide: 'top', paddingBlock: '2' })}`

const share = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '—')

/** `2026-11-24T14` as `Nov 24, 14:00`. */
const hourText = (hour: string) =>
	`${new Date(`${hour.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}, ${hour.slice(11, 13)}:00`

/**
 * Which way to YouTube works (issue 20, item 2): for each path (the innertube clients, the
 * browser worker, pages, images) and each egress (direct or a proxy), the requests answered,
 * refused and failed over the period, and whether the path is refusing now and since when.
 * Give it `upstreamPaths(db, period)` (upstream-paths.server.ts). Plain table markup: readable
 * without a script and by a screen reader; the path heads its rows.
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
					<table className={table.root}>
						<caption className={caption}>
							Requests to YouTube in {phrase}, by path and egress (each try counts: a request refused through one proxy
							and answered through the next is one of each)
						</caption>
						<thead>
							<tr>
								<th scope="col">Path</th>
								<th scope="col">Egress</th>
								<th scope="col">Answered</th>
								<th scope="col">Refused</th>
								<th scope="col">Failed</th>
								<th scope="col">Refused share</th>
								<th scope="col">Now</th>
							</tr>
						</thead>
						{view.paths.map((p) => (
							<tbody key={p.path}>
								{p.egresses.length === 0 ? (
									<tr>
										<th scope="row">{p.path}</th>
										<td colSpan={5}>—</td>
										<td>{stateText(p)}</td>
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
											{i === 0 ? <td rowSpan={p.egresses.length}>{stateText(p)}</td> : null}
										</tr>
									))
								)}
							</tbody>
						))}
					</table>
				</div>
			)}
		</section>
	)
}

function stateText(p: UpstreamPathsView['paths'][number]): string {
	if (p.refusingSince) return `refused since ${hourText(p.refusingSince)} UTC`
	if (p.lastHour) return `answering (last ${hourText(p.lastHour)} UTC)`
	return 'no request in 7 days'
}
