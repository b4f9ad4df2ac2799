import { css } from 'styled-system/css'
import * as recipes from 'styled-system/recipes'
import { matchBrace } from '../src/youtube/parse/brace-match'

/**
 * Panda's `css()` and recipe calls whose argument is a plain literal give the same class
 * names every time, so the client build computes them once, here, and writes the strings
 * into the code (`css({ color: 'fg' })` -> `"fzBfoq"`). Modules left with no runtime call
 * drop the import, and the browser bundle no longer carries Panda's runtime (about 5 KB
 * gzip of the 120 KB budget). A call with anything computed in it is left as it is and
 * keeps its module's runtime; the server renders with the runtime, which gives the same
 * strings, so hydration matches.
 */
const FUNCTIONS: Record<string, (arg?: never) => string> = {
	css: css as (arg?: never) => string,
	...(Object.fromEntries(Object.entries(recipes).filter(([, f]) => typeof f === 'function')) as Record<
		string,
		(arg?: never) => string
	>),
}

const CALL = new RegExp(`(?<![\\w$.])(${Object.keys(FUNCTIONS).join('|')})\\(`, 'g')

/** The literal value of `text` (an object literal), or undefined if it holds anything else. */
function literal(text: string): unknown {
	if (/[`$]|=>|\bfunction\b/.test(text)) return undefined
	try {
		return new Function(`"use strict"; return (${text})`)()
	} catch {
		return undefined
	}
}

export function inlineStaticStyles(source: string): string {
	let out = ''
	let last = 0
	for (const match of source.matchAll(CALL)) {
		const name = match[1] as string
		const start = match.index
		if (start < last) continue
		let i = start + match[0].length
		while (/\s/.test(source[i] ?? '')) i++
		let value: unknown
		let end: number
		if (source[i] === ')') {
			end = i + 1
		} else if (source[i] === '{') {
			const close = matchBrace(source, i)
			if (close < 0) continue
			value = literal(source.slice(i, close))
			if (value === undefined) continue
			let j = close
			while (/\s/.test(source[j] ?? '')) j++
			if (source[j] === ',') j++
			while (/\s/.test(source[j] ?? '')) j++
			if (source[j] !== ')') continue
			end = j + 1
		} else {
			continue
		}
		const className = (FUNCTIONS[name] as (arg?: unknown) => string)(value)
		out += `${source.slice(last, start)}${JSON.stringify(className)}`
		last = end
	}
	out += source.slice(last)
	return dropUnusedImports(out)
}

/** Removes styled-system imports whose names are no longer used in the module. */
function dropUnusedImports(source: string): string {
	return source.replace(/import\s*\{([^}]*)\}\s*from\s*'styled-system\/(css|recipes)'\n?/g, (whole, names: string) => {
		const kept = names
			.split(',')
			.map((n) => n.trim())
			.filter(Boolean)
			.filter((n) => new RegExp(`(?<![\\w$.])${n.replace(/^type\s+/, '')}\\b`).test(source.replace(whole, '')))
		return kept.length
			? `import { ${kept.join(', ')} } from 'styled-system/${whole.includes("'styled-system/css'") ? 'css' : 'recipes'}'\n`
			: ''
	})
}

/** The Bun plugin of the client build: every module under src/ goes through inlineStaticStyles. */
export const staticStylesPlugin: Bun.BunPlugin = {
	name: 'static-styles',
	setup(build) {
		build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => ({
			contents: inlineStaticStyles(await Bun.file(path).text()),
			loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
		}))
	},
}
