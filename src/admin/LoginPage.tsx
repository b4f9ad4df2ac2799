import { css } from 'styled-system/css'
import { adminField, adminLayout, button, card } from 'styled-system/recipes'

const alert = css({
	bg: 'danger.subtle',
	color: 'danger.text',
	borderWidth: '1px',
	borderColor: 'danger',
	borderRadius: 'md',
	padding: '3',
	marginBottom: '4',
})

const layout = adminLayout({ width: 'narrow' })
const field = adminField()
const formCard = card()
const submitButton = button()

/** The sign-in form, with the reason of the last refusal (wrong password, too many tries…). */
export function LoginPage({ error }: { error?: string }) {
	return (
		<main className={layout.main}>
			<h1 className={layout.title}>Sign in to the admin area</h1>
			{error && (
				<p role="alert" className={alert} data-testid="admin-error">
					{error}
				</p>
			)}
			<form method="post" action="/admin/login" className={formCard}>
				<label htmlFor="admin-password" className={field.label}>
					Password
				</label>
				<input
					id="admin-password"
					name="password"
					type="password"
					required
					autoComplete="current-password"
					className={field.control}
				/>
				<button type="submit" className={submitButton}>
					Sign in
				</button>
			</form>
		</main>
	)
}
