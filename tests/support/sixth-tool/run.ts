/**
 * Registers a made-up sixth tool beside the real ones (the real registry's entries plus one, in both halves), builds
 * the app and reports, as one JSON line, what a visitor and a client see of it: its routes, home card, footer link,
 * help-centre guide, OpenAPI operation, no-JavaScript form and sitemap entry. src/tools/registry.test.ts runs it in
 * a process of its own, so no other test sees the extra tool (Bun's module mocks last for the whole process).
 */
import { mock } from 'bun:test'
import { z } from 'zod'
import * as realRegistry from '../../../src/tools/registry'
import type { ToolServerEntry } from '../../../src/tools/registry.server'

const SIXTH = {
	load: () => import('./page'),
	meta: () => import('./meta'),
	file: 'tests/support/sixth-tool/page.tsx',
	paths: ['/tools/sixth-tool', '/sixth-tool'],
	api: 'sixth',
	icon: 'M4 4h16v16H4z',
	failedFor: ['validation'],
	formFields: ['video_url'],
} as const
const TOOLS = { ...realRegistry.TOOLS, sixth: SIXTH }
const TOOL_KEYS = [...realRegistry.TOOL_KEYS, 'sixth']
mock.module('../../../src/tools/registry', () => ({ ...realRegistry, TOOLS, TOOL_KEYS }))

const realServer = { ...(await import('../../../src/tools/registry.server')) }
const { countedRunner } = await import('../../../src/tools/shared/runner.server')
const request = z.object({ video_url: z.string().min(1) })
const sixthServer: ToolServerEntry = {
	runner: () => ({
		schema: request,
		run: async (input) => ({ echo: `sixth:${(input as z.infer<typeof request>).video_url}` }),
	}),
	api: {
		request,
		result: z.object({ echo: z.string() }),
		resultDescription: 'The echo',
		example: { video_url: 'https://youtu.be/eF8Qqp7rjDg' },
		errors: [],
	},
}
const TOOL_SERVER = { ...realServer.TOOL_SERVER, sixth: sixthServer } as Record<string, ToolServerEntry>
mock.module('../../../src/tools/registry.server', () => ({
	...realServer,
	TOOL_SERVER,
	toolRunners: (services: Parameters<typeof realServer.toolRunners>[0], record: (t: string, o: string) => void) =>
		Object.fromEntries(
			TOOL_KEYS.map((key) => [
				key,
				countedRunner(TOOLS[key as keyof typeof TOOLS].api, TOOL_SERVER[key]!.runner(services), record),
			]),
		),
}))

const { testApp } = await import('../../../src/server/test-app')
const { attrs, texts } = await import('../html')
// Its texts, as its dictionaries would give them: its namespace, its name, its help-centre guide and its API's
// words. Before the app is made: the API docs are built with it.
const { loadedLocales } = await import('../../../i18n/i18n-util')
const { loadAllLocales } = await import('../../../i18n/i18n-util.sync')
const { LOCALES } = await import('../../../src/i18n/locales')
loadAllLocales()
for (const locale of LOCALES) {
	const dict = loadedLocales[locale] as unknown as Record<string, Record<string, unknown>>
	const step = { name: 'Step', text: 'Do it.' }
	dict.sixth = {
		meta: { title: 'Sixth tool', description: 'The sixth tool.', keywords: 'sixth' },
		intro: 'Paste a link.',
		inputLabel: 'Link',
		placeholder: 'https://…',
		submit: 'Go',
		loading: 'Working…',
		failed: 'Failed.',
		invalid: 'Not a link.',
		steps: { title: 'How', copy: step, paste: step, download: step },
		faq: {},
	}
	;(dict.tools as Record<string, unknown>).sixth = { title: 'Sixth tool', description: 'It echoes a link.' }
	;(dict.help?.tools as Record<string, unknown>).sixth = {
		title: 'Sixth tool',
		tryLink: 'Try the sixth tool',
		faq: { q1: { q: 'What?', a: 'An echo.' } },
	}
	;(dict.apiDocs?.operations as Record<string, unknown>).sixth = {
		summary: 'The sixth tool',
		description: 'A made-up tool that echoes its link.',
	}
}
const { app } = await testApp({ LOG_LEVEL: 'silent' })
const get = async (path: string) => {
	const res = await app.request(path)
	return { status: res.status, body: await res.text() }
}
const form = new URLSearchParams({ video_url: 'https://youtu.be/eF8Qqp7rjDg' })
const posted = await app.request('/tools/sixth-tool', {
	method: 'POST',
	headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
	body: form.toString(),
})
const postedHtml = await posted.text()
const api = await app.request('/api/tools/sixth', {
	method: 'POST',
	headers: { 'Content-Type': 'application/json' },
	body: JSON.stringify({ video_url: 'abc' }),
})
const page = await get('/tools/sixth-tool')
const home = await get('/')
const help = await get('/help')
const openapi = JSON.parse((await get('/api/openapi.json')).body) as {
	paths: Record<string, { post?: { summary?: string } }>
}
const jsonLd = (await texts(page.body, 'script[type="application/ld+json"]')).join('\n')

console.log(
	JSON.stringify({
		routes: {
			canonical: page.status,
			alias: (await get('/sixth-tool')).status,
			german: (await get('/de/tools/sixth-tool')).status,
		},
		homeCard: await attrs(home.body, '[data-testid="tool-card-sixth"]', 'href'),
		footer: (await attrs(help.body, 'footer a', 'href')).filter((href) => href.includes('sixth')),
		helpGuide: await attrs(help.body, '[data-testid="tool-guide-sixth"] [data-testid="try-link"]', 'href'),
		openapi: Object.keys(openapi.paths).filter((path) => path.includes('sixth')),
		openapiSummary: openapi.paths['/api/tools/sixth']?.post?.summary,
		api: { status: api.status, body: await api.json() },
		form: { status: posted.status, result: await texts(postedHtml, '[data-testid="sixth-result"]') },
		sitemap: (await get('/sitemap.xml')).body.match(/<loc>[^<]*sixth[^<]*<\/loc>/g) ?? [],
		structuredData: jsonLd.includes('"WebApplication"') && jsonLd.includes('/tools/sixth-tool'),
	}),
)
process.exit(0)
