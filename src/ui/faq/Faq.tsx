import { faq } from 'styled-system/recipes'

export interface FaqEntry {
	question: string
	answer: string
}

const faqClasses = faq()

/**
 * The one FAQ of the site (tool pages, help centre), built on `<details>`:
 * the answers are in the server's HTML and open without JavaScript, Enter and Space toggle
 * a focused question, and the shared `name` makes a group single-open in the browser itself
 * (an open question closes again when clicked). So it needs no script and no hydration work.
 * Give every group on a page its own `name`: groups with the same name close each other.
 */
export function Faq({ items, name, testId }: { items: FaqEntry[]; name: string; testId?: string }) {
	return (
		<div className={faqClasses.root} data-testid={testId}>
			{items.map((item) => (
				<details key={item.question} name={name} className={faqClasses.item} data-testid="faq-item">
					<summary className={faqClasses.question}>{item.question}</summary>
					<div className={faqClasses.answer}>
						<p>{item.answer}</p>
					</div>
				</details>
			))}
		</div>
	)
}
