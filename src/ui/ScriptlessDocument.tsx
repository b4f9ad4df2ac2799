import type { ReactNode } from 'react'

/**
 * A whole HTML page rendered on the server with no script at all, never indexed, with the
 * site's built stylesheet inlined (no request, no CDN): the admin area (decision 18, English) and
 * the developers' page /api/docs in each language. Neither is part of the route tree.
 */
export function ScriptlessDocument({
	title,
	inlineCss,
	lang = 'en',
	children,
}: {
	title: string
	inlineCss: string
	lang?: string
	children: ReactNode
}) {
	return (
		<html lang={lang}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex, nofollow" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<title>{title}</title>
				{/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet */}
				<style dangerouslySetInnerHTML={{ __html: inlineCss }} />
			</head>
			<body>{children}</body>
		</html>
	)
}
