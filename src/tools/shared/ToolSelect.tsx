import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { fieldControl } from './field-style'

const select = `${fieldControl} ${css({
	minHeight: '52px',
	minWidth: { sm: '11rem' },
	// Never wider than the form on a phone, whatever its longest option.
	maxWidth: { base: '100%', sm: '16rem' },
	paddingInline: '3',
	fontSize: 'md',
})}`
/**
 * A select whose options change while the page is open (the transcript's language lists the video's own tracks once a
 * result is in): the width it reached with them before (16rem, its old maximum; a phone's row whole), and its options
 * not measured for it (`contain: inline-size`). Sized by its options, the tracks arriving with the result widened it
 * (176 → 256 px in English) and moved the form row under the visitor's eyes, and the frame showing the result measured
 * every option and laid out and painted the page again (Chromium's trace, phone, CPU ×4: that frame's first layout
 * 20–30 → 8–15 ms, its paint 15 → 4–7 ms). Answer → painted for the largest recording in four runs of
 * bench/tool-journeys.ts: 158 → 123, 92 → 84, 92 → 85 and 91 → 94 ms.
 */
const steady = css({ width: { base: '100%', sm: '16rem' }, contain: 'inline-size' })
const srOnly = css({ srOnly: true })

/**
 * An optional field of a tool form next to the URL field (transcript language, hashtag
 * category): a native select, so it posts without JavaScript, with a label for screen
 * readers (and as its title) since the row has no room for a visible one.
 */
export function ToolSelect(props: {
	name: string
	label: string
	value: string
	onChange: (value: string) => void
	testId: string
	/** Its options change after the page is shown: a width of its own, not its longest option's. */
	steady?: boolean
	children: ReactNode
}) {
	const id = `tool-${props.name}`
	return (
		<>
			<label htmlFor={id} className={srOnly}>
				{props.label}
			</label>
			<select
				id={id}
				name={props.name}
				value={props.value}
				onChange={(e) => props.onChange(e.target.value)}
				className={props.steady ? `${select} ${steady}` : select}
				title={props.label}
				data-testid={props.testId}
			>
				{props.children}
			</select>
		</>
	)
}
