/**
 * Debian's Caddy (installed by .ci/run) in front of app replicas, with the load-balancer
 * settings of deploy/scaled/Caddyfile: the same file, with Docker's DNS discovery of the
 * replicas (`dynamic a app 3000`) swapped for their loopback addresses (or deploy/plain/Caddyfile,
 * its ports swapped for the replicas' free ones), and without
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
/** The plain-process set-up's file (README "Running on several machines"): replicas listed by port. */
export const PLAIN_CADDYFILE = resolve(import.meta.dir, '../../deploy/plain/Caddyfile')

export interface TestCaddy {
	url: string
	stop(): Promise<void>
}

/** `caddyfile` without `request_buffers`, which Debian's Caddy (2.6.2) does not know. */
export function forDebianCaddy(caddyfile: string): string {
	const buffers = /^[\t ]*request_buffers .*\n/m
	if (!buffers.test(caddyfile)) throw new Error('the deploy Caddyfile no longer buffers request bodies')
	return caddyfile.replace(buffers, '')
}

/**
 * A deploy Caddyfile with `upstreams` (host:port) in place of its own: the DNS discovery of
 * deploy/scaled/Caddyfile, or the ports listed in deploy/plain/Caddyfile.
 */
export async function caddyfileFor(upstreams: string[], caddyfile = DEPLOY_CADDYFILE): Promise<string> {
	const deployed = await Bun.file(caddyfile).text()
	const discovery = /dynamic a app 3000 \{[^}]*\}/
	const listed = /reverse_proxy(?: 127\.0\.0\.1:\d+)+ \{/
	let local: string
	if (caddyfile === PLAIN_CADDYFILE) {
		if (!listed.test(deployed)) throw new Error('deploy/plain/Caddyfile no longer lists loopback replicas')
		local = forDebianCaddy(deployed).replace(listed, `reverse_proxy ${upstreams.join(' ')} {`)
	} else {
		if (!discovery.test(deployed)) throw new Error('deploy/scaled/Caddyfile no longer discovers `app` by DNS')
		local = forDebianCaddy(deployed).replace(discovery, `to ${upstreams.join(' ')}`)
	}
	// No admin endpoint (several may run at once) and no automatic HTTPS on loopback.
	return `{\n\tadmin off\n\tauto_https off\n}\n${local}`
}

/** Caddy running `caddyfile` (default: deploy/scaled/Caddyfile) in front of `upstreams`. */
export async function startCaddy(upstreams: string[], caddyfile = DEPLOY_CADDYFILE): Promise<TestCaddy> {
	const dir = mkdtempSync(join(tmpdir(), 'tubekit-caddy-'))
	const port = await freePort()
	const file = join(dir, 'Caddyfile')
	writeFileSync(file, await caddyfileFor(upstreams, caddyfile))
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
