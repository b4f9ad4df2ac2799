import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** The WCAG levels every page must meet: 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe's violations as readable lines: rule id, impact, help, then each target with its summary. */
export async function violations(page: Page): Promise<string[]> {
	const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
	return result.violations.map(
		(v) =>
			`${v.id} (${v.impact}): ${v.help}\n` +
			v.nodes
				.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
				.join('\n'),
	)
}
