import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { serveStatic } from 'hono/bun'

/**
 * Serves the files of `public/` (favicon, images) with a short cache. The file list is
 * read once at start, so a page request never touches the disk to learn it is not a file.
 */
export function publicFiles(root: string): MiddlewareHandler {
	const files = new Set(walk(root).map((f) => `/${relative(root, f)}`))
	const serve = serveStatic({
		root,
		onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
	})
	return (c, next) => (files.has(c.req.path) ? serve(c, next) : next())
}

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name)
		return statSync(full).isDirectory() ? walk(full) : [full]
	})
}
