import { launchBrowser } from './tests/support/browser'
import { startFakeYouTube } from './tests/support/fake-youtube'
import { startServer } from './tests/support/server'

const yt = await startFakeYouTube({})
const server = await startServer({ UPSTREAM_OVERRIDES: yt.overrides, RATE_LIMIT_API_PER_MINUTE: '100000' })
const browser = await launchBrowser()
const phrases: Record<string, string> = {
	en: 'sourdough bread baking',
	de: 'yoga am morgen',
	es: 'receta de pan casero',
	tr: 'evde kolay ekmek tarifi',
	nl: 'fietsen door nederland',
}
const which = (process.argv[2] ?? 'hashtag,contact,toast').split(',')
for (const lang of ['en', 'de', 'es', 'tr', 'nl']) {
	const prefix = lang === 'en' ? '' : `/${lang}`
	for (const width of [320, 390, 1280]) {
		for (const scheme of ['light', 'dark'] as const) {
			const ctx = await browser.newContext({
				viewport: { width, height: width > 500 ? 900 : 844 },
				colorScheme: scheme,
				isMobile: width < 500,
				hasTouch: width < 500,
			})
			const page = await ctx.newPage()
			const name = `${lang}-${width}-${scheme}`
			if (which.includes('hashtag')) {
				await page.goto(`${server.url}${prefix}/tools/hashtag-generator`)
				await page.waitForSelector('html[data-hydrated="true"]')
				await page.fill('[data-testid=tool-input]', phrases[lang] as string)
				await page.click('[data-testid=tool-submit]')
				await page.waitForSelector('[data-testid=hashtag-result]', { timeout: 20000 })
				await page.waitForTimeout(200)
				await page.screenshot({ path: `/tmp/shots/hashtag-${name}.png`, fullPage: true })
				await page.screenshot({
					path: `/tmp/shots/hashtag-top-${name}.png`,
					clip: { x: 0, y: 0, width, height: width > 500 ? 1100 : 1500 },
					fullPage: true,
				})
			}
			if (which.includes('contact')) {
				await page.goto(`${server.url}${prefix}/contact`)
				await page.waitForSelector('html[data-hydrated="true"]')
				await page.screenshot({ path: `/tmp/shots/contact-${name}.png`, fullPage: true })
				await page.click('button[type=submit]')
				await page.waitForTimeout(700)
				await page.screenshot({ path: `/tmp/shots/contact-invalid-${name}.png`, fullPage: false })
			}
			if (which.includes('toast')) {
				await page.goto(`${server.url}${prefix}/tools/thumbnail-downloader`)
				await page.waitForSelector('html[data-hydrated="true"]')
				await page.fill('[data-testid=tool-input]', 'https://vimeo.com/1')
				await page.click('[data-testid=tool-submit]')
				await page.waitForSelector('[data-testid=toast]')
				await page.waitForTimeout(400)
				await page.screenshot({ path: `/tmp/shots/toast-${name}.png` })
			}
			await ctx.close()
		}
	}
}
await browser.close()
await server.stop()
await yt.stop()
