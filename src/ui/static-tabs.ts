/**
 * The tabs of a page that is not hydrated (src/client-lite.ts): the same behaviour as Ark's
 * tabs (src/ui/Tabs.tsx) on the markup Ark rendered on the server, so the help centre and the
 * guides need no React in the browser. WAI-ARIA tabs with automatic
 * activation, as Ark's default: a click or an arrow key selects, Home/End jump to the ends,
 * Tab enters the panel. A link to an id inside a hidden panel (the footer's /help#faq, or
 * `#<value>-panel`) opens that panel; so does a hash the root names in `data-hash-tabs`.
 */

const TRIGGER = '[data-scope=tabs][data-part=trigger]'
const PANEL = '[data-scope=tabs][data-part=content]'

/** The id of a tab's panel (src/ui/Tabs.tsx gives it to Ark), by which this module finds it. */
export const panelId = (value: string) => `${value}-panel`

export function enhanceTabs(doc: Document = document): void {
	const roots = [...doc.querySelectorAll<HTMLElement>('[data-scope=tabs][data-part=root]')]
	for (const root of roots) {
		const triggers = () =>
			[...root.querySelectorAll<HTMLElement>(TRIGGER)].filter(
				(t) => t.closest('[data-scope=tabs][data-part=root]') === root,
			)
		root.addEventListener('click', (event) => {
			const trigger = (event.target as Element).closest<HTMLElement>(TRIGGER)
			if (!trigger || !triggers().includes(trigger)) return
			select(root, trigger.dataset.value ?? '')
		})
		root.addEventListener('keydown', (event) => {
			const list = triggers()
			const index = list.indexOf(event.target as HTMLElement)
			if (index < 0) return
			const rtl = root.getAttribute('dir') === 'rtl'
			const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }
			let next: number | undefined
			if (event.key in step) next = (index + (step[event.key] ?? 0) + list.length) % list.length
			else if (event.key === 'Home') next = 0
			else if (event.key === 'End') next = list.length - 1
			if (next === undefined) return
			event.preventDefault()
			const target = list[next]
			if (!target) return
			select(root, target.dataset.value ?? '')
			target.focus()
		})
	}
	const followHash = () => {
		const hash = safeDecode(location.hash.slice(1))
		if (!hash) return
		for (const root of roots) {
			const named = parseHashTabs(root.dataset.hashTabs)[hash]
			const target = doc.getElementById(hash)
			const panel = target?.closest<HTMLElement>(PANEL)
			const value = named ?? (panel && root.contains(panel) ? panelValue(root, panel) : undefined)
			if (!value) continue
			select(root, value)
			// Shown only now: the browser's own jump to the target found it hidden.
			const shown = target ?? root
			shown.scrollIntoView()
		}
	}
	followHash()
	window.addEventListener('hashchange', followHash)
}

/** A malformed escape (`#%E0`) names no tab. */
function safeDecode(hash: string): string {
	try {
		return decodeURIComponent(hash)
	} catch {
		return ''
	}
}

/** `data-hash-tabs="faq:general resources:resources"`: hash (without #) to tab value. */
function parseHashTabs(attribute: string | undefined): Record<string, string> {
	const out: Record<string, string> = {}
	for (const pair of (attribute ?? '').split(' ')) {
		const [hash, value] = pair.split(':')
		if (hash && value) out[hash] = value
	}
	return out
}

function panelValue(root: HTMLElement, panel: HTMLElement): string | undefined {
	const value = panel.id.replace(/-panel$/, '')
	return root.querySelector(`${TRIGGER}[data-value="${CSS.escape(value)}"]`) ? value : undefined
}

/** Marks `value` selected on its trigger and shows its panel, as Ark's own state would. */
function select(root: HTMLElement, value: string): void {
	for (const trigger of root.querySelectorAll<HTMLElement>(TRIGGER)) {
		const on = trigger.dataset.value === value
		trigger.setAttribute('aria-selected', String(on))
		trigger.tabIndex = on ? 0 : -1
		trigger.toggleAttribute('data-selected', on)
		const content = root.querySelector<HTMLElement>(`#${CSS.escape(panelId(trigger.dataset.value ?? ''))}`)
		if (!content) continue
		content.hidden = !on
		content.toggleAttribute('data-selected', on)
		content.dataset.state = on ? 'open' : 'closed'
	}
}
