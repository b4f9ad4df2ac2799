import { css } from 'styled-system/css'
import { adminLayout, dataTable } from 'styled-system/recipes'

const bar = css({ bg: 'accent', height: '3', borderRadius: 'sm', minWidth: '1px' })

/** Page views of every day of the range, each with a bar scaled to the busiest day. */
export function ViewsPerDayTable({ perDay, days }: { perDay: { day: string; views: number }[]; days: number }) {
	const layout = adminLayout()
	const table = dataTable()
	const maxDay = Math.max(1, ...perDay.map((d) => d.views))
	const totalViews = perDay.reduce((a, d) => a + d.views, 0)
	return (
		<section className={layout.section} aria-labelledby="views-per-day">
			<h2 id="views-per-day" className={layout.heading}>
				Page views per day (last {days} days, {totalViews} in all)
			</h2>
			<table className={table.root} data-testid="admin-views-per-day">
				<thead>
					<tr>
						<th>Day</th>
						<th className={table.number}>Views</th>
						<th className={css({ width: '50%' })}>
							<span className={css({ srOnly: true })}>Chart</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{perDay.map((d) => (
						<tr key={d.day}>
							<td>{d.day}</td>
							<td className={table.number}>{d.views}</td>
							<td>
								<div className={bar} style={{ width: `${(d.views / maxDay) * 100}%` }} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
