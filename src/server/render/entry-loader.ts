import { createHash } from 'node:crypto'
import { escapeScriptJson } from '../../seo/head'
import type { AssetManifest } from './manifest'

/** The one inline script of every page, and its hash for the Content-Security-Policy. */
export interface EntryLoader {
	/** `<script>…</script>`, the same bytes on every page of this build. */
	html: string
	/** `'sha256-…'`, the CSP source that lets exactly this script run. */
	source: string
}

/**
 * The site's CSP is hash-based (issue 18; docs/ARCHITECTURE.md, "Content security"): the only
 * inline script is this loader, the same on every page, allowed by its sha256. It adds the entry
 * module with its `integrity` (the app's, or src/client-lite.ts on a page marked `data-lite`), and the operator's analytics script when one is configured; scripts
 * added by an allowed script are trusted through 'strict-dynamic', and so are the chunks they
 * import. No per-response nonce, so a cached page is the same bytes for every request.
 * A script element made by a script (not by the parser) is the portable way to combine hashes
 * with 'strict-dynamic': a parser-inserted `<script src>` would need CSP3's hashes of external
 * scripts, which not every browser in use supports.
 */
export function entryLoader(manifest: AssetManifest, analyticsScriptUrl: string | null): EntryLoader {
	const str = (value: string) => escapeScriptJson(JSON.stringify(value))
	// [url, integrity] of the app's entry and of the small one of pages that are not hydrated.
	const pair = (url: string) => `[${str(url)},${str(manifest.integrity[url] ?? '')}]`
	// A hydrated page can change after load (results, dialogs, another page reached by a link), so it
	// also gets the whole stylesheet, after the first paint's inlined part (critical-css.ts); it is
	// the same sheet, so the cascade is the sheet's own. A page that is not hydrated never changes.
	const sheet = manifest.css[0] ?? ''
	const code =
		'(function(d){function a(s,m,i){var e=d.createElement("script");if(m)e.type="module";e.src=s;if(i)e.integrity=i;d.body.appendChild(e)}' +
		'var l=d.documentElement.hasAttribute("data-lite");' +
		`if(!l){var c=d.createElement("link");c.rel="stylesheet";c.id="tk-css";c.href=${str(sheet)};c.integrity=${str(manifest.integrity[sheet] ?? '')};d.head.appendChild(c)}` +
		`var p=l?${pair(manifest.lite)}:${pair(manifest.entry)};a(p[0],1,p[1])` +
		(analyticsScriptUrl ? `;a(${str(analyticsScriptUrl)})` : '') +
		'})(document)'
	return {
		html: `<script>${code}</script>`,
		source: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
	}
}
