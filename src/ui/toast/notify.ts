import { atom, getDefaultStore } from 'jotai'
import type { Toasters } from './toasters'

export interface ToastInput {
	title: string
	description?: string
	variant?: 'default' | 'destructive'
	duration?: number
}

/** Narrow screens get toasts at the top, wider ones bottom-right (docs/product-spec.md §2). */
const WIDE = '(min-width: 640px)'

/**
 * The page's two toasters, null until the first toast creates them (never on the server, where
 * no toast is made). ToastHost reads it to mount the regions; notify() sets it from outside React
 * through the browser's one jotai store (client.tsx provides the same default store).
 */
export const toastersAtom = atom<Toasters | null>(null)

let loading: Promise<Toasters> | null = null

async function getToasters(): Promise<Toasters> {
	const store = getDefaultStore()
	const created = store.get(toastersAtom)
	if (created) return created
	loading ??= import('./toasters').then((m) => m.createToasters())
	const toasters = await loading
	// The atom is what ToastHost reads: set it whenever it is empty, not only the first time.
	if (!store.get(toastersAtom)) store.set(toastersAtom, toasters)
	return toasters
}

/**
 * Shows one toast, replacing any visible one (at most one at a time). Client only.
 * @example notify({ title: LL.toast.errorTitle(), description: msg, variant: 'destructive' })
 */
export async function notify(input: ToastInput): Promise<void> {
	const t = await getToasters()
	const wide = window.matchMedia(WIDE).matches
	// remove(), not dismiss(): a toast created moments ago is not on screen yet and would
	// ignore a dismiss, leaving the new one queued behind it for its whole duration.
	t.narrow.remove()
	t.wide.remove()
	const target = wide ? t.wide : t.narrow
	target.create({
		title: input.title,
		description: input.description,
		type: input.variant === 'destructive' ? 'error' : 'info',
		...(input.duration ? { duration: input.duration } : {}),
	})
}
