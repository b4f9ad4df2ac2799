import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Thing, WithContext } from 'schema-dts'
import { css } from 'styled-system/css'
import { imageUrl, useAppConfig } from '../../app/app-config'
import type { MetaArgs, PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import type { LL } from '../../i18n/translator'
import { article } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { PATHS } from '../../ui/paths'
import { useLocalized } from '../../ui/use-localized'
import { badge, narrowContainer, pageTitle, textLink } from '../content-styles'
import { type GuideKey, guideOf, guidePath, neighbours } from './guides'

const introText = css({ color: 'fg.muted', fontSize: 'lg', marginTop: '4', lineHeight: '1.7' })
const navLink = css({
	display: 'flex',
	flexDirection: 'column',
	gap: '1',
	padding: '4',
	borderWidth: '1px',
	borderColor: 'border',
	borderRadius: 'lg',
	textDecoration: 'none',
	color: 'fg',
	_hover: { bg: 'bg.subtle' },
	_focusVisible: { outline: '3px solid {colors.focus}', outlineOffset: '2px' },
})
const guideTitle = `${pageTitle} ${css({ marginTop: '4' })}`
const badgeList = css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginTop: '4' })
const heroImage = css({
	width: '100%',
	aspectRatio: '16 / 9',
	objectFit: 'cover',
	borderRadius: 'lg',
	marginTop: '6',
})
const body = css({ marginTop: '10', display: 'flex', flexDirection: 'column', gap: '12' })
const guideNav = css({
	marginTop: '14',
	display: 'grid',
	gap: '4',
	gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
})
const navHint = css({ fontSize: 'sm', color: 'fg.muted' })
const navTitle = css({ fontWeight: 'semibold' })
const navLinkEnd = `${navLink} ${css({ textAlign: 'end' })}`

/**
 * The frame of every guide page: back link, title, badges, illustration, intro, the article,
 * then previous / next guide (docs/product-spec.md §2) and the way back to all guides.
 */
export function GuideLayout(props: {
	guide: GuideKey
	title: string
	badges: string[]
	intro: string[]
	children: ReactNode
}) {
	const { LL } = useI18n()
	const config = useAppConfig()
	const { to } = useLocalized()
	const common = LL.guideIndex.common
	const guide = guideOf(props.guide)
	const { previous, next } = neighbours(props.guide)
	return (
		<article className={narrowContainer} data-testid={`guide-${props.guide}`}>
			<Link to={to(PATHS.guides)} className={textLink}>
				<span aria-hidden="true">← </span>
				{common.backToGuides()}
			</Link>
			<h1 className={guideTitle}>{props.title}</h1>
			<ul className={badgeList} data-testid="guide-badges">
				{props.badges.map((b) => (
					<li key={b} className={badge}>
						{b}
					</li>
				))}
			</ul>
			<img
				src={imageUrl(config, guide.image)}
				alt={LL.guideIndex.cards[guide.key].alt()}
				width={480}
				height={270}
				decoding="async"
				className={heroImage}
			/>
			{props.intro.map((p) => (
				<p key={p} className={introText}>
					{p}
				</p>
			))}
			<div className={body}>{props.children}</div>
			<nav aria-label={common.navLabel()} className={guideNav} data-testid="guide-nav">
				{previous ? (
					<Link to={to(guidePath(previous))} className={navLink} rel="prev" data-testid="guide-previous">
						<span className={navHint}>← {common.previous()}</span>
						<span className={navTitle}>{LL.guideIndex.cards[previous.key].title()}</span>
					</Link>
				) : (
					<span />
				)}
				{next ? (
					<Link to={to(guidePath(next))} className={navLinkEnd} rel="next" data-testid="guide-next">
						<span className={navHint}>{common.next()} →</span>
						<span className={navTitle}>{LL.guideIndex.cards[next.key].title()}</span>
					</Link>
				) : (
					<Link to={to(PATHS.guides)} className={navLinkEnd} data-testid="guide-all">
						<span className={navTitle}>{common.backToGuides()} →</span>
					</Link>
				)}
			</nav>
		</article>
	)
}

/**
 * A guide page's handle: its namespace's meta texts and an Article (plus whatever JSON-LD the
 * guide adds, e.g. HowTo for a step-by-step guide).
 */
export function guideHandle(
	key: GuideKey,
	text: (LL: LL) => {
		meta: { title: () => string; description: () => string; keywords: () => string }
		h1: () => string
	},
	extra: (args: MetaArgs) => WithContext<Thing>[] = () => [],
): PageHandle {
	const guide = guideOf(key)
	return {
		meta: (args) => {
			const { LL, locale, config } = args
			const t = text(LL)
			return namespaceMeta(
				t.meta,
				[
					article({
						headline: t.h1(),
						description: t.meta.description(),
						url: `${config.publicUrl}${localizePath(guidePath(guide), locale)}`,
						image: `${config.publicUrl}${imageUrl(config, guide.image)}`,
						inLanguage: locale,
						datePublished: guide.updated,
						dateModified: guide.updated,
						timeRequired: `PT${guide.minutes}M`,
					}),
					...extra(args),
				],
				{ type: 'article' },
			)
		},
	}
}
