import type { WebSite, WithContext } from 'schema-dts'

/** The home page's WebSite JSON-LD (typed with schema-dts). */
export function webSite(args: {
	name: string
	url: string
	description: string
	inLanguage: string
}): WithContext<WebSite> {
	return { '@context': 'https://schema.org', '@type': 'WebSite', ...args }
}
