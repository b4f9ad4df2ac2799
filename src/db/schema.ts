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
 * Contact messages (decision 5, issue 6): stored before the visitor gets an answer, then
 * mailed by the outbox (at least once, with the stable `message_id`). Spam (a certain bot: the
 * honeypot filled) is kept apart (`spam`) and never mailed unless the admin releases it; weak
 * signals only mark a message (`suspect`), which is still mailed (issue 14, item 9).
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
