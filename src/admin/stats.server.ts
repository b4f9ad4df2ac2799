import { desc, gte, sql, sum } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { pageViews, toolUsage } from '../db/schema'

/** The first day (YYYY-MM-DD, UTC) of the last `days` days including today. */
export const sinceDay = (days: number, now = new Date()) =>
	new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10)

/**
 * The dashboard's figures for the last `days` days (decision 18): page views per day, per
 * page and language, and tool calls per tool and outcome, including how often YouTube refused
 * this server (`youtubeBlocked`, `tokenRequired`, …).
 */
export async function dashboardStats(db: Db, days = 30, now = new Date()) {
	const since = sinceDay(days, now)
	const views = sql<number>`cast(${sum(pageViews.count)} as integer)`
	const calls = sql<number>`cast(${sum(toolUsage.count)} as integer)`
	const [perDay, perPage, perTool, toolPerDay] = await Promise.all([
		db
			.select({ day: pageViews.day, views })
			.from(pageViews)
			.where(gte(pageViews.day, since))
			.groupBy(pageViews.day)
			.orderBy(pageViews.day),
		db
			.select({ path: pageViews.path, lang: pageViews.lang, views })
			.from(pageViews)
			.where(gte(pageViews.day, since))
			.groupBy(pageViews.path, pageViews.lang)
			.orderBy(desc(views), pageViews.path, pageViews.lang),
		db
			.select({ tool: toolUsage.tool, outcome: toolUsage.outcome, calls })
			.from(toolUsage)
			.where(gte(toolUsage.day, since))
			.groupBy(toolUsage.tool, toolUsage.outcome)
			.orderBy(toolUsage.tool, desc(calls)),
		db
			.select({ day: toolUsage.day, tool: toolUsage.tool, outcome: toolUsage.outcome, calls: toolUsage.count })
			.from(toolUsage)
			.where(gte(toolUsage.day, since))
			.orderBy(toolUsage.day, toolUsage.tool),
	])
	return {
		since,
		days,
		pageViewsPerDay: fillDays(perDay, since, days),
		pageViews: perPage,
		toolUsage: perTool,
		toolUsagePerDay: toolPerDay,
	}
}

/** Every day of the range, with 0 for days without views (a chart needs the gaps). */
function fillDays(rows: { day: string; views: number }[], since: string, days: number) {
	const byDay = new Map(rows.map((r) => [r.day, r.views]))
	const start = Date.parse(`${since}T00:00:00Z`)
	return Array.from({ length: days }, (_, i) => {
		const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10)
		return { day, views: byDay.get(day) ?? 0 }
	})
}

/** Outcomes that mean YouTube refused this server (or wanted a token), for the dashboard's warning figure. */
export const REFUSAL_OUTCOMES: readonly string[] = ['youtubeBlocked', 'consentWall', 'tokenRequired']
