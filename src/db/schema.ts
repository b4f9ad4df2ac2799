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
 * mailed by the outbox (at least once, with the stable `message_id`). Spam is kept apart
 * (`spam`) and never mailed.
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
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
		lastError: text('last_error'),
		sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
		messageId: text('message_id').notNull().unique(),
	},
	(t) => [index('contact_outbox').on(t.spam, t.delivery, t.nextAttemptAt), index('contact_created').on(t.createdAt)],
)
