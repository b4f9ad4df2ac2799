import type { ComponentType } from 'react'
import type { Namespaces } from '../../i18n/i18n-types'
import { TOOLS, toolAtPath, toolNamespaces } from '../tools/registry'
import { loadLinks } from '../tools/shared/lazy-links'

/**
 * A page hydrated as an island (`hydrate: 'island'` in src/routes.tsx): its module holds nothing of React Router's,
 * and src/client-tool.tsx hydrates its `<main>` alone (app/hydrate-tool.tsx, decision 33).
 */
export interface Island {
	/** The page module. */
	load: () => Promise<{ Component: ComponentType }>
	/** The texts it shows at once. */
	namespaces: readonly Namespaces[]
	/** What a page posted without JavaScript needs before it hydrates, as the server had it when it rendered it. */
	whenPosted?: () => Promise<unknown>
}

/**
 * The contact page: the route tree reads it too, adding its head (contact/meta.ts) and its form's action
 * (contact/form-action.ts), neither of which the island loads.
 */
export const CONTACT_PAGE = {
	file: 'src/contact/page.tsx',
	paths: ['/contact'],
	load: () => import('../contact/page'),
	namespaces: ['contact', 'errors'],
} as const satisfies Island & { file: string; paths: readonly string[] }

/** The island page at `path` (unprefixed), if any: a tool's (registry.ts) or the contact page. */
export function islandAtPath(path: string): Island | undefined {
	const tool = toolAtPath(path)
	if (tool) return { load: TOOLS[tool].load, namespaces: toolNamespaces(tool), whenPosted: loadLinks }
	const wanted = path.toLowerCase().replace(/(.)\/+$/, '$1')
	return (CONTACT_PAGE.paths as readonly string[]).includes(wanted) ? CONTACT_PAGE : undefined
}
