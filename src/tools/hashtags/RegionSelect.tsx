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
export function RegionSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
	const { LL, locale } = useI18n()
	return (
		<ToolSelect name="region" label={LL.hashtag.regionLabel()} value={value} onChange={onChange} testId="region-select">
			{regionsFor(locale).map(({ code, name }) => (
				<option key={code} value={code} suppressHydrationWarning>
					{name}
				</option>
			))}
		</ToolSelect>
	)
}
