import { pruneUnusedCustomProperties } from './prune-css'

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

/**
 * The values of every `name` attribute of React's markup, each followed by `separator`. React writes each
 * attribute after one space and escapes `"` in attribute values and text alike, so ` class="` starts a
 * class attribute wherever it occurs, and the next `"` ends it. A scan with indexOf takes about half the
 * time of a global regex (some 50 µs of a page's render).
 */
function attributeValues(markup: string, name: string, separator: string): string {
	const start = ` ${name}="`
	let values = ''
	let at = markup.indexOf(start)
	while (at !== -1) {
		const from = at + start.length
		const end = markup.indexOf('"', from)
		if (end === -1) break
		values += markup.slice(from, end) + separator
		at = markup.indexOf(start, end)
	}
	return values
}

/**
 * The part of the stylesheet a page's markup uses: every rule whose classes are on the page (all
 * of one selector's), every rule that needs none, and the variables those read. Inlined in the page's head, it styles the page as the whole sheet would: the rules left
 * out match no element of it, and the order of the rules kept is the sheet's. Only a page that is not
 * hydrated gets it: it cannot change after load, so it needs nothing more; a hydrated page inlines the
 * whole sheet (page-document.ts, pageStyles). Panda's class names are hashed and atomic, so a page uses
 * about half the sheet.
 * Pages of the same kind share their classes: the answer is kept per set of class attributes, and per markup.
 * @example criticalCss(rules, '<div class="a b">') // the rules of .a and .b, and the global ones
 */
export function criticalCss(set: CssRuleSet, markup: string): string {
	let memo = memos.get(set)
	if (!memo) {
		memo = { byMarkup: new Map(), byClasses: new Map() }
		memos.set(set, memo)
	}
	// The same markup again (a page rendered anew for a query string): its answer, without reading its attributes.
	const same = markupKey(markup)
	const again = memo.byMarkup.get(same)
	if (again !== undefined) return again
	const styles = attributeValues(markup, 'style', ';')
	const key = `${attributeValues(markup, 'class', ' ')}|${styles}`
	let css = memo.byClasses.get(key)
	if (css === undefined) {
		css = pruneUnusedCustomProperties(select(set, new Set(key.split(/[\s|]+/))), styles)
		remember(memo.byClasses, key, css)
	}
	remember(memo.byMarkup, same, css)
	return css
}

/** Page kinds × languages × states: a few dozen sets, some hundred markups; a flood of unusual ones only refills it. */
const MEMO_ENTRIES = 256
function remember(memo: Map<string, string>, key: string, css: string): void {
	if (memo.size >= MEMO_ENTRIES) memo.clear()
	memo.set(key, css)
}
const memos = new WeakMap<CssRuleSet, { byMarkup: Map<string, string>; byClasses: Map<string, string> }>()

/**
 * A markup's key: two 64-bit hashes under seeds drawn per process, and its length. Hashing is about 9 µs for a
 * help page's 42 KB, reading its class and style attributes about 60 µs. The seeds are secret,
 * so no one can write a markup meant to share another page's key (one chance in 2^128 by accident).
 */
const [XXH3_SEED = 0n, WYHASH_SEED = 0n] = crypto.getRandomValues(new BigUint64Array(2))
const markupKey = (markup: string) =>
	`${Bun.hash.xxHash3(markup, XXH3_SEED)}.${Bun.hash.wyhash(markup, WYHASH_SEED)}.${markup.length}`

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
