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
				className={select}
				title={props.label}
				data-testid={props.testId}
			>
				{props.children}
			</select>
		</>
	)
}
