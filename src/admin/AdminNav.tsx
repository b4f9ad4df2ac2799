import { css } from 'styled-system/css'
import { adminLayout, button, textLink } from 'styled-system/recipes'

export interface Chrome {
	/** The session's CSRF token; null on the sign-in and "off" pages. */
	csrf: string | null
}

const layout = adminLayout()
const navLink = textLink()
const signOutForm = css({ marginInlineStart: 'auto' })
const signOutButton = button({ variant: 'outline', size: 'sm' })

/** The top bar of a signed-in screen; sign-out is a form post with the CSRF token. */
export function AdminNav({ csrf }: Chrome) {
	return (
		<header className={layout.header}>
			<nav aria-label="Admin" className={layout.nav}>
				<strong>Tubekit admin</strong>
				<a href="/admin" className={navLink}>
					Dashboard
				</a>
				<a href="/admin/messages" className={navLink}>
					Inbox
				</a>
				{csrf && (
					<form method="post" action="/admin/logout" className={signOutForm}>
						<input type="hidden" name="_csrf" value={csrf} />
						<button type="submit" className={signOutButton}>
							Sign out
						</button>
					</form>
				)}
			</nav>
		</header>
	)
}
