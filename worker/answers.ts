/**
 * The worker's answers and its own HTTP statuses (the YouTube layer has none): what a failed job
 * answers, by cause. The shapes are the wire contract's (src/worker-contract/answers.ts).
 */
import { errors as playwrightErrors } from 'playwright-core'
import type { Logger } from '../src/core/logger'
import type { WorkerFailure } from '../src/worker-contract/answers'
import { YouTubeError, type YouTubeErrorCode } from '../src/youtube/errors'
import { PoolClosedError } from './browser-pool'
import { LaunchError } from './chromium-launcher'
import { PoolFullError } from './context-slots'

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })
}

export function failure(status: number, code: YouTubeErrorCode, detail?: string, egress?: string): Response {
	const body: WorkerFailure = { ok: false, code, ...(detail ? { detail } : {}), ...(egress ? { egress } : {}) }
	return json(body, status)
}

export function firstLine(error: unknown): string {
	return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}

/**
 * A job that threw, as its answer: 503 when the worker is full or stopping, 504 when the job
 * outlived its timeout, 502 for everything else (the caller went away, YouTube refused,
 * Chromium would not start, the browser failed).
 */
export function jobFailure(
	error: unknown,
	job: { timeoutMs: number; timedOut: boolean; callerGone: boolean; logger: Logger; egress?: string },
): Response {
	// A job that reached YouTube names its egress: the server counts it there.
	const fail = (status: number, code: YouTubeErrorCode, detail?: string) => failure(status, code, detail, job.egress)
	if (error instanceof PoolFullError) return failure(503, 'upstreamError', error.message)
	if (error instanceof PoolClosedError) return failure(503, 'upstreamError', error.message)
	if (job.timedOut || error instanceof playwrightErrors.TimeoutError) {
		return fail(504, 'upstreamTimeout', `job took longer than ${job.timeoutMs} ms`)
	}
	if (job.callerGone) return failure(502, 'upstreamError', 'caller went away')
	if (error instanceof YouTubeError) {
		// This edge's own statuses (the YouTube layer has none): a timeout is 504, any other refusal 502.
		return fail(error.code === 'upstreamTimeout' ? 504 : 502, error.code, error.detail)
	}
	if (error instanceof LaunchError) return failure(502, 'upstreamError', error.message)
	job.logger.warn('job failed', { error: firstLine(error) })
	return fail(502, 'upstreamError', `browser: ${firstLine(error)}`)
}
