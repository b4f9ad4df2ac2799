import type { MiddlewareHandler } from 'hono'
import { AppError } from '../../core/errors'

/** What the server's fetch tells the app about a request's Host (core/request-host.ts). */
export interface HostBinding {
	/** The Host header named no host: the request was put at PUBLIC_URL only to be answered 400. */
	unusableHost?: boolean
}

/**
 * RFC 9112, section 3.2: a request whose Host names no host is answered 400, as the client's
 * mistake (logged like any request, never as a server error). One without Host reaches here already
 * served as PUBLIC_URL's (app.ts).
 */
export function refuseUnusableHost(): MiddlewareHandler {
	return (c, next) => {
		if ((c.env as HostBinding | undefined)?.unusableHost) throw new AppError(400, 'badRequest')
		return next()
	}
}
