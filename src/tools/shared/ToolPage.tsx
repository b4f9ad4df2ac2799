import { type FormEvent, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useAppConfig } from '../../app/app-config'
import { useI18n } from '../../i18n/context'
import { ensureNamespace } from '../../i18n/load'
import type { Locale } from '../../i18n/locales'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import { loadOnce } from '../../ui/load-once'
import { preloadToasts } from '../../ui/toast/toast'
import { TOOLS, type ToolKey } from '../registry'
import { type Links, linksNow, loadLinks, useLinks } from './lazy-links'
import { usePosted } from './posted'
import { ToolForm } from './ToolForm'
import { FaqSection, HowToSteps, type Question, type Step, ToolHero, toolContainer } from './ToolSections'
import { type FieldValues, useToolForm } from './use-tool-form'

const srOnly = css({ srOnly: true })

/** A tool page's texts, in the page's language. */
export interface ToolPageText {
	title: string
	intro: string
	inputLabel: string
	placeholder: string
	submit: string
	loading: string
	/** The spec's catalogue sentence of a failed request (section 8). */
	failed: string
	/** The error codes `failed` is true of; any other error heads its card with its own message (ErrorCard). */
	failedFor: readonly string[]
	/** The spec's validation notice (section 5). */
	invalid: string
	stepsTitle: string
	steps: Step[]
	questions: Question[]
}

type TextFn = () => string

/** The shape every URL tool's namespace shares (i18n/<lang>/<tool>/index.ts). */
interface ToolNamespace {
	intro: TextFn
	inputLabel: TextFn
	placeholder: TextFn
	submit: TextFn
	loading: TextFn
	failed: TextFn
	invalid: TextFn
	steps: { title: TextFn } & Record<'copy' | 'paste' | 'download', { name: TextFn; text: TextFn }>
	faq: Record<string, { question: TextFn; answer: TextFn }>
}

/**
 * A tool page's texts from its namespace, for the page and its JSON-LD (HowTo, FAQPage).
 * @example toolPageText(LL, 'profile', ['size', 'links', 'privacy'])
 */
export function toolPageText(LL: LL, tool: ToolKey, faq: readonly string[]): ToolPageText {
	const t = LL[tool] as unknown as ToolNamespace
	return {
		title: LL.tools[tool].title(),
		intro: t.intro(),
		inputLabel: t.inputLabel(),
		placeholder: t.placeholder(),
		submit: t.submit(),
		loading: t.loading(),
		failed: t.failed(),
		failedFor: TOOLS[tool].failedFor,
		invalid: t.invalid(),
		stepsTitle: t.steps.title(),
		steps: (['copy', 'paste', 'download'] as const).map((k) => ({ name: t.steps[k].name(), text: t.steps[k].text() })),
		questions: faq.map((k) => ({ question: t.faq[k]?.question() ?? '', answer: t.faq[k]?.answer() ?? '' })),
	}
}

export interface ToolPageProps<T> {
	/** The form field and JSON API field (video_url, channel_url). */
	field: string
	/** POST endpoint of the tool's JSON API. */
	apiPath: string
	/** The query key of a valid value, or null; `links` reads links (they load on intent: shared/lazy-links.ts). */
	keyOf: (value: string, links: Links) => string | null
	cache: Map<string, T>
	text: ToolPageText
	/** The result; `stale` while the next one loads. Rendered inside a `<Suspense>`: the view may be a lazyPart. */
	renderResult: (result: T, stale: boolean) => ReactNode
	/** Starts loading the result view's code (its lazyPart's `preload`), on the first sign the visitor will ask. */
	preloadResult?: () => unknown
	/** Other form fields (the transcript's language), sent with the URL and part of the query key. */
	extraFields?: readonly string[]
	/** The JSON body of the API call for these field values (default: the values as they are). */
	toBody?: (values: FieldValues) => Record<string, unknown>
	/** `text` when the main field takes words, not a link. */
	inputMode?: 'url' | 'text'
	/** The field's maxLength: the server's own limit where the tool has one (2,048, a link's, by default). */
	maxLength?: number
	/**
	 * Shown while a request runs (the hashtag page's elapsed time); screen readers get `text.loading`. Rendered inside
	 * a `<Suspense>`: the view may be a lazyPart, loaded on intent with the result's (`preloadResult`).
	 */
	renderLoading?: () => ReactNode
	/**
	 * The tool takes playlists and channels too: their link starts a batch at
	 * `apiPath` (the body: the link as `list_url` plus `toBody`'s other fields) instead of one lookup.
	 */
	batch?: {
		apiPath: string
		toBody?: (values: FieldValues) => Record<string, unknown>
		chooseFormat?: boolean
		/** Without JavaScript, a listed video's own download (transcripts). */
		downloadOne?: (videoId: string, values: FieldValues) => string
	}
	/** The form's other controls, next to the URL field; `result` is the one shown, if any. */
	renderExtra?: (form: {
		values: FieldValues
		setField: (name: string, value: string) => void
		result: T | null
	}) => ReactNode
}

const batchHint = css({ color: 'fg.muted', fontSize: 'sm', marginTop: '3' })
const wholeListButton = `${button({ variant: 'outline', size: 'sm' })} ${css({ marginTop: '3' })}`
const outputContainer = `${toolContainer} ${css({ paddingTop: '8' })}`

/**
 * The parts that show errors and batches, with the `errors` (and `batch`) texts of `locale` loaded beside their
 * code: not in a tool page's first load (lazy-part.ts), as they show only after a press, or on a page posted without
 * JavaScript. Made once per language, so each is one component for the page's life.
 */
function makeErrorParts(locale: Locale) {
	const withTexts =
		<M,>(load: () => Promise<M>, batch = false) =>
		() =>
			Promise.all([load(), ensureNamespace(locale, 'errors'), batch ? ensureNamespace(locale, 'batch') : null]).then(
				([m]) => m,
			)
	return {
		ErrorCard: lazyPart(withTexts(() => import('./ErrorCard').then((m) => ({ default: m.ErrorCard })))),
		BatchRun: lazyPart(withTexts(() => import('../batch/BatchRun'), true)),
		PostedListView: lazyPart(
			withTexts(() => import('../batch/PostedListView').then((m) => ({ default: m.PostedListView })), true),
		),
	}
}
const errorParts = new Map<Locale, ReturnType<typeof makeErrorParts>>()
function errorPartsOf(locale: Locale) {
	let parts = errorParts.get(locale)
	if (!parts) {
		parts = makeErrorParts(locale)
		errorParts.set(locale, parts)
	}
	return parts
}

type ApiClient = typeof import('./api-client')
/** The API client, loaded on intent; once it is in, a press sends its request at once (ui/load-once.ts). */
const apiClient = loadOnce((): Promise<ApiClient> => import('./api-client'))

/**
 * The layout and states every URL tool shares (docs/product-spec.md §2): title, form, the live
 * output region (loading text for screen readers, error card, result), how-to steps, FAQ.
 */
export function ToolPage<T>(props: ToolPageProps<T>) {
	const {
		field,
		apiPath,
		keyOf,
		cache,
		text,
		renderResult,
		preloadResult,
		extraFields,
		toBody,
		renderExtra,
		inputMode,
		maxLength,
		renderLoading,
		batch,
	} = props
	const { LL, locale } = useI18n()
	const { ErrorCard, BatchRun, PostedListView } = errorPartsOf(locale)
	const { batchMaxVideos } = useAppConfig()
	/** The batch asked for last (a new object per press); null until a list link is submitted. */
	const [batchRequest, setBatchRequest] = useState<{ body: Record<string, unknown> } | null>(null)
	const posted = usePosted()
	// The API client is read at the first press: it loads on intent, with the result view's code.
	const fetcher = useCallback(
		(values: FieldValues, signal: AbortSignal) => {
			const post = (m: ApiClient) => m.postTool<T>(apiPath, toBody ? toBody(values) : values, locale, signal)
			const client = apiClient.now()
			return client ? post(client) : apiClient.load().then(post)
		},
		[apiPath, toBody, locale],
	)
	const links = useLinks()
	// Several video links pasted at once are a batch, never a lookup of the first (nor refetched as one). Read at
	// call time: a press held until the links were in reads them (onSubmit).
	const keyOfOne = useCallback(
		(value: string) => {
			const now = linksNow()
			return !now || (batch && now.isPastedBatch(value)) ? null : keyOf(value, now)
		},
		[batch, keyOf],
	)
	const form = useToolForm({
		field,
		...(extraFields ? { extraFields } : {}),
		keyOf: keyOfOne,
		fetcher,
		cache,
		invalidMessage: text.invalid,
	})
	const { state } = form
	const linkKind = batch && links ? links.batchLinkKind(form.value) : null
	// Something typed (also before the page was interactive, ui/use-typed-fields.ts): it will be read.
	const typed = form.value !== ''
	useEffect(() => {
		if (typed) void loadLinks().catch(() => {})
	}, [typed])
	// A list link typed: the batch's code is likely wanted next.
	useEffect(() => {
		if (linkKind) void BatchRun.preload().catch(() => {})
	}, [linkKind, BatchRun])
	/** The code of what a press may show, loaded on a hover or focus of the form, or the press itself. */
	const intent = useCallback(() => {
		void Promise.all([loadLinks(), apiClient.load(), preloadResult?.(), ErrorCard.preload(), preloadToasts()]).catch(
			() => {},
		)
	}, [preloadResult, ErrorCard])
	const startBatch = (values: FieldValues, now: Links) => {
		if (!batch) return
		const link = values[field] ?? ''
		const source = now.isPastedBatch(link) ? { urls: now.pastedLinks(link) } : { list_url: link }
		setBatchRequest({ body: { ...source, ...(batch.toBody?.(values) ?? {}) } })
	}
	const press = (values: FieldValues, now: Links) => {
		const link = values[field] ?? ''
		if (batch && (now.isPastedBatch(link) || now.batchLinkKind(link) === 'list')) startBatch(values, now)
		else form.submit(values)
	}
	/**
	 * A press reads the form at once; if the link readers are not in yet, it is held until they are, never lost.
	 * Should they fail to load, the form is posted as it is without JavaScript: the server answers it (decision 12).
	 */
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		intent()
		const element = event.currentTarget
		const values = form.take(element)
		const now = linksNow()
		if (now) press(values, now)
		else
			loadLinks().then(
				(loaded) => press(values, loaded),
				() => element.submit(),
			)
	}
	const shown = state.status === 'success' ? state.data : state.status === 'loading' ? state.previous : null
	return (
		<>
			<ToolHero title={text.title} intro={text.intro}>
				<ToolForm
					name={field}
					label={text.inputLabel}
					placeholder={text.placeholder}
					submitLabel={text.submit}
					loadingLabel={text.loading}
					value={form.value}
					loading={form.loading}
					onChange={form.setValue}
					onSubmit={onSubmit}
					formRef={form.formRef}
					{...(batch ? { multiline: true } : {})}
					onIntent={intent}
					{...(inputMode ? { inputMode } : {})}
					{...(maxLength ? { maxLength } : {})}
				>
					{renderExtra?.({ values: form.values, setField: form.setField, result: shown })}
				</ToolForm>
				{batch && (
					<p className={batchHint} data-testid="batch-hint">
						{LL.toolPage.batchHint({ max: batchMaxVideos })}
					</p>
				)}
				{linkKind === 'both' && (
					<button
						type="button"
						className={wholeListButton}
						onClick={() => links && startBatch(form.values, links)}
						data-testid="batch-whole-list"
					>
						{LL.toolPage.batchWholeList()}
					</button>
				)}
			</ToolHero>
			{batch && batchRequest && (
				<div className={outputContainer}>
					<Suspense fallback={null}>
						<BatchRun
							apiPath={batch.apiPath}
							request={batchRequest}
							{...(batch.chooseFormat ? { chooseFormat: true } : {})}
						/>
					</Suspense>
				</div>
			)}
			<div className={outputContainer} aria-live="polite" aria-busy={form.loading} data-testid="tool-output">
				{form.loading && <p className={srOnly}>{text.loading}</p>}
				{form.loading && renderLoading && <Suspense fallback={null}>{renderLoading()}</Suspense>}
				{state.status === 'error' && (
					<Suspense fallback={null}>
						<ErrorCard headline={text.failed} headlineFor={text.failedFor} error={state.error} />
					</Suspense>
				)}
				{shown !== null && <Suspense fallback={null}>{renderResult(shown, form.loading)}</Suspense>}
				{batch && posted?.list && !batchRequest && (
					<Suspense fallback={null}>
						<PostedListView
							list={posted.list}
							zipFields={
								posted.list.links
									? posted.list.links.map((link) => ['url', link] as const)
									: [['list_url', posted.input[field] ?? ''] as const]
							}
							zipPath={`${batch.apiPath}.zip`}
							field={field}
							carried={Object.fromEntries((extraFields ?? []).map((name) => [name, posted.input[name] ?? '']))}
							{...(batch.chooseFormat ? { chooseFormat: true } : {})}
							{...(batch.downloadOne
								? { downloadOne: (videoId: string) => batch.downloadOne?.(videoId, posted.input) ?? '' }
								: {})}
						/>
					</Suspense>
				)}
			</div>
			<HowToSteps title={text.stepsTitle} steps={text.steps} />
			<FaqSection title={LL.toolPage.faqTitle()} questions={text.questions} />
		</>
	)
}
