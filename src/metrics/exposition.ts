/**
 * Prometheus's text exposition format, version 0.0.4 (prometheus.io/docs/instrumenting/exposition_formats):
 * per family a `# HELP` and a `# TYPE` line, then one `name{label="value",…} number` line per sample.
 * Written by hand rather than with a client library: a dozen families, no histograms, no dependency.
 */
export const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

export interface Sample {
	labels?: Record<string, string>
	value: number
}

export interface Family {
	name: string
	help: string
	type: 'counter' | 'gauge'
	samples: Sample[]
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/

/** A label value: backslash, double quote and line feed escaped. */
export const escapeLabelValue = (value: string) =>
	value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

/** HELP text: backslash and line feed escaped. */
export const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')

/** A number as Prometheus writes it (+Inf, -Inf, NaN). */
const formatValue = (value: number) =>
	Number.isNaN(value) ? 'NaN' : value === Infinity ? '+Inf' : value === -Infinity ? '-Inf' : String(value)

/** The families as one exposition; throws on a name no scraper would accept (a bug, not input). */
export function exposition(families: Family[]): string {
	const lines: string[] = []
	for (const family of families) {
		if (!METRIC_NAME.test(family.name)) throw new Error(`invalid metric name ${family.name}`)
		lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`)
		for (const sample of family.samples) {
			const labels = Object.entries(sample.labels ?? {})
			for (const [name] of labels) if (!LABEL_NAME.test(name)) throw new Error(`invalid label name ${name}`)
			const set = labels.length ? `{${labels.map(([k, v]) => `${k}="${escapeLabelValue(v)}"`).join(',')}}` : ''
			lines.push(`${family.name}${set} ${formatValue(sample.value)}`)
		}
	}
	return `${lines.join('\n')}\n`
}

/** A counter by label values, kept in this process since its start. */
export function labeledCounter<const L extends string>(labelNames: readonly L[]) {
	const values = new Map<string, { labels: Record<L, string>; value: number }>()
	return {
		inc(labels: Record<L, string>, by = 1): void {
			const key = labelNames.map((n) => labels[n]).join('\u0000')
			const entry = values.get(key)
			if (entry) entry.value += by
			else values.set(key, { labels: { ...labels }, value: by })
		},
		samples: (): Sample[] => [...values.values()].map(({ labels, value }) => ({ labels, value })),
	}
}
