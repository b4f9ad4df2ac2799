import { createToaster } from '@ark-ui/react/toast'

/** Spec section 9: one toast at a time, 5000 ms, F8 focuses the region (420 px wide: Toaster.tsx). */
export const TOAST_DURATION = 5000
export const TOAST_SWIPE_THRESHOLD = 50

const common = { max: 1, duration: TOAST_DURATION, hotkey: ['F8'], removeDelay: 200, gap: 8 }

/**
 * The two toasters of one browser app. Created lazily on the client only: a module-level
 * toaster on the server would be shared by every request.
 */
export function createToasters() {
	return {
		narrow: createToaster({ ...common, placement: 'top' }),
		wide: createToaster({ ...common, placement: 'bottom-end' }),
	}
}
export type Toasters = ReturnType<typeof createToasters>
