import { css } from 'styled-system/css'
import { useAppConfig } from '../../app/app-config'
import type { PageHandle } from '../../app/route-handle'
import { useI18n } from '../../i18n/context'
import { localizePath } from '../../i18n/locales'
import { webPage } from '../../seo/json-ld'
import { namespaceMeta } from '../../seo/page-meta'
import { PATHS } from '../../ui/paths'
import { h2, muted, narrowContainer, pageTitle, prose } from '../content-styles'
import { OperatorDetails } from './OperatorDetails'

const intro = `${muted} ${css({ marginTop: '3', fontSize: 'lg' })}`
const section = css({ marginTop: '10' })
const text = `${prose} ${css({ overflowWrap: 'anywhere' })}`

/** OPERATOR_IMPRINT's paragraphs (an empty line ends one), each a list of lines. */
const paragraphs = (imprint: string): string[][] =>
	imprint
		.split(/\n\s*\n/)
		.map((p) =>
			p
				.split('\n')
				.map((line) => line.trim())
				.filter(Boolean),
		)
		.filter((p) => p.length > 0)

/**
 * The legal notice (imprint): the operator's details and, in their own words and language, what
 * the law of their country asks a website to say about its provider. Routed only when
 * OPERATOR_IMPRINT is set (routes.tsx, `requires`); its texts around it are translated.
 */
export function Component() {
	const { LL } = useI18n()
	const { operator } = useAppConfig()
	const t = LL.legal.imprint
	return (
		<article className={narrowContainer}>
			<h1 className={pageTitle}>{t.h1()}</h1>
			<p className={intro}>{t.intro()}</p>
			<section className={section} aria-labelledby="imprint-operator">
				<h2 id="imprint-operator" className={h2}>
					{LL.operator.name()}
				</h2>
				<OperatorDetails />
			</section>
			{operator.imprint !== null && (
				<section className={section} aria-labelledby="imprint-text" data-testid="imprint-text">
					<h2 id="imprint-text" className={h2}>
						{t.textTitle()}
					</h2>
					<div className={text}>
						{paragraphs(operator.imprint).map((lines, p) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: the operator's paragraphs, in order, never reordered
							<p key={p}>
								{lines.map((line, i) => (
									// biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
									<span key={i}>
										{i > 0 && <br />}
										{line}
									</span>
								))}
							</p>
						))}
					</div>
				</section>
			)}
		</article>
	)
}

export const handle: PageHandle = {
	meta: ({ LL, locale, config }) =>
		namespaceMeta(
			LL.legal.imprint.meta,
			[
				webPage({
					type: 'WebPage',
					name: LL.legal.imprint.h1(),
					description: LL.legal.imprint.meta.description(),
					url: `${config.publicUrl}${localizePath(PATHS.imprint, locale)}`,
					inLanguage: locale,
				}),
			],
			{ canonicalPath: PATHS.imprint },
		),
}
