import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { CssRuleSet } from '../../../scripts/css-rules'

/** Written by scripts/build.ts: the hashed names of the client build. */
export interface AssetManifest {
	/** The app's entry (/assets/client-1a2b3c.js), the tool pages' (src/client-tool.tsx), and the chunks each loads at once. */
	entry: string
	entryImports: string[]
	tool: string
	toolImports: string[]
	/** The entry of the pages that are not hydrated (src/client-lite.ts), one file built on its own. */
	lite: string
	/** The toast API as a module of its own (same instance as the app's). */
	notify: string
	/** The stylesheets (hashed URLs). */
	css: string[]
	/** Their text, read at start: inlined whole in hydrated pages, the admin area, the API docs and the error page. */
	inlineCss: string
	/**
	 * The same sheet as rules with the classes each needs (scripts/css-rules.ts): the head of a page that is not
	 * hydrated inlines the rules its markup uses (critical-css.ts; page-document.ts).
	 */
	cssRules: CssRuleSet
	/** Chunks each lazy page module needs, by source path (src/pages/home/page.tsx). */
	pages: Record<string, string[]>
	/** Chunks of each language's dictionary, preloaded with the page so hydration need not wait. */
	dictionaries: Record<string, string[]>
	/** Chunks of each page namespace per language, keyed `de:thumbnail`, preloaded with its page. */
	namespaces: Record<string, string[]>
	/** Hashed URLs of public images by source path (images/guides/seo.svg). */
	images: Record<string, string>
	/**
	 * Subresource integrity (`sha384-…`) of each script and stylesheet by URL, computed from the files
	 * at start: the entry loader and the preload links carry it (docs/ARCHITECTURE.md, "Content security").
	 */
	integrity: Record<string, string>
}

export const CLIENT_DIR = resolve(import.meta.dir, '../../../dist/client')

export function loadManifest(dir = CLIENT_DIR): AssetManifest {
	const file = resolve(dir, 'manifest.json')
	if (!existsSync(file)) {
		throw new Error(`No client build at ${file}. Run \`bun run build\` first.`)
	}
	const manifest = JSON.parse(readFileSync(file, 'utf8')) as Omit<AssetManifest, 'inlineCss' | 'cssRules' | 'integrity'>
	const inlineCss = manifest.css
		.map((href) => readFileSync(resolve(dir, `.${href}`), 'utf8'))
		.join('\n')
		.replace(/<\/style/gi, '<\\/style')
	const cssRules = JSON.parse(readFileSync(resolve(dir, 'css-rules.json'), 'utf8')) as CssRuleSet
	return { ...manifest, inlineCss, cssRules, integrity: scriptIntegrity(dir) }
}

/** `sha384-…` of every script and stylesheet of the build, keyed by its URL (/assets/client-1a2b3c.js). */
function scriptIntegrity(dir: string): Record<string, string> {
	const assets = resolve(dir, 'assets')
	if (!existsSync(assets)) return {}
	const out: Record<string, string> = {}
	for (const name of readdirSync(assets)) {
		if (!name.endsWith('.js') && !name.endsWith('.css')) continue
		const digest = createHash('sha384')
			.update(readFileSync(resolve(assets, name)))
			.digest('base64')
		out[`/assets/${name}`] = `sha384-${digest}`
	}
	return out
}
