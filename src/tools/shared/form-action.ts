import { type ActionFunctionArgs, createContext, data } from 'react-router'
import { type Locale, splitLocale } from '../../i18n/locales'
import { TOOLS, type ToolKey } from '../registry'
import { MAX_FIELD_CHARS } from './field-limit'
import { loadLinks } from './lazy-links'

/** A tool error as the page shows it: the stable code is an `errors.*` i18n key. */
export interface ToolErrorInfo {
	status: number
	code: string
	params: Record<string, string | number>
}

/** What a tool page receives after a form post: the fields as sent, and a result or an error. */
export interface ToolOutcome<Result = unknown> {
	input: Record<string, string>
	result?: Result
	error?: ToolErrorInfo
	/** A playlist or channel link's videos: the page lists them with their links. */
	list?: PostedList
}

/** The list of a list link posted without JavaScript (src/tools/batch/run.server.ts's Listing). */
export interface PostedList {
	title: string | null
	videos: { index: number; videoId: string; title: string }[]
	capped: boolean
	/** YouTube failed on a page after the first: `videos` is what came before, this is why (an `errors` code). */
	cut: { code: string; params?: Record<string, string | number> } | null
	/** Video links pasted at once: the list is theirs, and the ZIP is asked for by them. */
	links?: string[]
}

/** Runs a tool for a form post; the server provides it (shared/runner.server.ts). */
export interface FormRunner {
	run(
		tool: ToolKey,
		input: Record<string, string>,
		request: { signal: AbortSignal; locale: Locale },
	): Promise<Omit<ToolOutcome, 'input'>>
}

/** How the server hands its FormRunner to the route actions (React Router's request context). */
export const formRunnerContext = createContext<FormRunner>()

/**
 * The route action of a tool page: reads the tool's fields (registry.ts) from the posted form, runs the tool on
 * the server and answers the outcome with the error's status (so a failed lookup without
 * JavaScript is a real 4xx/5xx page). The browser with JavaScript never posts the form; it
 * calls the JSON API instead.
 */
export function toolAction(tool: ToolKey) {
	const fields = TOOLS[tool].formFields
	return async ({ request, context }: ActionFunctionArgs) => {
		let form: FormData | null = null
		try {
			form = await request.formData()
		} catch {
			// Not a form body: every field counts as empty, and validation says so.
		}
		// Long enough for a batch's worth of pasted links (src/tools/batch/pasted-links.ts).
		const input = Object.fromEntries(fields.map((f) => [f, String(form?.get(f) ?? '').slice(0, MAX_FIELD_CHARS)]))
		const { locale } = splitLocale(new URL(request.url).pathname)
		const run = context.get(formRunnerContext).run(tool, input, { signal: request.signal, locale })
		// The page rendered from the outcome reads the link it was sent (shared/lazy-links.ts).
		const [ran] = await Promise.all([run, loadLinks()])
		const outcome: ToolOutcome = { input, ...ran }
		return data(outcome, { status: outcome.error?.status ?? 200 })
	}
}
