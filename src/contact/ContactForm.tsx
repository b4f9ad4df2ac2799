import { type FormEvent, useEffect, useState } from 'react'
import { useActionData } from 'react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useI18n } from '../i18n/context'
import { translate } from '../i18n/lists'
import { ToolRequestError } from '../tools/shared/api-client'
import { ErrorCard } from '../tools/shared/ErrorCard'
import { fieldControl } from '../tools/shared/field-style'
import { Spinner } from '../tools/shared/Spinner'
import { notify } from '../ui/toast/notify'
import { fieldValues, useTypedFields, withFieldValues } from '../ui/use-typed-fields'
import { CONTACT_CATEGORIES, LIMITS, newSubmissionId } from './fields'
import type { ContactOutcome } from './form-action'
import { sendContactMessage } from './send'

const EMPTY = { from_name: '', from_email: '', subject: '', category: 'general', message: '' }
type Values = typeof EMPTY
const FIELDS = Object.keys(EMPTY)
/** A send (its resends included) not answered in this time counts as failed; the values stay. */
const SEND_TIMEOUT_MS = 30_000

const label = css({ display: 'block', fontWeight: 'semibold', marginBottom: '1' })
const hint = css({ fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm', marginInlineStart: '1' })
const control = `${fieldControl} ${css({ width: '100%', minHeight: '44px', paddingInline: '3', fontSize: 'md' })}`
const messageBox = `${fieldControl} ${css({ width: '100%', minHeight: '120px', padding: '3', fontSize: 'md', resize: 'vertical' })}`
const pair = css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
// The honeypot: out of sight and out of the tab order; people leave it empty, form-filling bots do not.
const trap = css({ display: 'none' })
const formGrid = css({ display: 'grid', gap: '5' })
const sentNote = css({
	bg: 'success.subtle',
	color: 'success.text',
	borderWidth: '1px',
	borderColor: 'success',
	borderRadius: 'lg',
	padding: '4',
})
const sentTitle = css({ fontWeight: 'semibold' })
const submitButton = button({ size: 'lg' })

/**
 * The contact form (docs/product-spec.md §§4, 5 and 8). Required fields are enforced by the browser
 * and checked again on submit; while sending the button reads 'Sending...' and is disabled;
 * success clears the form, failure keeps every value (and the submission id). Without
 * JavaScript it posts to the page (decision 12) and the page shows the outcome inline. What the
 * visitor typed before the page was interactive is kept (ui/use-typed-fields.ts), and a submit
 * sends what the form shows.
 */
export function ContactForm() {
	const { LL, locale } = useI18n()
	const t = LL.contact
	const posted = useActionData() as ContactOutcome | undefined
	const [values, setValues] = useState<Values>(() => (posted && !posted.ok ? keep(posted.input) : EMPTY))
	const [outcome, setOutcome] = useState(posted)
	const formRef = useTypedFields(FIELDS, (typed) => setValues((v) => withFieldValues(v, typed)))
	const [sending, setSending] = useState(false)
	// When the visitor started on this form (the server judges a very fast fill as a bot).
	const [started, setStarted] = useState('')
	useEffect(() => setStarted(String(Date.now())), [])
	// This message's id, sent with every post of it, so a post sent twice (the load balancer
	// retrying it, a lost answer) is stored once. Kept while the message is not sent, new after
	// a success. The page without a post is cached for everyone: its id is made in the browser.
	const [submissionId, setSubmissionId] = useState(posted?.submissionId ?? '')
	useEffect(() => setSubmissionId((id) => id || newSubmissionId()), [])

	const set = (name: keyof Values) => (e: { target: { value: string } }) =>
		setValues((v) => ({ ...v, [name]: e.target.value }))
	const bind = (name: keyof Values) => ({ value: values[name], onChange: set(name) })

	const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (sending) return
		setOutcome(undefined)
		const sent = withFieldValues(values, fieldValues(event.currentTarget, FIELDS))
		if (sent !== values) setValues(sent)
		if (!sent.from_name.trim() || !sent.from_email.trim() || !sent.message.trim()) {
			void notify({ title: LL.toast.errorTitle(), description: LL.errors.contactRequired(), variant: 'destructive' })
			return
		}
		const website = String(new FormData(event.currentTarget).get('website') ?? '')
		setSending(true)
		try {
			// A replica gone under the post is sent again with the same id (src/contact/send.ts).
			await sendContactMessage(
				'/api/contact',
				{ ...sent, website, form_started: started, submission_id: submissionId },
				locale,
				AbortSignal.timeout(SEND_TIMEOUT_MS),
			)
			setValues(EMPTY)
			setStarted(String(Date.now()))
			setSubmissionId(newSubmissionId())
			void notify({ title: t.sent.title(), description: t.sent.text() })
		} catch (error) {
			// The spec's sentence, then what exactly the server refused (invalid e-mail, too long…).
			const info = error instanceof ToolRequestError ? error.info : null
			const reason =
				info && info.status >= 400 && info.status < 500 ? translate(LL, `errors.${info.code}`, info.params) : ''
			const description = reason && reason !== `errors.${info?.code}` ? `${t.failed()} ${reason}` : t.failed()
			void notify({ title: LL.toast.errorTitle(), description, variant: 'destructive' })
		} finally {
			setSending(false)
		}
	}

	return (
		<form method="post" onSubmit={onSubmit} ref={formRef} data-testid="contact-form" className={formGrid}>
			{outcome?.ok && (
				<div role="status" data-testid="contact-sent" className={sentNote}>
					<p className={sentTitle}>{t.sent.title()}</p>
					<p>{t.sent.text()}</p>
				</div>
			)}
			{outcome?.error && <ErrorCard headline={t.failed()} error={outcome.error} />}
			<div className={pair}>
				<TextField
					field="from_name"
					id="contact-name"
					label={t.form.name()}
					hint={t.form.required()}
					required
					autoComplete="name"
					placeholder={t.form.namePlaceholder()}
					{...bind('from_name')}
				/>
				<TextField
					field="from_email"
					id="contact-email"
					label={t.form.email()}
					hint={t.form.required()}
					type="email"
					required
					autoComplete="email"
					placeholder={t.form.emailPlaceholder()}
					{...bind('from_email')}
				/>
			</div>
			<div className={pair}>
				<TextField
					field="subject"
					id="contact-subject"
					label={t.form.subject()}
					hint={t.form.optional()}
					placeholder={t.form.subjectPlaceholder()}
					{...bind('subject')}
				/>
				<div>
					<label htmlFor="contact-category" className={label}>
						{t.form.category()}
					</label>
					<select
						id="contact-category"
						name="category"
						value={values.category}
						onChange={set('category')}
						className={control}
						data-testid="contact-category"
					>
						{CONTACT_CATEGORIES.map((c) => (
							<option key={c} value={c}>
								{t.categories[c]()}
							</option>
						))}
					</select>
				</div>
			</div>
			<div>
				<label htmlFor="contact-message" className={label}>
					{t.form.message()} <span className={hint}>({t.form.required()})</span>
				</label>
				<textarea
					id="contact-message"
					name="message"
					required
					rows={6}
					maxLength={LIMITS.message}
					placeholder={t.form.messagePlaceholder()}
					value={values.message}
					onChange={set('message')}
					className={messageBox}
					data-testid="contact-message"
				/>
			</div>
			<div className={trap} aria-hidden="true">
				<label htmlFor="contact-website">{t.form.honeypot()}</label>
				<input id="contact-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
			</div>
			<input type="hidden" name="form_started" value={started} />
			<input type="hidden" name="submission_id" value={submissionId} />
			<div>
				<button
					type="submit"
					className={submitButton}
					disabled={sending}
					aria-busy={sending}
					data-testid="contact-submit"
				>
					{sending && <Spinner />}
					{sending ? t.form.sending() : t.form.submit()}
				</button>
			</div>
		</form>
	)
}

/** The posted fields the form shows again after a failed post without JavaScript. */
function keep(input: Record<string, string>): Values {
	return {
		from_name: input.from_name ?? '',
		from_email: input.from_email ?? '',
		subject: input.subject ?? '',
		category: input.category || 'general',
		message: input.message ?? '',
	}
}

/** A labelled one-line field of the form; its name, limit and test id follow from `field`. */
function TextField(props: {
	field: 'from_name' | 'from_email' | 'subject'
	id: string
	label: string
	hint: string
	placeholder: string
	value: string
	onChange: (e: { target: { value: string } }) => void
	type?: 'email'
	required?: boolean
	autoComplete?: string
}) {
	const max = { from_name: LIMITS.name, from_email: LIMITS.email, subject: LIMITS.subject }[props.field]
	return (
		<div>
			<label htmlFor={props.id} className={label}>
				{props.label} <span className={hint}>({props.hint})</span>
			</label>
			<input
				id={props.id}
				name={props.field}
				type={props.type}
				required={props.required}
				autoComplete={props.autoComplete}
				maxLength={max}
				placeholder={props.placeholder}
				value={props.value}
				onChange={props.onChange}
				className={control}
				data-testid={props.id}
			/>
		</div>
	)
}
