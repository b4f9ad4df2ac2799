import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import type { BuildInfo } from '../core/build-info'
import type { ServiceProbe, ServiceState } from '../core/service-probe'
import { checkWritable, type Database } from '../db/client.server'

/**
 * /healthz: the process is alive (no dependency checked, for restarts).
 * /readyz: the database accepts a write (503 if not), plus the state of each optional service,
 * which never makes the instance unready: the tools fall back without them; and the release that
 * runs (`version`, `commit`), so an operator sees what a rolling upgrade has reached.
 */
export function healthRoutes(database: Database, services: Map<string, ServiceProbe>, build: BuildInfo) {
	return new Hono<AppEnv>()
		.get('/healthz', (c) => c.json({ status: 'ok' }))
		.get('/readyz', async (c) => {
			const writable = await checkWritable(database)
			const optional: Record<string, ServiceState> = {}
			await Promise.all(
				[...services].map(async ([name, probe]) => {
					try {
						optional[name] = await probe()
					} catch (error) {
						optional[name] = { available: false, detail: String(error) }
					}
				}),
			)
			return c.json(
				{
					status: writable ? 'ready' : 'unready',
					version: build.version,
					commit: build.commit,
					database: { writable },
					services: optional,
				},
				writable ? 200 : 503,
			)
		})
}
