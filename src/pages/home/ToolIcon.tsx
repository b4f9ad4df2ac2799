import { css } from 'styled-system/css'
import { TOOLS, type ToolKey } from '../../tools/registry'
import { LineIcon } from '../../ui/icons'

const iconTile = css({
	display: 'inline-flex',
	width: '12',
	height: '12',
	alignItems: 'center',
	justifyContent: 'center',
	borderRadius: 'md',
	bg: 'accent.subtle',
	color: 'accent.text',
})

/** Inline icons: no icon font or image request. */
export function ToolIcon({ tool }: { tool: ToolKey }) {
	return (
		<span className={iconTile}>
			<LineIcon size={26} round>
				<path d={TOOLS[tool].icon} />
			</LineIcon>
		</span>
	)
}
