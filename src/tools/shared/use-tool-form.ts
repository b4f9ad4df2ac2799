import { type FormEvent, useEffect, useState } from 'react'
import { useActionData } from 'react-router'
import { useI18n } from '../../i18n/context'
import { notify } from '../../ui/toast/notify'
import type { ToolOutcome } from './form-action'
import { type Fetcher, type QueryState, REFETCH_DEBOUNCE_MS, useToolQuery } from './use-tool-query'

export interface ToolFormOptions<T> {
	/** The form field (and JSON API field) holding the URL. */
	field: string
	/** The query key of a valid input (e.g. the video id), or null when it is not valid. */
	keyOf: (value: string) => string | null
	fetcher: Fetcher<string, T>
	cache: Map<string, T>
	/** The spec's validation notice (section 5). */
	invalidMessage: string
}

/**
 * The states of a tool page (spec section 4, decisions 12 and 13): idle; a valid submit
 * loads, an invalid one shows the validation toast and sends nothing; once a first submit
 * has happened, later valid input refetches by itself after a short pause. A page the
 * server rendered from a form post (no JavaScript at the time) starts from that outcome.
 */
export function useToolForm<T>({ field, keyOf, fetcher, cache, invalidMessage }: ToolFormOptions<T>) {
	const { LL } = useI18n()
	const posted = useActionData() as ToolOutcome<T> | undefined
	const [value, setValue] = useState(posted?.input[field] ?? '')
	const [submitted, setSubmitted] = useState(posted !== undefined)
	const { state, run } = useToolQuery(cache, fetcher, () => initialState(posted, keyOf(posted?.input[field] ?? '')))
	const stateKey = state.status === 'idle' ? null : state.key

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const key = keyOf(value)
		if (!key) {
			void notify({ title: LL.toast.errorTitle(), description: invalidMessage, variant: 'destructive' })
			return
		}
		setSubmitted(true)
		run(key, value)
	}

	useEffect(() => {
		if (!submitted) return
		const key = keyOf(value)
		if (!key || key === stateKey) return
		const timer = setTimeout(() => run(key, value), REFETCH_DEBOUNCE_MS)
		return () => clearTimeout(timer)
	}, [submitted, value, stateKey, keyOf, run])

	return { value, setValue, state, onSubmit, loading: state.status === 'loading' }
}

function initialState<T>(posted: ToolOutcome<T> | undefined, key: string | null): QueryState<T> {
	if (!posted) return { status: 'idle' }
	if (posted.error) return { status: 'error', key: key ?? '', error: posted.error }
	if (posted.result !== undefined) return { status: 'success', key: key ?? '', data: posted.result }
	return { status: 'idle' }
}
