import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { listOf } from '../../i18n/lists'
import { useLocalized } from '../../ui/use-localized'
import { bulletList, h2, muted, textLink } from '../content-styles'

// Building blocks the four guide pages share.

const sectionAnchor = css({ scrollMarginTop: '80px' })
const sectionIntro = `${muted} ${css({ marginBottom: '6' })}`

export function GuideSection({
	id,
	title,
	intro,
	children,
}: {
	id: string
	title: string
	intro?: string
	children: ReactNode
}) {
	return (
		<section id={id} aria-labelledby={`${id}-title`} className={sectionAnchor} data-testid={`section-${id}`}>
			<h2 id={`${id}-title`} className={h2}>
				{title}
			</h2>
			{intro && <p className={sectionIntro}>{intro}</p>}
			{children}
		</section>
	)
}

const cardBox = card()
const cardTitle = css({ fontWeight: 'bold' })

/** A labelled value inside a card ("Accuracy: 70–85%"). */
/** A mistake, what it costs, and its fix: the thumbnail and hashtag guides' mistake cards. */
export function MistakeCard({
	title,
	text,
	fixLabel,
	fix,
	testId,
}: {
	title: string
	text: string
	fixLabel: string
	fix: string
	testId?: string
}) {
	return (
		<li className={cardBox} data-testid={testId}>
			<h3 className={cardTitle}>{title}</h3>
			<p className={muted}>{text}</p>
			<p>
				<strong>{`${fixLabel}: `}</strong>
				{fix}
			</p>
		</li>
	)
}

const factRow = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const factLabel = css({ fontWeight: 'semibold' })

export function Fact({ label, value }: { label: string; value: string }) {
	return (
		<div className={factRow}>
			<dt className={factLabel}>{`${label}:`}</dt>
			<dd className={muted}>{value}</dd>
		</div>
	)
}

const tipList = css({ marginTop: '2' })
const tipLabel = css({ fontWeight: 'semibold', fontSize: 'sm' })

export function TipList({ label, tips }: { label: string; tips: string[] }) {
	return (
		<div className={tipList}>
			<p className={tipLabel}>{label}</p>
			<ul className={bulletList}>
				{tips.map((t) => (
					<li key={t} className={muted}>
						{t}
					</li>
				))}
			</ul>
		</div>
	)
}

const calloutButton = `${button({ variant: 'outline', size: 'sm' })} ${css({ alignSelf: 'flex-start' })}`

/** A card pointing at one of Tubekit's tools from inside a guide. */
export function ToolCallout({
	title,
	text,
	link,
	to: target,
}: {
	title: string
	text: string
	link: string
	to: string
}) {
	const { to } = useLocalized()
	return (
		<div className={cardBox} data-testid="tool-callout">
			<h3 className={cardTitle}>{title}</h3>
			<p className={muted}>{text}</p>
			<Link to={to(target)} className={calloutButton}>
				{link}
			</Link>
		</div>
	)
}

/** Further reading on YouTube's own sites (plain links: nothing is loaded from them until clicked). */
export function Resources({ title, links }: { title: string; links: { label: string; url: string }[] }) {
	return (
		<section aria-labelledby="resources-title">
			<h2 id="resources-title" className={h2}>
				{title}
			</h2>
			<ul className={bulletList}>
				{links.map((l) => (
					<li key={l.url}>
						<a href={l.url} className={textLink} rel="noopener noreferrer">
							{l.label}
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}

export const cardList = css({ display: 'flex', flexDirection: 'column', gap: '4' })
// minmax(0, …): a long word in a card (a hashtag, an address) must not widen its column past a phone's screen.
export const cardGrid = css({
	display: 'grid',
	gap: '4',
	gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})

type Text = () => string
const disclaimer = `${muted} ${css({ fontSize: 'sm' })}`

/** The end of the SEO, thumbnail and hashtag guides: further reading on YouTube's sites, then the disclaimer. */
export function FurtherReading({
	texts,
}: {
	texts: { resources: { title: Text } & Record<`r${number}`, { label: Text; url: Text }>; disclaimer: Text }
}) {
	return (
		<>
			<Resources
				title={texts.resources.title()}
				links={listOf(texts.resources, 'r').map((r) => ({ label: r.label(), url: r.url() }))}
			/>
			<p className={disclaimer}>{texts.disclaimer()}</p>
		</>
	)
}

// The bullet list's spacing, numbered: the example's steps happen in this order.
const numberedList = css({
	listStyle: 'decimal',
	paddingInlineStart: '6',
	display: 'flex',
	flexDirection: 'column',
	gap: '2',
})
const exampleResult = css({ fontWeight: 'semibold' })

/**
 * One made-up channel walked through a guide's advice: an intro naming the channel,
 * its steps in order, and what came of them. Each guide keeps its own texts under `workedExample`.
 */
export function WorkedExample({
	texts,
}: {
	texts: { title: Text; intro: Text; steps: Record<string, Text>; result: Text }
}) {
	return (
		<GuideSection id="example" title={texts.title()} intro={texts.intro()}>
			<div className={cardBox} data-testid="worked-example">
				<ol className={numberedList}>
					{listOf(texts.steps).map((s) => (
						<li key={s()}>{s()}</li>
					))}
				</ol>
				<p className={exampleResult}>{texts.result()}</p>
			</div>
		</GuideSection>
	)
}

/** Cards of a title and a text: the SEO and workflow guides' Shorts sections. */
export function TitledCards({ items, testId }: { items: readonly { title: Text; text: Text }[]; testId: string }) {
	return (
		<ul className={cardGrid}>
			{items.map((s) => (
				<li key={s.title()} className={cardBox} data-testid={testId}>
					<h3 className={cardTitle}>{s.title()}</h3>
					<p className={muted}>{s.text()}</p>
				</li>
			))}
		</ul>
	)
}
