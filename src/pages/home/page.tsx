import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { button, card } from 'styled-system/recipes'
import { imageUrl, useAppConfig } from '../../app/app-config'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import { webSite } from '../../seo/web-site-ld'
import { TOOL_KEYS } from '../../tools/registry'
import { PATHS } from '../../ui/paths'
import { guideOf, guidePath } from '../guides/guides'
import { ToolIcon } from './ToolIcon'

const srOnly = css({ srOnly: true })
const container = css({ maxWidth: '6xl', marginInline: 'auto', paddingInline: '4' })
const sectionTitle = css({ fontSize: '3xl', fontWeight: 'bold', textAlign: 'center' })
/**
 * Card titles; long compounds wrap by the global heading rule (styles/global.ts), with a hyphen where
 * the browser hyphenates the page's language: the Dutch tool names are single words
 * ('Profielfotodownloader', its glossary) wider than a card of the four-column row.
 */
const cardTitle = css({ fontSize: 'xl', fontWeight: 'bold', hyphens: 'auto' })
const sectionSubtitle = css({ color: 'fg.muted', textAlign: 'center', marginTop: '2', marginBottom: '10' })

/**
 * Sample guide cards of the home page (spec: thumbnails, hashtags, seo), each opening its own
 * guide; image, reading time and path come from the guide registry (the texts stay the home page's).
 */
export const HOME_GUIDES = (['thumbnails', 'hashtags', 'seo'] as const).map((key) => {
	const guide = guideOf(key)
	return { key, image: guide.image, minutes: guide.minutes, to: guidePath(guide) }
})

const heroBand = css({ bg: 'bg.subtle', borderBottomWidth: '1px', borderColor: 'border' })
const heroInner = `${container} ${css({ paddingBlock: { base: '16', md: '24' }, textAlign: 'center' })}`
const heroTitle = css({
	fontSize: { base: '4xl', md: '6xl' },
	fontWeight: 'extrabold',
	lineHeight: '1.1',
	letterSpacing: '-0.02em',
})
const heroSubtitle = css({
	fontSize: { base: 'lg', md: 'xl' },
	color: 'fg.muted',
	maxWidth: '3xl',
	marginInline: 'auto',
	marginTop: '6',
})
const heroActions = css({
	display: 'grid',
	gap: '3',
	gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
	width: { base: 'full', sm: 'fit-content' },
	maxWidth: { base: 'sm', sm: 'full' },
	marginInline: 'auto',
	marginTop: '8',
})
const toolsButton = button({ size: 'lg' })
const guidesButton = button({ size: 'lg', variant: 'outline' })
const heroNotes = css({
	listStyle: 'none',
	padding: 0,
	display: 'flex',
	gap: '6',
	justifyContent: 'center',
	flexWrap: 'wrap',
	marginTop: '8',
	color: 'fg.muted',
	fontWeight: 'medium',
})
const heroNote = css({ display: 'flex', alignItems: 'center', gap: '2' })
const checkIcon = css({ color: 'success' })
// From 1280 px the five tool cards stand in one row, a little wider than the page's text so each title has room.
const toolsSection = `${container} ${css({ paddingBlock: '16', maxWidth: { xl: '7xl' } })}`
const toolGrid = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: { base: '6', xl: '4' },
	// minmax(0, …): a long compound ("Transcriptiedownloader") must not widen its column past the page. The five
	// tools side by side from 1280 px (a narrower gap leaves each title room: "transcripciones"); three and two below.
	gridTemplateColumns: {
		base: '1fr',
		sm: 'repeat(2, minmax(0, 1fr))',
		lg: 'repeat(3, minmax(0, 1fr))',
		xl: 'repeat(5, minmax(0, 1fr))',
	},
})
const toolCard = card()
const cardText = css({ color: 'fg.muted', flex: 1 })
const openButton = button({ variant: 'outline' })
const guidesSection = css({ bg: 'bg.subtle', paddingBlock: '16' })
const guideGrid = css({
	listStyle: 'none',
	padding: 0,
	display: 'grid',
	gap: '6',
	gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
})
const guideCard = `${card()} ${css({ padding: 0, overflow: 'hidden' })}`
const guideImage = css({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })
const guideBody = css({ padding: '6', display: 'flex', flexDirection: 'column', gap: '3', flex: 1 })
const readTime = css({ fontSize: 'sm', color: 'fg.muted' })
const readMore = css({ fontWeight: 'semibold' })

export function Component() {
	const { LL, locale } = useI18n()
	const config = useAppConfig()
	const to = (p: string) => localizePath(p, locale)
	return (
		<>
			<section className={heroBand}>
				<div className={heroInner}>
					<h1 className={heroTitle}>{LL.home.hero.title()}</h1>
					<p className={heroSubtitle}>{LL.home.hero.subtitle()}</p>
					{/* A grid of equal columns: both buttons as wide as the wider one, stacked full width on a phone. */}
					<div className={heroActions}>
						<a href="#tools" className={toolsButton} data-testid="hero-tools">
							{LL.home.hero.ctaTools()}
						</a>
						<a href="#guides" className={guidesButton} data-testid="hero-guides">
							{LL.home.hero.ctaGuides()}
						</a>
					</div>
					<ul className={heroNotes}>
						{[LL.home.hero.free(), LL.home.hero.noSignup(), LL.home.hero.instant()].map((note) => (
							<li key={note} className={heroNote}>
								<svg
									width="18"
									height="18"
									viewBox="0 0 24 24"
									aria-hidden="true"
									fill="none"
									stroke="currentColor"
									strokeWidth="3"
									className={checkIcon}
								>
									<path d="M5 12l5 5L20 7" />
								</svg>
								{note}
							</li>
						))}
					</ul>
				</div>
			</section>

			<section id="tools" aria-labelledby="tools-title" className={toolsSection}>
				<h2 id="tools-title" className={sectionTitle}>
					{LL.home.tools.title()}
				</h2>
				<p className={sectionSubtitle}>{LL.home.tools.subtitle()}</p>
				<ul className={toolGrid}>
					{TOOL_KEYS.map((key) => (
						<li key={key} className={toolCard}>
							<ToolIcon tool={key} />
							<h3 className={cardTitle}>{LL.tools[key].title()}</h3>
							<p className={cardText}>{LL.tools[key].description()}</p>
							{/* The same short label on every card, so the buttons line up; the tool's name, hidden, keeps the link descriptive. */}
							<Link to={to(PATHS.tools[key])} className={openButton} data-testid={`tool-card-${key}`}>
								{LL.home.tools.open()}
								<span className={srOnly}>{` – ${LL.tools[key].title()}`}</span>
							</Link>
						</li>
					))}
				</ul>
			</section>

			<section id="guides" aria-labelledby="guides-title" className={guidesSection} data-band-end="">
				<div className={container}>
					<h2 id="guides-title" className={sectionTitle}>
						{LL.home.guides.title()}
					</h2>
					<p className={sectionSubtitle}>{LL.home.guides.subtitle()}</p>
					<ul className={guideGrid}>
						{HOME_GUIDES.map((guide) => {
							const text = LL.home.guides[guide.key]
							return (
								<li key={guide.key} className={guideCard}>
									<img
										src={imageUrl(config, guide.image)}
										alt={text.alt()}
										width={480}
										height={270}
										loading="lazy"
										decoding="async"
										className={guideImage}
									/>
									<div className={guideBody}>
										<p className={readTime}>{LL.home.guides.readTime({ minutes: guide.minutes })}</p>
										<h3 className={cardTitle}>{text.title()}</h3>
										<p className={cardText}>{text.description()}</p>
										<Link to={to(guide.to)} className={readMore}>
											{LL.home.guides.readMore()}
											{/* Visible text stays short; the hidden rest keeps the link descriptive. */}
											<span className={srOnly}>{` – ${text.title()}`}</span>
											<span aria-hidden="true"> →</span>
										</Link>
									</div>
								</li>
							)
						})}
					</ul>
				</div>
			</section>
		</>
	)
}

export const handle: PageHandle = {
	meta: ({ LL, locale, config }) => ({
		title: LL.home.meta.title(),
		description: LL.home.meta.description(),
		keywords: LL.home.meta
			.keywords()
			.split(',')
			.map((k) => k.trim()),
		schema: [
			webSite({
				name: LL.site.name(),
				url: `${config.publicUrl}${localizePath('/', locale)}`,
				description: LL.home.meta.description(),
				inLanguage: locale,
			}),
		],
	}),
}
