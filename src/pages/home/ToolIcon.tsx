import { css } from 'styled-system/css'
import { TOOLS, type ToolKey } from '../../tools/registry'

/** Inline icons: no icon font or image request. */
export function ToolIcon({ tool }: { tool: ToolKey }) {
	return (
		<span
			className={css({
				display: 'inline-flex',
				width: '12',
				height: '12',
				alignItems: 'center',
				justifyContent: 'center',
				borderRadius: 'md',
				bg: 'accent.subtle',
				color: 'accent.text',
			})}
		>
			<svg
				width="26"
				height="26"
				viewBox="0 0 24 24"
				aria-hidden="true"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
				strokeLinejoin="round"
			>
				<path d={TOOLS[tool].icon} />
			</svg>
		</span>
	)
}
