/** One rule of the built stylesheet (scripts/css-rules.ts writes them at build time). */
export interface CssRule {
	/** Index into `wraps`: the at-rules around it, outermost first. */
	wrap: number
	/** The rule's text. */
	css: string
	/**
	 * For each selector of its list, the classes an element (or its ancestors, siblings) must carry
	 * for that selector to match; the rule is kept when one list is all on the page. Absent: kept on
	 * every page (element, attribute and root selectors, keyframes, the layer order).
	 */
	need?: string[][]
}

/** The built stylesheet as rules (dist/client/css-rules.json). */
export interface CssRuleSet {
	/** Wrapper chains, each a list of at-rule preludes such as `@layer utilities`, `@media (hover: hover)`. */
	wraps: string[][]
	/** Every rule of the sheet, in its order. */
	rules: CssRule[]
	/** The whole sheet's size in bytes. */
	bytes: number
}

/** The values of every `name` attribute of React's markup (React escapes `"` inside them), each followed by `separator`. */
const attributeValues = (markup: string, name: string, separator: string): string =>
	Array.from(markup.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g')), (m) => m[1] + separator).join('')

/**
 * The part of the stylesheet a page's markup uses: every rule whose classes are on the page (all of one selector's),
 * every rule that needs none, and the variables those read. Inlined in the head of a page that is not hydrated, it
 * styles the page as the whole sheet would (the rules left out match no element of it) in about half the bytes,
 * with no stylesheet request (page weight, first paint). It runs once per page per process (the render cache).
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
 * Drops CSS custom properties that nothing reads. Panda writes every token of its presets
 * as a variable (hundreds of colours, sizes…), while the site uses a few dozen; keeping
 * only those referenced through var(), repeated until nothing changes (tokens refer to
 * tokens), cuts the render-blocking stylesheet by more than half. `alsoReads` is text outside
 * the sheet whose var() references count too (a page's inline `style` attributes).
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
