import type { ReactNode } from 'react'
import { chart } from 'styled-system/recipes'
import { DataTable, type DataTableProps } from './DataTable'

const slots = chart()

/**
 * A chart's frame: its heading and total, the chart, and the same figures as a table
 * behind a disclosure, for screen readers, for copying, and for exact numbers.
 */
export function ChartCard({
	id,
	title,
	total,
	testId,
	table,
	children,
}: {
	id: string
	title: string
	/** A short figure beside the heading: "1,234 in all". */
	total?: string
	testId: string
	table: DataTableProps
	children: ReactNode
}) {
	return (
		<section className={slots.root} aria-labelledby={`${id}-heading`} data-testid={testId}>
			<div className={slots.header}>
				<h2 id={`${id}-heading`} className={slots.title}>
					{title}
				</h2>
				{total && <p className={slots.total}>{total}</p>}
			</div>
			{children}
			<details className={slots.details}>
				<summary className={slots.summary}>Show as a table</summary>
				<TableRegion label={`${title}: table`}>
					<DataTable {...table} />
				</TableRegion>
			</details>
		</section>
	)
}

/** A table that scrolls on its own (long periods, narrow phones), so it takes the keyboard too. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
		<section className={slots.tableWrap} aria-label={label} tabIndex={0}>
			{children}
		</section>
	)
}
