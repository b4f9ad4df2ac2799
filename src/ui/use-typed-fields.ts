import { useLayoutEffect, useRef } from 'react'

/**
 * What the form's fields named `names` hold now, as the visitor sees them; a name the form has no
 * field for is left out (the transcript's clip range is shown only for a clip link).
 * @example fieldValues(event.currentTarget, ['video_url', 'language'])
 */
export function fieldValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of names) {
		// An input, select or textarea, or a RadioNodeList (radios, or two fields of one name): each has `value`.
		const field = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null
		if (field) values[name] = field.value
	}
	return values
}

/** `values` with the fields' own values over them; the same object when nothing differs (React skips the render). */
export function withFieldValues<V extends Record<string, string>>(values: V, fields: Record<string, string>): V {
	return Object.entries(fields).some(([name, value]) => values[name] !== value) ? { ...values, ...fields } : values
}

/**
 * The ref of a form whose fields the server rendered, with JavaScript controlling them after hydration. A visitor
 * may paste a link and change a select before the page is interactive (a phone takes a second or more to hydrate
 * a tool page). React keeps the DOM's values when it hydrates, but the state it renders from is still the
 * server's: the field showed the link while the state said '', so the first press sent nothing but the
 * "enter a valid URL" toast, and so did every press after it, until the field was edited. So, once, as the form is
 * hydrated (a layout effect: before the browser can hand the page another event), the fields' values are handed
 * to `adopt`, which takes them into the state (withFieldValues). The submit handlers read the form too.
 */
export function useTypedFields(names: readonly string[], adopt: (fields: Record<string, string>) => void) {
	const form = useRef<HTMLFormElement>(null)
	// Once, at mount: what the fields held then is what the visitor typed before the state existed.
	// biome-ignore lint/correctness/useExhaustiveDependencies: names and adopt of the first render are the ones meant
	useLayoutEffect(() => {
		if (form.current) adopt(fieldValues(form.current, names))
	}, [])
	return form
}
