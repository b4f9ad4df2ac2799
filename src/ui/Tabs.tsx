import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { panelId } from './static-tabs'

/**
 * The row wraps instead of scrolling: on a 320-390 px phone the help centre's three tabs and the guides' four are
 * wider than the screen in every language, and a scrolling row showed the last tab cut mid-word ("Resou") with
 * nothing to say more was there. Wrapped, every tab is seen whole.
 */
const list = css({
	display: 'flex',
	flexWrap: 'wrap',
	columnGap: '1',
	borderBottomWidth: '1px',
	borderColor: 'border',
	marginBottom: '8',
})
/** The links that stand in for the buttons without JavaScript (src/ui/without-script.ts). */
const fallbackList = css({
	flexWrap: 'wrap',
	gap: '2',
	marginBottom: '8',
	'& a': {
		paddingInline: '3',
		paddingBlock: '2',
		minHeight: '44px',
		display: 'inline-flex',
		alignItems: 'center',
		borderWidth: '1px',
		borderColor: 'border',
		borderRadius: 'md',
		fontWeight: 'semibold',
		color: 'accent.text',
		_hover: { bg: 'bg.subtle' },
		_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
	},
})
const trigger = css({
	paddingInline: { base: '3', sm: '4' },
	paddingBlock: '3',
	minHeight: '44px',
	fontWeight: 'semibold',
	color: 'fg.muted',
	bg: 'transparent',
	cursor: 'pointer',
	whiteSpace: 'nowrap',
	borderBottomWidth: '3px',
	borderColor: 'transparent',
	marginBottom: '-1px',
	_hover: { color: 'fg' },
	'&[data-selected]': { color: 'accent.text', borderColor: 'accent' },
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '-3px' },
})

const panel = css({ _focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '4px' } })

export interface TabItem {
	value: string
	label: string
	content: ReactNode
}

export interface TabsProps {
	label: string
	tabs: TabItem[]
	defaultValue?: string
	value?: string
	onValueChange?: (value: string) => void
	testId?: string
	/**
	 * Hashes (`#faq`) that open a tab, for a page that is not hydrated (src/ui/static-tabs.ts);
	 * the hydrated page follows the hash itself (the help centre's HASH_TABS).
	 */
	hashes?: Record<string, string>
}

/** `data-hash-tabs="faq:general resources:resources"`, which static-tabs.ts reads. */
const hashTabs = (hashes: TabsProps['hashes']) =>
	hashes
		? Object.entries(hashes)
				.map(([hash, value]) => `${hash.replace(/^#/, '')}:${value}`)
				.join(' ')
		: undefined

/** The links that stand in for the buttons without JavaScript; each panel's id is `<value>-panel`. */
function FallbackLinks({ label, tabs }: Pick<TabsProps, 'label' | 'tabs'>) {
	return (
		<nav hidden data-tabs-fallback aria-label={label} className={fallbackList}>
			{tabs.map((t) => (
				<a key={t.value} href={`#${panelId(t.value)}`}>
					{t.label}
				</a>
			))}
		</nav>
	)
}

/**
 * Tabs (Ark UI): arrow keys move between tabs, Home/End jump, Tab enters the panel. Every
 * panel is in the server's HTML (inactive ones hidden), so search engines read them all.
 * `value`/`onValueChange` make it controlled (the help centre opens the tab a link names).
 * Without JavaScript every panel shows and links to them replace the buttons
 * (src/ui/without-script.ts); each panel's id is `<value>-panel`. The same component on the server and in the
 * browser: a page that is not hydrated has its markup brought to life by static-tabs.ts.
 */
export function Tabs(props: TabsProps) {
	return (
		<ArkTabs.Root
			defaultValue={props.defaultValue ?? props.tabs[0]?.value}
			{...(props.value !== undefined ? { value: props.value } : {})}
			onValueChange={(d) => props.onValueChange?.(d.value)}
			data-testid={props.testId}
			data-hash-tabs={hashTabs(props.hashes)}
			ids={{ content: panelId }}
		>
			<FallbackLinks label={props.label} tabs={props.tabs} />
			<ArkTabs.List aria-label={props.label} className={list}>
				{props.tabs.map((t) => (
					<ArkTabs.Trigger key={t.value} value={t.value} className={trigger} data-testid={`tab-${t.value}`}>
						{t.label}
					</ArkTabs.Trigger>
				))}
			</ArkTabs.List>
			{props.tabs.map((t) => (
				<ArkTabs.Content key={t.value} value={t.value} data-testid={`panel-${t.value}`} className={panel}>
					{t.content}
				</ArkTabs.Content>
			))}
		</ArkTabs.Root>
	)
}
