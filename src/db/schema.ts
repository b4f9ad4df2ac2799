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
