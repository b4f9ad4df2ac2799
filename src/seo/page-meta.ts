import type { Thing, WithContext } from 'schema-dts'
import type { PageMeta } from './head'

type TextFn = () => string

/**
 * The head of a page whose namespace has the usual `meta` texts (title, description and
 * comma-separated keywords), with its JSON-LD.
 * @example namespaceMeta(LL.contact.meta, [webPage({ … })])
 */
export function namespaceMeta(
	meta: { title: TextFn; description: TextFn; keywords: TextFn },
	schema: WithContext<Thing>[] = [],
	extra: Partial<PageMeta> = {},
): PageMeta {
	return {
		title: meta.title(),
		description: meta.description(),
		keywords: meta
			.keywords()
			.split(',')
			.map((k) => k.trim())
			.filter(Boolean),
		schema,
		...extra,
	}
}
