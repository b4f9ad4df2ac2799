import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { translate } from '../../i18n/lists'
import { localizePath } from '../../i18n/locales'
import { TOOL_KEYS, TOOLS, type ToolKey } from '../registry'
import type { ToolErrorInfo } from './form-action'

const box = css({
	display: 'flex',
	gap: '3',
	alignItems: 'flex-start',
	bg: 'danger.subtle',
	color: 'danger.text',
	borderWidth: '1px',
	borderColor: 'danger',
	borderRadius: 'lg',
	padding: '4',
})
const headlineStyle = css({ fontWeight: 'semibold' })
const reasonStyle = css({ marginTop: '1' })
const linkStyle = css({ display: 'inline-block', marginTop: '2', fontWeight: 'semibold', textDecoration: 'underline' })

const isToolKey = (value: unknown): value is ToolKey => TOOL_KEYS.includes(value as ToolKey)

/**
 * The inline error card of a tool page (docs/product-spec.md §8): the tool's catalogue sentence,
 * then what exactly went wrong, from the stable error code in the page's language. The sentence heads
 * the card only for the codes in `headlineFor` (when given), the errors it is true of; any other error
 * heads the card with its own message, so that "…the URL is invalid" never stands above "Channel not found".
 * A link another tool takes (params.tool) ends with a link to that tool: a plain link, since a tool page is left
 * with a full page load (it hydrates without the router, src/client-tool.tsx).
 */
export function ErrorCard({
	headline,
	headlineFor,
	error,
}: {
	headline: string
	headlineFor?: readonly string[]
	error: ToolErrorInfo
}) {
	const { LL, locale } = useI18n()
	const translated = translate(LL, `errors.${error.code}`, error.params)
	const known = translated !== `errors.${error.code}`
	const fits = !known || !headlineFor || headlineFor.includes(error.code)
	const heading = fits ? headline : translated
	const reason = fits && known ? translated : null
	const tool = error.params.tool
	return (
		<div role="alert" className={box} data-testid="tool-error" data-code={error.code}>
			<svg
				width="22"
				height="22"
				viewBox="0 0 24 24"
				aria-hidden="true"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			>
				<circle cx="12" cy="12" r="10" />
				<path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
			</svg>
			<div>
				<p className={headlineStyle} data-testid="tool-error-heading">
					{heading}
				</p>
				{reason && <p className={reasonStyle}>{reason}</p>}
				{isToolKey(tool) && (
					<a href={localizePath(TOOLS[tool].paths[0], locale)} className={linkStyle} data-testid="tool-error-link">
						{LL.tools[tool].title()}
					</a>
				)}
			</div>
		</div>
	)
}
