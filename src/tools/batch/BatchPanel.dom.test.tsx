import { afterEach, describe, expect, test } from 'bun:test'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DICT } from '../../../tests/support/dictionaries'
import { I18nProvider } from '../../i18n/context'
import { BatchPanel } from './BatchPanel'
import type { BatchListEvent } from './events'
import type { BatchState } from './use-batch'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
afterEach(() => {
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

function render(state: BatchState) {
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() =>
		root?.render(
			<I18nProvider locale="de">
				<BatchPanel state={state} onStop={() => {}} chooseFormat />
			</I18nProvider>,
		),
	)
	return host
}

const idle: BatchState = { status: 'idle', list: null, outcomes: new Map(), done: 0, failed: 0, error: null }
const list: BatchListEvent = {
	type: 'list',
	title: 'Python Tutorials',
	total: 100,
	capped: false,
	cut: { code: 'upstreamError', message: DICT.de.errors.upstreamError },
	videos: [{ index: 1, videoId: 'YYXdXT2l-Gg', title: 'One' }],
}

describe('BatchPanel', () => {
	test('a refused batch is headed as a batch that could not start, not as a video without captions', () => {
		const host = render({
			...idle,
			status: 'error',
			error: { status: 429, code: 'rateLimited', params: { seconds: 60 } },
		})
		const card = host.querySelector('[data-testid=tool-error]')?.textContent ?? ''
		expect(card).toContain(DICT.de.batch.couldNotStart)
		expect(card).not.toContain(DICT.de.transcript.failed)
	})

	test('a list cut short says so, with the reason', () => {
		const host = render({ ...idle, status: 'running', list })
		expect(host.querySelector('[data-testid=batch-cut]')?.textContent).toBe(
			`${DICT.de.batch.listCut.replace('{count}', '100')} ${DICT.de.errors.upstreamError}`,
		)
	})
})
