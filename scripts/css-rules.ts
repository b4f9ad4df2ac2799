/**
 * The built stylesheet as a list of rules, each with the classes a page must carry for it to
 * apply, so the server can inline only the rules a page uses (src/server/render/critical-css.ts). Written at build time into dist/client/css-rules.json, read at start.
 * postcss parses the sheet: it splits selector lists at their top-level commas and keeps each
 * rule's text as Panda minified it.
 */
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss'

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

/** At-rules whose body is not a list of style rules: kept whole, on every page. */
const LEAF_AT_RULES = new Set(['keyframes', 'font-face', 'property', 'counter-style', 'page'])

/**
 * The classes `selector` requires. Only classes outside parentheses and brackets count: one in
 * `:is(.dark *)`, `:not(.x)` or `:has(.y)` may match without being on the page (or must be absent),
 * so such a rule is kept rather than guessed about.
 * @example requiredClasses('.a:is(:hover, .b) > .c\\:d') // ['a', 'c:d']
 */
export function requiredClasses(selector: string): string[] {
	let depth = 0
	let top = ''
	for (let i = 0; i < selector.length; i++) {
		const char = selector[i] as string
		if (char === '\\') {
			if (depth === 0) top += selector.slice(i, i + 2)
			i++
		} else if (char === '(' || char === '[') depth++
		else if (char === ')' || char === ']') depth--
		else if (depth === 0) top += char
	}
	return [...top.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] as string).replace(/\\(.)/g, '$1'))
}

/** The sheet's rules, with their wrappers and the classes each needs. */
export function cssRules(css: string): CssRuleSet {
	const root = postcss.parse(css)
	const wraps: string[][] = []
	const wrapIndex = new Map<string, number>()
	const rules: CssRule[] = []
	const wrapOf = (chain: string[]): number => {
		const key = chain.join('\u0000')
		let index = wrapIndex.get(key)
		if (index === undefined) {
			index = wraps.length
			wraps.push(chain)
			wrapIndex.set(key, index)
		}
		return index
	}
	const visit = (node: ChildNode, chain: string[]): void => {
		if (node.type === 'rule') {
			const rule = node as Rule
			const need = rule.selectors.map(requiredClasses)
			rules.push({
				wrap: wrapOf(chain),
				css: rule.toString(),
				// A selector needing no class matches some element of any page (`*`, `html`, `[hidden]`).
				...(need.some((classes) => classes.length === 0) ? {} : { need }),
			})
		} else if (node.type === 'atrule') {
			const at = node as AtRule
			if (!at.nodes) {
				// A statement (`@layer reset, base;`): postcss keeps its semicolon with the parent.
				rules.push({ wrap: wrapOf(chain), css: `${at.toString()};` })
				return
			}
			if (LEAF_AT_RULES.has(at.name)) {
				rules.push({ wrap: wrapOf(chain), css: at.toString() })
				return
			}
			const inner = [...chain, `@${at.name} ${at.params}`.trim()]
			for (const child of at.nodes) visit(child, inner)
		}
	}
	for (const node of root.nodes) visit(node, [])
	return { wraps, rules, bytes: Buffer.byteLength(css) }
}
