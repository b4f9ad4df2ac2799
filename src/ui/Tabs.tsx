import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { panelId } from './static-tabs'

const list = css({
	display: 'flex',
	gap: '1',
	borderBottomWidth: '1px',
	borderColor: 'border',
	overflowX: 'auto',
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
	paddingInline: '4',
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

/** Ark's tabs, in the browser. */
function ArkTabsWidget(props: TabsProps) {
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

/**
 * On the server, the markup Ark's tabs write, written directly. Ark runs a tabs machine and one presence machine per
 * panel to write markup that on the server is always the same for the same props: about a tenth of the help centre's
 * uncached render (bench/ssr.ts names the slow pages; issue 18, item 3). The pages with tabs are not hydrated
 * (static-tabs.ts brings this markup to life), and a hydrated page would find Ark's own markup here: the same
 * attributes in the same order, with the id React gives Ark's root (useId at the same place in the tree).
 * tabs-markup.test.tsx holds both to the same HTML on every page in every language and at the edges.
 */
function ServerTabs(props: TabsProps) {
	const id = useId()
	const defaultValue = props.defaultValue ?? props.tabs[0]?.value
	// As Ark's tabs machine (@zag-js/tabs) starts: the value chosen, and the focus on `value || defaultValue`.
	const selected = props.value !== undefined ? props.value : defaultValue
	const focused = props.value || defaultValue
	const listId = `tabs:${id}:list`
	const triggerId = (value: string) => `tabs:${id}:trigger-${value}`
	return (
		<div
			data-scope="tabs"
			data-part="root"
			id={`tabs:${id}`}
			data-orientation="horizontal"
			dir="ltr"
			data-testid={props.testId}
			data-hash-tabs={hashTabs(props.hashes)}
		>
			<FallbackLinks label={props.label} tabs={props.tabs} />
			<div
				data-scope="tabs"
				data-part="list"
				id={listId}
				role="tablist"
				dir="ltr"
				aria-orientation="horizontal"
				data-orientation="horizontal"
				aria-label={props.label}
				className={list}
			>
				{props.tabs.map((t) => {
					const on = t.value === selected
					return (
						<button
							key={t.value}
							data-scope="tabs"
							data-part="trigger"
							role="tab"
							type="button"
							dir="ltr"
							data-orientation="horizontal"
							data-value={t.value}
							aria-selected={on}
							data-selected={on ? '' : undefined}
							data-focus={t.value === focused ? '' : undefined}
							aria-controls={on ? panelId(t.value) : undefined}
							data-ownedby={listId}
							data-ssr=""
							id={triggerId(t.value)}
							tabIndex={on ? 0 : -1}
							className={trigger}
							data-testid={`tab-${t.value}`}
						>
							{t.label}
						</button>
					)
				})}
			</div>
			{props.tabs.map((t) => {
				const on = t.value === selected
				return (
					<div
						key={t.value}
						data-scope="tabs"
						data-part="content"
						dir="ltr"
						id={panelId(t.value)}
						// biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is in the tab order (WAI-ARIA tabs), as Ark writes it.
						tabIndex={0}
						aria-labelledby={triggerId(t.value)}
						role="tabpanel"
						data-ownedby={listId}
						data-selected={on ? '' : undefined}
						data-orientation="horizontal"
						hidden={!on}
						data-state={on ? 'open' : 'closed'}
						data-testid={`panel-${t.value}`}
						className={panel}
					>
						{t.content}
					</div>
				)
			})}
		</div>
	)
}

/**
 * Tabs (Ark UI): arrow keys move between tabs, Home/End jump, Tab enters the panel. Every
 * panel is in the server's HTML (inactive ones hidden), so search engines read them all.
 * `value`/`onValueChange` make it controlled (the help centre opens the tab a link names).
 * Without JavaScript every panel shows and links to them replace the buttons
 * (src/ui/without-script.ts); each panel's id is `<value>-panel`.
 */
export const Tabs: (props: TabsProps) => ReactNode = typeof document === 'undefined' ? ServerTabs : ArkTabsWidget
/** Both, for the test that holds them to the same markup. */
export { ArkTabsWidget, ServerTabs }
