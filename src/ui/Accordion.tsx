import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const item = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', bg: 'bg.elevated' })
const trigger = css({
	display: 'flex',
	width: '100%',
	alignItems: 'center',
	justifyContent: 'space-between',
	gap: '4',
	textAlign: 'start',
	fontWeight: 'semibold',
	padding: '4',
	minHeight: '44px',
	bg: 'transparent',
	color: 'fg',
	cursor: 'pointer',
	borderRadius: 'lg',
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
})
const indicator = css({
	flexShrink: 0,
	transition: 'transform {durations.fast}',
	'&[data-state=open]': { transform: 'rotate(180deg)' },
})

export interface AccordionEntry {
	value: string
	title: string
	content: ReactNode
}

/**
 * An accordion (Ark UI) as the spec wants it: single-open (opening one closes the other)
 * and collapsible (the open one closes again). Buttons with aria-expanded; Up/Down/Home/End
 * move between them. The answers are in the server's HTML.
 */
export function Accordion({
	items,
	testId,
	level = 3,
}: {
	items: AccordionEntry[]
	testId?: string
	/** Heading level of the questions under the section's own heading. */
	level?: 3 | 4
}) {
	const Heading = level === 3 ? 'h3' : 'h4'
	return (
		<ArkAccordion.Root
			collapsible
			multiple={false}
			className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
			data-testid={testId}
		>
			{items.map((i) => (
				<ArkAccordion.Item key={i.value} value={i.value} className={item} data-testid="accordion-item">
					<Heading>
						<ArkAccordion.ItemTrigger className={trigger}>
							{i.title}
							<ArkAccordion.ItemIndicator className={indicator}>
								<svg
									width="18"
									height="18"
									viewBox="0 0 24 24"
									aria-hidden="true"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
								>
									<path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
								</svg>
							</ArkAccordion.ItemIndicator>
						</ArkAccordion.ItemTrigger>
					</Heading>
					<ArkAccordion.ItemContent className={css({ paddingInline: '4', paddingBottom: '4', color: 'fg.muted' })}>
						{i.content}
					</ArkAccordion.ItemContent>
				</ArkAccordion.Item>
			))}
		</ArkAccordion.Root>
	)
}
