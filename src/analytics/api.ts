import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { RouteObject } from 'react-router'
import type { AppEnv } from '../core/app-env'
import { validationHook } from '../core/validation'
import type { Db } from '../db/client.server'
import { pageViewSchema } from './schema'
import { recordPageView } from './service.server'

/** POST /api/events: the browser reports a page view; always 204, counted or not. */
export function eventsApi(db: Db, routes: RouteObject[], publicUrl: string) {
	const ownHost = new URL(publicUrl).hostname
	return new Hono<AppEnv>().post('/', zValidator('json', pageViewSchema, validationHook), async (c) => {
		const input = c.req.valid('json')
		await recordPageView(db, routes, input, {
			userAgent: c.req.header('user-agent'),
			doNotTrack: c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1',
			ownHost,
		})
		return c.body(null, 204)
	})
}
