import { expect, test } from 'bun:test'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { until } from '../../tests/support/until'
import { LazyWidget, type LazyWidgetProps } from './lazy-widget'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Widget({ defaultOpen, focus }: LazyWidgetProps) {
	return <p data-testid="widget">{`open=${defaultOpen} focus=${focus}`}</p>
}

/** A LazyWidget whose placeholder is a disclosure, as the header's menus are; `intent` starts the load. */
async function mountDisclosure(load: () => Promise<{ default: typeof Widget }>) {
	const host = document.createElement('div')
	document.body.append(host)
	const root = createRoot(host)
	let intent: () => void = () => {}
	await act(async () => {
		root.render(
			<LazyWidget
				load={load}
				placeholder={({ onIntent }) => {
					intent = onIntent
					return (
						<details>
							<summary tabIndex={0}>menu</summary>
							<p>links</p>
						</details>
					)
				}}
			/>,
		)
	})
	return { host, root, intent: () => intent() }
}

test('shows the placeholder first, then the widget, opened when the placeholder was clicked', async () => {
	const { promise: gate, resolve: release } = Promise.withResolvers<void>()
	let loads = 0
	const load = async () => {
		loads++
		await gate
		return { default: Widget }
	}
	const host = document.createElement('div')
	document.body.append(host)
	const root = createRoot(host)
	await act(async () => {
		root.render(
			<LazyWidget
				load={load}
				placeholder={({ onActivate, onIntent }) => (
					<button type="button" onClick={onActivate} onFocus={onIntent}>
						menu
					</button>
				)}
			/>,
		)
	})
	const button = host.querySelector('button') as HTMLButtonElement
	expect(button.textContent).toBe('menu')
	await act(async () => {
		button.click()
	})
	expect(host.querySelector('[data-testid=widget]')).toBeNull() // still loading
	await act(async () => {
		release()
		await gate
	})
	expect(host.querySelector('[data-testid=widget]')?.textContent).toBe('open=true focus=true')
	expect(loads).toBe(1) // idle preload and click share one load
	act(() => root.unmount())
})

test('a disclosure placeholder opened before the widget arrived hands over an open widget', async () => {
	const { host, root, intent } = await mountDisclosure(async () => ({ default: Widget }))
	// Opened natively (no script needed), then the widget's chunk is asked for and arrives.
	;(host.querySelector('details') as HTMLDetailsElement).open = true
	await act(async () => {
		intent()
		await Bun.sleep(0)
	})
	expect(host.querySelector('[data-testid=widget]')?.textContent).toBe('open=true focus=false')
	act(() => root.unmount())
})

test('a widget that fails to load rejects the activation, and the next activation tries again', async () => {
	const host = document.createElement('div')
	document.body.append(host)
	const root = createRoot(host)
	let loads = 0
	let fail = true
	const load = async () => {
		loads++
		if (fail) throw new Error('chunk failed')
		return { default: Widget }
	}
	let activate: () => Promise<void> = async () => {}
	await act(async () => {
		root.render(
			<LazyWidget
				load={load}
				placeholder={({ onActivate }) => {
					activate = onActivate
					return <button type="button">menu</button>
				}}
			/>,
		)
	})
	let failed = false
	await act(async () => {
		await activate().catch(() => {
			failed = true
		})
	})
	expect(failed).toBe(true)
	expect(host.querySelector('[data-testid=widget]')).toBeNull()
	fail = false
	const before = loads
	await act(async () => {
		await activate()
	})
	expect(loads).toBe(before + 1)
	expect(host.querySelector('[data-testid=widget]')?.textContent).toBe('open=true focus=true')
	act(() => root.unmount())
})

test('focus or an opened disclosure that reaches the placeholder after the chunk arrived, before the swap, is handed over', async () => {
	for (const what of ['focus', 'open'] as const) {
		const { promise: gate, resolve: release } = Promise.withResolvers<void>()
		const { host, root, intent } = await mountDisclosure(async () => {
			await gate
			return { default: Widget }
		})
		await act(async () => {
			intent()
			release()
			await gate
			await Bun.sleep(0) // the chunk's module has arrived; React has not rendered the swap yet (act holds it)
			expect(host.querySelector('[data-testid=widget]')).toBeNull()
			if (what === 'focus') (host.querySelector('summary') as HTMLElement).focus()
			else (host.querySelector('details') as HTMLDetailsElement).open = true
		})
		expect(host.querySelector('[data-testid=widget]')?.textContent).toBe(
			what === 'focus' ? 'open=false focus=true' : 'open=true focus=false',
		)
		act(() => root.unmount())
		host.remove()
	}
})

test('a widget that arrives during a press on the placeholder swaps in only after the press and its click', async () => {
	const { promise: gate, resolve: release } = Promise.withResolvers<void>()
	const { host, root, intent } = await mountDisclosure(async () => {
		await gate
		return { default: Widget }
	})
	const summary = host.querySelector('summary') as HTMLElement
	intent()
	summary.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
	await act(async () => {
		release()
		await gate
		await new Promise((r) => setTimeout(r, 10))
	})
	// Pressed: the element under the pointer stays.
	expect(host.querySelector('summary')).toBe(summary)
	expect(host.querySelector('[data-testid=widget]')).toBeNull()
	await act(async () => {
		window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))
		// The click of that press still reaches the placeholder.
		expect(host.querySelector('summary')).toBe(summary)
		await new Promise((r) => setTimeout(r, 10))
	})
	expect(host.querySelector('summary')).toBeNull()
	expect(host.querySelector('[data-testid=widget]')?.textContent).toBe('open=false focus=false')
	await act(async () => root.unmount())
	host.remove()
})

/**
 * A widget whose render takes a while: eight parts, each busy for 3 ms, each noting in `slow.marks` when it
 * rendered. Timers that fire between two parts show React gave the browser its turn in between (time slicing).
 */
const slow = { marks: [] as string[] }
const PARTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
function SlowPart({ name }: { name: string }) {
	const busyUntil = performance.now() + 3
	while (performance.now() < busyUntil) {}
	slow.marks.push(`part ${name}`)
	return <i>{name}</i>
}
function SlowWidget() {
	return (
		<p data-testid="widget">
			{PARTS.map((name) => (
				<SlowPart key={name} name={name} />
			))}
		</p>
	)
}

test('a widget swapped in on a hover or at idle time renders in slices, with the browser given turns between them; one asked for renders at once', async () => {
	const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	env.IS_REACT_ACT_ENVIRONMENT = false
	try {
		for (const how of ['hover', 'click'] as const) {
			const marks: string[] = []
			slow.marks = marks
			const { promise: gate, resolve: release } = Promise.withResolvers<void>()
			const host = document.createElement('div')
			document.body.append(host)
			const root = createRoot(host)
			let activate: () => Promise<void> = async () => {}
			let intent: () => void = () => {}
			root.render(
				<LazyWidget
					load={async () => {
						await gate
						return { default: SlowWidget }
					}}
					placeholder={({ onActivate, onIntent }) => {
						activate = onActivate
						intent = onIntent
						return <button type="button">menu</button>
					}}
				/>,
			)
			await until(() => host.querySelector('button') !== null, 'the placeholder', 2_500, 5)
			if (how === 'click') void activate()
			else intent()
			release()
			await gate
			// A timer queued as the chunk arrives: it fires between two parts only if React yields.
			const tick = () => {
				marks.push('timer')
				if (marks.filter((m) => m.startsWith('part')).length < PARTS.length) setTimeout(tick, 0)
			}
			setTimeout(tick, 0)
			await until(() => host.querySelector('[data-testid=widget]') !== null, 'the widget', 2_500, 5)
			const first = marks.indexOf('part a')
			const last = marks.indexOf('part h')
			const between = marks.slice(first, last).filter((m) => m === 'timer').length
			if (how === 'hover') expect({ how, yielded: between > 0 }).toEqual({ how, yielded: true })
			else expect({ how, between }).toEqual({ how, between: 0 })
			root.unmount()
			host.remove()
		}
	} finally {
		env.IS_REACT_ACT_ENVIRONMENT = true
	}
})
