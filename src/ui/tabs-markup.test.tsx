import { describe, expect, mock, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { appForPages, expectSamePages, renderEveryPage } from '../../tests/support/every-page'
import { ArkTabsWidget, ServerTabs, Tabs, type TabsProps } from './Tabs'

// The server writes the tabs' markup itself (Tabs.tsx); the browser's static-tabs.ts, and a hydrated page's Ark
// tabs, take it over as Ark's own. That holds only while both write the same markup: each case is rendered twice.

const three: TabsProps['tabs'] = [
	{ value: 'tools', label: 'Tool guides', content: <p>one</p> },
	{ value: 'general', label: 'General "FAQ" & more', content: <h2>two</h2> },
	{ value: 'resources', label: 'Resources', content: 'three' },
]

/** The tabs among siblings, twice, so React's ids depend on where each sits in the tree. */
const page = (Component: typeof ServerTabs, props: TabsProps) =>
	renderToString(
		<main>
			<h1>title</h1>
			<Component {...props} />
			<section>
				<Component {...props} testId="second" />
			</section>
		</main>,
	)

describe('the server writes what Ark writes for tabs', () => {
	test.each<[string, TabsProps]>([
		['the first tab chosen by default', { label: 'Topics', tabs: three }],
		['another tab by default', { label: 'Topics', tabs: three, defaultValue: 'general' }],
		['a controlled tab', { label: 'Topics', tabs: three, value: 'resources', onValueChange: () => {} }],
		['a controlled value that names no tab', { label: 'Topics', tabs: three, value: 'nope' }],
		['an empty controlled value', { label: 'Topics', tabs: three, value: '', defaultValue: 'general' }],
		['a test id and hashes', { label: 'Topics', tabs: three, testId: 'help-tabs', hashes: { '#faq': 'general' } }],
		['one tab', { label: 'Ü & "x"', tabs: three.slice(0, 1) }],
		['no tabs', { label: 'Topics', tabs: [] }],
		['values with spaces and signs', { label: 'T', tabs: [{ value: 'a b&c', label: 'A', content: 'x' }, ...three] }],
	])('%s', (_, props) => {
		const server = page(ServerTabs, props)
		expect(server).toBe(page(ArkTabsWidget, props))
		expect(server).toContain('data-scope="tabs"')
	})

	test('on the server, pages get the server tabs', () => {
		expect(Tabs).toBe(ServerTabs)
	})

	const app = appForPages()

	test('every page in every language: the same HTML with the server tabs as with Ark', async () => {
		const written = await renderEveryPage(app())
		// The same pages with Ark's tabs wherever a page has tabs (mock.module updates the module every page imported).
		mock.module('./Tabs', () => ({ Tabs: ArkTabsWidget, ArkTabsWidget, ServerTabs }))
		try {
			expectSamePages(written, await renderEveryPage(app()))
			// Pages do have tabs: the help centre and two guides, in five languages.
			const withTabs = [...written.values()].filter((html) => html.includes('data-part="trigger"'))
			expect(withTabs.length).toBeGreaterThanOrEqual(15)
		} finally {
			mock.module('./Tabs', () => ({ Tabs, ArkTabsWidget, ServerTabs }))
		}
	}, 60_000)
})
