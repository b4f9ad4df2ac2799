import type { MetaArgs, PageHandle } from '../../app/route-handle'
import { localizePath } from '../../i18n/locales'
import type { LL } from '../../i18n/translator'
import type { PageMeta } from '../../seo/head'
import { faqPage, howTo, webApplication } from '../../seo/json-ld'
import { TOOLS, type ToolKey } from '../registry'
import type { ToolPageText } from './ToolPage'
import type { Question, Step } from './ToolSections'

export interface ToolMetaInput {
	/** Canonical unprefixed path (the /tools/… route; the short alias points here). */
	canonicalPath: string
	title: string
	description: string
	keywords: string
	name: string
	howToTitle: string
	steps: Step[]
	questions: Question[]
}

/** Head of a tool page: meta tags, canonical, and WebApplication + HowTo + FAQPage JSON-LD. */
export function toolMeta({ locale, config }: MetaArgs, input: ToolMetaInput): PageMeta {
	const url = `${config.publicUrl}${localizePath(input.canonicalPath, locale)}`
	return {
		title: input.title,
		description: input.description,
		keywords: input.keywords
			.split(',')
			.map((k) => k.trim())
			.filter(Boolean),
		canonicalPath: input.canonicalPath,
		schema: [
			webApplication({ name: input.name, description: input.description, url, inLanguage: locale }),
			howTo({ name: input.howToTitle, description: input.description, steps: input.steps, inLanguage: locale }),
			faqPage(input.questions, locale),
		],
	}
}

/**
 * The route handle of a tool page: its head from the namespace's `meta` texts and the page
 * texts (HowTo steps, FAQ) the page itself shows; the canonical path is the registry's first.
 * @example export const handle = toolHandle('transcript', text)
 */
export function toolHandle(tool: ToolKey, text: (LL: LL) => ToolPageText): PageHandle {
	const canonicalPath = TOOLS[tool].paths[0]
	return {
		meta: (args: MetaArgs) => {
			const meta = args.LL[tool].meta
			const t = text(args.LL)
			return toolMeta(args, {
				canonicalPath,
				title: meta.title(),
				description: meta.description(),
				keywords: meta.keywords(),
				name: t.title,
				howToTitle: t.stepsTitle,
				steps: t.steps,
				questions: t.questions,
			})
		},
	}
}
