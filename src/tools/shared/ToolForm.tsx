import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { MAX_FIELD_CHARS } from './field-limit'
import { fieldControl } from './field-style'
import { Spinner } from './Spinner'

const input = `${fieldControl} ${css({ flex: 1, minWidth: 0, minHeight: '52px', paddingInline: '4', fontSize: 'md' })}`
// One line until several links are pasted, then as tall as they need (to a limit, then it scrolls).
const area = `${input} ${css({
	fieldSizing: 'content',
	paddingBlock: '3',
	lineHeight: '1.6',
	maxHeight: '14lh',
	resize: 'none',
	overflowWrap: 'anywhere',
})}`

export interface ToolFormProps {
	/** The field's name, the same as the JSON API's (video_url, channel_url). */
	name: string
	label: string
	placeholder: string
	submitLabel: string
	/** Screen-reader text of the busy button. */
	loadingLabel: string
	value: string
	loading: boolean
	onChange: (value: string) => void
	onSubmit: (event: FormEvent<HTMLFormElement>) => void
	/** The form element, whose fields the page reads at hydration and on submit (ui/use-typed-fields.ts). */
	formRef?: Ref<HTMLFormElement>
	/** A hover or focus on the form: what a press may show can start loading (ToolPage). */
	onIntent?: () => void
	/** `text` for a field that takes words (the hashtag keywords); default `url`. */
	inputMode?: 'url' | 'text'
	maxLength?: number
	/**
	 * The field takes several links, one per line (the tools that run batches): a text area of one line that grows
	 * with what is pasted; Enter still submits, Shift+Enter starts a new line.
	 */
	multiline?: boolean
	/** More fields between the URL field and the button (the transcript's language select). */
	children?: ReactNode
}

const label = css({ display: 'block', fontWeight: 'semibold', marginBottom: '2' })
// Side by side, the button and select keep their own height beside a link area grown by a paste.
const row = css({
	display: 'flex',
	flexWrap: 'wrap',
	gap: '3',
	flexDirection: { base: 'column', sm: 'row' },
	alignItems: { base: 'stretch', sm: 'flex-start' },
})
/**
 * The label and the busy spinner share one cell, the label unseen while busy: the button keeps its width through a
 * press, so the link field and the select beside it stay where the visitor's pointer left them (a spinner beside the
 * label widened the button by 28 px on a desktop row, and the row moved twice per press).
 */
const submitButton = `${button({ size: 'lg' })} ${css({
	display: 'inline-grid',
	placeItems: 'center',
	'& > *': { gridArea: '1 / 1' },
	// Alone in the button, the spinner is drawn a little larger than beside a label, and not dimmed as a disabled
	// button is (3:1 against the button at full strength; under it in dark mode dimmed).
	'& > svg': { width: '1.5em', height: '1.5em' },
	'&[aria-busy=true]': { opacity: 1 },
})}`
const submitLabel = css({ '[aria-busy=true] > &': { opacity: 0 } })
const srOnly = css({ srOnly: true })

/** Enter in the link area submits as it does in a one-line field; Shift+Enter (or an IME's Enter) does not. */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
	if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
	event.preventDefault()
	event.currentTarget.form?.requestSubmit()
}

/**
 * A tool's URL form. It posts to its own page (no action attribute), so without JavaScript
 * the server runs the tool and renders the result (decision 12); with JavaScript the page
 * intercepts the submit and calls the JSON API. Browser validation is off: the page shows
 * the spec's own messages.
 */
export function ToolForm(props: ToolFormProps) {
	const id = `tool-${props.name}`
	return (
		<form
			method="post"
			noValidate
			onSubmit={props.onSubmit}
			onFocus={props.onIntent}
			onPointerEnter={props.onIntent}
			ref={props.formRef}
			data-testid="tool-form"
		>
			<label htmlFor={id} className={label}>
				{props.label}
			</label>
			{/* Wraps only for a control that asks for a line of its own (the transcript's clip range): the URL field's
			    basis is 0, so the row never wraps for it. */}
			<div className={row}>
				{props.multiline ? (
					<textarea
						id={id}
						name={props.name}
						rows={1}
						data-enter-submits
						inputMode={props.inputMode ?? 'url'}
						autoComplete="off"
						autoCapitalize="off"
						spellCheck={false}
						maxLength={MAX_FIELD_CHARS}
						placeholder={props.placeholder}
						value={props.value}
						onChange={(e) => props.onChange(e.target.value)}
						onKeyDown={submitOnEnter}
						className={area}
						data-testid="tool-input"
					/>
				) : (
					<input
						id={id}
						name={props.name}
						type="text"
						inputMode={props.inputMode ?? 'url'}
						autoComplete="off"
						autoCapitalize="off"
						spellCheck={false}
						maxLength={props.maxLength ?? 2048}
						placeholder={props.placeholder}
						value={props.value}
						onChange={(e) => props.onChange(e.target.value)}
						className={input}
						data-testid="tool-input"
					/>
				)}
				{props.children}
				<button
					type="submit"
					className={submitButton}
					disabled={props.loading}
					aria-busy={props.loading}
					data-testid="tool-submit"
				>
					<span className={submitLabel}>{props.submitLabel}</span>
					{props.loading && <Spinner />}
					{props.loading && <span className={srOnly}>{` – ${props.loadingLabel}`}</span>}
				</button>
			</div>
		</form>
	)
}
