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

/** Module preloads added per task (see the loader's comment). */
const PRELOADS_PER_TASK = 4

/**
 * The site's CSP is hash-based (docs/ARCHITECTURE.md, "Content security"): the only
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
	// a(src, module, integrity) adds a script; p(href, integrity) a module preload to the head.
	// A page that is not hydrated (data-lite) loads its small entry at once. A hydrated page is drawn
	// by the server, so its scripts wait for its first contentful paint: asked for in the head they
	// shared the network with the document and its first paint, and Lighthouse's simulation counted
	// the app's 130 KB as render-blocking whenever they had loaded by then. The
	// paint is the browser's own entry (PerformanceObserver, type "paint"): a frame or two of
	// requestAnimationFrame came 100 ms before it on a busy machine, since a paint is reported when it
	// is shown. Without paint timing it waits two frames; it never waits more than 2 s, and a hidden
	// tab paints nothing, so it goes at once. Then it adds a modulepreload per script of the page (the
	// tk-preload list), PRELOADS_PER_TASK per task, and the list's first, the page's entry (the app's, or the tool
	// pages' src/client-tool.tsx), after the last: each element that
	// starts a fetch costs Chromium about 0.5 ms of the main thread here, and the 19 of a tool page in
	// one task made a task of 7 ms of CPU and 19 ms of wall time after the first paint, which
	// Lighthouse's phone (×4) counted as blocking. No stylesheet: a hydrated page inlines the whole
	// sheet (page-document.ts).
	const code =
		'(function(d,w){function a(s,m,i){var e=d.createElement("script");if(m)e.type="module";e.src=s;if(i)e.integrity=i;d.body.appendChild(e)}' +
		'function p(h,i){var e=d.createElement("link");e.rel="modulepreload";e.href=h;if(i)e.integrity=i;d.head.appendChild(e)}' +
		`if(d.documentElement.hasAttribute("data-lite"))a(${str(manifest.lite)},1,${str(manifest.integrity[manifest.lite] ?? '')});` +
		'else{var g=function(){if(g.d)return;g.d=1;' +
		'var l=JSON.parse((d.getElementById("tk-preload")||{}).textContent||"[]"),k=0;' +
		`(function n(){for(var j=0;j<${PRELOADS_PER_TASK}&&k<l.length;j++,k++)p(l[k][0],l[k][1]);` +
		'if(k<l.length)setTimeout(n,0);else if(l[0])a(l[0][0],1,l[0][1])})()};' +
		'var o=w.PerformanceObserver,t=o&&o.supportedEntryTypes||[];' +
		'if(d.visibilityState=="hidden")g();' +
		'else if(t.indexOf("paint")>=0){new o(function(e){if(e.getEntriesByName("first-contentful-paint").length)setTimeout(g,0)}).observe({type:"paint",buffered:true});setTimeout(g,2000)}' +
		'else w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){setTimeout(g,0)})})}' +
		// Enter in a link area (a textarea, so several links can be pasted) submits as Enter in a one-line field does,
		// also before the page is hydrated: the form then posts the way it does without JavaScript (decision 12).
		';d.addEventListener("keydown",function(e){var t=e.target;if(e.key=="Enter"&&!e.shiftKey&&!e.isComposing&&' +
		'!d.documentElement.hasAttribute("data-hydrated")&&t&&t.form&&t.hasAttribute&&t.hasAttribute("data-enter-submits"))' +
		'{e.preventDefault();t.form.requestSubmit()}},true)' +
		(analyticsScriptUrl ? `;a(${str(analyticsScriptUrl)})` : '') +
		'})(document,window)'
	return {
		html: `<script>${code}</script>`,
		source: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
	}
}
