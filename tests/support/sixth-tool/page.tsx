import { useI18n } from '../../../src/i18n/context'
import type { LL } from '../../../src/i18n/translator'
import type { ToolKey } from '../../../src/tools/registry'
import { ToolPage, toolPageText } from '../../../src/tools/shared/ToolPage'

/** The page of the registry test's made-up sixth tool: the shared tool page, as a real tool's page is built. */
const SIXTH = 'sixth' as ToolKey
export const text = (LL: LL) => toolPageText(LL, SIXTH, [])

export function Component() {
	const { LL } = useI18n()
	return (
		<ToolPage
			field="video_url"
			apiPath="/api/tools/sixth"
			keyOf={(value) => value || null}
			cache={new Map<string, { echo: string }>()}
			text={text(LL)}
			renderResult={(result: { echo: string }) => <p data-testid="sixth-result">{result.echo}</p>}
		/>
	)
}
