import { afterAll, expect, test } from 'bun:test'
import { getDefaultStore, Provider, useAtomValue } from 'jotai'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { DICT } from '../../../tests/support/dictionaries'
import { I18nProvider } from '../../i18n/context'
import { notify, toastersAtom } from './notify'
import { ToastHost } from './ToastHost'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Any component may read the toasters from the browser's jotai store, as ToastHost does. */
function ToasterProbe() {
	const toasters = useAtomValue(toastersAtom)
	return <p data-testid="probe">{toasters ? Object.keys(toasters).sort().join(',') : 'none'}</p>
}

const host = document.createElement('div')
document.body.append(host)
const root = createRoot(host)
afterAll(() => {
	act(() => root.unmount())
	document.body.innerHTML = ''
})

// One page's life in order: nothing before the first toast, then the regions and the toast.
test('the first toast creates the toasters in the jotai store: ToastHost mounts the regions, any reader sees them', async () => {
	// A fresh page: DOM tests share one process, and another file's form may have made a toast before.
	getDefaultStore().set(toastersAtom, null)
	await act(async () => {
		root.render(
			// The store client.tsx provides, which notify() writes to from outside React.
			<Provider store={getDefaultStore()}>
				<I18nProvider locale="de">
					<ToasterProbe />
					<ToastHost />
				</I18nProvider>
			</Provider>,
		)
	})
	expect(host.querySelector('[data-testid=probe]')?.textContent).toBe('none')
	expect(document.querySelector('[data-testid^=toaster-]')).toBeNull()

	await act(async () => {
		await notify({ title: 'Gespeichert' })
	})
	// The lazy Toaster chunk resolves after the state change: wait for its regions.
	for (let i = 0; i < 250 && !document.querySelector('[data-testid=toast]'); i++) {
		await act(() => new Promise((r) => setTimeout(r, 20)))
	}
	expect(host.querySelector('[data-testid=probe]')?.textContent).toBe('narrow,wide')
	expect(document.querySelectorAll('[data-testid^=toaster-]').length).toBe(2)
	const toast = document.querySelector('[data-testid=toast]')
	expect(toast?.textContent).toContain('Gespeichert')
	expect(toast?.querySelector(`[aria-label="${DICT.de.toast.dismiss}"]`)).not.toBeNull()
})
