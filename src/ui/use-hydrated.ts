import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the page hydrates, true after: controls that only work with
 * JavaScript (copy, search, toggles) stay disabled in a page without it, and the first client
 * render still matches the server's HTML.
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}
