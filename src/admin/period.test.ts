import { expect, test } from 'bun:test'
import { toAppError } from '../youtube/app-error'
import { YouTubeError } from '../youtube/errors'
import { foldOutcomes, OTHER_OUTCOMES, outcomeSeries } from './outcome-series'
import { axisTicks, bucketLabel, parsePeriod, periodRange } from './period'
import { REFUSAL_OUTCOMES } from './refusals'

// The dashboard's periods, their buckets (every one, empty or not) and labels.
const now = new Date('2026-11-24T14:35:00Z')

test('a period from the query, the default for anything else', () => {
	expect(['24h', '7d', '30d', '12m'].map(parsePeriod)).toEqual(['24h', '7d', '30d', '12m'])
	expect([undefined, '', '1y', '24H', '7d ', ['7d']].map(parsePeriod)).toEqual([
		'30d',
		'30d',
		'30d',
		'30d',
		'30d',
		'30d',
	])
})

test('24 hours: 24 hourly buckets ending this hour; the last two hours are read each time', () => {
	const r = periodRange('24h', now)
	expect(r.unit).toBe('hour')
	expect(r.keys).toHaveLength(24)
	expect([r.keys[0], r.keys[23]]).toEqual(['2026-11-23T15', '2026-11-24T14'])
	expect([r.from, r.settled]).toEqual(['2026-11-23T15', '2026-11-24T13'])
})

test('7 days: 168 hours; 30 days: days; 12 months: months from the day rows', () => {
	const week = periodRange('7d', now)
	expect([week.keys.length, week.keys[0], week.keys[167]]).toEqual([168, '2026-11-17T15', '2026-11-24T14'])
	const month = periodRange('30d', now)
	expect([month.unit, month.keys.length, month.keys[0], month.keys[29]]).toEqual([
		'day',
		30,
		'2026-10-26',
		'2026-11-24',
	])
	expect([month.from, month.settled]).toEqual(['2026-10-26', '2026-11-23'])
	const year = periodRange('12m', new Date('2026-03-31T23:00:00Z'))
	expect(year.keys).toEqual([
		'2025-04',
		'2025-05',
		'2025-06',
		'2025-07',
		'2025-08',
		'2025-09',
		'2025-10',
		'2025-11',
		'2025-12',
		'2026-01',
		'2026-02',
		'2026-03',
	])
	expect([year.unit, year.from, year.settled]).toEqual(['month', '2025-04-01', '2026-03-30'])
})

test('labels and axis ticks', () => {
	expect(bucketLabel('hour', '2026-11-24T14')).toBe('Tue Nov 24, 14:00')
	expect(bucketLabel('day', '2026-11-24')).toBe('Tue Nov 24')
	expect(bucketLabel('month', '2026-01')).toBe('Jan 2026')
	const day = axisTicks('hour', periodRange('24h', now).keys)
	expect(day.map((t) => t.text)).toEqual(['16:00', '20:00', '00:00', '04:00', '08:00', '12:00'])
	expect(day.filter((t) => t.minor).map((t) => t.text)).toEqual(['20:00', '04:00', '12:00'])
	expect(axisTicks('hour', periodRange('7d', now).keys).map((t) => t.text)).toEqual([
		'Wed 18',
		'Thu 19',
		'Fri 20',
		'Sat 21',
		'Sun 22',
		'Mon 23',
		'Tue 24',
	])
	const month = axisTicks('day', periodRange('30d', now).keys)
	expect(month.map((t) => t.text)).toEqual(['Oct 30', 'Nov 4', 'Nov 9', 'Nov 14', 'Nov 19', 'Nov 24'])
	const year = axisTicks('month', periodRange('12m', now).keys)
	expect(year.map((t) => t.text)).toEqual([
		'Dec',
		'2026',
		'Feb',
		'Mar',
		'Apr',
		'May',
		'Jun',
		'Jul',
		'Aug',
		'Sep',
		'Oct',
		'Nov',
	])
	expect(year.at(-1)?.minor).toBe(false)
})

test('the refusal outcomes are what the API answers for YouTube refusing this server', () => {
	const codes = ['botCheck', 'rateLimited', 'consentWall', 'tokenRequired'] as const
	const keys = codes.map((code) => (toAppError(new YouTubeError(code, code)) as { code: string }).code)
	expect([...new Set(keys)].sort()).toEqual([...REFUSAL_OUTCOMES].sort())
})

test('outcome series: ok, the refusals, three others, the rest summed', () => {
	const totals = new Map([
		['ok', 100],
		['invalidVideoUrl', 9],
		['youtubeBlocked', 20],
		['noCaptions', 8],
		['tokenRequired', 5],
		['videoPrivate', 7],
		['upstreamTimeout', 1],
		['geoBlocked', 0],
	])
	const series = outcomeSeries(totals)
	expect(series.map((s) => `${s.key}:${s.tone}`)).toEqual([
		'ok:green',
		'youtubeBlocked:red',
		'tokenRequired:orange',
		'invalidVideoUrl:violet',
		'noCaptions:teal',
		'videoPrivate:amber',
		`${OTHER_OUTCOMES}:gray`,
	])
	expect(foldOutcomes({ ok: 3, upstreamTimeout: 1, geoBlocked: 2 }, series)).toEqual({ ok: 3, [OTHER_OUTCOMES]: 3 })
})
