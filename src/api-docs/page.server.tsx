import { renderToStaticMarkup } from 'react-dom/server'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import { errorBody } from '../core/errors'
import { ScriptlessDocument } from '../ui/ScriptlessDocument'
import { curlExample } from './curl'
import { byStatus } from './declared-errors'
import { type FieldRow, fieldRows } from './fields'
import { jsonSchema } from './openapi'
import { OPERATIONS, type Operation } from './operations'

// The developers' page: English only, like the admin area, rendered on the server
// without any script. It reads the same operations as openapi.ts, so both say the same.

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

function Fields({ rows, caption }: { rows: FieldRow[]; caption: string }) {
	return (
		<table className={`${table} ${fieldsOnPhone}`}>
			<caption className={srOnly}>{caption}</caption>
			<thead>
				<tr>
					<th scope="col">Field</th>
					<th scope="col">Type</th>
					<th scope="col">Required</th>
					<th scope="col">Meaning</th>
				</tr>
			</thead>
			<tbody>
				{rows.map((row) => (
					<tr key={row.name}>
						<td>
							<code>{row.name}</code>
						</td>
						<td data-label="Type">
							<code>{row.type}</code>
						</td>
						<td data-label="Required">{row.required ? 'yes' : 'no'}</td>
						<td>{row.description}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

function Errors({ op }: { op: Operation }) {
	return (
		<table className={table}>
			<caption className={srOnly}>{`Errors of ${op.path}`}</caption>
			<thead>
				<tr>
					<th scope="col">Status</th>
					<th scope="col">Code</th>
					<th scope="col">Message (English)</th>
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
							<td>{errorBody('en', code, TEMPLATE_PARAMS).error.message}</td>
						</tr>
					)),
				)}
			</tbody>
		</table>
	)
}

function OperationSection({ op, origin }: { op: Operation; origin: string }) {
	const answer = Object.entries(op.success.content)
	const jsonAnswer = answer.find(([, schema]) => schema)?.[1]
	return (
		<section id={op.id} aria-labelledby={`${op.id}-title`}>
			<h2 id={`${op.id}-title`} className={h2}>
				{op.summary}
			</h2>
			<p className={endpoint}>
				{op.method.toUpperCase()} {op.path}
			</p>
			<p className={prose}>{op.description}</p>
			<p className={prose}>Rate limit: {op.budget}.</p>
			<h3 className={h3}>{op.input.in === 'body' ? 'Request body (JSON)' : 'Query parameters'}</h3>
			<Fields rows={fieldRows(jsonSchema(op.input.schema, 'input'))} caption={`Fields of ${op.path}`} />
			<h3 className={h3}>Example</h3>
			<pre className={pre} data-operation={op.id}>
				<code>{curlExample(op, origin)}</code>
			</pre>
			<h3 className={h3}>Answer (200)</h3>
			{answer.length > 1 && (
				<p className={prose}>
					Media types: <code>{answer.map(([type]) => type).join(', ')}</code>
				</p>
			)}
			{jsonAnswer && <Fields rows={fieldRows(jsonSchema(jsonAnswer, 'output'))} caption={`Answer of ${op.path}`} />}
			<h3 className={h3}>Errors</h3>
			<Errors op={op} />
		</section>
	)
}

/**
 * The whole /api/docs page. `origin` is the site's public URL (the curl examples call it);
 * `inlineCss` the site's built stylesheet, inlined like the admin area's (no request, no CDN).
 */
export function apiDocsHtml(origin: string, inlineCss: string): string {
	const html = renderToStaticMarkup(
		<ScriptlessDocument title="Tubekit API for developers" inlineCss={inlineCss}>
			<main className={shell}>
				<h1 className={h1}>Tubekit API</h1>
				<p className={prose}>
					The JSON APIs behind the tools and the contact form of this site. No key and no account: send JSON, get JSON.
					Every error is <code>{'{ "error": { "code", "message", "params"? } }'}</code> with a stable <code>code</code>{' '}
					and a <code>message</code> in the request's language (<code>?lang=de</code>, or the{' '}
					<code>Accept-Language</code> header). Images in the answers are signed links to this server.
				</p>
				<p className={prose}>
					The same description for machines:{' '}
					<a className={link} href="/api/openapi.json">
						/api/openapi.json
					</a>{' '}
					(OpenAPI 3.1). Back to{' '}
					<a className={link} href="/">
						the tools
					</a>
					.
				</p>
				<nav aria-label="Endpoints">
					<ul>
						{OPERATIONS.map((op) => (
							<li key={op.id}>
								<a className={link} href={`#${op.id}`}>
									{op.method.toUpperCase()} {op.path}
								</a>{' '}
								– {op.summary}
							</li>
						))}
					</ul>
				</nav>
				{OPERATIONS.map((op) => (
					<OperationSection key={op.id} op={op} origin={origin} />
				))}
			</main>
		</ScriptlessDocument>,
	)
	return `<!doctype html>${html}`
}
