import type { MiddlewareHandler } from 'hono'

const VALID = /^[A-Za-z0-9._-]{8,64}$/

/** Gives every request an id (a well-formed incoming X-Request-Id is kept), echoed in the answer. */
export function requestId(): MiddlewareHandler {
	return async (c, next) => {
		const incoming = c.req.header('x-request-id')
		const id = incoming && VALID.test(incoming) ? incoming : crypto.randomUUID()
		c.set('requestId', id)
		c.header('X-Request-Id', id)
		await next()
	}
}
