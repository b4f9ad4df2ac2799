/**
 * The worker's three jobs by path: the schema its body must pass (the wire contract's) and
 * how the job runs in a context. app.ts validates, then runs the matching one.
 */
import type { BrowserContext } from 'playwright-core'
import type { z } from 'zod'
import {
	captionsRequest,
	channelRequest,
	type JobKind,
	WORKER_PATHS,
	watchRequest,
} from '../src/worker-contract/requests'
import { captionsJob, channelJob, watchJob } from './jobs'

export interface JobRoute<Schema extends z.ZodType = z.ZodType> {
	kind: JobKind
	schema: Schema
	run(context: BrowserContext, input: z.infer<Schema>, deadline: number): Promise<Record<string, unknown>>
}

const route = <Schema extends z.ZodType>(r: JobRoute<Schema>): JobRoute => r as JobRoute

export const JOB_ROUTES: ReadonlyMap<string, JobRoute> = new Map([
	[
		WORKER_PATHS.watch,
		route({
			kind: 'watch',
			schema: watchRequest,
			run: async (context, { videoId }, deadline) => ({ ...(await watchJob(context, videoId, { deadline })) }),
		}),
	],
	[
		WORKER_PATHS.channel,
		route({
			kind: 'channel',
			schema: channelRequest,
			run: async (context, { url }, deadline) => ({ ...(await channelJob(context, url, { deadline })) }),
		}),
	],
	[
		WORKER_PATHS.captions,
		route({
			kind: 'captions',
			schema: captionsRequest,
			run: async (context, { videoId, ...want }, deadline) => ({
				...(await captionsJob(context, videoId, want, { deadline })),
			}),
		}),
	],
])
