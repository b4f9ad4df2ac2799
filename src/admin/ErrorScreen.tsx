import { adminLayout } from 'styled-system/recipes'
import { AdminNav, type Chrome } from './AdminNav'

const layout = adminLayout()

/** A signed-in screen that only says what went wrong (an expired form, a deleted message). */
export function ErrorScreen({ title, text, csrf }: { title: string; text: string } & Chrome) {
	return (
		<>
			<AdminNav csrf={csrf} />
			<main className={layout.main}>
				<h1 className={layout.title}>{title}</h1>
				<p role="alert">{text}</p>
			</main>
		</>
	)
}
