import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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
