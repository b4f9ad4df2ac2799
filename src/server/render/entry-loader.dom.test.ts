import { expect, test } from 'bun:test'
import { entryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'

/** A build with `count` scripts to preload besides the entry. */
function manifestWith(count: number) {
	const integrity: Record<string, string> = {
		'/assets/client-a.js': 'sha384-entry',
		'/assets/client-lite-a.js': 'sha384-lite',
	}
	const chunks = Array.from({ length: count }, (_, i) => `/assets/chunk-${i}.js`)
	for (const chunk of chunks) integrity[chunk] = `sha384-${chunk}`
	const manifest = { entry: '/assets/client-a.js', lite: '/assets/client-lite-a.js', css: [], integrity }
	return { manifest: manifest as unknown as AssetManifest, chunks }
}

test('a hydrated page gets its module preloads at most four per task, each with its integrity, and the entry after the last', async () => {
	const { manifest, chunks } = manifestWith(10)
	// The files are not there: the elements are what is checked, not their loading.
	const settings = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM?.settings
	if (settings) {
		settings.disableJavaScriptFileLoading = true
		settings.handleDisabledFileLoadingAsSuccess = true
	}
	document.head.innerHTML = ''
	document.body.innerHTML = `<script type="application/json" id="tk-preload">${JSON.stringify(
		[manifest.entry, ...chunks].map((url) => [url, manifest.integrity[url]]),
	)}</script>`
	const code = /<script>([\s\S]*)<\/script>/.exec(entryLoader(manifest, null).html)?.[1] ?? ''
	new Function(code)()
	const preloads = () => [...document.head.querySelectorAll('link[rel=modulepreload]')] as HTMLLinkElement[]
	const entry = () => document.body.querySelector('script[src]') as HTMLScriptElement | null
	/** Preloads present after each task, until the entry is added. */
	const steps: number[] = []
	for (let i = 0; i < 200 && !entry(); i++) {
		await new Promise((r) => setTimeout(r, 0))
		if (steps.at(-1) !== preloads().length) steps.push(preloads().length)
	}
	expect(entry()?.getAttribute('src')).toBe(manifest.entry)
	expect(entry()?.integrity).toBe('sha384-entry')
	expect(preloads().map((l) => [l.getAttribute('href'), l.integrity])).toEqual(
		[manifest.entry, ...chunks].map((url) => [url, manifest.integrity[url] as string]),
	)
	// 11 preloads: 4, 8, 11, each step in a task of its own.
	expect(steps.filter((n) => n > 0)).toEqual([4, 8, 11])
})
