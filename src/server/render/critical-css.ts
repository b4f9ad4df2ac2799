import type { CssRuleSet } from '../../../scripts/css-rules'

/** The values of every `name` attribute of React's markup (React escapes `"` inside them), each followed by `separator`. */
const attributeValues = (markup: string, name: string, separator: string): string =>
	Array.from(markup.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g')), (m) => m[1] + separator).join('')

/**
 * The part of the stylesheet a page's markup uses and the variables it reads: page weight and first paint
 * (docs/ARCHITECTURE.md, "CSS").
 * @example criticalCss(rules, '<div class="a b">') // the rules of .a and .b, and the global ones
 */
export function criticalCss(set: CssRuleSet, markup: string): string {
	const styles = attributeValues(markup, 'style', ';')
	const classes = new Set(`${attributeValues(markup, 'class', ' ')}|${styles}`.split(/[\s|]+/))
	return pruneUnusedCustomProperties(select(set, classes), styles)
}

/** The rules of `set` that apply to a page with `classes`, in their order, in their at-rules. */
function select(set: CssRuleSet, classes: Set<string>): string {
	let out = ''
	let open: string[] = []
	for (const rule of set.rules) {
		if (rule.need && !rule.need.some((list) => list.every((name) => classes.has(name)))) continue
		const chain = set.wraps[rule.wrap] ?? []
		let same = 0
		while (same < open.length && same < chain.length && open[same] === chain[same]) same++
		out += '}'.repeat(open.length - same)
		for (let i = same; i < chain.length; i++) out += `${chain[i]}{`
		open = chain
		out += rule.css
	}
	return out + '}'.repeat(open.length)
}

/**
 * Drops the custom properties nothing reads through var() (Panda writes every token; docs/ARCHITECTURE.md, "CSS"),
 * also counting the reads of `alsoReads` (a page's `style` attributes).
 * @example pruneUnusedCustomProperties(':root{--a:1px;--b:2px}.x{width:var(--a)}')
 */
export function pruneUnusedCustomProperties(css: string, alsoReads = ''): string {
	const outside = [...alsoReads.matchAll(VAR)].map((m) => m[1])
	let current = css
	for (;;) {
		const used = new Set([...outside, ...[...current.matchAll(VAR)].map((m) => m[1])])
		const next = current.replace(/(?<=[{;])\s*(--[\w-]+)\s*:[^;{}]*(?:;|(?=\}))/g, (decl, name: string) =>
			used.has(name) ? decl : '',
		)
		if (next === current) return next.replace(/;\}/g, '}')
		current = next
	}
}

const VAR = /var\(\s*(--[\w-]+)/g
