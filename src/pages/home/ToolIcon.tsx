import { css } from 'styled-system/css'
import type { ToolKey } from '../../ui/paths'

const PATHS: Record<ToolKey, string> = {
	thumbnail: 'M3 5h18v14H3z M3 15l5-5 4 4 3-3 6 6',
	profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
	transcript: 'M5 4h14v16H5z M8 8h8 M8 12h8 M8 16h5',
	hashtag: 'M5 9h14 M4 15h14 M10 3L8 21 M16 3l-2 18',
}

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
				<path d={PATHS[tool]} />
			</svg>
		</span>
	)
}
