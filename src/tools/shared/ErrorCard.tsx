import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { translate } from '../../i18n/translator'
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

/**
 * The inline error card of a tool page (docs/product-spec.md §8): the tool's catalogue sentence,
 * then what exactly went wrong, from the stable error code in the page's language.
 */
export function ErrorCard({ headline, error }: { headline: string; error: ToolErrorInfo }) {
	const { LL } = useI18n()
	const reason = translate(LL, `errors.${error.code}`, error.params)
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
				<p className={headlineStyle}>{headline}</p>
				{reason !== `errors.${error.code}` && <p className={reasonStyle}>{reason}</p>}
			</div>
		</div>
	)
}
