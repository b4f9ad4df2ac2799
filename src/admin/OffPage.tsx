import { adminLayout } from 'styled-system/recipes'

const layout = adminLayout()

/** What /admin shows without ADMIN_PASSWORD: how to turn it on (there is no default password). */
export function OffPage() {
	return (
		<main className={layout.main}>
			<h1 className={layout.title}>The admin area is off</h1>
			<p>
				Set <code>ADMIN_PASSWORD</code> (at least 10 characters) and restart Tubekit to turn it on. There is no default
				password.
			</p>
		</main>
	)
}
