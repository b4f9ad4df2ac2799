import { TOOL_KEYS, TOOLS, type ToolKey } from '../tools/registry'

/** Unprefixed paths of the site's pages; localize with `localizePath(path, locale)`. */
export const PATHS = {
	home: '/',
	guides: '/guides',
	help: '/help',
	contact: '/contact',
	privacy: '/privacy-policy',
	terms: '/terms-of-service',
	/** Only when the operator wrote one (OPERATOR_IMPRINT; routes.tsx, `requires`). */
	imprint: '/imprint',
	/** The developers' page (src/api-docs/), served by the server in every language (/de/api/docs, …). */
	apiDocs: '/api/docs',
	/** Each tool's canonical path, from the tool registry. */
	tools: Object.fromEntries(TOOL_KEYS.map((key) => [key, TOOLS[key].paths[0]])) as Record<ToolKey, string>,
} as const
