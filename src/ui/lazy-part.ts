import { type ComponentProps, type ComponentType, createElement, type FunctionComponent, use } from 'react'
import { loadOnce } from './load-once'

/** A component whose code loads when first needed, and `preload()` to start that earlier. */
// biome-ignore lint/suspicious/noExplicitAny: any component type, as React's own lazy() takes
export type LazyPart<C extends ComponentType<any>> = FunctionComponent<ComponentProps<C>> & {
	preload: () => Promise<unknown>
}

/**
 * A part of a tool page that is not in its first load (a result view, the error card, a batch's progress): its
 * module loads when the part is first rendered, or before, when the visitor shows intent (a hover or focus on the
 * form, a press: ToolPage calls `preload`). Render it inside a `<Suspense>`. A posted page's server HTML holds the
 * part already, and React keeps that HTML until the module is in and hydrates it then. A module that failed to
 * load is asked for again by the next `preload`.
 *
 * Not React's `lazy()`: a lazy component suspends on its first render even when its module is already in, and React
 * holds a revealed Suspense boundary back for up to 300 ms after its fallback (its FALLBACK_THROTTLE_MS), so a result
 * whose code was preloaded still appeared about 300 ms after its answer (bench/tool-journeys.ts: a transcript's
 * answer in at 40 ms, its result added at 492 ms). `use` reads a loaded module at once (./load-once.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component type, as React's own lazy() takes
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyPart<C> {
	const part = loadOnce(load)
	// biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as lazy() is
	const Part = (props: ComponentProps<C>) => createElement(use(part.load()).default, props)
	return Object.assign(Part, { preload: part.load })
}
