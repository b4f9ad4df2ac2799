import { describe, expect, test } from 'bun:test'
import { YOUTUBE_HOSTS } from '../youtube/hosts'
import { ConfigError, loadConfig, loadWorkerConfig, REFUSING_ORIGIN, testConfig, testWorkerConfig } from './config'

describe('loadConfig', () => {
	test('embedded defaults: port 3000, SQLite file under ./data, indexable, no analytics', () => {
		const c = loadConfig({})
		expect(c).toMatchObject({
			port: 3000,
			host: '0.0.0.0',
			publicUrl: 'http://localhost:3000',
			databaseUrl: 'file:./data/tubekit.db',
			logLevel: 'info',
			robots: 'index',
			analyticsScriptUrl: null,
		})
		expect(c.upstreamOverrides.size).toBe(0)
	})

	test('empty strings count as unset (so .env.example can list every variable blank)', () => {
		expect(loadConfig({ PORT: '', ROBOTS: '' })).toMatchObject({ port: 3000, robots: 'index' })
	})

	test('parses UPSTREAM_OVERRIDES into host -> origin', () => {
		const c = loadConfig({
			UPSTREAM_OVERRIDES: 'www.youtube.com=http://127.0.0.1:9100, i.ytimg.com=http://127.0.0.1:9100/',
		})
		expect([...c.upstreamOverrides]).toEqual([
			['www.youtube.com', 'http://127.0.0.1:9100'],
			['i.ytimg.com', 'http://127.0.0.1:9100'],
		])
	})

	test("a test configuration sends every YouTube host to the refusing port; the test's own pairs win", () => {
		for (const overrides of [testConfig().upstreamOverrides, testWorkerConfig().upstreamOverrides]) {
			expect([...overrides.keys()]).toEqual([...YOUTUBE_HOSTS])
			for (const origin of overrides.values()) expect(origin).toBe(REFUSING_ORIGIN)
		}
		const named = testConfig({ UPSTREAM_OVERRIDES: 'i.ytimg.com=http://127.0.0.1:9100' }).upstreamOverrides
		expect(named.get('i.ytimg.com')).toBe('http://127.0.0.1:9100')
		expect(named.get('www.youtube.com')).toBe(REFUSING_ORIGIN)
	})

	test('PUBLIC_URL follows PORT unless it is set', () => {
		expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
		expect(loadConfig({}).publicUrl).toBe('http://localhost:3000')
		expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://tubekit.example' }).publicUrl).toBe(
			'https://tubekit.example',
		)
	})

	test('PUBLIC_URL loses its trailing slash', () => {
		expect(loadConfig({ PUBLIC_URL: 'https://tubekit.example/' }).publicUrl).toBe('https://tubekit.example')
	})

	test('a bad value stops the boot with a message naming every bad variable', () => {
		let error: unknown
		try {
			loadConfig({ PORT: 'eighty', ROBOTS: 'maybe', UPSTREAM_OVERRIDES: 'nonsense', PUBLIC_URL: 'ftp://x' })
		} catch (e) {
			error = e
		}
		expect(error).toBeInstanceOf(ConfigError)
		const message = (error as Error).message
		for (const name of ['PORT', 'ROBOTS', 'UPSTREAM_OVERRIDES', 'PUBLIC_URL']) expect(message).toContain(`${name}:`)
		expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual([
			'PORT',
			'PUBLIC_URL',
			'ROBOTS',
			'UPSTREAM_OVERRIDES',
		])
	})

	test('TRUST_PROXY: off by default, true is one hop, a hop count, or proxy addresses/CIDRs; else refused', () => {
		expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' })
		expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 })
		expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 })
		expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual({
			kind: 'cidrs',
			ranges: [
				{ address: '10.0.0.0', prefix: 8, family: 'ipv4' },
				{ address: '::1', prefix: 128, family: 'ipv6' },
			],
		})
		expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY: "10.0.0.0\/40"/)
		expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(ConfigError)
	})

	test('ANALYTICS_SCRIPT_URL must be an http(s) URL when set', () => {
		expect(loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js' }).analyticsScriptUrl).toBe(
			'https://stats.example/script.js',
		)
		expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_SCRIPT_URL/)
	})

	test('YOUTUBE_CLIENTS: an order of known clients, de-duplicated; anything else is refused', () => {
		expect(loadConfig({}).youtubeClients).toEqual(['ANDROID', 'VISIONOS', 'WEB'])
		expect(loadConfig({ YOUTUBE_CLIENTS: 'web, android,WEB' }).youtubeClients).toEqual(['WEB', 'ANDROID'])
		expect(() => loadConfig({ YOUTUBE_CLIENTS: 'ANDROID,IOS' })).toThrow(ConfigError)
	})

	test('WORKER_URL: none, one, or a comma-separated pool (trailing slashes and repeats dropped)', () => {
		const secret = { WORKER_SECRET: 'worker-secret-0123456789' }
		expect(loadConfig({}).worker.urls).toEqual([])
		expect(loadConfig({ ...secret, WORKER_URL: 'http://127.0.0.1:3001/' }).worker.urls).toEqual([
			'http://127.0.0.1:3001',
		])
		expect(
			loadConfig({ ...secret, WORKER_URL: 'http://w1:3001, https://w2.internal:8443,,http://w1:3001' }).worker.urls,
		).toEqual(['http://w1:3001', 'https://w2.internal:8443'])
		expect(() => loadConfig({ ...secret, WORKER_URL: 'http://w1:3001,w2:3001' })).toThrow(
			/WORKER_URL: not an http\(s\) URL: "w2:3001"/,
		)
	})

	test('WORKER_URL without a valid WORKER_SECRET stops the start, naming the secret', () => {
		// The workers would refuse every job: the server must not start looking configured.
		for (const secret of [{}, { WORKER_SECRET: '' }]) {
			expect(() => loadConfig({ ...secret, WORKER_URL: 'http://w1:3001' })).toThrow(
				/WORKER_SECRET: is required with WORKER_URL/,
			)
		}
		expect(() => loadConfig({ WORKER_URL: 'http://w1:3001', WORKER_SECRET: 'too-short' })).toThrow(
			/WORKER_SECRET: must be at least 16 characters/,
		)
		// A local worker (no WORKER_URL) still gets a secret generated per start.
		expect(loadConfig({}).worker.secret).toBeNull()
	})

	test('Ollama: on by default at the local port, `off` turns it off, a bad host is refused', () => {
		expect(loadConfig({}).ollama).toEqual({
			host: 'http://127.0.0.1:11434',
			model: 'qwen2.5:1.5b',
			timeoutMs: 45_000,
			keepAlive: '30m',
			concurrency: 1,
			queueMax: 8,
			cooldownMs: 60_000,
		})
		expect(loadConfig({ OLLAMA_HOST: 'off' }).ollama.host).toBeNull()
		expect(loadConfig({ OLLAMA_HOST: 'http://ollama:11434/' }).ollama.host).toBe('http://ollama:11434')
		expect(() => loadConfig({ OLLAMA_HOST: 'ollama:11434' })).toThrow(ConfigError)
		expect(() => loadConfig({ OLLAMA_CONCURRENCY: '0' })).toThrow(ConfigError)
	})

	test('the real process exits with the message when a variable is bad', async () => {
		const proc = Bun.spawn(['bun', 'src/server/main.ts'], {
			env: { ...process.env, PORT: 'not-a-port' },
			stdout: 'pipe',
			stderr: 'pipe',
		})
		expect(await proc.exited).toBe(1)
		expect(await new Response(proc.stderr).text()).toContain('PORT:')
	})

	test('the real process does not start with WORKER_URL and no WORKER_SECRET', async () => {
		const { WORKER_SECRET: _, ...rest } = process.env
		const proc = Bun.spawn(['bun', 'src/server/main.ts'], {
			env: { ...rest, PORT: '0', WORKER_URL: 'http://127.0.0.1:3001' },
			stdout: 'pipe',
			stderr: 'pipe',
		})
		expect(await proc.exited).toBe(1)
		expect(await new Response(proc.stderr).text()).toContain('WORKER_SECRET: is required with WORKER_URL')
	})
})

describe('loadWorkerConfig', () => {
	test("the worker's own variables, with the same defaults and parsing as the server's", () => {
		const c = loadWorkerConfig({
			WORKER_SECRET: 'worker-secret-0123456789',
			WORKER_PORT: '0',
			UPSTREAM_OVERRIDES: 'www.youtube.com=http://127.0.0.1:9100/',
			CHROMIUM_PATH: '/opt/chromium',
		})
		expect(c).toEqual({
			secret: 'worker-secret-0123456789',
			host: '127.0.0.1',
			port: 0,
			poolSize: 2,
			jobTimeoutMs: 20_000,
			chromiumPath: '/opt/chromium',
			upstreamOverrides: new Map([['www.youtube.com', 'http://127.0.0.1:9100']]),
			egress: { egresses: [{ label: 'direct', url: null }], backoffMs: 60_000, maxBackoffMs: 1_800_000 },
			logLevel: 'info',
			shutdownTimeoutMs: 10_000,
		})
	})

	test("the server's variables are none of its business: a bad one does not stop the worker", () => {
		const serverOnly = { PORT: 'eighty', DATABASE_URL: 'nonsense', ADMIN_PASSWORD: 'short', SMTP_URL: 'x' }
		expect(() => loadConfig(serverOnly)).toThrow(ConfigError)
		expect(loadWorkerConfig({ ...serverOnly, WORKER_POOL_SIZE: '3' }).poolSize).toBe(3)
	})

	test('a bad worker variable stops it with a message naming the variable', () => {
		let error: unknown
		try {
			loadWorkerConfig({ WORKER_PORT: 'eighty', WORKER_SECRET: 'short', OUTBOUND_PROXY: 'socks://x' })
		} catch (e) {
			error = e
		}
		expect(error).toBeInstanceOf(ConfigError)
		expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual([
			'OUTBOUND_PROXY',
			'WORKER_PORT',
			'WORKER_SECRET',
		])
	})

	test('OUTBOUND_PROXY takes a list of proxies and direct; labels never carry credentials', () => {
		const c = loadConfig({ OUTBOUND_PROXY: 'http://user:s3cret@10.0.0.2:3128, direct ,https://proxy.example' })
		expect(c.egress).toEqual({
			egresses: [
				{ label: '10.0.0.2:3128', url: 'http://user:s3cret@10.0.0.2:3128' },
				{ label: 'direct', url: null },
				{ label: 'proxy.example:443', url: 'https://proxy.example' },
			],
			tries: 3,
			backoffMs: 60_000,
			maxBackoffMs: 1_800_000,
		})
		expect(loadConfig({ OUTBOUND_PROXY: 'http://10.0.0.2:3128' }).egress.tries).toBe(1)
		expect(loadConfig({}).egress.egresses).toEqual([{ label: 'direct', url: null }])
		const five = 'http://a:1,http://b:1,http://c:1,http://d:1,http://e:1'
		expect(loadConfig({ OUTBOUND_PROXY: five }).egress.tries).toBe(3)
		expect(loadConfig({ OUTBOUND_PROXY: five, OUTBOUND_PROXY_TRIES: '5' }).egress.tries).toBe(5)
	})

	test.each([
		[{ OUTBOUND_PROXY: 'socks5://10.0.0.2:1080' }, 'OUTBOUND_PROXY', /not an http\(s\):\/\/host:port proxy/],
		[{ OUTBOUND_PROXY: 'http://u:hunter22@x:1/path' }, 'OUTBOUND_PROXY', /"http:\/\/…@x:1\/path"/],
		[{ OUTBOUND_PROXY: 'http://x:1,http://x:1' }, 'OUTBOUND_PROXY', /listed twice/],
		[
			{ OUTBOUND_PROXY: 'http://x:1,http://y:1', OUTBOUND_PROXY_TRIES: '3' },
			'OUTBOUND_PROXY_TRIES',
			/at most .* \(2\)/,
		],
		[{ OUTBOUND_PROXY_TRIES: '0' }, 'OUTBOUND_PROXY_TRIES', /./],
		[{ OUTBOUND_PROXY_BACKOFF_SECONDS: 'soon' }, 'OUTBOUND_PROXY_BACKOFF_SECONDS', /./],
		[
			{ OUTBOUND_PROXY_BACKOFF_SECONDS: '600', OUTBOUND_PROXY_MAX_BACKOFF_SECONDS: '60' },
			'OUTBOUND_PROXY_MAX_BACKOFF_SECONDS',
			/at least/,
		],
	] as const)('bad egress settings stop the start with a message naming the variable: %o', (env, variable, message) => {
		let error: unknown
		try {
			loadConfig(env)
		} catch (e) {
			error = e
		}
		expect(error).toBeInstanceOf(ConfigError)
		const problem = (error as ConfigError).problems.find((p) => p.variable === variable)
		expect(problem?.message).toMatch(message)
		expect(String((error as Error).message)).not.toContain('hunter22')
	})
})
