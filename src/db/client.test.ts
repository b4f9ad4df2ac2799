import { expect, test } from 'bun:test'
import { loadConfig } from '../core/config'
import { openDatabase } from './client.server'

// DATABASE_URL may name a remote libSQL server (Turso, sqld) with
// DATABASE_AUTH_TOKEN. No such server runs here, so a stand-in records what the libSQL
// client sends: the token as a bearer header on its HTTP (Hrana) requests.
test('a remote libSQL URL is opened with DATABASE_AUTH_TOKEN as the bearer token', async () => {
	const seen: { path: string; auth: string | null }[] = []
	const server = Bun.serve({
		port: 0,
		hostname: '127.0.0.1',
		fetch(req) {
			seen.push({ path: new URL(req.url).pathname, auth: req.headers.get('authorization') })
			return new Response('unauthorized', { status: 401 })
		},
	})
	try {
		const config = loadConfig({ DATABASE_URL: `http://127.0.0.1:${server.port}`, DATABASE_AUTH_TOKEN: 'tok-123' })
		expect(config.databaseAuthToken).toBe('tok-123')
		await expect(openDatabase(config.databaseUrl, config.databaseAuthToken ?? undefined)).rejects.toThrow()
		expect(seen.length).toBeGreaterThan(0)
		expect(seen.every((s) => s.auth === 'Bearer tok-123')).toBe(true)
		expect(seen[0]?.path).toMatch(/pipeline|^\/v\d/)
	} finally {
		await server.stop(true)
	}
})

test('a local file needs no token, and an empty token counts as unset', () => {
	expect(loadConfig({ DATABASE_AUTH_TOKEN: '' }).databaseAuthToken).toBeNull()
})
