import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { imageUrl, useAppConfig } from '../../app/app-config'
import { useI18n } from '../../i18n/context'
import { AppLink } from '../../ui/app-link'
import { useLocalized } from '../../ui/use-localized'
import { type Guide, guidePath } from './guides'

/** A guide's card on the guide index: illustration, reading time, title, description, link. */
export function GuideCard({ guide, large = false }: { guide: Guide; large?: boolean }) {
	const { LL } = useI18n()
	const config = useAppConfig()
	const { to } = useLocalized()
	const text = LL.guideIndex.cards[guide.key]
	return (
		<li className={`${card()} ${css({ padding: 0, overflow: 'hidden' })}`} data-testid={`guide-card-${guide.key}`}>
			<img
				src={imageUrl(config, guide.image)}
				alt={text.alt()}
				width={480}
				height={270}
				loading={large ? 'eager' : 'lazy'}
				decoding="async"
				className={css({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })}
			/>
			<div className={css({ padding: '6', display: 'flex', flexDirection: 'column', gap: '3', flex: 1 })}>
				<p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
					{LL.guideIndex.readTime({ minutes: guide.minutes })}
				</p>
				<h3 className={css({ fontSize: large ? '2xl' : 'xl', fontWeight: 'bold' })}>{text.title()}</h3>
				<p className={css({ color: 'fg.muted', flex: 1 })}>{text.description()}</p>
				<AppLink to={to(guidePath(guide))} className={css({ fontWeight: 'semibold', color: 'accent.text' })}>
					{LL.guideIndex.readGuide()}
					<span className={css({ srOnly: true })}>{` – ${text.title()}`}</span>
					<span aria-hidden="true"> →</span>
				</AppLink>
			</div>
		</li>
	)
}
