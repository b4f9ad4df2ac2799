import { useCallback, useEffect, useState } from 'react'
import { useI18n } from '../../i18n/context'
import { toast } from '../../ui/toast/toast'
import { fieldValues, useTypedFields, withFieldValues } from '../../ui/use-typed-fields'
import type { ToolOutcome } from './form-action'
import { usePosted } from './posted'
import { type Fetcher, type QueryState, REFETCH_DEBOUNCE_MS, useToolQuery } from './use-tool-query'

/** A form's fields by name (`video_url`, and for transcripts `language`). */
export type FieldValues = Record<string, string>

export interface ToolFormOptions<T> {
	/** The form field (and JSON API field) holding the URL. */
	field: string
	/** Other fields, sent as they are (the transcript's language); part of the query key. */
	extraFields?: readonly string[]
	/** The query key of a valid URL (e.g. the video id), or null when it is not valid. */
	keyOf: (value: string) => string | null
	fetcher: Fetcher<FieldValues, T>
	cache: Map<string, T>
	/** The spec's validation notice (section 5). */
	invalidMessage: string
}

const NO_EXTRAS: readonly string[] = []

/**
 * The states of a tool page (docs/product-spec.md §4, decisions 12 and 13): idle; a valid submit
 * loads, an invalid one shows the validation toast and sends nothing; once a first submit
 * has happened, later valid input refetches by itself after a short pause. A page the
 * server rendered from a form post (no JavaScript at the time) starts from that outcome, and what the
 * visitor typed before the page was interactive is kept (ui/use-typed-fields.ts): `formRef` goes on the form.
 */
export function useToolForm<T>({
	field,
	extraFields = NO_EXTRAS,
	keyOf,
	fetcher,
	cache,
	invalidMessage,
}: ToolFormOptions<T>) {
	const { LL } = useI18n()
	const posted = usePosted<T>()
	const [values, setValues] = useState<FieldValues>(() =>
		Object.fromEntries([field, ...extraFields].map((name) => [name, posted?.input[name] ?? ''])),
	)
	const [submitted, setSubmitted] = useState(posted !== undefined)
	const names = [field, ...extraFields]
	const formRef = useTypedFields(names, (typed) => setValues((v) => withFieldValues(v, typed)))
	/** The URL's key plus the other fields: the same video in another language is another query. */
	const queryKey = useCallback(
		(v: FieldValues) => {
			const key = keyOf(v[field] ?? '')
			return key === null ? null : [key, ...extraFields.map((name) => v[name] ?? '')].join('|')
		},
		[keyOf, field, extraFields],
	)
	const { state, run } = useToolQuery(cache, fetcher, () =>
		initialState(posted, posted ? queryKey(posted.input) : null),
	)
	const stateKey = state.status === 'idle' ? null : state.key

	/**
	 * The submitted form's fields, taken into the state: a press is about what the visitor sees in the form, also
	 * when it comes in the very task that hydrates the page (React then hydrates at once and calls the handler).
	 */
	const take = (form: HTMLFormElement): FieldValues => {
		const taken = withFieldValues(values, fieldValues(form, names))
		if (taken !== values) setValues(taken)
		return taken
	}

	/** Runs the query of `submittedValues`, or shows the validation toast and sends nothing. */
	const submit = (submittedValues: FieldValues) => {
		const key = queryKey(submittedValues)
		if (!key) {
			void toast({ title: LL.toast.errorTitle(), description: invalidMessage, variant: 'destructive' })
			return
		}
		setSubmitted(true)
		run(key, submittedValues)
	}

	useEffect(() => {
		if (!submitted) return
		const key = queryKey(values)
		if (!key || key === stateKey) return
		const timer = setTimeout(() => run(key, values), REFETCH_DEBOUNCE_MS)
		return () => clearTimeout(timer)
	}, [submitted, values, stateKey, queryKey, run])

	const setField = useCallback((name: string, value: string) => setValues((v) => ({ ...v, [name]: value })), [])
	const setValue = useCallback((value: string) => setField(field, value), [setField, field])

	return {
		value: values[field] ?? '',
		values,
		setValue,
		setField,
		state,
		formRef,
		take,
		submit,
		loading: state.status === 'loading',
	}
}

function initialState<T>(posted: ToolOutcome<T> | undefined, key: string | null): QueryState<T> {
	if (!posted) return { status: 'idle' }
	if (posted.error) return { status: 'error', key: key ?? '', error: posted.error }
	if (posted.result !== undefined) return { status: 'success', key: key ?? '', data: posted.result }
	return { status: 'idle' }
}
