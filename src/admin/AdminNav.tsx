import { css } from 'styled-system/css'
import { adminLayout, button, textLink } from 'styled-system/recipes'

export interface Chrome {
	/** The session's CSRF token; null on the sign-in and "off" pages. */
	csrf: string | null
}

/** The top bar of a signed-in screen; sign-out is a form post with the CSRF token. */
export function AdminNav({ csrf }: Chrome) {
	const layout = adminLayout()
	return (
		<header className={layout.header}>
			<nav aria-label="Admin" className={layout.nav}>
				<strong>Tubekit admin</strong>
				<a href="/admin" className={textLink()}>
					Dashboard
				</a>
				<a href="/admin/messages" className={textLink()}>
					Inbox
				</a>
				{csrf && (
					<form method="post" action="/admin/logout" className={css({ marginInlineStart: 'auto' })}>
						<input type="hidden" name="_csrf" value={csrf} />
						<button type="submit" className={button({ variant: 'outline', size: 'sm' })}>
							Sign out
						</button>
					</form>
				)}
			</nav>
		</header>
	)
}
