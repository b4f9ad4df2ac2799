import type { ReactNode } from 'react'
import { ScriptlessDocument } from '../ui/ScriptlessDocument'

/**
 * The whole HTML page of an admin screen (decision 18): the site's stylesheet inlined, never
 * indexed, and no script at all: every action is a form post with the session's CSRF token, then
 * a redirect. English only (issue 6).
 */
export function AdminDocument({
	title,
	inlineCss,
	children,
}: {
	title: string
	inlineCss: string
	children: ReactNode
}) {
	return (
		<ScriptlessDocument title={`${title} – Tubekit admin`} inlineCss={inlineCss}>
			{children}
		</ScriptlessDocument>
	)
}
