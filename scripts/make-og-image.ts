/**
 * Renders the default social image (Open Graph / Twitter card), 1200x630, to
 * public/images/og-default.png: the Tubekit mark (the favicon's red rounded square with a
 * white play triangle), the name and the tagline on a light background.
 *
 * Drawn from inline HTML by Debian's Chromium through playwright-core (no browser download,
 * system fonts only), so anyone can change the design here and render it again:
 *   bun scripts/make-og-image.ts
 * The build (scripts/build.ts) then copies it to dist/client/assets/images with a content hash.
 */
import { mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { launchBrowser } from '../tests/support/browser'

const OUT = resolve(import.meta.dir, '../public/images/og-default.png')
const WIDTH = 1200
const HEIGHT = 630
const RED = '#c8102e'

// Flat colours and no gradients or shadows keep the PNG small.
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
	* { margin: 0; padding: 0; box-sizing: border-box; }
	html, body { width: ${WIDTH}px; height: ${HEIGHT}px; }
	body {
		background: #ffffff;
		color: #16161d;
		font-family: "Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif;
		display: flex; flex-direction: column; justify-content: center;
		padding: 0 110px;
		position: relative;
	}
	.brand { display: flex; align-items: center; gap: 44px; }
	.mark { width: 168px; height: 168px; flex: none; }
	.name { font-size: 128px; font-weight: 700; letter-spacing: -3px; line-height: 1; }
	.tagline { margin-top: 56px; font-size: 52px; color: #4a4a57; line-height: 1.2; }
	.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 18px; background: ${RED}; }
</style></head>
<body>
	<div class="brand">
		<svg class="mark" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
			<rect width="32" height="32" rx="8" fill="${RED}"/>
			<path d="M12.5 10.5v11l9.5-5.5z" fill="#fff"/>
		</svg>
		<div class="name">Tubekit</div>
	</div>
	<p class="tagline">Free YouTube creator tools</p>
	<div class="bar"></div>
</body></html>`

const browser = await launchBrowser()
try {
	const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
	await page.setContent(html, { waitUntil: 'load' })
	mkdirSync(dirname(OUT), { recursive: true })
	await page.screenshot({ path: OUT, type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } })
} finally {
	await browser.close()
}
console.log(`wrote ${OUT} (${WIDTH}x${HEIGHT}, ${(statSync(OUT).size / 1024).toFixed(1)} KB)`)
