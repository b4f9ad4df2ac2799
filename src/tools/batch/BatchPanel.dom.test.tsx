import { afterEach, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { render as mount, unmount } from '../../../tests/support/render'
import { BatchPanel } from './BatchPanel'
import type { BatchListEvent } from './events'
import type { BatchState } from './use-batch'

afterEach(unmount)

const render = (state: BatchState) => mount(<BatchPanel state={state} onStop={() => {}} chooseFormat />, 'de')

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
