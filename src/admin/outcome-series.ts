import type { ChartTone } from './charts/tone'
import { REFUSAL_OUTCOMES } from './refusals'

/** The stack's last series: every outcome that did not get its own colour. */
export const OTHER_OUTCOMES = '(other)'

const REFUSAL_TONES: ChartTone[] = ['red', 'orange', 'pink']
const OTHER_TONES: ChartTone[] = ['violet', 'teal', 'amber']

/**
 * Which tool outcomes get a colour of their own in the "tool calls by outcome" chart, bottom up:
 * `ok` (green), then YouTube's refusals by count (reds), then the three most frequent other
 * outcomes; the rest are summed as one grey series. Seven colours are as many as a reader can
 * tell apart; the tables list every outcome.
 */
export function outcomeSeries(totals: ReadonlyMap<string, number>): { key: string; name: string; tone: ChartTone }[] {
	const ranked = [...totals].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
	const refusals = ranked.filter(([k]) => REFUSAL_OUTCOMES.includes(k)).slice(0, REFUSAL_TONES.length)
	const others = ranked.filter(([k]) => k !== 'ok' && !REFUSAL_OUTCOMES.includes(k))
	const series: { key: string; name: string; tone: ChartTone }[] = []
	if (totals.get('ok')) series.push({ key: 'ok', name: 'ok', tone: 'green' })
	refusals.forEach(([key], i) => {
		series.push({ key, name: key, tone: REFUSAL_TONES[i] as ChartTone })
	})
	others.slice(0, OTHER_TONES.length).forEach(([key], i) => {
		series.push({ key, name: key, tone: OTHER_TONES[i] as ChartTone })
	})
	if (others.length > OTHER_TONES.length) series.push({ key: OTHER_OUTCOMES, name: 'other outcomes', tone: 'gray' })
	return series
}

/** A bucket's outcomes folded into the chosen series (those without one go to OTHER_OUTCOMES). */
export function foldOutcomes(
	outcomes: Readonly<Record<string, number>>,
	series: readonly { key: string }[],
): Record<string, number> {
	const own = new Set(series.map((s) => s.key))
	const folded: Record<string, number> = {}
	for (const [outcome, n] of Object.entries(outcomes)) {
		const key = own.has(outcome) ? outcome : OTHER_OUTCOMES
		folded[key] = (folded[key] ?? 0) + n
	}
	return folded
}
