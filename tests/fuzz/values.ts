/**
 * The pieces the fuzzer's requests are made of: hostile strings, values of the wrong type,
 * YouTube links that are almost right (recorded ids among them, so some lookups succeed), JSON
 * and form bodies with missing, extra and oversized fields, headers, and the client address.
 */
import fc from 'fast-check'
import { CONTACT_CATEGORIES } from '../../src/contact/fields'
import { HASHTAG_CATEGORIES } from '../../src/tools/hashtags/seeds/types'
import { TRANSCRIPT_FORMATS } from '../../src/tools/transcript/format'
import { YOUTUBE_REGIONS } from '../../src/youtube/search-regions'
import { BROWSE_FIXTURES, CAPTION_ENTRIES, PLAYER_FIXTURES } from '../support/fake-youtube'

export const LOCALES = ['en', 'de', 'es', 'tr', 'nl'] as const
/** English has no prefix (decision 10); the odd ones are not languages of the site, or double slashes (`//%0A` once answered 500). */
export const localePrefix = fc.oneof(
	{ weight: 8, arbitrary: fc.constantFrom('', '/de', '/es', '/tr', '/nl') },
	{ weight: 1, arbitrary: fc.constantFrom('/en', '/DE', '/xx', '/de-DE', '/fr', '/d', '/de/de', '/', '//de') },
)

/** Strings that broke servers before: prototype keys, injections, encodings, odd numbers. */
export const HOSTILE = [
	'',
	' ',
	'\t\n',
	'__proto__',
	'constructor',
	'prototype',
	'toString',
	'hasOwnProperty',
	'__defineGetter__',
	'null',
	'undefined',
	'NaN',
	'Infinity',
	'-1',
	'0',
	'1e309',
	'0x10',
	'9007199254740993',
	'[]',
	'{}',
	'{"a":1}',
	'true',
	'\u0000',
	'a\u0000b',
	'\r\n\r\nX-Injected: 1',
	'\uFEFF',
	'\u202Eevil',
	'\uD800',
	'\uDFFF',
	'\uFFFF',
	'👨‍👩‍👧‍👦',
	'🎬🔥',
	'Ω≈ç√∫',
	'İıŞşĞğ',
	'ß',
	'<script>alert(1)</script>',
	'"><img src=x onerror=alert(1)>',
	"' OR 1=1 --",
	'%',
	'%%',
	'%ZZ',
	'%00',
	'%C3%28',
	'%E0%A4%A',
	'%2e%2e%2f',
	'../../../etc/passwd',
	'..\\..\\windows',
	// biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as text
	'${7*7}',
	'{{7*7}}',
	'{seconds}',
	'javascript:alert(1)',
	'data:text/html,<b>x</b>',
	'file:///etc/passwd',
	'http://127.0.0.1:22/',
	'@',
	'@@',
	'#',
	'?',
	'&',
	'=',
	'/',
	'//',
	'\\',
]

const controlChars = fc.string({
	unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
	maxLength: 8,
})
export const percentJunk = fc
	.array(
		fc.oneof(
			fc.constantFrom('%', '%0', '%ZZ', '%00', '%2F', '%2f', '%2e%2e', '%C3%28', '%FF', '%E2%80%AE', '%u0041', '%25'),
			fc.constantFrom('%0A', '%0D%0A', '%7F', '%5C', '%3F', '%23', '%26', '%3D'),
			fc.stringMatching(/^%[0-9A-Fa-f]{2}$/),
		),
		{ minLength: 1, maxLength: 4 },
	)
	.map((parts) => parts.join(''))
/** Up to ~6,000 characters: longer than every field's limit but within the body limit. */
const longString = fc
	.tuple(fc.constantFrom('a', 'é', '🎬', '<', '%', '\u0000', 'ab ', '@', '\n'), fc.integer({ min: 200, max: 6000 }))
	.map(([s, n]) => s.repeat(n))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
	{ weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
	{ weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
	{ weight: 1, arbitrary: controlChars },
	{ weight: 1, arbitrary: percentJunk },
	{ weight: 1, arbitrary: longString },
)

/** JSON values where a string is expected. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
	fc.constant(null),
	fc.boolean(),
	fc.integer(),
	fc.double({ noNaN: true, noDefaultInfinity: true }),
	fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
	fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
	fc.jsonValue({ maxDepth: 3 }),
)

/** Mostly the valid kind, often hostile, sometimes not a string at all. */
export const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
	fc.oneof(
		{ weight: 6, arbitrary: valid },
		{ weight: 3, arbitrary: hostileString },
		{ weight: 1, arbitrary: wrongType },
	)

/** A lone surrogate as U+FFFD, as a browser sends it (String#toWellFormed, not in this lib target). */
export const wellFormed = (s: string) =>
	s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** encodeURIComponent that does not throw on a lone surrogate. */
export const encode = (s: string) => encodeURIComponent(wellFormed(s))

/** What a header may carry (fetch refuses CR, LF, NUL and anything past U+00FF). */
export const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').slice(0, 4000)
const headerJunk = hostileString.map(headerSafe)

// --- YouTube ---------------------------------------------------------------------------------

const RECORDED_VIDEOS = [
	...new Set([...PLAYER_FIXTURES.map((f) => f.videoId), ...CAPTION_ENTRIES.map((c) => c.videoId)]),
	'dQw4w9WgXcQ',
]
export const videoId = fc.oneof(
	{ weight: 5, arbitrary: fc.constantFrom(...RECORDED_VIDEOS) },
	{ weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/) },
	{ weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{0,14}$/) },
	{ weight: 1, arbitrary: hostileString },
)
const VIDEO_SHAPES: ((id: string) => string)[] = [
	(id) => `https://www.youtube.com/watch?v=${id}`,
	(id) => `https://youtu.be/${id}`,
	(id) => `https://youtu.be/${id}?si=AbCdEf&t=42`,
	(id) => `https://youtube.com/shorts/${id}`,
	(id) => `https://www.youtube.com/live/${id}?feature=share`,
	(id) => `https://www.youtube.com/embed/${id}?start=10`,
	(id) => `https://m.youtube.com/watch?v=${id}&t=1m2s`,
	(id) => `https://music.youtube.com/watch?v=${id}&list=RDAMVM${id}`,
	(id) => `https://www.youtube-nocookie.com/embed/${id}`,
	(id) => `https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${id}%26feature%3Dshare`,
	(id) => `youtube.com/watch?v=${id}`,
	(id) => `www.youtube.com/v/${id}`,
	(id) => id,
	(id) => `  https://youtu.be/${id}  `,
	(id) => `https://youtube.com.evil.com/watch?v=${id}`,
	(id) => `https://www.youtube.com/watch?v=${id}&list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&index=3`,
	(id) => `https://www.youtube.com/playlist?list=PL${id}`,
	(id) => `https://www.youtube.com:443/watch?v=${id}#t=30`,
	(id) => `https://user:pass@www.youtube.com/watch?v=${id}`,
	(id) => `https://www.youtube.com/watch?v=${id}&v=dQw4w9WgXcQ`,
	(id) => `HTTPS://WWW.YOUTUBE.COM/WATCH?V=${id}`,
	(id) => `https://www.youtube.com/watch?v=${encode(id)}`,
]
export const videoUrl: fc.Arbitrary<string> = fc
	.tuple(videoId, fc.constantFrom(...VIDEO_SHAPES), fc.option(fc.oneof(hostileString, percentJunk), { freq: 5 }))
	.map(([id, shape, junk]) => shape(id) + (junk ?? ''))

const RECORDED_CHANNELS = [
	'@Gronkh',
	'@hospitalrecords',
	'@TheDailyShow',
	'@nonexistent',
	'user/Vsauce',
	'user/kurzgesagt',
	'c/gronkh',
	'c/thedailyshow',
	...Object.keys(BROWSE_FIXTURES).map((id) => `channel/${id}`),
]
const channelPath = fc.oneof(
	{ weight: 5, arbitrary: fc.constantFrom(...RECORDED_CHANNELS) },
	{ weight: 2, arbitrary: fc.stringMatching(/^@[A-Za-z0-9._-]{1,30}$/) },
	{ weight: 1, arbitrary: fc.stringMatching(/^channel\/UC[A-Za-z0-9_-]{22}$/) },
	{ weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => `@${s}`) },
	{ weight: 1, arbitrary: hostileString.map((s) => `@${s}`) },
	{ weight: 1, arbitrary: hostileString },
)
const CHANNEL_SHAPES: ((path: string) => string)[] = [
	(p) => `https://www.youtube.com/${p}`,
	(p) => `youtube.com/${p}/videos`,
	(p) => `https://m.youtube.com/${p}/about?si=x`,
	(p) => `http://youtube.com/${p}/`,
	(p) => p,
	(p) => p.replace(/^(channel|user|c)\//, ''),
	(p) => `https://evil.example/${p}`,
	(p) => `https://www.youtube.com/${encode(p)}`,
]
export const channelUrl: fc.Arbitrary<string> = fc
	.tuple(channelPath, fc.constantFrom(...CHANNEL_SHAPES))
	.map(([path, shape]) => shape(path))

export const captionLanguage = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom('en', 'de', 'es', 'tr', 'nl', 'auto', '', 'a.en', '.en', '.de', 'a.de') },
	{ weight: 1, arbitrary: fc.constantFrom('pt-BR', 'zh-Hans', 'la', 'fr', 'EN', 'en-US', 'vss:.en', 'a.', '.') },
	{ weight: 2, arbitrary: hostileString },
)
export const transcriptFormat = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom(...TRANSCRIPT_FORMATS) },
	{ weight: 1, arbitrary: hostileString },
)
export const keywords = fc.oneof(
	{
		weight: 4,
		arbitrary: fc.constantFrom(
			'minecraft survival',
			'cooking pasta, italian food',
			'Reise nach Berlin',
			'yemek tarifi',
			'fietsen in Nederland',
			'🎮 gaming',
			'receta fácil',
			'#already #tagged',
		),
	},
	{ weight: 2, arbitrary: fc.lorem({ maxCount: 12 }) },
	{ weight: 1, arbitrary: videoUrl },
	{ weight: 2, arbitrary: hostileString },
)
export const hashtagCategory = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...HASHTAG_CATEGORIES, '', 'general', 'Gaming') },
	{ weight: 1, arbitrary: hostileString },
)
export const hashtagRegion = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...YOUTUBE_REGIONS, '', 'at', ' AT ', 'XX', 'UK', 'AUT', 'de-AT') },
	{ weight: 1, arbitrary: hostileString },
)

// --- contact ---------------------------------------------------------------------------------

const contactValid = {
	from_name: fc.constantFrom('Ann', 'Jürgen Müller', 'Ayşe Yılmaz', 'José', 'Jan de Vries'),
	from_email: fc.oneof(
		fc.stringMatching(/^[a-z][a-z0-9]{0,9}(\.[a-z]{1,5})?@[a-z]{2,10}\.(org|com|de|nl|com\.tr)$/),
		fc.constantFrom('ann@example.org', 'jürgen@müller.de', 'a@b', 'not-an-email'),
	),
	subject: fc.lorem({ maxCount: 6 }),
	category: fc.constantFrom(...CONTACT_CATEGORIES, 'General Inquiry', 'bug report', 'Legal/Privacy', ''),
	message: fc.oneof(
		{ weight: 8, arbitrary: fc.lorem({ maxCount: 40 }) },
		{ weight: 1, arbitrary: fc.constant(`${'see https://example.org/x '.repeat(7)}`) },
		{ weight: 1, arbitrary: fc.integer({ min: 4990, max: 5010 }).map((n) => 'm'.repeat(n)) },
	),
	to_email: fc.constantFrom('attacker@evil.example', 'support@tubekit.example'),
	// The honeypot: empty, as a person leaves it.
	website: fc.constant(''),
	form_started: fc.oneof(
		fc.integer({ min: 0, max: 60_000 }).map((ago) => Date.now() - ago),
		fc.constantFrom('0', '-1', '99999999999999999999', 'soon'),
	),
}

/** The contact form's fields: plausible ones (most messages are stored), or each one fuzzed. */
export const contactFields = {
	valid: contactValid as Fields,
	fuzzed: {
		...Object.fromEntries(Object.entries(contactValid).map(([k, v]) => [k, field(v as fc.Arbitrary<unknown>)])),
		website: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: field(fc.webUrl()) }),
	} as Fields,
}

// --- bodies ----------------------------------------------------------------------------------

type Fields = Record<string, fc.Arbitrary<unknown>>
/** Fields each fuzzed on its own, or a plausible set (to reach what lies past validation) and a fuzzed one. */
export type FieldSpec = Fields | { valid: Fields; fuzzed: Fields }

const extraKey = fc.oneof(
	fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', ' ', 'video_url ', 'VIDEO_URL'),
	fc.string({ maxLength: 8 }),
)

/** Each field present (mostly) or missing, and maybe extra keys, as [key, value] pairs. */
function entries(spec: FieldSpec): fc.Arbitrary<[string, unknown][]> {
	if ('valid' in spec && 'fuzzed' in spec && !(spec.valid instanceof fc.Arbitrary)) {
		const { valid, fuzzed } = spec as { valid: Fields; fuzzed: Fields }
		return fc.oneof(
			fc.tuple(...Object.entries(valid).map(([k, v]) => v.map((x): [string, unknown] => [k, x]))),
			entries(fuzzed),
		)
	}
	const fields = spec as Fields
	const present = Object.entries(fields).map(([key, value]) =>
		fc.option(
			value.map((v): [string, unknown] => [key, v]),
			{ freq: 6, nil: null },
		),
	)
	return fc
		.tuple(fc.tuple(...present), fc.array(fc.tuple(extraKey, fc.oneof(hostileString, wrongType)), { maxLength: 2 }))
		.map(([own, extra]) => [
			...own.filter((e): e is [string, unknown] => e !== null && e[1] !== undefined),
			...(extra as [string, unknown][]),
		])
}

/** JSON text written by hand, so that a `__proto__` key is a real key of the object sent. */
const jsonText = (pairs: [string, unknown][]) =>
	`{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`).join(',')}}`

/** Pads the first string field so the body lands just under or just over the body limit. */
const nearLimit = (limit: number) =>
	fc.integer({ min: limit - 2048, max: limit + 2048 }).map((n) => `{"video_url":"${'a'.repeat(n)}"}`)

export const BODY_LIMIT = 65_536

export const jsonBody = (fields: FieldSpec): fc.Arbitrary<string> =>
	fc.oneof(
		{ weight: 14, arbitrary: entries(fields).map(jsonText) },
		{
			weight: 1,
			arbitrary: fc
				.tuple(entries(fields).map(jsonText), fc.nat())
				.map(([text, cut]) => text.slice(0, cut % text.length)),
		},
		{ weight: 1, arbitrary: wrongType.map((v) => JSON.stringify(v)) },
		{ weight: 1, arbitrary: hostileString },
		{ weight: 1, arbitrary: nearLimit(BODY_LIMIT) },
		{ weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
		{ weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`) },
	)

const formText = (pairs: [string, unknown][]) =>
	pairs.map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v ?? null))}`).join('&')

const multipart = (pairs: [string, unknown][], boundary: string) =>
	`${pairs
		.map(
			([k, v]) =>
				`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '')}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v ?? null)}\r\n`,
		)
		.join('')}--${boundary}--\r\n`

export interface Body {
	body: string
	contentType: string | null
	/** Sent as a chunked stream in pieces of this many bytes. */
	chunked?: number | undefined
}

/** A no-JavaScript form post's body: url-encoded mostly, multipart, or not a form at all. */
export const formBody = (fields: FieldSpec): fc.Arbitrary<Body> =>
	fc.oneof(
		{
			weight: 10,
			arbitrary: entries(fields).map((p) => ({ body: formText(p), contentType: 'application/x-www-form-urlencoded' })),
		},
		{
			weight: 3,
			arbitrary: entries(fields).map((p) => ({
				body: multipart(p, 'fuzzBoundary7MA4YWxk'),
				contentType: 'multipart/form-data; boundary=fuzzBoundary7MA4YWxk',
			})),
		},
		{
			weight: 1,
			arbitrary: fc
				.tuple(entries(fields), fc.constantFrom('other', '', '"', 'a'.repeat(200)))
				.map(([p, b]) => ({ body: multipart(p, 'fuzzBoundary'), contentType: `multipart/form-data; boundary=${b}` })),
		},
		{ weight: 1, arbitrary: entries(fields).map((p) => ({ body: jsonText(p), contentType: 'application/json' })) },
		{ weight: 1, arbitrary: hostileString.map((body) => ({ body, contentType: contentTypeOf(body) })) },
		{
			weight: 1,
			arbitrary: fc
				.integer({ min: BODY_LIMIT - 2048, max: BODY_LIMIT + 2048 })
				.map((n) => ({ body: `video_url=${'a'.repeat(n)}`, contentType: 'application/x-www-form-urlencoded' })),
		},
	)

const contentTypeOf = (s: string) => (s.length % 2 ? 'application/x-www-form-urlencoded' : null)

/** Content-Type of a JSON API call: right mostly; wrong, odd or missing (fetch then says text/plain). */
export const jsonContentType: fc.Arbitrary<string | null> = fc.oneof(
	{ weight: 12, arbitrary: fc.constant('application/json') },
	{
		weight: 3,
		arbitrary: fc.constantFrom(
			'application/json; charset=utf-8',
			'APPLICATION/JSON',
			'application/json; charset=latin1',
			'application/vnd.api+json',
			'text/plain',
			'text/json',
			'application/jsonx',
			'application/x-www-form-urlencoded',
			'multipart/form-data; boundary=x',
			'application/json, text/html',
			'',
		),
	},
	{ weight: 1, arbitrary: fc.constant(null) },
	{ weight: 1, arbitrary: headerJunk },
)

// --- headers ---------------------------------------------------------------------------------

/** A few thousand clients most of the time (no limit reached); a busy few (limited); the proxy's own. */
export const client: fc.Arbitrary<string | undefined> = fc.oneof(
	{
		weight: 24,
		arbitrary: fc
			.integer({ min: 0, max: 4095 })
			.map((i) => (i % 3 ? `10.${i >> 8}.${i & 255}.${(i * 7) & 255}` : `2001:db8::${i.toString(16)}`)),
	},
	{ weight: 2, arbitrary: fc.constantFrom('198.51.100.7', '2001:db8:ffff::7', '198.51.100.7:4711') },
	{
		weight: 1,
		arbitrary: fc.constantFrom('unknown', '', ' , ,', '203.0.113.9, 198.51.100.7', '::ffff:198.51.100.7', '999.1.1.1'),
	},
	{ weight: 1, arbitrary: fc.constant(undefined) },
)

const pick = <T>(values: T[]) => fc.constantFrom(...values)

/** Headers a browser, a bot or an attacker sends; each one present or not. */
export const commonHeaders: fc.Arbitrary<Record<string, string>> = fc
	.tuple(
		client,
		fc.record(
			{
				'accept-language': fc.oneof(
					pick(['de-DE,de;q=0.9,en;q=0.8', 'tr', 'nl-BE', 'es-419', '*', 'en-US', 'fr', 'xx-YY;q=abc']),
					headerJunk,
				),
				cookie: fc.oneof(
					pick(LOCALES.map((l) => `language=${l}`)),
					pick(['language=__proto__', 'language=', 'language=%E0%A4%A', 'tk_admin=nope', 'language=de; language=tr']),
					headerJunk.map((s) => `language=${s}`),
				),
				'x-tubekit-lang': fc.oneof(pick([...LOCALES, 'xx', '__proto__']), headerJunk),
				'accept-encoding': pick(['gzip', 'br', 'gzip, deflate, br', 'identity', '*', 'gzip;q=0', 'zstd', 'x']),
				'user-agent': pick([
					'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
					'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
					'curl/8.5.0',
					'',
					'x'.repeat(3000),
				]),
				accept: pick(['text/html', 'application/json', '*/*', 'image/webp,*/*', 'text/csv', 'garbage/', '']),
				dnt: fc.constant('1'),
				'sec-gpc': fc.constant('1'),
				'x-forwarded-proto': pick(['https', 'http', 'gopher', 'https, http']),
			},
			{ requiredKeys: [] },
		),
	)
	// The client is always drawn: it decides which rate-limit budget the case spends.
	.map(([xff, h]) => (xff === undefined ? h : { 'x-forwarded-for': xff, ...h }) as Record<string, string>)

/** A query string from [key, value] pairs: encoded mostly, sometimes raw (fetch then encodes what it must). */
export const queryString = (pairs: fc.Arbitrary<[string, string][]>): fc.Arbitrary<string> =>
	fc.tuple(pairs, fc.boolean(), fc.boolean()).map(([p, raw, dup]) => {
		const all = dup && p.length ? [...p, p[0] as [string, string]] : p
		if (!all.length) return ''
		return `?${all.map(([k, v]) => (raw ? `${k}=${wellFormed(v)}` : `${encode(k)}=${encode(v)}`)).join('&')}`
	})
