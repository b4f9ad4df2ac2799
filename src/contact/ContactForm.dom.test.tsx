/**
 * The contact form with JavaScript (decision 5): every post of one message carries the same
 * submission id, so the server can recognise a post it already stored. The id survives a failed
 * send, a 502 from the load balancer is sent again with it, and a success brings a new one.
 */
import { afterEach, expect, test } from 'bun:test'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { until } from '../../tests/support/until'
import { I18nProvider } from '../i18n/context'
import { ContactForm } from './ContactForm'
import { isSubmissionId } from './fields'

// As in a browser: React's own scheduler renders, and the test waits for what a person would see
// (the answers arrive later, outside anything act() could wrap).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const realFetch = globalThis.fetch
let root: Root | null = null
afterEach(() => {
	root?.unmount()
	root = null
	document.body.innerHTML = ''
	globalThis.fetch = realFetch
})

/** Answers each POST /api/contact with the next status of `statuses`, and keeps the bodies sent. */
function fakeApi(statuses: number[]) {
	const sent: Record<string, string>[] = []
	globalThis.fetch = (async (_url: string, init: RequestInit) => {
		sent.push(JSON.parse(String(init.body)))
		const status = statuses.shift() ?? 200
		return new Response(status === 200 ? '{"ok":true}' : 'Bad Gateway', {
			status,
			headers: { 'content-type': status === 200 ? 'application/json' : 'text/plain' },
		})
	}) as typeof fetch
	return sent
}

async function renderForm() {
	const host = document.createElement('div')
	document.body.append(host)
	const router = createMemoryRouter(
		[
			{
				path: '/contact',
				element: (
					<I18nProvider locale="en">
						<ContactForm />
					</I18nProvider>
				),
			},
		],
		{ initialEntries: ['/contact'] },
	)
	root = createRoot(host)
	root.render(<RouterProvider router={router} />)
	const input = (selector: string) => host.querySelector(selector) as HTMLInputElement
	const idInForm = () => input('input[name=submission_id]')?.value ?? ''
	await until(() => idInForm() !== '', 'the form to make its submission id')
	return { host, input, idInForm }
}

/** Types `value` into a controlled field as a person would (React listens to input events). */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
	const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
	Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
	field.dispatchEvent(new Event('input', { bubbles: true }))
}

async function fillAndSend(form: Awaited<ReturnType<typeof renderForm>>, message: string) {
	type(form.input('#contact-name'), 'Zoë')
	type(form.input('#contact-email'), 'zoe@example.org')
	type(form.input('#contact-message'), message)
	await until(() => form.input('#contact-message').value === message, 'the typed message')
	form.input('[data-testid=contact-submit]').click()
}

const sending = (form: Awaited<ReturnType<typeof renderForm>>) => form.input('[data-testid=contact-submit]').disabled

test('a message keeps its submission id across a failed send and a resent 502; a success brings a new one', async () => {
	// 429: a refusal the form shows (not sent again); then 502 (the balancer), sent again, then 200.
	const sent = fakeApi([429, 502, 200])
	const form = await renderForm()
	const id = form.idInForm()
	expect(isSubmissionId(id)).toBe(true)

	await fillAndSend(form, 'First try.')
	await until(() => sent.length === 1 && !sending(form), 'the refused send')
	expect(sent[0]?.submission_id).toBe(id)
	// Failed: the values and the id stay, so sending again is the same message.
	expect(form.input('#contact-message').value).toBe('First try.')
	expect(form.idInForm()).toBe(id)

	form.input('[data-testid=contact-submit]').click()
	await until(() => sent.length === 3 && !sending(form), 'the 502 and its resend', 15_000)
	expect(sent.map((body) => body.submission_id)).toEqual([id, id, id])
	expect(sent[2]).toEqual(sent[1] as Record<string, string>)
	// Sent: the form is empty and the next message has an id of its own.
	expect(form.input('#contact-message').value).toBe('')
	expect(isSubmissionId(form.idInForm())).toBe(true)
	expect(form.idInForm()).not.toBe(id)
}, 30_000)
