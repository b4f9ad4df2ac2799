/**
 * Resolves once the whole stylesheet the entry loader added (`link#tk-css`,
 * src/server/render/entry-loader.ts) has loaded or failed: the page's head inlines only the rules
 * its server markup uses (src/server/render/critical-css.ts), and what the app draws after
 * hydration (results, dialogs, toasts, another page) may need the rest. It is smaller than the
 * app's scripts and requested before them, so this seldom waits.
 */
export function wholeStylesheet(doc: Document = document): Promise<void> {
	const link = doc.getElementById('tk-css') as HTMLLinkElement | null
	if (!link || link.sheet) return Promise.resolve()
	return new Promise((resolve) => {
		link.addEventListener('load', () => resolve(), { once: true })
		// Without it the page still works, in the inlined styles: hydrate anyway.
		link.addEventListener('error', () => resolve(), { once: true })
	})
}
