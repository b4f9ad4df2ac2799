/**
 * The DOM tests' render harness (run with the happy-dom preload): a view mounted under its page
 * language's I18nProvider into a fresh element on the page, and the clipboard a copy button writes
 * to. Each test file registers `afterEach(unmount)` itself: Bun evaluates this module once for the
 * whole run, so a hook registered here would hold for the first file that imports it only.
 * @example afterEach(unmount)
 *          const host = render(<ErrorCard error={error} />, 'de')
 */
import { mock } from 'bun:test'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { I18nProvider } from '../../src/i18n/context'
import type { Locale } from '../../src/i18n/locales'

const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

let root: Root | null = null

/** Unmounts what `render` mounted and empties the page. */
export function unmount(): void {
	environment.IS_REACT_ACT_ENVIRONMENT = true
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
}

/**
 * Renders `view` in `locale` on an empty page (what an earlier `render` mounted is unmounted first)
 * and gives the element it is in.
 */
export function render(view: ReactNode, locale: Locale = 'en'): HTMLElement {
	unmount()
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() => root?.render(<I18nProvider locale={locale}>{view}</I18nProvider>))
	return host
}

/** Clicks `button` and gives what it put on the clipboard. */
export async function copiedBy(button: Element | null | undefined): Promise<string | undefined> {
	const writeText = mock(async (_text: string) => {})
	Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
	await act(async () => (button as HTMLButtonElement).click())
	return writeText.mock.calls[0]?.[0]
}
