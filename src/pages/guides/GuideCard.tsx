import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { imageUrl, useAppConfig } from '../../app/app-config'
import { useI18n } from '../../i18n/context'
import { useLocalized } from '../../ui/use-localized'
import { type Guide, guidePath } from './guides'

const guideCard = `${card()} ${css({ padding: 0, overflow: 'hidden' })}`
const cardImage = css({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })
const cardBody = css({ padding: '6', display: 'flex', flexDirection: 'column', gap: '3', flex: 1 })
const readTime = css({ fontSize: 'sm', color: 'fg.muted' })
const cardText = css({ color: 'fg.muted', flex: 1 })
const readLink = css({ fontWeight: 'semibold', color: 'accent.text' })
const srOnly = css({ srOnly: true })
const cardTitle = css({ fontSize: 'xl', fontWeight: 'bold' })
const largeCardTitle = css({ fontSize: '2xl', fontWeight: 'bold' })

/** A guide's card on the guide index: illustration, reading time, title, description, link. */
export function GuideCard({ guide, large = false }: { guide: Guide; large?: boolean }) {
	const { LL } = useI18n()
	const config = useAppConfig()
	const { to } = useLocalized()
	const text = LL.guideIndex.cards[guide.key]
	return (
		<li className={guideCard} data-testid={`guide-card-${guide.key}`}>
			<img
				src={imageUrl(config, guide.image)}
				alt={text.alt()}
				width={480}
				height={270}
				loading={large ? 'eager' : 'lazy'}
				decoding="async"
				className={cardImage}
			/>
			<div className={cardBody}>
				<p className={readTime}>{LL.guideIndex.readTime({ minutes: guide.minutes })}</p>
				<h3 className={large ? largeCardTitle : cardTitle}>{text.title()}</h3>
				<p className={cardText}>{text.description()}</p>
				<Link to={to(guidePath(guide))} className={readLink}>
					{LL.guideIndex.readGuide()}
					<span className={srOnly}>{` – ${text.title()}`}</span>
					<span aria-hidden="true"> →</span>
				</Link>
			</div>
		</li>
	)
}
