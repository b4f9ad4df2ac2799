import type { ReactNode } from 'react'
import { dataTable } from 'styled-system/recipes'

const table = dataTable()

/**
 * The box every admin table sits in: on a phone a table wider than the screen scrolls inside it
 * instead of widening the page. A keyboard user scrolls it too, so it takes focus (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function TableScroll({ children }: { children: ReactNode }) {
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
		<div className={table.scroll} tabIndex={0}>
			{children}
		</div>
	)
}
