/**
 * Search within a transcript (decision 14): case-insensitive, every occurrence counted, found in
 * the readable paragraphs (so a phrase that runs over two caption lines is found), and each
 * paragraph split into plain and matching parts for highlighting.
 */

export interface TextPart {
	text: string
	match: boolean
	/** Where the part starts in its text (unique within the text: a React key). */
	at: number
}

/** One occurrence: text `index`, characters `at` to `end`. */
export interface TextMatch {
	index: number
	at: number
	end: number
}

/**
 * `text` lower-cased, and for each of its code units where it came from in `text`. Lower-casing
 * can change the length (İ → i̇), so offsets are mapped back rather than assumed equal.
 */
function folded(text: string): { folded: string; origin: number[] | null } {
	const lower = text.toLocaleLowerCase()
	if (lower.length === text.length) return { folded: lower, origin: null }
	let out = ''
	const origin: number[] = []
	for (let i = 0; i < text.length; ) {
		const char = String.fromCodePoint(text.codePointAt(i) ?? 0)
		const low = char.toLocaleLowerCase()
		for (let k = 0; k < low.length; k++) origin.push(i)
		out += low
		i += char.length
	}
	return { folded: out, origin }
}

/**
 * Every occurrence of `query` in `texts`, in reading order.
 * @example findMatches(['Cloud and cloud'], 'CLOUD') // [{ index: 0, at: 0, end: 5 }, { index: 0, at: 10, end: 15 }]
 */
export function findMatches(texts: readonly string[], query: string): TextMatch[] {
	const needle = query.trim().toLocaleLowerCase()
	if (!needle) return []
	const matches: TextMatch[] = []
	texts.forEach((text, index) => {
		const { folded: haystack, origin } = folded(text)
		for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
			if (!origin) {
				matches.push({ index, at, end: at + needle.length })
				continue
			}
			// The match ends after the whole character that holds its last code unit.
			const lastChar = origin[at + needle.length - 1] ?? text.length
			let end = at + needle.length
			while (end < origin.length && origin[end] === lastChar) end++
			matches.push({ index, at: origin[at] ?? 0, end: origin[end] ?? text.length })
		}
	})
	return matches
}

/** `text` cut into plain parts and the parts `matches` cover (theirs, in order, not overlapping). */
export function highlightParts(text: string, matches: readonly { at: number; end: number }[]): TextPart[] {
	const parts: TextPart[] = []
	let from = 0
	for (const { at, end } of matches) {
		if (at > from) parts.push({ text: text.slice(from, at), match: false, at: from })
		parts.push({ text: text.slice(at, end), match: true, at })
		from = end
	}
	if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), match: false, at: from })
	return parts
}

/**
 * A match with some words around it, for a list of matches: about `radius` characters on each
 * side, cut at a space where there is one, with `…` where the paragraph goes on.
 */
export function snippet(text: string, match: { at: number; end: number }, radius = 60) {
	let from = Math.max(0, match.at - radius)
	let to = Math.min(text.length, match.end + radius)
	if (from > 0) {
		const space = text.indexOf(' ', from)
		if (space !== -1 && space < match.at) from = space + 1
	}
	if (to < text.length) {
		const space = text.lastIndexOf(' ', to)
		if (space > match.end) to = space
	}
	return {
		before: `${from > 0 ? '…' : ''}${text.slice(from, match.at)}`,
		match: text.slice(match.at, match.end),
		after: `${text.slice(match.end, to)}${to < text.length ? '…' : ''}`,
	}
}
