import { lazyPart } from '../lazy-part'
import type { ToastInput } from './notify'
import { Toaster } from './toaster-part'

const hosts = new Set<() => void>()

/**
 * Shows a toast as notify() does, its code (notify.ts, with jotai's store) loaded with the first one: a tool page
 * hydrates without the app's shell (src/client-tool.tsx) and mounts its toast host only when told here
 * (`onToast`), so no toast code is in its first load. In the app, ToastHost is always there.
 * @example void toast({ title: LL.toast.errorTitle(), description: msg, variant: 'destructive' })
 */
export function toast(input: ToastInput): Promise<void> {
	for (const mount of hosts) mount()
	return import('./notify').then((m) => m.notify(input))
}

/** Calls `mount` at every toast from now on; returns what stops it. */
export function onToast(mount: () => void): () => void {
	hosts.add(mount)
	return () => {
		hosts.delete(mount)
	}
}

/** A tool page's toast host, mounted at its first toast (app/hydrate-tool.tsx). */
export const ToolToastHost = lazyPart(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })))

/**
 * Loads, side by side, all the code a first toast needs, so it shows as soon as it is made: one after the other (the
 * toast, its toasters, the host, the regions) a phone's first validation toast came 700–900 ms after the press
 * (CPU ×4, the files on loopback). Called on the visitor's intent (a hover, a focus, a press on a tool's form).
 */
export function preloadToasts(): Promise<unknown> {
	return Promise.all([import('./notify'), import('./toasters'), ToolToastHost.preload(), Toaster.preload()])
}
