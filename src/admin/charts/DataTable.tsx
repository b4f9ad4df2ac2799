import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { TableScroll } from '../TableScroll'

const srOnly = css({ srOnly: true })
// Row headers name the bucket or label: read as such, shown like the other cells.
const rowHeader = css({ color: 'fg', fontWeight: 'normal', whiteSpace: 'nowrap' })
const table = dataTable()

export interface DataTableProps {
	caption: string
	columns: { label: string; numeric?: boolean }[]
	rows: (string | number)[][]
	testId?: string
}

/** The figures behind a chart, one row per bucket or label; numbers end-aligned. */
export function DataTable({ caption, columns, rows, testId }: DataTableProps) {
	return (
		<TableScroll>
			<table className={table.root} data-testid={testId}>
				<caption className={srOnly}>{caption}</caption>
				<thead>
					<tr>
						{columns.map((col) => (
							<th key={col.label} scope="col" className={col.numeric ? table.number : undefined}>
								{col.label}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={String(row[0])}>
							{row.map((cell, i) => {
								const col = columns[i]
								return i === 0 ? (
									<th key={col?.label} scope="row" className={rowHeader}>
										{cell}
									</th>
								) : (
									<td key={col?.label} className={col?.numeric ? table.number : undefined}>
										{typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
									</td>
								)
							})}
						</tr>
					))}
				</tbody>
			</table>
		</TableScroll>
	)
}
