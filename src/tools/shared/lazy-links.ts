import { useSyncExternalStore } from 'react'
import { loadOnce } from '../../ui/load-once'

/** The link readers of ./links.ts. */
export type Links = typeof import('./links')

const listeners = new Set<() => void>()
const links = loadOnce(
	() => import('./links'),
	() => {
		for (const listener of listeners) listener()
	},
)

/**
 * Loads the link readers (./links.ts) once; a load that failed is tried again by the next call. A tool page
 * calls it on the first sign of a press (a hover or focus of its form, something typed) and a press waits for it
 * (shared/ToolPage.tsx); a page posted without JavaScript loads it before it hydrates (app/hydrate-tool.tsx), and
 * the server before it renders such a page (shared/form-action.ts), as that page reads the link it was sent.
 */
export const loadLinks: () => Promise<Links> = links.load

/** The link readers if they are in, else null: a link cannot be read yet. */
export const linksNow: () => Links | null = links.now

const subscribe = (listener: () => void) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

/**
 * The link readers once they are in (the component renders again when they arrive). The same on the server and
 * at hydration: both have them for a posted page (loadLinks), and neither needs them for an empty form.
 */
export function useLinks(): Links | null {
	return useSyncExternalStore(subscribe, linksNow, linksNow)
}
