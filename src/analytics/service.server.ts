import { sql } from 'drizzle-orm'
import { matchRoutes, type RouteObject } from 'react-router'
import { pageIdOf, routerPath } from '../app/page-paths'
import type { Db } from '../db/client.server'
import { pageViews, pageViewsHourly } from '../db/schema'
import { splitLocale } from '../i18n/locales'
import { PAGE_MODULES, type PageId, type PageModule } from '../routes'

/** The canonical unprefixed path of a page (its first path), or undefined for the catch-all. */
const canonicalPathOf = (id: PageId): string | undefined => (PAGE_MODULES[id] as PageModule).paths[0]

const BOT = /bot|crawl|spider|slurp|preview|lighthouse|headless|curl|wget|python|httpclient|monitor/i

export interface PageViewContext {
	userAgent: string | undefined
	doNotTrack: boolean
	/** Host of this site, so internal navigation is not counted as a referrer. */
	ownHost: string
}

/**
 * Counts a page view per day, path, language and referrer host (decision 2), and the same per
 * hour for the dashboard's 24-hour and 7-day charts (the retention job deletes hours
 * older than 7 days). Never stores an address, a user agent or anything that identifies a visitor. Unknown paths, bots and
 * visitors with Do-Not-Track or Global-Privacy-Control are not counted.
 * @returns whether the view was counted
 */
export async function recordPageView(
	db: Db,
	routes: RouteObject[],
	input: { path: string; referrer?: string | undefined },
	ctx: PageViewContext,
	now = new Date(),
): Promise<boolean> {
	if (ctx.doNotTrack || !ctx.userAgent || BOT.test(ctx.userAgent)) return false
	const pathname = input.path.split(/[?#]/)[0] ?? '/'
	const matches = matchRoutes(routes, routerPath(pathname))
	const leaf = matches?.[matches.length - 1]
	const pageId = leaf?.route.id ? pageIdOf(leaf.route.id) : undefined
	if (!pageId || pageId === 'not-found') return false
	const { locale, path } = splitLocale(pathname)
	// An alias (/thumbnail-downloader) counts as its page's canonical path.
	const counted = leaf?.route.id?.includes('~') ? (canonicalPathOf(pageId) ?? path) : path
	const referrerHost = hostOf(input.referrer, ctx.ownHost)
	const row = { path: normalize(counted), lang: locale, referrerHost, count: 1 }
	const iso = now.toISOString()
	// One batch: both counts or neither (and no interleaved transaction, see docs/ARCHITECTURE.md).
	await db.batch([
		db
			.insert(pageViews)
			.values({ day: iso.slice(0, 10), ...row })
			.onConflictDoUpdate({
				target: [pageViews.day, pageViews.path, pageViews.lang, pageViews.referrerHost],
				set: { count: sql`${pageViews.count} + 1` },
			}),
		db
			.insert(pageViewsHourly)
			.values({ hour: iso.slice(0, 13), ...row })
			.onConflictDoUpdate({
				target: [pageViewsHourly.hour, pageViewsHourly.path, pageViewsHourly.lang, pageViewsHourly.referrerHost],
				set: { count: sql`${pageViewsHourly.count} + 1` },
			}),
	])
	return true
}

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

function hostOf(referrer: string | undefined, ownHost: string): string {
	if (!referrer) return ''
	try {
		const host = new URL(referrer).hostname.toLowerCase()
		return host === ownHost ? '' : host.slice(0, 253)
	} catch {
		return ''
	}
}
