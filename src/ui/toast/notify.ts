import type { Toasters } from './toasters'

export const TOASTERS_READY = 'tubekit:toasters-ready'

export interface ToastInput {
	title: string
	description?: string
	variant?: 'default' | 'destructive'
	duration?: number
}

/** Narrow screens get toasts at the top, wider ones bottom-right (docs/product-spec.md §2). */
const WIDE = '(min-width: 640px)'

let toasters: Toasters | null = null
let loading: Promise<Toasters> | null = null

async function getToasters(): Promise<Toasters> {
	if (toasters) return toasters
	loading ??= import('./toasters').then((m) => {
		toasters = m.createToasters()
		window.dispatchEvent(new Event(TOASTERS_READY))
		return toasters
	})
	return loading
}

/** The toasters if already created (the <Toaster> mounts them when they exist). */
export const currentToasters = (): Toasters | null => toasters

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
