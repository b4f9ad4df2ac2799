import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * First-party page views (decision 2): one row per day, path, language and referrer host.
 * Deliberately no IP address, user agent or visitor id: counts only.
 */
export const pageViews = sqliteTable(
	'page_views',
	{
		day: text('day').notNull(), // YYYY-MM-DD in UTC
		path: text('path').notNull(), // unprefixed page path, e.g. /help
		lang: text('lang').notNull(),
		referrerHost: text('referrer_host').notNull().default(''), // '' = direct or same site
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.day, t.path, t.lang, t.referrerHost] })],
)

/**
 * Tool calls per day, tool and outcome (`ok`, or the error code the visitor got, e.g.
 * `youtubeBlocked`, `tokenRequired`): the admin sees how often YouTube refused this server.
 */
export const toolUsage = sqliteTable(
	'tool_usage',
	{
		day: text('day').notNull(), // YYYY-MM-DD in UTC
		tool: text('tool').notNull(), // thumbnails | profile | transcript | hashtags
		outcome: text('outcome').notNull(),
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.day, t.tool, t.outcome] })],
)

/**
 * Contact messages (decision 5): stored before the visitor gets an answer, then
 * mailed by the outbox (at least once, with the stable `message_id`). Spam (a certain bot: the
 * honeypot filled) is kept apart (`spam`) and never mailed unless the admin releases it; weak
 * signals only mark a message (`suspect`), which is still mailed.
 */
export const contactMessages = sqliteTable(
	'contact_messages',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		name: text('name').notNull(),
		email: text('email').notNull(),
		subject: text('subject').notNull(),
		category: text('category').notNull(), // general | bug | feature | legal | business
		message: text('message').notNull(),
		lang: text('lang').notNull(),
		createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
		review: text('review').notNull().default('new'), // new | read | archived
		delivery: text('delivery').notNull().default('pending'), // pending | sent | failed | not_configured
		spam: integer('spam', { mode: 'boolean' }).notNull().default(false),
		/**
		 * Why the message looks like spam from weak signals alone (sent seconds after the form was
		 * shown, many links), '; '-separated; null when none fired. Autofill and paste are fast too,
		 * so such a message is mailed, marked, and counted for the admin to review.
		 */
		suspect: text('suspect'),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
		lastError: text('last_error'),
		sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
		messageId: text('message_id').notNull().unique(),
		/**
		 * The id the form (or an API client) generated for this submission, or null: a post sent
		 * again (the load balancer retrying it on another replica, the visitor pressing send after
		 * a lost answer) names the same id, and the unique index keeps it to one row on every
		 * replica sharing the database (docs/decisions.md, decision 5).
		 */
		submissionId: text('submission_id').unique(),
		/**
		 * The replica sending this message now, and until when (decision 20): a pass claims a row
		 * with one atomic UPDATE before it sends, so two replicas never mail the same message; a
		 * replica that dies mid-send lets the lease run out and another one retries.
		 */
		leaseOwner: text('lease_owner'),
		leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
	},
	(t) => [index('contact_outbox').on(t.spam, t.delivery, t.nextAttemptAt), index('contact_created').on(t.createdAt)],
)

/**
 * Named leases between replicas on one database (decision 20): a job that must run on one
 * replica only (the daily retention) takes the lease first; it is free again at `until`.
 */
export const leases = sqliteTable('leases', {
	name: text('name').primaryKey(),
	owner: text('owner').notNull(),
	until: integer('until', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * Keys generated once per installation and shared by every replica on the database (decision 20):
 * the image-proxy signing key and the client-hash key, when they are not set in the environment.
 */
export const instanceSecrets = sqliteTable('instance_secrets', {
	name: text('name').primaryKey(),
	value: text('value').notNull(),
})

/**
 * The last 7 days of page views per hour (the 24-hour and 7-day charts), written beside
 * the day rows and deleted after 7 days, so only the day rows stay for the retention period.
 * `hour` is YYYY-MM-DDTHH in UTC. The same counts only, as in page_views (decision 2).
 */
export const pageViewsHourly = sqliteTable(
	'page_views_hourly',
	{
		hour: text('hour').notNull(),
		path: text('path').notNull(),
		lang: text('lang').notNull(),
		referrerHost: text('referrer_host').notNull().default(''),
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.hour, t.path, t.lang, t.referrerHost] })],
)

/** Tool calls per hour, tool and outcome for the last 7 days, beside tool_usage's days. */
export const toolUsageHourly = sqliteTable(
	'tool_usage_hourly',
	{
		hour: text('hour').notNull(),
		tool: text('tool').notNull(),
		outcome: text('outcome').notNull(),
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.hour, t.tool, t.outcome] })],
)

/**
 * Requests to YouTube per path and egress ("which way to YouTube works"): `path` is a
 * caption or player path (an innertube client such as `ANDROID`, or `worker`), `egress` is
 * `direct` or a proxy's label (never its credentials), `outcome` is `ok`, `refused` (429, bot
 * check, captcha, sign-in wall) or `failed` (network, timeout). `bucket` is a day (YYYY-MM-DD,
 * kept for the retention period) or an hour (YYYY-MM-DDTHH, kept 7 days).
 */
export const upstreamOutcomes = sqliteTable(
	'upstream_outcomes',
	{
		bucket: text('bucket').notNull(),
		path: text('path').notNull(),
		egress: text('egress').notNull(),
		outcome: text('outcome').notNull(),
		count: integer('count').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.bucket, t.path, t.egress, t.outcome] })],
)

/**
 * Operator alerts: one row when YouTube's refusal share passes the threshold and one
 * when it clears, with what was sent. Not contact messages: they have their own small log.
 */
export const alertEvents = sqliteTable(
	'alert_events',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		at: integer('at', { mode: 'timestamp_ms' }).notNull(),
		kind: text('kind').notNull(), // youtubeRefusals
		state: text('state').notNull(), // fired | cleared
		detail: text('detail').notNull(), // JSON: share, calls, refusals, window, threshold
		email: text('email').notNull().default('not_configured'), // sent | failed | not_configured
		webhook: text('webhook').notNull().default('not_configured'), // sent | failed | not_configured
	},
	(t) => [index('alert_events_at').on(t.at)],
)

/**
 * Whether an alert is on now, shared by every replica on the database when there is no Redis
 * (one alert, not one per replica). Changed with a compare-and-set UPDATE.
 */
export const alertState = sqliteTable('alert_state', {
	kind: text('kind').primaryKey(),
	active: integer('active', { mode: 'boolean' }).notNull().default(false),
	since: integer('since', { mode: 'timestamp_ms' }),
	changedAt: integer('changed_at', { mode: 'timestamp_ms' }),
})
