import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import pkg from '../../package.json'
import { readBuildInfo } from '../core/build-info'
import { testApp } from '../server/test-app'
import { escapeLabelValue, exposition } from './exposition'

const TOKEN = 'metrics-token-0123456789abcdef'

/**
 * The exposition, read line by line as a scraper would (prometheus.io/docs/instrumenting/exposition_formats):
 * every line is a HELP, a TYPE or a sample; each family has HELP and TYPE before its samples; names
 * and label names are valid; label values are quoted with their escapes; values are numbers.
 * Returns the samples by name and label set.
 */
function parse(text: string): Map<string, number> {
	expect(text.endsWith('\n')).toBe(true)
	const declared = new Map<string, { help: boolean; type: string | null }>()
	const samples = new Map<string, number>()
	const name = '[a-zA-Z_:][a-zA-Z0-9_:]*'
	const label = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"'
	const sample = new RegExp(`^(${name})(\\{(?:${label})(?:,${label})*\\})? (-?[0-9.e+-]+|NaN|\\+Inf|-Inf)$`)
	for (const line of text.slice(0, -1).split('\n')) {
		const help = new RegExp(`^# HELP (${name}) (.+)$`).exec(line)
		const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line)
		if (help) {
			expect(declared.has(help[1] as string)).toBe(false)
			declared.set(help[1] as string, { help: true, type: null })
			continue
		}
		if (type) {
			const family = declared.get(type[1] as string)
			expect(family?.help && family.type === null).toBe(true)
			if (family) family.type = type[2] as string
			continue
		}
		const m = sample.exec(line)
		if (!m) throw new Error(`not a valid exposition line: ${JSON.stringify(line)}`)
		const family = declared.get(m[1] as string)
		expect(family?.type).toBeTruthy()
		if (family?.type === 'counter') expect((m[1] as string).endsWith('_total')).toBe(true)
		samples.set(`${m[1]}${m[2] ?? ''}`, Number(m[3]))
	}
	return samples
}

describe('the exposition format', () => {
	test('label values escape backslash, double quote and line feed; HELP escapes backslash and line feed', () => {
		expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd')
		const text = exposition([
			{ name: 'x_total', help: 'one\\two\nthree', type: 'counter', samples: [{ labels: { p: 'q"\n\\' }, value: 2 }] },
		])
		expect(text).toBe('# HELP x_total one\\\\two\\nthree\n# TYPE x_total counter\nx_total{p="q\\"\\n\\\\"} 2\n')
		expect(parse(text).get('x_total{p="q\\"\\n\\\\"}')).toBe(2)
	})

	test('an invalid metric or label name is refused, never written', () => {
		expect(() => exposition([{ name: 'bad-name', help: 'h', type: 'gauge', samples: [] }])).toThrow()
		expect(() =>
			exposition([{ name: 'ok', help: 'h', type: 'gauge', samples: [{ labels: { 'bad-label': 'v' }, value: 1 }] }]),
		).toThrow()
	})
})

describe('GET /metrics', () => {
	let app: Awaited<ReturnType<typeof testApp>>
	beforeAll(async () => {
		app = await testApp({ LOG_LEVEL: 'silent', ADMIN_TOKEN: TOKEN })
	})
	afterAll(() => app.close())

	const scrape = (authorization?: string) =>
		app.request('/metrics', { headers: authorization ? { authorization } : {} }) as Promise<Response>

	test('without the token or with a wrong one: 401 in the error shape, with WWW-Authenticate', async () => {
		for (const header of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Basic abc']) {
			const answer = await scrape(header)
			expect(answer.status).toBe(401)
			expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
			expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('adminUnauthorized')
		}
	})

	test('with the token: every line valid, and the counters, queues, outbox and alert are there', async () => {
		await app.request('/healthz')
		await app.request('/api/nope')
		app.outcomes.record({ path: 'ANDROID', egress: 'direct', outcome: 'refused' })
		app.outcomes.record({ path: 'ANDROID', egress: 'direct', outcome: 'refused' })
		app.outcomes.record({ path: 'worker', egress: 'proxy "a"\\b', outcome: 'ok' })
		await app.request('/api/contact', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				from_name: 'Ada',
				from_email: 'ada@example.org',
				subject: 'Hello there',
				category: 'general',
				message: 'A message long enough to be accepted by the form.',
			}),
		})
		const before = parse(await (await scrape(`Bearer ${TOKEN}`)).text())
		const answer = await scrape(`Bearer ${TOKEN}`)
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
		const samples = parse(await answer.text())

		expect(samples.get('tubekit_youtube_requests_total{path="ANDROID",egress="direct",outcome="refused"}')).toBe(2)
		expect(samples.get('tubekit_youtube_requests_total{path="worker",egress="proxy \\"a\\"\\\\b",outcome="ok"}')).toBe(
			1,
		)
		expect(samples.get('tubekit_http_requests_total{class="2xx"}')).toBeGreaterThanOrEqual(1)
		expect(samples.get('tubekit_http_requests_total{class="4xx"}')).toBeGreaterThanOrEqual(1)
		// The release this replica runs, as an info metric (always 1).
		const build = readBuildInfo()
		expect(samples.get(`tubekit_build_info{version="${pkg.version}",commit="${build.commit}"}`)).toBe(1)
		// The scrapes themselves are not traffic.
		expect(samples.get('tubekit_http_requests_total{class="2xx"}')).toBe(
			before.get('tubekit_http_requests_total{class="2xx"}'),
		)
		for (const queue of [
			'{queue="model",state="running"}',
			'{queue="model",state="waiting"}',
			'{queue="worker",state="running"}',
			'{queue="batch",state="running"}',
			'{queue="batch_video",state="waiting"}',
		])
			expect(samples.get(`tubekit_queue_depth${queue}`)).toBe(0)
		const outbox = ['pending', 'sent', 'failed', 'not_configured'].map(
			(d) => samples.get(`tubekit_contact_messages{delivery="${d}"}`) ?? -1,
		)
		expect(outbox.every((n) => n >= 0)).toBe(true)
		expect(outbox.reduce((a, n) => a + n, 0)).toBe(1)
		expect(samples.get('tubekit_contact_messages_spam')).toBe(0)
		expect(samples.get('tubekit_youtube_refusal_alert_active')).toBe(0)
	})

	test('a tool call counts under its tool and outcome', async () => {
		await app.request('/api/tools/thumbnails', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			// Refused before any request to YouTube: the call still counts, under its error code.
			body: JSON.stringify({ video_url: 'not a video link' }),
		})
		const samples = parse(await (await scrape(`Bearer ${TOKEN}`)).text())
		const tools = [...samples].filter(([key]) =>
			key.startsWith('tubekit_tool_calls_total{tool="thumbnails",outcome="invalidVideoUrl"'),
		)
		expect(tools).toHaveLength(1)
		expect(tools[0]?.[1]).toBe(1)
	})
})

test('without ADMIN_TOKEN /metrics is like any path that does not exist', async () => {
	const app = await testApp({ LOG_LEVEL: 'silent' })
	try {
		const metrics = (await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })) as Response
		const other = (await app.request('/metricz')) as Response
		expect(metrics.status).toBe(other.status)
		expect(metrics.headers.get('content-type')).toBe(other.headers.get('content-type'))
		expect(metrics.status).toBe(404)
	} finally {
		await app.close()
	}
})
