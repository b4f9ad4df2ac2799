/**
 * Debian's Caddy (installed by .ci/run) in front of app replicas, with the load-balancer
 * settings of deploy/scaled/Caddyfile: the same file, with Docker's DNS discovery of the
 * replicas (`dynamic a app 3000`) swapped for their loopback addresses, and without
 * `request_buffers`, which Debian's 2.6.2 predates (the file says why its older buffer_requests
 * is no stand-in): the tests see the balancer at its worst, a post that found a replica gone
 * answered 502.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { answersHealthz, freePort } from './server'

export const CADDY = Bun.which('caddy') ?? '/usr/bin/caddy'
export const DEPLOY_CADDYFILE = resolve(import.meta.dir, '../../deploy/scaled/Caddyfile')

export interface TestCaddy {
	url: string
	stop(): Promise<void>
}

/** `caddyfile` without `request_buffers`, which Debian's Caddy (2.6.2) does not know. */
export function forDebianCaddy(caddyfile: string): string {
	const buffers = /^[\t ]*request_buffers .*\n/m
	if (!buffers.test(caddyfile)) throw new Error('deploy/scaled/Caddyfile no longer buffers request bodies')
	return caddyfile.replace(buffers, '')
}

/** The deploy Caddyfile with `upstreams` (host:port) in place of the DNS discovery. */
export async function caddyfileFor(upstreams: string[]): Promise<string> {
	const deployed = await Bun.file(DEPLOY_CADDYFILE).text()
	const discovery = /dynamic a app 3000 \{[^}]*\}/
	if (!discovery.test(deployed)) throw new Error('deploy/scaled/Caddyfile no longer discovers `app` by DNS')
	const local = forDebianCaddy(deployed).replace(discovery, `to ${upstreams.join(' ')}`)
	// No admin endpoint (several may run at once) and no automatic HTTPS on loopback.
	return `{\n\tadmin off\n\tauto_https off\n}\n${local}`
}

export async function startCaddy(upstreams: string[]): Promise<TestCaddy> {
	const dir = mkdtempSync(join(tmpdir(), 'tubekit-caddy-'))
	const port = await freePort()
	const file = join(dir, 'Caddyfile')
	writeFileSync(file, await caddyfileFor(upstreams))
	const proc = Bun.spawn([CADDY, 'run', '--config', file, '--adapter', 'caddyfile'], {
		env: { ...process.env, SITE_ADDRESS: `http://127.0.0.1:${port}`, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
		stdout: 'ignore',
		stderr: 'pipe',
	})
	const url = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 15_000
	for (;;) {
		if (await answersHealthz(url)) break
		if (proc.exitCode !== null || Date.now() > deadline) {
			proc.kill('SIGKILL')
			throw new Error(`caddy did not start: ${await new Response(proc.stderr as ReadableStream).text()}`)
		}
		await Bun.sleep(50)
	}
	return {
		url,
		async stop() {
			proc.kill('SIGTERM')
			await proc.exited
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
