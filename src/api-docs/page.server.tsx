import { Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { errorBody } from '../core/error-answer'
import { translate } from '../i18n/lists'
import { type Locale, localizePath } from '../i18n/locales'
import { translatorFor } from '../i18n/translator'
import { ScriptlessDocument } from '../ui/ScriptlessDocument'
import { curlExample } from './curl'
import { byStatus } from './declared-errors'
import { type FieldRow, fieldRows } from './fields'
import { jsonSchema } from './openapi'
import { OPERATIONS, type Operation, operationWords } from './operations'

// The developers' page, one per language (/api/docs, /de/api/docs, …), rendered on the server
// without any script. It reads the same operations as openapi.ts, so both say the same; the
// operation and field names, settings and the OpenAPI document itself stay English.

const shell = css({ maxWidth: '4xl', marginInline: 'auto', paddingInline: '4', paddingBlock: '10' })
const h1 = css({ fontSize: '3xl', fontWeight: 'bold', marginBottom: '4' })
const h2 = css({ fontSize: '2xl', fontWeight: 'bold', marginTop: '12', marginBottom: '2' })
const h3 = css({ fontSize: 'lg', fontWeight: 'semibold', marginTop: '6', marginBottom: '2' })
const prose = css({ color: 'fg.muted', marginBottom: '3', lineHeight: '1.6' })
const link = css({ color: 'accent.text', textDecoration: 'underline' })
const endpoint = css({ fontFamily: 'mono', fontSize: 'md', fontWeight: 'semibold' })
/**
 * Every placeholder an error message has, filled with itself: the page shows a message as a
 * template ("wait {seconds} seconds"); a real answer fills it from its `params`.
 */
const TEMPLATE_PARAMS = Object.fromEntries(['details', 'seconds', 'languages', 'max'].map((p) => [p, `{${p}}`]))

/** The admin's table recipe, plus code cells that may break (long JSON types). */
const table = `${dataTable().root} ${css({
	'& code': { fontFamily: 'mono', overflowWrap: 'anywhere' },
	// Where there is room, a field name stays whole ("video_url", not "video_ur" + "l").
	'& td:first-child code': { md: { overflowWrap: 'normal' } },
})}`
const pre = css({
	bg: 'bg.subtle',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'md',
	padding: '3',
	overflowX: 'auto',
	fontFamily: 'mono',
	fontSize: 'sm',
})

/**
 * Below `md` a field's row is a small block (name, then type and whether required, then its
 * meaning): four columns at 320 px would break every word.
 */
const fieldsOnPhone = css({
	mdDown: {
		'& thead': { srOnly: true },
		'& tr': { display: 'block', paddingBlock: '2', borderBottomWidth: '1px', borderColor: 'border' },
		'& th, & td': { display: 'block', borderBottomWidth: '0', paddingBlock: '0.5', paddingInline: '0' },
		'& td[data-label]::before': { content: 'attr(data-label) ": "', color: 'fg.muted' },
		'& td:first-child code': { fontWeight: 'semibold' },
	},
})

const srOnly = css({ srOnly: true })

/** The page's texts in one language: `apiDocs.*`, and `text(key, params)` for keys built at run time. */
function textsFor(locale: Locale) {
	const LL = translatorFor(locale)
	return {
		LL,
		t: LL.apiDocs,
		text: (key: string, params?: Record<string, unknown>) => translate(LL, `apiDocs.${key}`, params),
	}
}
type Texts = ReturnType<typeof textsFor>

/** `{name}` in a text filled with itself, so `rich` can put an element there. */
const marks = <N extends string>(...names: N[]) =>
	Object.fromEntries(names.map((n) => [n, `{${n}}`])) as Record<N, string>

/**
 * A translated text with elements in it: `{name}` becomes `nodes[name]`, and a word in backticks
 * (a field name, as operations.ts writes them) becomes code.
 */
function rich(text: string, nodes: Record<string, ReactNode> = {}): ReactNode {
	return text.split(/(\{\w+\}|`[^`]+`)/).map((part, i) => {
		const key = `${i}`
		if (part.startsWith('`')) return <code key={key}>{part.slice(1, -1)}</code>
		const name = /^\{(\w+)\}$/.exec(part)?.[1]
		return <Fragment key={key}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>
	})
}

function Fields({ rows, caption, t }: { rows: FieldRow[]; caption: string; t: Texts['t'] }) {
	return (
		<table className={`${table} ${fieldsOnPhone}`}>
			<caption className={srOnly}>{caption}</caption>
			<thead>
				<tr>
					<th scope="col">{t.fields.name()}</th>
					<th scope="col">{t.fields.type()}</th>
					<th scope="col">{t.fields.required()}</th>
					<th scope="col">{t.fields.meaning()}</th>
				</tr>
			</thead>
			<tbody>
				{rows.map((row) => (
					<tr key={row.name}>
						<td>
							<code>{row.name}</code>
						</td>
						<td data-label={t.fields.type()}>
							<code>{row.type}</code>
						</td>
						<td data-label={t.fields.required()}>{row.required ? t.fields.yes() : t.fields.no()}</td>
						<td>{row.description}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

function Errors({ op, locale, t }: { op: Operation; locale: Locale; t: Texts['t'] }) {
	return (
		<table className={table}>
			<caption className={srOnly}>{t.errorTable.caption({ path: op.path })}</caption>
			<thead>
				<tr>
					<th scope="col">{t.errorTable.status()}</th>
					<th scope="col">{t.errorTable.code()}</th>
					<th scope="col">{t.errorTable.message()}</th>
				</tr>
			</thead>
			<tbody>
				{[...byStatus(op.errors)].flatMap(([status, codes]) =>
					codes.map((code) => (
						<tr key={`${status} ${code}`} data-status={status}>
							<td>{status}</td>
							<td>
								<code>{code}</code>
							</td>
							<td>{errorBody(locale, code, TEMPLATE_PARAMS).error.message}</td>
						</tr>
					)),
				)}
			</tbody>
		</table>
	)
}

/** The settings each budget names, as the README's settings table writes them. */
const BUDGET_SETTINGS = {
	tool: { setting: 'RATE_LIMIT_API_PER_MINUTE' },
	batch: { setting: 'RATE_LIMIT_BATCHES_PER_HOUR', max: 'BATCH_MAX_VIDEOS' },
	contact: { setting: 'RATE_LIMIT_CONTACT_PER_HOUR' },
} as const

function OperationSection({ op, origin, locale }: { op: Operation; origin: string; locale: Locale }) {
	const { LL, t, text } = textsFor(locale)
	const words = operationWords(op, LL)
	const answer = Object.entries(op.success.content)
	const jsonAnswer = answer.find(([, schema]) => schema)?.[1]
	const settings: Record<string, string> = BUDGET_SETTINGS[op.budgetText]
	const budget = text(`budgets.${op.budgetText}`, marks(...Object.keys(settings)))
	const codes = Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, <code key={k}>{v}</code>]))
	return (
		<section id={op.id} aria-labelledby={`${op.id}-title`}>
			<h2 id={`${op.id}-title`} className={h2}>
				{words.summary}
			</h2>
			<p className={endpoint}>
				{op.method.toUpperCase()} {op.path}
			</p>
			<p className={prose}>{rich(words.description)}</p>
			<p className={prose}>{rich(t.section.rateLimit({ budget: '{budget}' }), { budget: rich(budget, codes) })}</p>
			<h3 className={h3}>{op.input.in === 'body' ? t.section.body() : t.section.query()}</h3>
			<Fields
				rows={fieldRows(jsonSchema(op.input.schema, 'input'))}
				caption={t.fields.captionInput({ path: op.path })}
				t={t}
			/>
			<h3 className={h3}>{t.section.example()}</h3>
			<pre className={pre} data-operation={op.id}>
				<code>{curlExample(op, origin)}</code>
			</pre>
			<h3 className={h3}>{t.section.answer()}</h3>
			{answer.length > 1 && (
				<p className={prose}>
					{rich(t.section.mediaTypes({ types: '{types}' }), {
						types: <code>{answer.map(([type]) => type).join(', ')}</code>,
					})}
				</p>
			)}
			{jsonAnswer && (
				<Fields
					rows={fieldRows(jsonSchema(jsonAnswer, 'output'))}
					caption={t.fields.captionAnswer({ path: op.path })}
					t={t}
				/>
			)}
			<h3 className={h3}>{t.section.errors()}</h3>
			<Errors op={op} locale={locale} t={t} />
		</section>
	)
}

/**
 * The whole developers' page in `locale` (served at `localizePath('/api/docs', locale)`). `origin` is
 * the site's public URL (the curl examples call it); `inlineCss` the site's built stylesheet,
 * inlined like the admin area's (no request, no CDN).
 */
export function apiDocsHtml(origin: string, inlineCss: string, locale: Locale = 'en'): string {
	const { LL, t } = textsFor(locale)
	const code = (value: string) => <code>{value}</code>
	const html = renderToStaticMarkup(
		<ScriptlessDocument title={t.meta.title()} inlineCss={inlineCss} lang={locale}>
			<main className={shell}>
				<h1 className={h1}>{t.h1()}</h1>
				<p className={prose}>
					{rich(t.intro.p1(marks('shape', 'code', 'message', 'lang', 'header')), {
						shape: code('{ "error": { "code", "message", "params"? } }'),
						code: code('code'),
						message: code('message'),
						lang: code(`?lang=${locale === 'en' ? 'de' : locale}`),
						header: code('Accept-Language'),
					})}
				</p>
				<p className={prose}>
					{rich(t.intro.p2(marks('openapi', 'home')), {
						openapi: (
							<a className={link} href="/api/openapi.json" hrefLang="en">
								/api/openapi.json
							</a>
						),
						home: (
							<a className={link} href={localizePath('/', locale)}>
								{t.intro.home()}
							</a>
						),
					})}
				</p>
				<nav aria-label={t.endpoints()}>
					<ul>
						{OPERATIONS.map((op) => (
							<li key={op.id}>
								<a className={link} href={`#${op.id}`}>
									{op.method.toUpperCase()} {op.path}
								</a>{' '}
								– {operationWords(op, LL).summary}
							</li>
						))}
					</ul>
				</nav>
				{OPERATIONS.map((op) => (
					<OperationSection key={op.id} op={op} origin={origin} locale={locale} />
				))}
			</main>
		</ScriptlessDocument>,
	)
	return `<!doctype html>${html}`
}
