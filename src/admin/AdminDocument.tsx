import type { ReactNode } from 'react'

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
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex, nofollow" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<title>{`${title} – Tubekit admin`}</title>
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet */}
				<style dangerouslySetInnerHTML={{ __html: inlineCss }} />
			</head>
			<body>{children}</body>
		</html>
	)
}
