/**
 * One arbitrary of whole requests per part of the app (a "property" of the fuzz run each): the
 * tool APIs, the tool forms, contact, the image proxy, page views, the admin area, and every
 * other path with any method.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { MESSAGE_CHANGES } from '../../src/admin/messages.server'
import { FORM_PATHS } from '../../src/server/form-posts'
import { SITEMAP_PATHS } from '../../src/server/seo/sitemap'
import { ADMIN_PASSWORD, ADMIN_TOKEN } from './harness'
import type { FuzzRequest } from './oracle'
import {
	type Body,
	captionLanguage,
	channelUrl,
	commonHeaders,
	contactFields,
	encode,
	field,
	formBody,
	HOSTILE,
	hashtagCategory,
	hashtagRegion,
	headerSafe,
	hostileString,
	jsonBody,
	jsonContentType,
	keywords,
	localePrefix,
	percentJunk,
	queryString,
	transcriptFormat,
	videoId,
	videoUrl,
} from './values'

export interface FuzzContext {
	/** Signed /api/image paths the tools handed out. */
	signedImages: string[]
	session: { cookie: string; csrf: string }
}

const methodFor = (body: string | undefined, method: string) =>
	body !== undefined && (method === 'GET' || method === 'HEAD') ? 'POST' : method

function request(
	method: string,
	path: string,
	headers: Record<string, string>,
	body?: Body,
	extra: Record<string, string> = {},
): FuzzRequest {
	const all: Record<string, string> = { ...headers, ...extra }
	if (body?.contentType != null) all['content-type'] = body.contentType
	return {
		method: methodFor(body?.body, method),
		path,
		headers: all,
		...(body ? { body: body.body } : {}),
		...(body?.chunked ? { chunked: body.chunked } : {}),
	}
}

/** Mostly sent whole; one in five as a chunked stream (the body limit must count what arrives). */
const chunking = fc.oneof(
	{ weight: 4, arbitrary: fc.constant(undefined) },
	{ weight: 1, arbitrary: fc.constantFrom(1, 7, 1024, 16_384) },
)

const jsonPost = (path: string, body: fc.Arbitrary<string>) =>
	fc
		.tuple(body, jsonContentType, chunking, commonHeaders)
		.map(([text, type, chunked, headers]) => request('POST', path, headers, { body: text, contentType: type, chunked }))

const otherMethod = fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'patch')

// --- tool APIs -------------------------------------------------------------------------------

const both = (valid: Record<string, fc.Arbitrary<unknown>>) => ({
	valid,
	fuzzed: Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, field(v)])),
})
const TOOL_BODIES = {
	thumbnails: both({ video_url: videoUrl }),
	profile: both({ channel_url: channelUrl }),
	transcript: both({ video_url: videoUrl, language: captionLanguage }),
	hashtags: both({ keywords, category: hashtagCategory, region: hashtagRegion }),
}

const downloadQuery = fc
	.record(
		{
			video: fc.oneof(videoUrl, videoId, hostileString),
			language: captionLanguage,
			format: transcriptFormat,
			extra: hostileString,
		},
		{ requiredKeys: [] },
	)
	.map((r) => Object.entries(r).map(([k, v]): [string, string] => [k === 'extra' ? v : k, v]))

export const toolApiRequest = (): fc.Arbitrary<FuzzRequest> =>
	fc.oneof(
		{ weight: 4, arbitrary: jsonPost('/api/tools/thumbnails', jsonBody(TOOL_BODIES.thumbnails)) },
		{ weight: 4, arbitrary: jsonPost('/api/tools/profile', jsonBody(TOOL_BODIES.profile)) },
		{ weight: 4, arbitrary: jsonPost('/api/tools/transcript', jsonBody(TOOL_BODIES.transcript)) },
		{ weight: 3, arbitrary: jsonPost('/api/tools/hashtags', jsonBody(TOOL_BODIES.hashtags)) },
		{
			weight: 3,
			arbitrary: fc
				.tuple(queryString(downloadQuery), fc.constantFrom('GET', 'GET', 'HEAD', 'POST'), commonHeaders)
				.map(([q, method, headers]) => request(method, `/api/tools/transcript/download${q}`, headers)),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(
					otherMethod,
					fc.constantFrom('thumbnails', 'profile', 'transcript', 'hashtags', 'transcript/download/x', 'x', ''),
					commonHeaders,
				)
				.map(([method, tool, headers]) => request(method, `/api/tools/${tool}`, headers)),
		},
	)

// --- tool forms (no JavaScript) ---------------------------------------------------------------

const formPathsOf = (slug: string) => FORM_PATHS.filter((p) => p.endsWith(slug))

export const toolFormRequest = (): fc.Arbitrary<FuzzRequest> =>
	fc
		.oneof(
			fc.tuple(fc.constantFrom(...formPathsOf('thumbnail-downloader')), formBody(TOOL_BODIES.thumbnails)),
			fc.tuple(fc.constantFrom(...formPathsOf('profile-downloader')), formBody(TOOL_BODIES.profile)),
			fc.tuple(fc.constantFrom(...formPathsOf('transcript-downloader')), formBody(TOOL_BODIES.transcript)),
			fc.tuple(fc.constantFrom(...formPathsOf('hashtag-generator')), formBody(TOOL_BODIES.hashtags)),
		)
		.chain(([path, body]) =>
			fc
				.tuple(commonHeaders, fc.constantFrom('', '', '?', '?video_url=x', '?__proto__=1'), chunking)
				.map(([headers, q, chunked]) => request('POST', path + q, headers, { ...body, chunked })),
		)

// --- contact ---------------------------------------------------------------------------------

export const contactRequest = (): fc.Arbitrary<FuzzRequest> =>
	fc.oneof(
		{ weight: 3, arbitrary: jsonPost('/api/contact', jsonBody(contactFields)) },
		{
			weight: 2,
			arbitrary: fc
				.tuple(fc.constantFrom(...formPathsOf('/contact')), formBody(contactFields), chunking, commonHeaders)
				.map(([path, body, chunked, headers]) => request('POST', path, headers, { ...body, chunked })),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(otherMethod, commonHeaders)
				.map(([method, headers]) => request(method, '/api/contact', headers)),
		},
	)

// --- image proxy -----------------------------------------------------------------------------

const IMAGE_HOST_SWAPS = [
	'https://evil.example/vi/x.jpg',
	'https://i.ytimg.com.evil.example/vi/GJLlxj_dtq8/default.jpg',
	'http://i.ytimg.com/vi/GJLlxj_dtq8/default.jpg',
	'https://i.ytimg.com/vi/GJLlxj_dtq8/../../etc/passwd',
	'https://i.ytimg.com/vi/GJLlxj_dtq8/maxresdefault.jpg',
	'https://yt3.ggpht.com/ytc/x=s88-c-k-c0x00ffffff-no-rj',
	'https://127.0.0.1/vi/x.jpg',
	'file:///etc/passwd',
	'//i.ytimg.com/vi/x/default.jpg',
]

function tamper(s: string, at: number): string {
	if (!s) return 'x'
	const i = at % s.length
	const c = s[i] === 'A' ? 'B' : 'A'
	return s.slice(0, i) + c + s.slice(i + 1)
}

export const imageRequest = (ctx: FuzzContext): fc.Arbitrary<FuzzRequest> => {
	const signed = fc.constantFrom(...ctx.signedImages).map((path) => new URL(path, 'http://x').searchParams)
	const params = fc.oneof(
		{ weight: 4, arbitrary: signed.map((p) => [...p.entries()]) },
		{
			weight: 2,
			arbitrary: fc
				.tuple(signed, fc.nat(), fc.constantFrom('s', 'u', 'dl'))
				.map(([p, at, key]) => [...p.entries()].map(([k, v]): [string, string] => [k, k === key ? tamper(v, at) : v])),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(signed, fc.oneof(fc.constantFrom(...IMAGE_HOST_SWAPS), hostileString))
				.map(([p, u]) => [...p.entries()].map(([k, v]): [string, string] => [k, k === 'u' ? u : v])),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(signed, fc.oneof(fc.constantFrom('thumbnail-hq.jpg', 'a'.repeat(101), '../x', ''), hostileString))
				.map(([p, dl]) => [...[...p.entries()].filter(([k]) => k !== 'dl'), ['dl', dl] as [string, string]]),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(signed, fc.constantFrom('u', 's'))
				.map(([p, drop]) => [...p.entries()].filter(([k]) => k !== drop)),
		},
		{
			weight: 1,
			arbitrary: fc.array(
				fc.tuple(fc.constantFrom('u', 's', 'dl', 'x', '__proto__'), fc.oneof(hostileString, percentJunk)),
				{ maxLength: 4 },
			),
		},
	)
	return fc
		.tuple(queryString(params), fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'), commonHeaders)
		.map(([q, method, headers]) => request(method, `/api/image${q}`, headers))
}

// --- page views ------------------------------------------------------------------------------

const pagePath = fc
	.tuple(localePrefix, fc.constantFrom(...SITEMAP_PATHS, '/no-such-page', '/privacy', '/terms'))
	.map(([prefix, path]) => (prefix && path === '/' ? `${prefix}/` : prefix + path))

export const eventRequest = (): fc.Arbitrary<FuzzRequest> =>
	fc.oneof(
		{
			weight: 6,
			arbitrary: jsonPost(
				'/api/events',
				jsonBody({
					path: field(
						fc.oneof(
							pagePath,
							hostileString.map((s) => `/${s}`),
							pagePath.map((p) => `${p}?utm_source=x#y`),
						),
					),
					referrer: field(
						fc.constantFrom(
							'https://www.google.com/',
							'http://127.0.0.1/',
							'android-app://com.google.android.gm/',
							'https://t.co/x',
							'',
						),
					),
				}),
			),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(otherMethod, commonHeaders)
				.map(([method, headers]) => request(method, '/api/events', headers)),
		},
	)

// --- admin -----------------------------------------------------------------------------------

type Auth = Record<string, string>

const adminAuth = (ctx: FuzzContext, { mayUseSession }: { mayUseSession: boolean }): fc.Arbitrary<Auth> => {
	const cookie = `tk_admin=${ctx.session.cookie}`
	const wrongToken = fc.oneof(
		fc.constantFrom(ADMIN_TOKEN.slice(0, -1), `${ADMIN_TOKEN}x`, ADMIN_TOKEN.toUpperCase(), '', ADMIN_PASSWORD),
		hostileString.map(headerSafe),
	)
	const modes: fc.Arbitrary<Auth>[] = [
		fc.constant({}),
		fc.constant({ authorization: `Bearer ${ADMIN_TOKEN}` }),
		fc.constant({ authorization: `bearer ${ADMIN_TOKEN}` }),
		wrongToken.map((t) => ({ authorization: `Bearer ${t}` })),
		fc.constantFrom({ authorization: `Basic ${btoa(`admin:${ADMIN_PASSWORD}`)}` }, { authorization: 'Bearer' }),
		hostileString.map((s) => ({ cookie: `tk_admin=${headerSafe(s)}` })),
	]
	if (mayUseSession) {
		modes.push(
			fc.constant({ cookie }),
			fc.constant({ cookie, 'x-csrf-token': ctx.session.csrf }),
			wrongToken.map((t) => ({ cookie, 'x-csrf-token': t })),
		)
	}
	return fc.oneof(...modes)
}

const filters = fc
	.record(
		{
			review: fc.oneof(fc.constantFrom('active', 'new', 'read', 'archived', 'all'), hostileString),
			category: fc.oneof(fc.constantFrom('general', 'bug', 'feature', 'legal', 'business', ''), hostileString),
			delivery: fc.oneof(fc.constantFrom('pending', 'sent', 'failed', 'not_configured'), hostileString),
			spam: fc.oneof(fc.constantFrom('no', 'suspected', 'yes', 'all'), hostileString),
			q: fc.oneof(fc.constantFrom('invoice', '%', '_', '\\', "'", 'ann@example.org'), hostileString),
			page: fc.oneof(
				fc.constantFrom('1', '2', '0', '-1', '1.5', '1e9', '100001', 'abc', '99999999999999999999'),
				hostileString,
			),
		},
		{ requiredKeys: [] },
	)
	.map((r) => Object.entries(r) as [string, string][])

const messageId = fc.oneof(
	{ weight: 4, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) },
	{
		weight: 1,
		arbitrary: fc.constantFrom('0', '-1', 'abc', '1.5', '1e3', '0x10', '99999999999999999999', '9007199254740993'),
	},
	{ weight: 1, arbitrary: hostileString.map(encode) },
)
const change = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...MESSAGE_CHANGES) },
	{ weight: 1, arbitrary: fc.constantFrom('constructor', '__proto__', 'toString', 'DELETE', '') },
)

export const adminRequest = (ctx: FuzzContext): fc.Arbitrary<FuzzRequest> => {
	const api = fc.oneof(
		fc.constantFrom('/api/admin/session', '/api/admin/stats', '/api/admin', '/api/admin/').map((p) => ['GET', p]),
		queryString(filters).map((q) => ['GET', `/api/admin/messages${q}`]),
		queryString(filters).map((q) => ['GET', `/api/admin/messages.csv${q}`]),
		messageId.map((id) => ['GET', `/api/admin/messages/${id}`]),
		fc.tuple(messageId, change).map(([id, c]) => ['POST', `/api/admin/messages/${id}/${c}`]),
		messageId.map((id) => ['DELETE', `/api/admin/messages/${id}`]),
		fc.tuple(otherMethod, hostileString).map(([m, s]) => [m, `/api/admin/${encode(s)}`]),
	)
	const apiCase = fc
		.tuple(api, adminAuth(ctx, { mayUseSession: true }), commonHeaders)
		.map(([[method, path], auth, headers]) => request(method as string, path as string, headers, undefined, auth))

	const csrfField = fc.oneof(fc.constant(ctx.session.csrf), fc.constant(undefined), hostileString)
	const pages = fc.oneof(
		fc.constantFrom('/admin', '/admin/', '/admin/login', '/admin/messages/', '/admin/x').map((p) => ['GET', p]),
		queryString(filters).map((q) => ['GET', `/admin/messages${q}`]),
		queryString(filters).map((q) => ['GET', `/admin/messages.csv${q}`]),
		messageId.map((id) => ['GET', `/admin/messages/${id}`]),
		fc.tuple(otherMethod, hostileString).map(([m, s]) => [m, `/admin/${encode(s)}`]),
	)
	const pageCase = fc
		.tuple(pages, adminAuth(ctx, { mayUseSession: true }), commonHeaders)
		.map(([[method, path], auth, headers]) => request(method as string, path as string, headers, undefined, auth))
	const changeCase = fc
		.tuple(messageId, change, formBody({ _csrf: csrfField }), adminAuth(ctx, { mayUseSession: true }), commonHeaders)
		.map(([id, c, body, auth, headers]) => request('POST', `/admin/messages/${id}/${c}`, headers, body, auth))
	const loginCase = fc
		.tuple(
			formBody({ password: fc.oneof(fc.constantFrom(ADMIN_PASSWORD, `${ADMIN_PASSWORD} `, ''), hostileString) }),
			commonHeaders,
		)
		.map(([body, headers]) => request('POST', '/admin/login', headers, body))
	// Never with the fuzzer's own session: signing it out would leave the rest of the run signed out.
	const logoutCase = fc
		.tuple(formBody({ _csrf: csrfField }), adminAuth(ctx, { mayUseSession: false }), commonHeaders)
		.map(([body, auth, headers]) => request('POST', '/admin/logout', headers, body, auth))
	return fc.oneof(
		{ weight: 6, arbitrary: apiCase },
		{ weight: 4, arbitrary: pageCase },
		{ weight: 2, arbitrary: changeCase },
		{ weight: 1, arbitrary: loginCase },
		{ weight: 1, arbitrary: logoutCase },
	)
}

// --- every other path ------------------------------------------------------------------------

const ASSETS = (() => {
	try {
		return readdirSync(join(import.meta.dir, '../../dist/client/assets'))
			.slice(0, 8)
			.map((f) => `/assets/${f}`)
	} catch {
		return []
	}
})()

const KNOWN_PATHS = [
	...SITEMAP_PATHS,
	...FORM_PATHS,
	'/healthz',
	'/readyz',
	'/robots.txt',
	'/sitemap.xml',
	'/favicon.svg',
	'/images/og-default.png',
	'/images/guides/seo.svg',
	'/images/nope.png',
	'/assets/nope.js',
	...ASSETS,
	'/api',
	'/api/',
	'/api/nope',
	'/admin',
	'/index.html',
	'/.env',
	'/.git/config',
	'/wp-login.php',
]

const SEGMENTS = [
	'tools',
	'thumbnail-downloader',
	'hashtag-generator',
	'help',
	'guides',
	'youtube-seo-guide',
	'contact',
	'privacy',
	'api',
	'admin',
	'assets',
	'images',
	'messages',
	'events',
	'image',
	'healthz',
	'..',
	'.',
	'',
	'%2e%2e',
	'de',
	'index.html',
]

const segment = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) },
	{ weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,12}$/) },
	{ weight: 1, arbitrary: hostileString.map(encode) },
	{ weight: 1, arbitrary: percentJunk },
	{ weight: 1, arbitrary: fc.constantFrom(...HOSTILE).map((s) => s.replace(/[#?]/g, '')) },
)

const composedPath = fc
	.tuple(localePrefix, fc.array(segment, { maxLength: 5 }), fc.boolean())
	.map(([prefix, segs, slash]) => `${prefix}/${segs.join('/')}${slash && segs.length ? '/' : ''}`)

const query = fc.oneof(
	{ weight: 4, arbitrary: fc.constant('') },
	{ weight: 1, arbitrary: fc.constantFrom('?r=1', '?lang=de', '?__proto__[x]=1', '?', '?&&=', '?q=%') },
	{
		weight: 1,
		arbitrary: queryString(fc.array(fc.tuple(fc.string({ maxLength: 6 }), hostileString), { maxLength: 3 })),
	},
)

const anyMethod = fc.oneof(
	{ weight: 10, arbitrary: fc.constant('GET') },
	{ weight: 2, arbitrary: fc.constant('HEAD') },
	{ weight: 2, arbitrary: fc.constant('POST') },
	{ weight: 2, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'M-SEARCH', 'patch') },
)

export const anyPathRequest = (): fc.Arbitrary<FuzzRequest> =>
	fc
		.tuple(
			anyMethod,
			fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...KNOWN_PATHS) }, { weight: 3, arbitrary: composedPath }),
			query,
			commonHeaders,
			fc.option(fc.record({ body: hostileString, contentType: jsonContentType }), { freq: 3, nil: undefined }),
		)
		.map(([method, path, q, headers, body]) =>
			request(method, path + q, headers, method === 'GET' || method === 'HEAD' ? undefined : body),
		)
