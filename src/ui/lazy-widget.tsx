import {
	type ComponentType,
	type ReactNode,
	startTransition,
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from 'react'

export interface LazyWidgetProps {
	/** Open at once: the visitor clicked the placeholder before the widget was loaded. */
	defaultOpen?: boolean
	/** Take focus: the placeholder had it when it was swapped out. */
	focus?: boolean
}

interface Intent {
	/** Start loading (pointer over, focus). */
	onIntent: () => void
	/** Load and open (click, Enter); rejects when the widget cannot be loaded. */
	onActivate: () => Promise<void>
}

/**
 * Keeps an Ark widget out of the first-load JavaScript: the server and the first client
 * render show `placeholder` (plain HTML that looks the same); the widget's chunk loads
 * when the browser is idle or on the first sign of intent, then replaces it. A placeholder that
 * is a `<details>` the visitor opened before that (without JavaScript yet, say) hands over an
 * open widget.
 */
export function LazyWidget({
	load,
	placeholder,
}: {
	load: () => Promise<{ default: ComponentType<LazyWidgetProps> }>
	placeholder: (intent: Intent) => ReactNode
}) {
	const [Widget, setWidget] = useState<ComponentType<LazyWidgetProps> | null>(null)
	const requested = useRef<Promise<void> | null>(null)
	const [props, setProps] = useState<LazyWidgetProps>({})
	const wrapper = useRef<HTMLSpanElement>(null)
	const handover = useRef<Required<LazyWidgetProps> | null>(null)

	/**
	 * A press on the placeholder holds the swap until it has ended and its click was handled. Swapped under a
	 * finger or a mouse button, the element pressed would be gone when the press ends, and the browser would send
	 * the click to what holds both, which opens nothing: the tap was lost (the flaky phone-menu test in CI).
	 * The click follows the pointerup in the same task, so the held swap runs in a task after it.
	 */
	const press = useRef<{ swap: (() => void) | null } | null>(null)
	const swapIn = useCallback((swap: () => void) => {
		if (press.current) press.current.swap = swap
		else swap()
	}, [])
	const onPointerDown = useCallback(() => {
		if (press.current) return
		const current: { swap: (() => void) | null } = { swap: null }
		press.current = current
		const end = () => {
			window.removeEventListener('pointerup', end, true)
			window.removeEventListener('pointercancel', end, true)
			setTimeout(() => {
				press.current = null
				current.swap?.()
			})
		}
		window.addEventListener('pointerup', end, true)
		window.addEventListener('pointercancel', end, true)
	}, [])

	/**
	 * Whether the visitor asked for the widget (a click, Enter): then it is rendered at once. Swapped in at idle
	 * time or on a hover, it is rendered as a transition, which React does in slices of a few milliseconds with
	 * the browser's turn between them: rendered in one go, each header widget's first render was a task of
	 * 9–12 ms of CPU (20 ms of wall time) after the page's first paint, counted by Lighthouse's blocking time on
	 * the hydrated pages.
	 */
	const urgent = useRef(false)
	const start = useCallback(() => {
		requested.current ??= load().then(
			(m) => {
				swapIn(() => {
					const swap = () => setWidget(() => m.default)
					if (urgent.current) swap()
					else startTransition(swap)
				})
			},
			(error: unknown) => {
				// A chunk that failed to load (offline, a new deployment) may load on the next try.
				requested.current = null
				throw error
			},
		)
		return requested.current
	}, [load, swapIn])

	useEffect(() => {
		const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500))
		idle(() => start().catch(() => {}))
	}, [start])

	if (Widget) {
		// What the placeholder hands over is read in the render that swaps it out, not when the chunk
		// arrived: a visitor may focus or open the placeholder in between (on a busy phone, a task or
		// more), and focus left on a removed element would fall to the page's body.
		handover.current ??= {
			focus: !!wrapper.current?.contains(document.activeElement),
			defaultOpen: !!wrapper.current?.querySelector('details[open]'),
		}
		const { focus, defaultOpen } = handover.current
		return <Widget focus={props.focus || focus} defaultOpen={props.defaultOpen || defaultOpen} />
	}
	return (
		<span ref={wrapper} style={{ display: 'contents' }} onPointerDown={onPointerDown}>
			{placeholder({
				onIntent: () => void start().catch(() => {}),
				onActivate: () => {
					urgent.current = true
					setProps({ defaultOpen: true, focus: true })
					return start()
				},
			})}
		</span>
	)
}

/**
 * The ref of the widget's trigger, which takes the focus the placeholder had (`focus`) once the
 * widget's Ark machines run; an open widget (`defaultOpen`) moves the focus into its content itself.
 * `@zag-js/react` starts a machine in a microtask that a layout effect queues; a focus given
 * during the commit (a ref callback) reaches a menu not yet started, so its `TRIGGER_FOCUS` is
 * dropped and the menu stays `idle`, where Enter is prevented and opens nothing: a keyboard
 * visitor who tabbed to the switcher before its chunk arrived pressed Enter in vain.
 * Call it in the component that renders the machines' roots: its layout effect runs after theirs,
 * so the microtask queued here runs after their start, and still in the commit's own task, before
 * any key press can reach the page's body, where focus sits once the placeholder is gone.
 */
export function useHandedOverFocus<E extends HTMLElement>({ focus = false, defaultOpen = false }: LazyWidgetProps) {
	const trigger = useRef<E>(null)
	const when = focus && !defaultOpen
	useLayoutEffect(() => {
		if (!when) return
		queueMicrotask(() => {
			// Only the focus the removed placeholder left behind: never taken from where it went since.
			if (document.activeElement === null || document.activeElement === document.body) trigger.current?.focus()
		})
	}, [when])
	return trigger
}
