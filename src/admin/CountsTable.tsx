import { adminLayout, dataTable } from 'styled-system/recipes'

/**
 * A titled table of counts under two labels (page and language, tool and outcome): the
 * dashboard's totals of the range.
 */
export function CountsTable({
	id,
	title,
	testId,
	columns,
	rows,
}: {
	id: string
	title: string
	testId: string
	/** The two labels' headings, then the count's. */
	columns: [string, string, string]
	rows: [string, string, number][]
}) {
	const table = dataTable()
	return (
		<section aria-labelledby={id}>
			<h2 id={id} className={adminLayout().heading}>
				{title}
			</h2>
			<table className={table.root} data-testid={testId}>
				<thead>
					<tr>
						<th>{columns[0]}</th>
						<th>{columns[1]}</th>
						<th className={table.number}>{columns[2]}</th>
					</tr>
				</thead>
				<tbody>
					{rows.map(([a, b, n]) => (
						<tr key={`${a}|${b}`}>
							<td>{a}</td>
							<td>{b}</td>
							<td className={table.number}>{n}</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
