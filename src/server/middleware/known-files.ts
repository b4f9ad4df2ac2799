import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { serveStatic } from 'hono/bun'

/**
 * Serves the files under `root` that exist at start (all of them, or those in its folder `under`), with
 * `cacheControl`. The list is read once, so a request never touches the disk to learn it is not a file, and no
 * path a visitor makes up reaches the file system: a name longer than the system takes (ENAMETOOLONG), more
 * after a file's name (ENOTDIR) or a NUL byte is the not-found page like any other (all found by tests/fuzz). The build and `public/` do not change while the server runs: its manifest is read at start
 * too (render/manifest.ts).
 * @example app.use(knownFiles(CLIENT_DIR, 'public, max-age=31536000, immutable', 'assets'))
 */
export function knownFiles(root: string, cacheControl: string, under = ''): MiddlewareHandler {
	const files = new Set(walk(join(root, under)).map((f) => `/${relative(root, f)}`))
	const serve = serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', cacheControl) })
	return (c, next) => (files.has(c.req.path) ? serve(c, next) : next())
}

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = join(dir, name)
		return statSync(full).isDirectory() ? walk(full) : [full]
	})
}
