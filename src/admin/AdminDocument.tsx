import type { ReactNode } from 'react'
import { adminLayout } from 'styled-system/recipes'
import type { BuildInfo } from '../core/build-info'
import { ScriptlessDocument } from '../ui/ScriptlessDocument'

const layout = adminLayout()

/**
 * The whole HTML page of an admin screen (decision 18): the site's stylesheet inlined, never
 * indexed, and no script at all: every action is a form post with the session's CSRF token, then
 * a redirect. English only. The footer names the build that runs, so an operator reading
 * the dashboard knows which release (CHANGELOG.md) it is.
 */
export function AdminDocument({
	title,
	inlineCss,
	build,
	children,
}: {
	title: string
	inlineCss: string
	build: BuildInfo
	children: ReactNode
}) {
	return (
		<ScriptlessDocument title={`${title} – Tubekit admin`} inlineCss={inlineCss}>
			{children}
			<footer className={layout.footer}>
				{`Tubekit ${build.version} · commit `}
				<code>{build.commit}</code>
			</footer>
		</ScriptlessDocument>
	)
}
