/** Variables the middleware sets on the Hono context. */
export interface AppEnv {
	Variables: {
		requestId: string
		clientKey: string
		/** The admin session's CSRF token (admin pages only). */
		adminCsrf: string
	}
}
