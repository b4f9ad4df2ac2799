import { useCallback, useEffect, useRef, useState } from 'react'
import type { ToolErrorInfo } from './form-action'

export type QueryState<T> =
	| { status: 'idle' }
	| { status: 'loading'; key: string; previous: T | null }
	| { status: 'success'; key: string; data: T }
	| { status: 'error'; key: string; error: ToolErrorInfo }

export type Fetcher<Input, T> = (input: Input, signal: AbortSignal) => Promise<T>

/**
 * A tool's request keyed by its input (docs/product-spec.md §4): answers are kept for the page's
 * life in `cache` (data never goes stale), a key already answered shows at once, nothing is
 * retried, and a newer key cancels the request of an older one so a slow answer never
 * overwrites a newer result.
 */
export function useToolQuery<Input, T>(
	cache: Map<string, T>,
	fetcher: Fetcher<Input, T>,
	/** The first state, read once (a page rendered from a form post starts from its outcome). */
	initial: () => QueryState<T> = () => ({ status: 'idle' }),
) {
	const [state, setState] = useState<QueryState<T>>(initial)
	const current = useRef<{ key: string; controller: AbortController } | null>(null)
	const latest = useRef(state)
	latest.current = state

	const run = useCallback(
		(key: string, input: Input) => {
			const now = latest.current
			if (now.status === 'loading' && now.key === key) return
			current.current?.controller.abort()
			const hit = cache.get(key)
			if (hit !== undefined) {
				current.current = null
				setState({ status: 'success', key, data: hit })
				return
			}
			const controller = new AbortController()
			current.current = { key, controller }
			const previous = now.status === 'success' ? now.data : now.status === 'loading' ? now.previous : null
			setState({ status: 'loading', key, previous })
			fetcher(input, controller.signal).then(
				(data) => {
					cache.set(key, data)
					if (current.current?.controller === controller) setState({ status: 'success', key, data })
				},
				(error: unknown) => {
					if (controller.signal.aborted || current.current?.controller !== controller) return
					const info = (error as { info?: ToolErrorInfo }).info ?? { status: 0, code: 'internal', params: {} }
					setState({ status: 'error', key, error: info })
				},
			)
		},
		[cache, fetcher],
	)

	useEffect(() => () => current.current?.controller.abort(), [])
	return { state, run }
}

/** Delay of the automatic refetch after the input changes (decision 13). */
export const REFETCH_DEBOUNCE_MS = 500
