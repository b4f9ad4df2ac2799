import type { MetaArgs } from '../../app/route-handle'
import { localizePath } from '../../i18n/locales'
import type { PageMeta } from '../../seo/head'
import { faqPage, howTo, webApplication } from '../../seo/json-ld'
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
