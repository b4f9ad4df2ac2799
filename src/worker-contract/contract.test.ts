/**
 * The server's client and the worker speak through src/worker-contract/ only: what the client
 * sends is what the worker's schemas accept, and neither keeps its own copy of a path or header.
 */
import { describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createWorker } from '../../worker/app'
import { testWorkerConfig } from '../core/config'
import { createLogger } from '../core/logger'
import { YouTubeError } from '../youtube/errors'
import { createWorkerClient } from '../youtube/worker-client.server'
import { workerFailure } from './answers'
import { captionsRequest, channelRequest, JOB_TIMEOUT_HEADER, WORKER_PATHS, watchRequest } from './requests'

const ROOT = resolve(import.meta.dir, '../..')
const SECRET = 'contract-test-secret-0123456789'

interface Sent {
	path: string
	headers: Headers
	body: unknown
}

/** A client whose every request is recorded and refused the way the worker refuses. */
function recordingClient() {
	const sent: Sent[] = []
	const client = createWorkerClient({
		url: 'http://worker.test',
		secret: SECRET,
		timeoutMs: 5000,
		fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = new Request(input, init)
			sent.push({ path: new URL(request.url).pathname, headers: request.headers, body: await request.json() })
			return Response.json(workerFailure.parse({ ok: false, code: 'botCheck' }), { status: 502 })
		}) as typeof fetch,
	})
	return { client, sent }
}

describe('worker contract', () => {
	test('every job the client sends goes to a contract path, with the timeout header, in a body the worker accepts', async () => {
		const { client, sent } = recordingClient()
		const want = { vssId: 'a.en', languageCode: 'en', kind: 'asr', tlang: 'de' } as const
		await Promise.allSettled([
			client.watch('GJLlxj_dtq8'),
			client.captions('eF8Qqp7rjDg', want),
			client.channel('https://www.youtube.com/@hospitalrecords'),
		])
		expect(sent.map((s) => s.path)).toEqual([WORKER_PATHS.watch, WORKER_PATHS.captions, WORKER_PATHS.channel])
		for (const s of sent) expect(Number(s.headers.get(JOB_TIMEOUT_HEADER))).toBe(4500)
		expect(watchRequest.parse(sent[0]?.body)).toEqual({ videoId: 'GJLlxj_dtq8' })
		expect(captionsRequest.parse(sent[1]?.body)).toEqual({ videoId: 'eF8Qqp7rjDg', ...want })
		expect(channelRequest.parse(sent[2]?.body)).toEqual({ url: 'https://www.youtube.com/@hospitalrecords' })
	})

	test("a body outside the worker's schema is refused there, and the client reads the refusal", async () => {
		// No job runs, so Chromium is never launched: the path does not need to exist.
		const worker = createWorker({
			chromiumPath: '/nonexistent/chromium',
			overrides: testWorkerConfig().upstreamOverrides,
			poolSize: 1,
			jobTimeoutMs: 5000,
			secret: SECRET,
			logger: createLogger('silent'),
		})
		const client = createWorkerClient({
			url: 'http://worker.test',
			secret: SECRET,
			timeoutMs: 5000,
			fetch: ((input: RequestInfo | URL, init?: RequestInit) => worker.fetch(new Request(input, init))) as typeof fetch,
		})
		const error = await client
			.captions('eF8Qqp7rjDg', { vssId: 'a.en', languageCode: 'en; drop', kind: 'asr', tlang: null })
			.catch((e: unknown) => e)
		expect(error).toBeInstanceOf(YouTubeError)
		expect(error).toMatchObject({ code: 'invalidUrl', detail: 'must be a language code' })
		await worker.close()
	})

	test('neither side writes out a path or header of the contract itself', () => {
		const sources = (dir: string): string[] =>
			readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
				const path = join(dir, entry.name)
				if (entry.isDirectory()) return sources(path)
				return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
			})
		// The server's own /healthz (src/server/health.ts) is another thing of the same name.
		const copies = [...sources(join(ROOT, 'src/youtube')), ...sources(join(ROOT, 'worker'))].flatMap((file) =>
			readFileSync(file, 'utf8')
				.split('\n')
				.filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
				.filter((line) => /['"`](X-Job-Timeout-Ms|\/jobs\/\w+|\/healthz)['"`]/i.test(line))
				.map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
		)
		expect(copies).toEqual([])
	})
})
