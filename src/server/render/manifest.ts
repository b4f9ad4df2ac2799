import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Written by scripts/build.ts: the hashed names of the client build. */
export interface AssetManifest {
	/** Entry module, e.g. /assets/client-1a2b3c.js */
	entry: string
	/** Chunks the entry imports statically (preloaded with it). */
	entryImports: string[]
	/** The toast API as a module of its own (same instance as the app's). */
	notify: string
	/** The stylesheets (hashed URLs). */
	css: string[]
	/**
	 * Their text, read at start and inlined in every page's head: a render-blocking request
	 * less before the first paint (the sheet is small once unused tokens are pruned).
	 */
	inlineCss: string
	/** Chunks each lazy page module needs, by source path (src/pages/home/page.tsx). */
	pages: Record<string, string[]>
	/** Chunks of each language's dictionary, preloaded with the page so hydration need not wait. */
	dictionaries: Record<string, string[]>
	/** Chunks of each page namespace per language, keyed `de:thumbnail`, preloaded with its page. */
	namespaces: Record<string, string[]>
	/** Hashed URLs of public images by source path (images/guides/seo.svg). */
	images: Record<string, string>
}

export const CLIENT_DIR = resolve(import.meta.dir, '../../../dist/client')

export function loadManifest(dir = CLIENT_DIR): AssetManifest {
	const file = resolve(dir, 'manifest.json')
	if (!existsSync(file)) {
		throw new Error(`No client build at ${file}. Run \`bun run build\` first.`)
	}
	const manifest = JSON.parse(readFileSync(file, 'utf8')) as Omit<AssetManifest, 'inlineCss'>
	const inlineCss = manifest.css
		.map((href) => readFileSync(resolve(dir, `.${href}`), 'utf8'))
		.join('\n')
		.replace(/<\/style/gi, '<\\/style')
	return { ...manifest, inlineCss }
}
