import type { MiddlewareHandler } from 'hono'

const VALID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * Request ids: a well-formed incoming X-Request-Id is kept, otherwise a random per-process
 * prefix and a counter (unique, and far cheaper than a UUID per request).
 */
export function requestIds(): (incoming: string | null | undefined) => string {
	const prefix = crypto.randomUUID().slice(0, 8)
	let counter = 0
	return (incoming) =>
		incoming && VALID.test(incoming) ? incoming : `${prefix}-${(++counter).toString(36).padStart(6, '0')}`
}

/** Gives every request an id, echoed in the X-Request-Id answer header. */
export function requestId(ids: ReturnType<typeof requestIds>): MiddlewareHandler {
	return async (c, next) => {
		const id = ids(c.req.header('x-request-id'))
		c.set('requestId', id)
		c.header('X-Request-Id', id)
		await next()
	}
}
