import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Faq, type FaqEntry } from '../../ui/faq/Faq'

export const toolContainer = css({ maxWidth: '4xl', marginInline: 'auto', paddingInline: '4' })
const sectionTitle = css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '6' })
const fading = css({ transition: 'opacity {durations.normal}' })
const faded = css({ opacity: 0.55 })

/** A result shown while the next one loads is dimmed (two static classes: see static-styles). */
export const staleClass = (stale: boolean) => (stale ? `${fading} ${faded}` : fading)

const hero = css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border' })
const heroInner = `${toolContainer} ${css({ paddingBlock: { base: '10', md: '16' } })}`
const heroTitle = css({
	fontSize: { base: 'clamp(1.25rem, 6.5vw, 1.875rem)', md: '5xl' },
	fontWeight: 'extrabold',
	lineHeight: '1.1',
	hyphens: 'auto',
})
const heroIntro = css({ fontSize: 'lg', color: 'fg.muted', marginTop: '4', marginBottom: '8' })

/** Title and introduction of a tool page. */
export function ToolHero({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
	return (
		<section className={hero}>
			<div className={heroInner}>
				{/* On phones the size follows the screen, so a long compound ("Profielfotodownloader") fits a line. */}
				<h1 className={heroTitle}>{title}</h1>
				<p className={heroIntro}>{intro}</p>
				{children}
			</div>
		</section>
	)
}

export interface Step {
	name: string
	text: string
}

const howToSection = `${toolContainer} ${css({ paddingBlock: '12' })}`
const stepList = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: '6',
	gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const stepItem = css({ display: 'flex', gap: '4' })
const stepNumber = css({
	flexShrink: 0,
	width: '10',
	height: '10',
	borderRadius: 'full',
	bg: 'accent.subtle',
	color: 'accent.text',
	fontWeight: 'bold',
	display: 'grid',
	placeItems: 'center',
})
const stepName = css({ fontWeight: 'semibold', marginBottom: '1' })
const stepText = css({ color: 'fg.muted' })

/** The three how-to steps (also the page's HowTo JSON-LD). */
export function HowToSteps({ title, steps }: { title: string; steps: Step[] }) {
	return (
		<section aria-labelledby="howto-title" className={howToSection}>
			<h2 id="howto-title" className={sectionTitle}>
				{title}
			</h2>
			<ol className={stepList}>
				{steps.map((step, i) => (
					<li key={step.name} className={stepItem}>
						<span aria-hidden="true" className={stepNumber}>
							{i + 1}
						</span>
						<div>
							<h3 className={stepName}>{step.name}</h3>
							<p className={stepText}>{step.text}</p>
						</div>
					</li>
				))}
			</ol>
		</section>
	)
}

export type Question = FaqEntry

const faqSection = `${toolContainer} ${css({ paddingBottom: '16' })}`

/** The tool's FAQ under its heading; `#faq` links here (the contact page's links, for one). */
export function FaqSection({ title, questions }: { title: string; questions: Question[] }) {
	return (
		<section id="faq" aria-labelledby="faq-title" className={faqSection}>
			<h2 id="faq-title" className={sectionTitle}>
				{title}
			</h2>
			<Faq name="faq" items={questions} testId="faq-list" />
		</section>
	)
}
