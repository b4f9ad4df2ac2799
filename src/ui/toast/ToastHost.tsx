import { lazy, Suspense, useEffect, useState } from 'react'
import { currentToasters, TOASTERS_READY } from './notify'

const Toaster = lazy(() => import('./Toaster'))

/**
 * Keeps Ark's toast code out of the first load: the regions mount when the first toast is
 * created (notify() creates the toasters), which never happens during server rendering.
 */
export function ToastHost() {
	const [ready, setReady] = useState(false)
	useEffect(() => {
		const onReady = () => setReady(true)
		if (currentToasters()) onReady()
		window.addEventListener(TOASTERS_READY, onReady)
		return () => window.removeEventListener(TOASTERS_READY, onReady)
	}, [])
	if (!ready) return null
	return (
		<Suspense fallback={null}>
			<Toaster />
		</Suspense>
	)
}
