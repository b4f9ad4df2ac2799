import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** A component whose code loads when first needed, and `preload()` to start that earlier. */
// biome-ignore lint/suspicious/noExplicitAny: React's own lazy() takes any component type
export type LazyPart<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => Promise<unknown> }

/**
 * A part of a tool page that is not in its first load (a result view, the error card, a batch's progress): its
 * module loads when the part is first rendered, or before, when the visitor shows intent (a hover or focus on the
 * form, a press: ToolPage calls `preload`). Render it inside a `<Suspense>`. A posted page's server HTML holds the
 * part already, and React keeps that HTML until the module is in and hydrates it then. A module that failed to
 * load is asked for again by the next `preload`.
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own lazy() takes any component type
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyPart<C> {
	let loading: Promise<{ default: C }> | null = null
	const preload = () => {
		loading ??= load().catch((error: unknown) => {
			loading = null
			throw error
		})
		return loading
	}
	return Object.assign(lazy(preload), { preload })
}
