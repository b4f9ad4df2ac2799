import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import { toastersAtom } from './notify'
import { Toaster } from './toaster-part'

/**
 * Keeps Ark's toast code out of the first load: the regions mount when the first toast is
 * created (notify() creates the toasters), which never happens during server rendering.
 */
export function ToastHost() {
	const toasters = useAtomValue(toastersAtom)
	if (!toasters) return null
	return (
		<Suspense fallback={null}>
			<Toaster toasters={toasters} />
		</Suspense>
	)
}
