import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { regionsFor } from '../../youtube/search-regions'
import { ToolSelect } from '../shared/ToolSelect'

/**
 * The YouTube region whose search and suggestions the tags come from: the page language's main
 * region first (chosen unless the visitor picks another), then YouTube's other regions by their
 * name in the page's language. The names are the runtime's own (Intl.DisplayNames), so the
 * server's and the browser's may differ a little (Chromium names Hong Kong shorter than Bun's
 * full ICU): each option keeps the server's text and order at hydration.
 */
// Beside a phone's other fields; on a wider screen a line of its own under the row (after the button, as the
// transcript's clip range), so the keywords keep their room, with its name shown, which the row's selects have no room for.
const line = css({
	display: 'flex',
	flexDirection: { base: 'column', sm: 'row' },
	alignItems: { base: 'stretch', sm: 'center' },
	gap: { base: '1', sm: '3' },
	flexBasis: '100%',
	// No wider than the form: in the form's wrapping column a line is as wide as its widest item's content (a long
	// country name pushed a 320 px page to 354 px: tests/e2e/layout.e2e.test.ts).
	maxWidth: '100%',
	order: { sm: 1 },
})
const name = css({ fontSize: 'sm', fontWeight: 'semibold' })

export function RegionSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
	const { LL, locale } = useI18n()
	return (
		<div className={line}>
			{/* Seen, not read: the select's own label (ToolSelect) says it in full to a screen reader. */}
			<span className={name} aria-hidden="true">
				{LL.hashtag.regionName()}
			</span>
			<ToolSelect
				name="region"
				label={LL.hashtag.regionLabel()}
				value={value}
				onChange={onChange}
				testId="region-select"
			>
				{regionsFor(locale).map((region) => (
					<option key={region.code} value={region.code} suppressHydrationWarning>
						{region.name}
					</option>
				))}
			</ToolSelect>
		</div>
	)
}
