import type { ToastInput } from './notify'

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
