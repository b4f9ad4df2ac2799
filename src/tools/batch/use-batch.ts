import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Locale } from '../../i18n/locales'
import { postJson, ToolRequestError, toolRequestError } from '../shared/api-client'
import type { ToolErrorInfo } from '../shared/form-action'
import type { BatchListEvent, BatchStreamEvent, BatchVideoEvent } from './events'
import { ndjsonLines } from './read-events'

export interface BatchState {
	status: 'idle' | 'listing' | 'running' | 'finished' | 'stopped' | 'error'
	list: BatchListEvent | null
	/** Each finished video's outcome, by its position in the list. */
	outcomes: ReadonlyMap<number, BatchVideoEvent>
	done: number
	failed: number
	error: ToolErrorInfo | null
}

const IDLE: BatchState = { status: 'idle', list: null, outcomes: new Map(), done: 0, failed: 0, error: null }

type Action =
	| { type: 'start' }
	| { type: 'event'; event: BatchStreamEvent }
	| { type: 'stopped' }
	| { type: 'failed'; error: ToolErrorInfo }

function reduce(state: BatchState, action: Action): BatchState {
	switch (action.type) {
		case 'start':
			return { ...IDLE, status: 'listing' }
		case 'stopped':
			return state.status === 'listing' || state.status === 'running' ? { ...state, status: 'stopped' } : state
		case 'failed':
			return { ...state, status: 'error', error: action.error }
	}
	const event = action.event
	switch (event.type) {
		case 'list':
			return { ...state, status: 'running', list: event }
		case 'video': {
			const outcomes = new Map(state.outcomes)
			outcomes.set(event.index, event)
			const failed = event.state === 'failed'
			return { ...state, outcomes, done: state.done + (failed ? 0 : 1), failed: state.failed + (failed ? 1 : 0) }
		}
		case 'end':
			return { ...state, status: event.cancelled ? 'stopped' : 'finished' }
		case 'error':
			return { ...state, status: 'error', error: { status: event.status, code: event.error.code, params: {} } }
	}
}

/**
 * A batch as the page runs it: `start` posts the link and reads the progress
 * stream line by line; `stop` ends the request, which stops the batch on the server (no replica
 * keeps state about it). What finished before stays, ready for the ZIP.
 */
export function useBatch(apiPath: string, locale: Locale) {
	const [state, dispatch] = useReducer(reduce, IDLE)
	const running = useRef<AbortController | null>(null)

	const stop = useCallback(() => {
		running.current?.abort()
		running.current = null
		dispatch({ type: 'stopped' })
	}, [])

	const start = useCallback(
		async (body: Record<string, unknown>) => {
			running.current?.abort()
			const abort = new AbortController()
			running.current = abort
			dispatch({ type: 'start' })
			try {
				const response = await postJson(apiPath, body, locale, abort.signal)
				if (!response.ok || !response.body) throw await toolRequestError(response)
				let ended = false
				for await (const event of ndjsonLines<BatchStreamEvent>(response.body)) {
					ended ||= event.type === 'end' || event.type === 'error'
					dispatch({ type: 'event', event })
				}
				if (running.current === abort) running.current = null
				// The connection closed before the batch said it ended: what finished stays downloadable.
				if (!ended) dispatch({ type: 'failed', error: { status: 0, code: 'network', params: {} } })
			} catch (error) {
				if (abort.signal.aborted) return
				const info =
					error instanceof ToolRequestError
						? error.info
						: { status: 0, code: 'network', params: {} as Record<string, never> }
				dispatch({ type: 'failed', error: info })
			}
		},
		[apiPath, locale],
	)

	// Leaving the page stops the batch.
	useEffect(() => () => running.current?.abort(), [])

	return { state, start, stop }
}
