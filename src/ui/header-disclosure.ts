import type { MouseEvent } from 'react'
import { css } from 'styled-system/css'

/**
 * The header's language list and phone menu are `<details>` in the server's HTML, so they open
 * without JavaScript. Both carry this name: opening one closes the other,
 * by the browser alone.
 */
export const HEADER_MENUS = 'header-menu'

/**
 * A summary that looks exactly like the widget's button that replaces it: block-level (an
 * inline box would sit on a text line and grow by its descender) and without the triangle.
 */
export const summaryLook = css({
	display: 'flex',
	listStyle: 'none',
	'&::-webkit-details-marker': { display: 'none' },
})

/**
 * With JavaScript, a click (Enter, Space) on the summary opens the real Ark widget instead of
 * the disclosure, so there is never a second widget on screen; should the widget's chunk fail
 * to load, the disclosure opens after all.
 */
export function openWidgetInstead(activate: () => Promise<void>) {
	return (event: MouseEvent<HTMLElement>) => {
		const details = event.currentTarget.closest('details')
		// Open already (before hydration, or after a failed load): the click closes it, as without a script.
		if (details?.open) return
		event.preventDefault()
		activate().catch(() => {
			if (details) details.open = true
		})
	}
}
