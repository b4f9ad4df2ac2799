/**
 * Search within a transcript (decision 14): case-insensitive, every occurrence counted, each
 * line split into plain and matching parts for highlighting.
 */

export interface LinePart {
	text: string
	match: boolean
	/** Where the part starts in its line (unique within the line: a React key). */
	at: number
}

export interface LineMatch {
	/** Index of the cue (line) in the transcript. */
	index: number
	parts: LinePart[]
	count: number
}

/** Occurrences of `query` in each line that has any, and their total. */
export function searchLines(lines: readonly string[], query: string): { matches: LineMatch[]; total: number } {
	const needle = query.trim().toLocaleLowerCase()
	if (!needle) return { matches: [], total: 0 }
	const matches: LineMatch[] = []
	let total = 0
	lines.forEach((line, index) => {
		const haystack = line.toLocaleLowerCase()
		// Lower-casing can change the length (İ → i̇): then fall back to highlighting the whole line.
		const sameLength = haystack.length === line.length
		const parts: LinePart[] = []
		let from = 0
		let count = 0
		for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
			count++
			if (sameLength) {
				if (at > from) parts.push({ text: line.slice(from, at), match: false, at: from })
				parts.push({ text: line.slice(at, at + needle.length), match: true, at })
				from = at + needle.length
			}
		}
		if (count === 0) return
		if (!sameLength) parts.push({ text: line, match: true, at: 0 })
		else if (from < line.length) parts.push({ text: line.slice(from), match: false, at: from })
		matches.push({ index, parts, count })
		total += count
	})
	return { matches, total }
}

/** Where line `index` starts and ends in `lines.join('\n')`. */
export function lineRange(lines: readonly string[], index: number): [number, number] {
	let start = 0
	for (let i = 0; i < index; i++) start += (lines[i]?.length ?? 0) + 1
	return [start, start + (lines[index]?.length ?? 0)]
}
