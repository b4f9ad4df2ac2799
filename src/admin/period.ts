/**
 * The dashboard's periods: `?period=24h|7d|30d|12m`. The two short ones read the
 * hourly tables (kept 7 days), 30 days reads the day rows, 12 months sums the day rows per
 * month. Every bucket of the period is listed, empty or not, so a chart's time axis is honest.
 * All times are UTC, as the counts are stored.
 */

export const PERIODS = ['24h', '7d', '30d', '12m'] as const
export type Period = (typeof PERIODS)[number]
export type Unit = 'hour' | 'day' | 'month'

/** What the dashboard shows without `?period=`, or with one it does not know. */
export const DEFAULT_PERIOD: Period = '30d'

export const PERIOD_INFO: Record<Period, { label: string; phrase: string; unit: Unit; count: number }> = {
	'24h': { label: '24 hours', phrase: 'the last 24 hours', unit: 'hour', count: 24 },
	'7d': { label: '7 days', phrase: 'the last 7 days', unit: 'hour', count: 168 },
	'30d': { label: '30 days', phrase: 'the last 30 days', unit: 'day', count: 30 },
	'12m': { label: '12 months', phrase: 'the last 12 months', unit: 'month', count: 12 },
}

/** The query's period, or the default for anything else (a bad value is no error, decision 8 aside). */
export const parsePeriod = (value: unknown): Period =>
	PERIODS.includes(value as Period) ? (value as Period) : DEFAULT_PERIOD

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * The period's buckets, oldest first, and the row keys to read: rows from `from` on (an hour
 * `YYYY-MM-DDTHH` for hours, a day `YYYY-MM-DD` otherwise). Rows before `settled` no longer
 * change (their hour or day is over, with a margin for counts flushed late), so they can be
 * cached; later ones are read on every request.
 */
export function periodRange(period: Period, now = new Date()) {
	const { unit, count } = PERIOD_INFO[period]
	const t = now.getTime()
	if (unit === 'hour') {
		const last = Math.floor(t / HOUR_MS) * HOUR_MS
		const keys = Array.from({ length: count }, (_, i) => hourKey(last - (count - 1 - i) * HOUR_MS))
		return { unit, keys, from: keys[0] as string, settled: hourKey(last - HOUR_MS) }
	}
	if (unit === 'day') {
		const today = Math.floor(t / DAY_MS) * DAY_MS
		const keys = Array.from({ length: count }, (_, i) => dayKey(today - (count - 1 - i) * DAY_MS))
		return { unit, keys, from: keys[0] as string, settled: dayKey(today - DAY_MS) }
	}
	const year = now.getUTCFullYear()
	const month = now.getUTCMonth()
	const keys = Array.from({ length: count }, (_, i) =>
		new Date(Date.UTC(year, month - (count - 1 - i), 1)).toISOString().slice(0, 7),
	)
	return { unit, keys, from: `${keys[0]}-01`, settled: dayKey(Math.floor(t / DAY_MS) * DAY_MS - DAY_MS) }
}

export type PeriodRange = ReturnType<typeof periodRange>

const hourKey = (ms: number) => new Date(ms).toISOString().slice(0, 13)
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10)

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/**
 * A bucket's name in full, for tables and tooltips: `Tue Nov 24, 14:00`, `Tue Nov 24`,
 * `Nov 2026`. English on purpose: the admin area is English-only.
 */
export function bucketLabel(unit: Unit, key: string): string {
	if (unit === 'month') return `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`
	const date = new Date(`${key.slice(0, 10)}T00:00:00Z`)
	const day = `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`
	return unit === 'hour' ? `${day}, ${key.slice(11, 13)}:00` : day
}

/**
 * The labels under a time axis: which buckets get one, and its short text. Every 4 hours over a
 * day, each midnight over a week, every 5th day (ending today) over a month, each month over a
 * year. `minor` ones are left out on a phone, where there is room for half of them.
 */
export function axisTicks(unit: Unit, keys: readonly string[]): { index: number; text: string; minor: boolean }[] {
	const n = keys.length
	const ticks: { index: number; text: string; minor: boolean }[] = []
	keys.forEach((key, index) => {
		if (unit === 'month') {
			const month = Number(key.slice(5, 7))
			ticks.push({
				index,
				text: month === 1 ? key.slice(0, 4) : (MONTHS[month - 1] as string),
				minor: (n - 1 - index) % 2 === 1,
			})
		} else if (unit === 'day') {
			if ((n - 1 - index) % 5 === 0) {
				const d = new Date(`${key}T00:00:00Z`)
				ticks.push({ index, text: `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`, minor: (n - 1 - index) % 10 === 5 })
			}
		} else {
			const hour = Number(key.slice(11, 13))
			if (n <= 24 && hour % 4 === 0) ticks.push({ index, text: `${key.slice(11, 13)}:00`, minor: hour % 8 === 4 })
			if (n > 24 && hour === 0) {
				const d = new Date(`${key.slice(0, 10)}T00:00:00Z`)
				ticks.push({ index, text: `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()}`, minor: false })
			}
		}
	})
	return ticks
}
