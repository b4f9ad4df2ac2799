/**
 * Counts for the admin dashboard, made up but shaped like a public instance's: page
 * views per day for a year and per hour for the last 7 days over many paths, five languages and
 * a handful of referrers, and tool calls with YouTube starting to refuse a few days ago. Used by
 * bench/dashboard.ts, the dashboard's end-to-end test and its screenshots. Deterministic: the
 * same options give the same rows.
 */
import type { Db } from '../../src/db/client.server'
import { pageViews, pageViewsHourly, toolUsage, toolUsageHourly } from '../../src/db/schema'
import { seededRandom } from './first-click'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** The site's own pages, first: what a small instance's top pages look like. */
export const SITE_PATHS = [
	'/',
	'/tools/transcript-downloader',
	'/tools/thumbnail-downloader',
	'/tools/hashtag-generator',
	'/tools/profile-picture-downloader',
	'/help',
	'/guides',
	'/guides/download-youtube-transcript',
	'/contact',
	'/privacy',
	'/terms',
]
const LANGS = [
	['en', 50],
	['de', 17],
	['es', 15],
	['tr', 10],
	['nl', 8],
] as const
const REFERRERS = [
	['', 55],
	['www.google.com', 22],
	['duckduckgo.com', 6],
	['www.bing.com', 5],
	['www.reddit.com', 4],
	['github.com', 3],
	['t.co', 2],
	['news.ycombinator.com', 2],
	['www.youtube.com', 1],
] as const
const TOOLS = ['transcript', 'thumbnails', 'hashtags', 'profile'] as const
const VISITOR_ERRORS = ['invalidVideoUrl', 'videoPrivate', 'noCaptions', 'videoUnavailable', 'languageUnavailable']

function weighted<T>(rand: () => number, items: readonly (readonly [T, number])[]): T {
	const total = items.reduce((a, [, w]) => a + w, 0)
	let r = rand() * total
	for (const [item, w] of items) {
		r -= w
		if (r <= 0) return item
	}
	return (items[items.length - 1] as readonly [T, number])[0]
}

export interface SeedOptions {
	now?: Date
	/** Days of day rows, counted back from today (365 for a year). */
	days?: number
	/** Distinct paths: the site's pages, then made-up guide pages (`/guides/topic-N`). */
	paths?: number
	/** Average page views per day. */
	viewsPerDay?: number
	/** Average tool calls per day. */
	callsPerDay?: number
	seed?: number
}

/** Inserts the counts and returns how many rows went into each table. */
export async function seedDashboard(db: Db, options: SeedOptions = {}) {
	const { now = new Date(), days = 365, paths = 300, viewsPerDay = 2000, callsPerDay = 1200, seed = 20 } = options
	const rand = seededRandom(seed)
	const allPaths = [
		...SITE_PATHS,
		...Array.from({ length: Math.max(0, paths - SITE_PATHS.length) }, (_, i) => `/guides/topic-${i + 1}`),
	].slice(0, paths)
	// Zipf-like: the n-th path is visited about 1/n as often as the first.
	const pathWeights = allPaths.map((p, i) => [p, 1 / (i + 1)] as const)
	// YouTube refuses this server from 3 days ago, more and more, the last 6 hours better again.
	const refusalShare = (t: number) => {
		const hoursAgo = (now.getTime() - t) / HOUR_MS
		if (hoursAgo > 72 || hoursAgo < 6) return 0.02
		return 0.05 + 0.35 * ((72 - hoursAgo) / 66)
	}
	/** One hour's counts: views keyed path|lang|referrer, calls keyed tool|outcome. */
	const hour = (t: number) => {
		const h = new Date(t).getUTCHours()
		const daily = 0.55 + 0.45 * Math.sin(((h - 8) / 24) * 2 * Math.PI) + 0.2 * rand()
		const weekday = [0.75, 1, 1.05, 1.05, 1, 0.95, 0.7][new Date(t).getUTCDay()] as number
		const growth = 0.6 + 0.4 * (1 - (now.getTime() - t) / (days * DAY_MS))
		const views = new Map<string, number>()
		const calls = new Map<string, number>()
		const nViews = Math.round((viewsPerDay / 24) * daily * weekday * growth)
		for (let i = 0; i < nViews; i++) {
			const key = `${weighted(rand, pathWeights)}\u0000${weighted(rand, LANGS)}\u0000${weighted(rand, REFERRERS)}`
			views.set(key, (views.get(key) ?? 0) + 1)
		}
		const nCalls = Math.round((callsPerDay / 24) * daily * weekday * growth)
		const share = refusalShare(t)
		for (let i = 0; i < nCalls; i++) {
			const tool = weighted(rand, [
				[TOOLS[0], 5],
				[TOOLS[1], 3],
				[TOOLS[2], 2],
				[TOOLS[3], 1],
			])
			const r = rand()
			const outcome =
				r < share
					? (weighted(rand, [
							['youtubeBlocked', 6],
							['tokenRequired', tool === 'transcript' ? 4 : 0],
							['consentWall', 1],
						]) as string)
					: r < share + 0.08
						? (VISITOR_ERRORS[Math.floor(rand() * VISITOR_ERRORS.length)] as string)
						: r < share + 0.09
							? 'upstreamTimeout'
							: 'ok'
			const key = `${tool}\u0000${outcome}`
			calls.set(key, (calls.get(key) ?? 0) + 1)
		}
		return { views, calls }
	}

	const dayViews = new Map<string, number>()
	const dayCalls = new Map<string, number>()
	const hourViews: (typeof pageViewsHourly.$inferInsert)[] = []
	const hourCalls: (typeof toolUsageHourly.$inferInsert)[] = []
	const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
	const firstHour = Math.floor((now.getTime() - (days - 1) * DAY_MS) / DAY_MS) * DAY_MS
	const hourlyFrom = lastHour - 7 * 24 * HOUR_MS
	for (let t = firstHour; t <= lastHour; t += HOUR_MS) {
		const { views, calls } = hour(t)
		const iso = new Date(t).toISOString()
		const [day, hourKey] = [iso.slice(0, 10), iso.slice(0, 13)]
		for (const [key, count] of views) {
			dayViews.set(`${day}\u0000${key}`, (dayViews.get(`${day}\u0000${key}`) ?? 0) + count)
			if (t > hourlyFrom) {
				const [path, lang, referrerHost] = key.split('\u0000') as [string, string, string]
				hourViews.push({ hour: hourKey, path, lang, referrerHost, count })
			}
		}
		for (const [key, count] of calls) {
			dayCalls.set(`${day}\u0000${key}`, (dayCalls.get(`${day}\u0000${key}`) ?? 0) + count)
			if (t > hourlyFrom) {
				const [tool, outcome] = key.split('\u0000') as [string, string]
				hourCalls.push({ hour: hourKey, tool, outcome, count })
			}
		}
	}
	const dayViewRows = [...dayViews].map(([key, count]) => {
		const [day, path, lang, referrerHost] = key.split('\u0000') as [string, string, string, string]
		return { day, path, lang, referrerHost, count }
	})
	const dayCallRows = [...dayCalls].map(([key, count]) => {
		const [day, tool, outcome] = key.split('\u0000') as [string, string, string]
		return { day, tool, outcome, count }
	})
	// SQLite takes at most 32,766 bound values per statement: 500 rows of 5 columns is well under.
	const chunks = <T>(rows: T[]) =>
		Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => rows.slice(i * 500, i * 500 + 500))
	await db.transaction(async (tx) => {
		for (const part of chunks(dayViewRows)) await tx.insert(pageViews).values(part)
		for (const part of chunks(hourViews)) await tx.insert(pageViewsHourly).values(part)
		for (const part of chunks(dayCallRows)) await tx.insert(toolUsage).values(part)
		for (const part of chunks(hourCalls)) await tx.insert(toolUsageHourly).values(part)
	})
	return {
		pageViews: dayViewRows.length,
		pageViewsHourly: hourViews.length,
		toolUsage: dayCallRows.length,
		toolUsageHourly: hourCalls.length,
	}
}
