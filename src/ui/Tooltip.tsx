import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { type ReactElement, useState } from 'react'
import { css } from 'styled-system/css'

/** Spec section 9: open after 700 ms; within 300 ms of another tooltip closing, open at once. */
export const TOOLTIP_OPEN_DELAY = 700
export const TOOLTIP_SKIP_DELAY = 300
let lastClosedAt = Number.NEGATIVE_INFINITY

const content = css({
	bg: 'fg',
	color: 'fg.inverted',
	fontSize: 'sm',
	paddingInline: '2',
	paddingBlock: '1',
	borderRadius: 'sm',
	boxShadow: 'overlay',
	maxWidth: '260px',
	zIndex: 60,
})

/** A thin Ark tooltip: `children` is the trigger element (rendered as is via asChild). */
export function Tooltip({ label, children, triggerId }: { label: string; children: ReactElement; triggerId?: string }) {
	const [openDelay, setOpenDelay] = useState(TOOLTIP_OPEN_DELAY)
	return (
		<ArkTooltip.Root
			ids={triggerId ? { trigger: triggerId } : undefined}
			openDelay={openDelay}
			closeDelay={100}
			lazyMount
			unmountOnExit
			onOpenChange={({ open }) => {
				if (!open) lastClosedAt = Date.now()
			}}
		>
			<ArkTooltip.Trigger
				asChild
				onPointerEnter={() => setOpenDelay(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY ? 0 : TOOLTIP_OPEN_DELAY)}
			>
				{children}
			</ArkTooltip.Trigger>
			<Portal>
				<ArkTooltip.Positioner>
					<ArkTooltip.Content className={content}>{label}</ArkTooltip.Content>
				</ArkTooltip.Positioner>
			</Portal>
		</ArkTooltip.Root>
	)
}
