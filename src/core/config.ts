import { existsSync } from 'node:fs'
import { z } from 'zod'
import { CLIENTS, type ClientName, DEFAULT_PLAYER_CLIENTS } from '../youtube/clients'
import { type Egress, parseEgressList } from '../youtube/egress/egress'
import { YOUTUBE_HOSTS } from '../youtube/hosts'
import { parseTrustProxy } from './trust-proxy'

/**
 * The one module that reads the environment (house style). Everything else receives a
 * typed `Config` (the server) or `WorkerConfig` (the browser worker, its own variables only).
 * Both throw a `ConfigError` naming each bad variable, and each `main.ts` prints it and exits
 * before anything listens.
 */

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const port = z.coerce.number().int().min(0).max(65535)

/** `host=origin` pairs: every request for `host` goes to `origin` instead (tests, fakes). */
const upstreamOverrides = z.string().transform((raw, ctx) => {
	const map = new Map<string, string>()
	for (const pair of raw
		.split(',')
		.map((p) => p.trim())
		.filter(Boolean)) {
		const eq = pair.indexOf('=')
		const host = pair.slice(0, eq).trim().toLowerCase()
		const origin = pair.slice(eq + 1).trim()
		let parsed: URL | null = null
		try {
			parsed = eq > 0 ? new URL(origin) : null
		} catch {
			parsed = null
		}
		if (!host || !parsed || !/^https?:$/.test(parsed.protocol)) {
			ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=http(s)://origin` })
			return z.NEVER
		}
		map.set(host, parsed.origin)
	}
	return map
})

/** Innertube clients in the order they are asked (docs/youtube-data.md §1). */
const youtubeClients = z.string().transform((raw, ctx) => {
	const names = raw
		.split(',')
		.map((n) => n.trim().toUpperCase())
		.filter(Boolean)
	const unknown = names.filter((n) => !Object.hasOwn(CLIENTS, n))
	if (unknown.length || names.length === 0) {
		ctx.addIssue({ code: 'custom', message: `must list clients of ${Object.keys(CLIENTS).join(', ')}` })
		return z.NEVER
	}
	return [...new Set(names)] as ClientName[]
})

const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''))

/** OUTBOUND_PROXY: http(s) proxies and `direct`, comma-separated (youtube/egress/egress.ts). */
const egressList = z.string().transform((raw, ctx) => {
	try {
		return parseEgressList(raw)
	} catch (error) {
		ctx.addIssue({ code: 'custom', message: (error as Error).message })
		return z.NEVER
	}
})

/** false, true (one proxy), a hop count, or the proxies' addresses/CIDRs (middleware/forwarded.ts). */
const trustProxy = z.string().transform((raw, ctx) => {
	try {
		return parseTrustProxy(raw)
	} catch (error) {
		ctx.addIssue({ code: 'custom', message: (error as Error).message })
		return z.NEVER
	}
})

/** Comma-separated http(s) origins (the browser worker pool); duplicates are dropped. */
const urlList = z.string().transform((raw, ctx) => {
	const items = raw
		.split(',')
		.map((u) => u.trim())
		.filter(Boolean)
	const parsed = items.map((item) => url.safeParse(item))
	const bad = items.filter((_, i) => !parsed[i]?.success)
	if (bad.length) {
		ctx.addIssue({ code: 'custom', message: `not an http(s) URL: ${bad.map((b) => `"${b}"`).join(', ')}` })
		return z.NEVER
	}
	return [...new Set(parsed.map((p) => p.data as string))]
})

export const envSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: port.default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	// Empty: http://localhost:<PORT>, so a changed port does not leave canonical links on the old one.
	PUBLIC_URL: url.optional(),
	DATABASE_URL: z
		.string()
		.regex(/^(file:|libsql:|https?:|:memory:)/, 'must start with file:, libsql:, http(s): or be :memory:')
		.default('file:./data/tubekit.db'),
	DATABASE_AUTH_TOKEN: z.string().min(1).optional(),
	DATA_DIR: z.string().min(1).default('./data'),
	LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
	UPSTREAM_OVERRIDES: upstreamOverrides.default(new Map()),
	ROBOTS: z.enum(['index', 'noindex']).default('index'),
	ANALYTICS_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
	TRUST_PROXY: trustProxy.default({ kind: 'none' }),
	RATE_LIMIT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(48).max(128).default(64),
	RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().positive().default(60),
	RATE_LIMIT_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
	BODY_LIMIT_BYTES: z.coerce
		.number()
		.int()
		.positive()
		.default(64 * 1024),
	RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
	CHROMIUM_PATH: z.string().min(1).optional(),
	OUTBOUND_PROXY: egressList.default(parseEgressList('')),
	OUTBOUND_PROXY_TRIES: z.coerce.number().int().min(1).max(10).optional(),
	OUTBOUND_PROXY_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
	OUTBOUND_PROXY_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).max(604_800).default(1800),
	UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
	YOUTUBE_CLIENTS: youtubeClients.default(DEFAULT_PLAYER_CLIENTS),
	OLLAMA_HOST: z.union([z.literal('off'), url]).default('http://127.0.0.1:11434'),
	OLLAMA_MODEL: z.string().min(1).default('qwen2.5:1.5b'),
	OLLAMA_TIMEOUT_MS: z.coerce.number().int().positive().default(45_000),
	OLLAMA_KEEP_ALIVE: z.string().min(1).default('30m'),
	OLLAMA_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
	OLLAMA_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(8),
	OLLAMA_COOLDOWN_MS: z.coerce.number().int().min(0).default(60_000),
	SMTP_URL: z.union([z.literal(''), z.url({ protocol: /^smtps?$/ })]).default(''),
	MAIL_FROM: z.string().min(3).default('Tubekit <tubekit@localhost>'),
	SUPPORT_EMAIL: z.union([z.literal(''), z.email()]).default(''),
	SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
	OUTBOX_MAX_BACKOFF_S: z.coerce.number().int().min(1).max(86_400).default(300),
	OUTBOX_LEASE_S: z.coerce.number().int().min(2).max(3600).default(120),
	CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
	// Honeypot-quarantined messages (almost surely a bot's): a month for the operator to look, never longer than the rest.
	CONTACT_QUARANTINE_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
	// What the operator's log system keeps of the request log (Tubekit only writes it to stdout); the privacy policy states it.
	LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
	/** The answer time the contact page and the Help Center promise (the operator's to keep). */
	SUPPORT_RESPONSE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
	/** When messages are read, as the contact page says it; no default promises "24/7" (docs/decisions.md, 26). */
	SUPPORT_AVAILABILITY: z.enum(['working-hours', 'weekdays', '24-7']).default('working-hours'),
	// Who runs this installation: the controller the legal pages name (docs/decisions.md, 26).
	OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
	OPERATOR_ADDRESS: z.string().max(1000).optional(),
	OPERATOR_EMAIL: z.email().optional(),
	OPERATOR_DPO_EMAIL: z.email().optional(),
	OPERATOR_IMPRINT: z.string().max(10_000).optional(),
	RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(10),
	ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
	ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
	ADMIN_SESSION_HOURS: z.coerce
		.number()
		.positive()
		.max(24 * 30)
		.default(12),
	RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN: z.coerce.number().int().positive().default(10),
	// Hear it first: the refusal alert. README.md, "Configuration", says why these defaults.
	ADMIN_EMAIL: z.union([z.literal(''), z.email()]).default(''),
	ALERT_WEBHOOK_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
	ALERT_REFUSAL_THRESHOLD: z.coerce.number().min(1).max(100).default(50),
	ALERT_WINDOW_MINUTES: z.coerce.number().min(0.01).max(1440).default(10),
	ALERT_MIN_CALLS: z.coerce.number().int().min(1).max(1_000_000).default(20),
	IMAGE_PROXY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	IMAGE_MAX_BYTES: z.coerce
		.number()
		.int()
		.positive()
		.default(10 * 1024 * 1024),
	// What the image proxy keeps in memory of what it fetched (image-proxy/store.server.ts); 0: nothing.
	IMAGE_CACHE_BYTES: z.coerce
		.number()
		.int()
		.min(0)
		.default(32 * 1024 * 1024),
	RATE_LIMIT_IMAGES_PER_MINUTE: z.coerce.number().int().positive().default(600),
	// Whole playlists and channels: this server's address is the scarce resource.
	// 5000: BATCH_MAX_VIDEOS_CEILING, the most links the batch API documents and takes (src/tools/batch/schema.ts).
	BATCH_MAX_VIDEOS: z.coerce.number().int().min(1).max(5000).default(200),
	BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
	BATCH_SPACING_MS: z.coerce.number().int().min(0).max(600_000).default(750),
	RATE_LIMIT_BATCHES_PER_HOUR: z.coerce.number().int().positive().default(5),
	BATCH_KEEPALIVE_MS: z.coerce.number().int().min(100).max(25_000).default(10_000),
	REDIS_URL: z
		.union([z.literal(''), z.string().regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')])
		.default(''),
	REDIS_PREFIX: z
		.string()
		.regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . _ - only')
		.default('tubekit:'),
	WORKER_URL: urlList.default([]),
	WORKER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	WORKER_HOST: z.string().min(1).default('127.0.0.1'),
	WORKER_PORT: port.default(3001),
	WORKER_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
	WORKER_JOB_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
	WORKER_AUTOSTART: bool.default(true),
})

export type Env = z.input<typeof envSchema>

/**
 * The server's variables, with the checks that read two at once. Workers deployed apart
 * (WORKER_URL) refuse every job without the shared secret, so a server given their URLs but no
 * secret would only ever use plain HTTP while looking configured: it does not start.
 */
const serverEnvSchema = envSchema.superRefine((e, ctx) => {
	if ((e.CONTACT_QUARANTINE_RETENTION_DAYS ?? 0) > e.CONTACT_RETENTION_DAYS) {
		ctx.addIssue({
			code: 'custom',
			path: ['CONTACT_QUARANTINE_RETENTION_DAYS'],
			message: `must be at most CONTACT_RETENTION_DAYS (${e.CONTACT_RETENTION_DAYS})`,
		})
	}
	if (e.WORKER_URL.length > 0 && e.WORKER_SECRET === undefined) {
		ctx.addIssue({ code: 'custom', path: ['WORKER_SECRET'], message: 'is required with WORKER_URL (16+ characters)' })
	}
})

/**
 * The settings as the code reads them, grouped by concern: derived from the schema through
 * {@link configFrom}, so a new setting is its schema line, its line there, and its rows in the
 * README's table and `.env.example` (both checked against the schema by settings-documented.test.ts).
 */
export type Config = ReturnType<typeof configFrom>

/**
 * OUTBOUND_PROXY (in order; `[direct]` when empty), OUTBOUND_PROXY_TRIES (egresses one request may
 * go through; default every one, at most 3), and the rest of a refused or dead proxy: the first
 * `backoffMs`, doubled per further strike up to `maxBackoffMs`.
 */
export interface EgressConfig {
	egresses: Egress[]
	tries: number
	backoffMs: number
	maxBackoffMs: number
}

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
const findChromium = () => CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? null

export class ConfigError extends Error {
	constructor(readonly problems: { variable: string; message: string }[]) {
		super(`Invalid environment configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`)
		this.name = 'ConfigError'
	}
}

type Environment = Record<string, string | undefined>

/** The egress settings, checked against each other (a problem names its variable). */
function egressConfig(e: {
	OUTBOUND_PROXY: Egress[]
	OUTBOUND_PROXY_TRIES?: number | undefined
	OUTBOUND_PROXY_BACKOFF_SECONDS: number
	OUTBOUND_PROXY_MAX_BACKOFF_SECONDS: number
}): EgressConfig {
	const count = e.OUTBOUND_PROXY.length
	const problems: { variable: string; message: string }[] = []
	if (e.OUTBOUND_PROXY_TRIES !== undefined && e.OUTBOUND_PROXY_TRIES > count) {
		problems.push({
			variable: 'OUTBOUND_PROXY_TRIES',
			message: `must be at most the number of egresses in OUTBOUND_PROXY (${count})`,
		})
	}
	if (e.OUTBOUND_PROXY_MAX_BACKOFF_SECONDS < e.OUTBOUND_PROXY_BACKOFF_SECONDS) {
		problems.push({
			variable: 'OUTBOUND_PROXY_MAX_BACKOFF_SECONDS',
			message: `must be at least OUTBOUND_PROXY_BACKOFF_SECONDS (${e.OUTBOUND_PROXY_BACKOFF_SECONDS})`,
		})
	}
	if (problems.length) throw new ConfigError(problems)
	return {
		egresses: e.OUTBOUND_PROXY,
		tries: e.OUTBOUND_PROXY_TRIES ?? Math.min(count, 3),
		backoffMs: e.OUTBOUND_PROXY_BACKOFF_SECONDS * 1000,
		maxBackoffMs: e.OUTBOUND_PROXY_MAX_BACKOFF_SECONDS * 1000,
	}
}

/**
 * The variables of `schema` as read from `env`, validated; throws a ConfigError naming every
 * bad one. Empty strings count as unset, so `.env.example` can list every variable blank.
 */
function parseEnv<S extends z.ZodObject>(schema: S, env: Environment): z.output<S> {
	const present = Object.fromEntries(
		Object.keys(schema.shape)
			.map((key) => [key, env[key]] as const)
			.filter(([, value]) => value !== undefined && value !== ''),
	)
	const parsed = schema.safeParse(present)
	if (!parsed.success) {
		throw new ConfigError(
			parsed.error.issues.map((issue) => ({
				variable: String(issue.path[0] ?? '(environment)'),
				message: issue.message,
			})),
		)
	}
	return parsed.data
}

/**
 * Validates `env` (default `process.env`) and returns the typed configuration.
 * @example const config = loadConfig({ PORT: '8080' })
 */
export function loadConfig(env: Environment = process.env): Config {
	return configFrom(parseEnv(serverEnvSchema, env))
}

/**
 * A multi-line setting's lines: an `.env` file holds one line per variable, so a written `\n` ends a
 * line as a real newline does.
 */
const textLines = (raw: string | undefined): string[] =>
	(raw ?? '')
		.replaceAll('\\n', '\n')
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)

/** How long a held spam message waits for the operator by default: time to look through a month's catch. */
const QUARANTINE_DAYS = 30

/** The validated variables grouped as the code reads them (the one place that names both). */
function configFrom(e: z.output<typeof envSchema>) {
	const quarantineDays = e.CONTACT_QUARANTINE_RETENTION_DAYS ?? Math.min(QUARANTINE_DAYS, e.CONTACT_RETENTION_DAYS)
	return {
		env: e.NODE_ENV,
		port: e.PORT,
		host: e.HOST,
		publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
		databaseUrl: e.DATABASE_URL,
		/** Token of a remote libSQL database (Turso, sqld); unused for a local SQLite file. */
		databaseAuthToken: e.DATABASE_AUTH_TOKEN ?? null,
		dataDir: e.DATA_DIR,
		logLevel: e.LOG_LEVEL,
		upstreamOverrides: e.UPSTREAM_OVERRIDES,
		robots: e.ROBOTS,
		analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL || null,
		/** Which proxies in front may say who the client is (X-Forwarded-For, X-Forwarded-Proto). */
		trustProxy: e.TRUST_PROXY,
		/** Key of the keyed hash that replaces client addresses; null: generated once and kept in the database. */
		rateLimitSecret: e.RATE_LIMIT_SECRET ?? null,
		/** Bits of an IPv6 client address that name one client for every budget (64: one customer's /64). */
		ipv6ClientPrefix: e.RATE_LIMIT_IPV6_PREFIX,
		rateLimits: {
			api: e.RATE_LIMIT_API_PER_MINUTE,
			events: e.RATE_LIMIT_EVENTS_PER_MINUTE,
			images: e.RATE_LIMIT_IMAGES_PER_MINUTE,
		},
		/**
		 * Playlists and channels in one go: at most `maxVideos` listed, `concurrency` videos at a time
		 * per batch, `spacingMs` between any two videos of all batches together (across replicas with
		 * Redis), `perHour` batches per client, one at a time; a batch's stream is never silent for longer than
		 * `keepAliveMs` (under Bun.serve's 30 s idleTimeout, src/server/serve.ts).
		 */
		batch: {
			maxVideos: e.BATCH_MAX_VIDEOS,
			concurrency: e.BATCH_CONCURRENCY,
			spacingMs: e.BATCH_SPACING_MS,
			perHour: e.RATE_LIMIT_BATCHES_PER_HOUR,
			keepAliveMs: e.BATCH_KEEPALIVE_MS,
		},
		bodyLimitBytes: e.BODY_LIMIT_BYTES,
		renderCacheEntries: e.RENDER_CACHE_ENTRIES,
		shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
		/** Chromium for the browser worker: CHROMIUM_PATH, else the first one found on the system. */
		chromiumPath: e.CHROMIUM_PATH ?? findChromium(),
		/** The ways out to YouTube and how they rotate (OUTBOUND_PROXY…). */
		egress: egressConfig(e),
		upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
		/** Innertube clients for player requests, in order (YOUTUBE_CLIENTS); then the worker. */
		youtubeClients: e.YOUTUBE_CLIENTS,
		/** Contact messages: stored first, then mailed by the outbox when SMTP is configured. */
		contact: {
			/** smtp:// or smtps:// URL with credentials; null: messages wait in the admin inbox. */
			smtpUrl: e.SMTP_URL || null,
			mailFrom: e.MAIL_FROM,
			/** Where every message goes (decision 5: whatever the client sends as `to_email`). */
			supportEmail: e.SUPPORT_EMAIL || null,
			/** Longest silence of the SMTP server during a send; then the attempt fails and is retried. */
			smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
			maxBackoffSeconds: e.OUTBOX_MAX_BACKOFF_S,
			/** How long a replica holds a message it is mailing before another may retry it (decision 20). */
			leaseSeconds: e.OUTBOX_LEASE_S,
			retentionDays: e.CONTACT_RETENTION_DAYS,
			/** Messages held as spam (the honeypot filled) and never released: 30 days, or the above if shorter. */
			quarantineDays,
			/** "We usually answer within N hours" on the contact page and in the Help Center. */
			responseHours: e.SUPPORT_RESPONSE_HOURS,
			/** "Availability" on the contact page: working hours, weekdays, or around the clock. */
			availability: e.SUPPORT_AVAILABILITY,
			perHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
		},
		/** The admin area (decision 18); password null: it is off (there is never a default password). */
		admin: {
			password: e.ADMIN_PASSWORD ?? null,
			/** Bearer token for /api/admin/* (scripts); null: only the session cookie works. */
			token: e.ADMIN_TOKEN ?? null,
			sessionHours: e.ADMIN_SESSION_HOURS,
			loginsPer15Min: e.RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN,
		},
		/**
		 * The refusal alert: when at least `threshold` (a share, 0–1) of the requests to YouTube in the
		 * last `windowMs` were refused, and there were at least `minCalls` of them, the operator hears it
		 * once by e-mail and webhook, and once more when it clears.
		 */
		alerts: {
			threshold: e.ALERT_REFUSAL_THRESHOLD / 100,
			windowMs: Math.round(e.ALERT_WINDOW_MINUTES * 60_000),
			minCalls: e.ALERT_MIN_CALLS,
			/** ADMIN_EMAIL, else SUPPORT_EMAIL; null: no alert mail. */
			email: e.ADMIN_EMAIL || e.SUPPORT_EMAIL || null,
			/** ALERT_WEBHOOK_URL; null: no webhook. */
			webhookUrl: e.ALERT_WEBHOOK_URL || null,
		},
		/** The local model that writes hashtags (decision 3); host null: off, the built-in generator answers. */
		ollama: {
			host: e.OLLAMA_HOST === 'off' ? null : e.OLLAMA_HOST,
			model: e.OLLAMA_MODEL,
			timeoutMs: e.OLLAMA_TIMEOUT_MS,
			keepAlive: e.OLLAMA_KEEP_ALIVE,
			/** Model calls at once; more wait in a queue of at most `queueMax`, then 503. */
			concurrency: e.OLLAMA_CONCURRENCY,
			queueMax: e.OLLAMA_QUEUE_MAX,
			/** After a model timeout, the built-in generator answers alone this long (shared through Redis); 0: never. */
			cooldownMs: e.OLLAMA_COOLDOWN_MS,
		},
		/**
		 * Who runs this installation, as the privacy policy, the terms, the contact page, the footer and
		 * /imprint show it; every field empty: those pages say the operator has not published them.
		 */
		operator: {
			name: e.OPERATOR_NAME ?? null,
			/** OPERATOR_ADDRESS's lines (a newline or a written `\n` ends one). */
			address: textLines(e.OPERATOR_ADDRESS),
			email: e.OPERATOR_EMAIL ?? null,
			dpoEmail: e.OPERATOR_DPO_EMAIL ?? null,
			/** OPERATOR_IMPRINT's lines (an empty one ends a paragraph); null: no /imprint page. */
			imprint: e.OPERATOR_IMPRINT?.trim() ? e.OPERATOR_IMPRINT.replaceAll('\\n', '\n').trim() : null,
		},
		/**
		 * What the privacy policy and the terms state (AppConfig.legal), worked out once: the retention periods,
		 * LOG_RETENTION_DAYS (what the operator's log system keeps; Tubekit only writes to stdout) and the
		 * per-client limits the terms allow the API and batches within.
		 */
		legal: {
			contactDays: e.CONTACT_RETENTION_DAYS,
			quarantineDays,
			logDays: e.LOG_RETENTION_DAYS,
			apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
			imagesPerMinute: e.RATE_LIMIT_IMAGES_PER_MINUTE,
			batchesPerHour: e.RATE_LIMIT_BATCHES_PER_HOUR,
			batchMaxVideos: e.BATCH_MAX_VIDEOS,
			contactPerHour: e.RATE_LIMIT_CONTACT_PER_HOUR,
		},
		/** Key that signs image-proxy URLs; null: generated once and kept in the database. */
		imageProxySecret: e.IMAGE_PROXY_SECRET ?? null,
		imageMaxBytes: e.IMAGE_MAX_BYTES,
		imageCacheBytes: e.IMAGE_CACHE_BYTES,
		/** Shared state between replicas (decision 20): Redis or Valkey; url null: kept in this process. */
		redis: { url: e.REDIS_URL || null, prefix: e.REDIS_PREFIX },
		worker: {
			/**
			 * Separately deployed workers (WORKER_URL, comma-separated), shared as a pool; empty: `bun run start`
			 * starts one when Chromium is present.
			 */
			urls: e.WORKER_URL,
			/** Shared secret between server and worker; null: generated per start of a local worker. */
			secret: e.WORKER_SECRET ?? null,
			/**
			 * Address `bun run worker` listens on: loopback by default; `0.0.0.0` for a worker in its own
			 * container that the servers reach over a private network (it still needs the secret).
			 */
			host: e.WORKER_HOST,
			/** Loopback port of a worker started alongside the server. */
			port: e.WORKER_PORT,
			/** Browser contexts in use at once. */
			poolSize: e.WORKER_POOL_SIZE,
			jobTimeoutMs: e.WORKER_JOB_TIMEOUT_MS,
			/** Start a local worker with the server when WORKER_URL is empty and Chromium exists. */
			autostart: e.WORKER_AUTOSTART,
		},
	}
}

/**
 * The settings that name the operator on the legal pages and are not set (OPERATOR_DPO_EMAIL and
 * OPERATOR_IMPRINT are optional): the start log and the admin dashboard name them.
 */
export function missingOperatorSettings(operator: Config['operator']): string[] {
	return [
		operator.name === null && 'OPERATOR_NAME',
		operator.address.length === 0 && 'OPERATOR_ADDRESS',
		operator.email === null && 'OPERATOR_EMAIL',
	].filter((name): name is string => name !== false)
}

/**
 * The browser worker's variables and nothing else (worker/README.md, "Environment"): a worker on
 * its own machine has no database, SMTP or admin settings, and a bad one of those must not stop
 * it. Picked from `envSchema`, so each variable keeps one definition for both processes.
 */
const workerEnvSchema = envSchema.pick({
	WORKER_SECRET: true,
	WORKER_HOST: true,
	WORKER_PORT: true,
	WORKER_POOL_SIZE: true,
	WORKER_JOB_TIMEOUT_MS: true,
	CHROMIUM_PATH: true,
	UPSTREAM_OVERRIDES: true,
	OUTBOUND_PROXY: true,
	OUTBOUND_PROXY_BACKOFF_SECONDS: true,
	OUTBOUND_PROXY_MAX_BACKOFF_SECONDS: true,
	LOG_LEVEL: true,
	SHUTDOWN_TIMEOUT_MS: true,
})

export interface WorkerConfig {
	/** Jobs need it as `Authorization: Bearer <secret>`; null: worker/main.ts refuses to start. */
	secret: string | null
	/** Loopback by default; `0.0.0.0` for a worker in its own container on a private network. */
	host: string
	/** `0` picks a free port (announced in the log and over IPC). */
	port: number
	/** Browser contexts (jobs) at once. */
	poolSize: number
	/** Per job, queue wait included. */
	jobTimeoutMs: number
	/** CHROMIUM_PATH, else the first one found on the system; null: worker/main.ts refuses to start. */
	chromiumPath: string | null
	/** host -> origin (UPSTREAM_OVERRIDES), honoured through the worker's request routing. */
	upstreamOverrides: Map<string, string>
	/**
	 * OUTBOUND_PROXY for Chromium: each job's context goes out through one egress, round robin
	 * among those not resting (rests in this process; tries: one per job).
	 */
	egress: Omit<EgressConfig, 'tries'>
	logLevel: Config['logLevel']
	/** How long the drain may take before connections are closed. */
	shutdownTimeoutMs: number
}

/**
 * The worker process's settings (`bun worker/main.ts`), from its own variables only.
 * @example const { secret, port } = loadWorkerConfig({ WORKER_SECRET: 'at-least-16-chars', WORKER_PORT: '0' })
 */
export function loadWorkerConfig(env: Environment = process.env): WorkerConfig {
	const e = parseEnv(workerEnvSchema, env)
	return {
		secret: e.WORKER_SECRET ?? null,
		host: e.WORKER_HOST,
		port: e.WORKER_PORT,
		poolSize: e.WORKER_POOL_SIZE,
		jobTimeoutMs: e.WORKER_JOB_TIMEOUT_MS,
		chromiumPath: e.CHROMIUM_PATH ?? findChromium(),
		upstreamOverrides: e.UPSTREAM_OVERRIDES,
		egress: (({ tries: _, ...rest }) => rest)(egressConfig(e)),
		logLevel: e.LOG_LEVEL,
		shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
	}
}

/** Environment for a child process (the local worker): this process's own plus `extra`. */
export function childEnv(extra: Record<string, string>): Record<string, string | undefined> {
	return { ...process.env, ...extra }
}

/**
 * Where a test's YouTube requests go unless the test names a fake: a closed loopback port, so the
 * request is refused at once (upstreamUnreachable) instead of leaving for the internet, which on a
 * sandboxed or offline machine hangs until the deadline.
 */
export const REFUSING_ORIGIN = 'http://127.0.0.1:1'

/**
 * UPSTREAM_OVERRIDES for a test: every YouTube host (youtube/hosts.ts) to REFUSING_ORIGIN, then the
 * test's own pairs, which win (a later pair replaces an earlier one for its host).
 * @example testUpstreamOverrides(fake.overrides) // every host to the fake
 */
export function testUpstreamOverrides(pairs = ''): string {
	return [...YOUTUBE_HOSTS.map((host) => `${host}=${REFUSING_ORIGIN}`), pairs].filter(Boolean).join(',')
}

/** A configuration for tests: in-memory database, quiet logs, fixed secret, no way out to YouTube. */
export function testConfig(overrides: Record<string, string> = {}): Config {
	return loadConfig({
		NODE_ENV: 'test',
		DATABASE_URL: ':memory:',
		LOG_LEVEL: 'silent',
		RATE_LIMIT_SECRET: 'test-secret-0123456789abcdef',
		IMAGE_PROXY_SECRET: 'test-image-secret-0123456789',
		// Never a real model on the developer's machine: tests that want one start the fake.
		OLLAMA_HOST: 'off',
		...overrides,
		UPSTREAM_OVERRIDES: testUpstreamOverrides(overrides.UPSTREAM_OVERRIDES),
	})
}

/** The worker's settings for tests: as testConfig, every YouTube host refused unless the test names the fake. */
export function testWorkerConfig(overrides: Record<string, string> = {}): WorkerConfig {
	return loadWorkerConfig({
		LOG_LEVEL: 'silent',
		...overrides,
		UPSTREAM_OVERRIDES: testUpstreamOverrides(overrides.UPSTREAM_OVERRIDES),
	})
}
