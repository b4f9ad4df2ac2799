import { Link } from 'react-router'
import { css } from 'styled-system/css'
import { operatorPublished, useAppConfig } from '../../app/app-config'
import { useI18n } from '../../i18n/context'
import { PATHS } from '../../ui/paths'
import { useLocalized } from '../../ui/use-localized'
import { textLink } from '../content-styles'

const list = css({
	display: 'grid',
	gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
	columnGap: '6',
	rowGap: { base: '0', sm: '2' },
	overflowWrap: 'anywhere',
	'& dt': { fontWeight: 'semibold', marginTop: { base: '2', sm: '0' } },
	'& address': { fontStyle: 'normal' },
})
const notice = css({ fontStyle: 'italic' })

/**
 * Who runs this installation (OPERATOR_*), as the legal pages and the contact page show it: from
 * the app config, the same for every visitor, so the pages stay in the render cache. With nothing
 * set, it says the operator has not published their details (docs/decisions.md, 26).
 */
export function OperatorDetails({ imprintLink = false }: { imprintLink?: boolean }) {
	const { LL } = useI18n()
	const { to } = useLocalized()
	const { operator } = useAppConfig()
	if (!operatorPublished(operator)) {
		return (
			<p className={notice} data-testid="operator-not-published">
				{LL.operator.notPublished()}
			</p>
		)
	}
	return (
		<>
			<dl className={list} data-testid="operator-details">
				{operator.name && (
					<>
						<dt>{LL.operator.name()}</dt>
						<dd>{operator.name}</dd>
					</>
				)}
				{operator.address.length > 0 && (
					<>
						<dt>{LL.operator.address()}</dt>
						<dd>
							<address>
								{operator.address.map((line, i) => (
									// biome-ignore lint/suspicious/noArrayIndexKey: an address may repeat a line; the order is the identity
									<span key={i}>
										{i > 0 && <br />}
										{line}
									</span>
								))}
							</address>
						</dd>
					</>
				)}
				{operator.email && (
					<>
						<dt>{LL.operator.email()}</dt>
						<dd>
							<a href={`mailto:${operator.email}`} className={textLink}>
								{operator.email}
							</a>
						</dd>
					</>
				)}
				{operator.dpoEmail && (
					<>
						<dt>{LL.operator.dpoEmail()}</dt>
						<dd>
							<a href={`mailto:${operator.dpoEmail}`} className={textLink}>
								{operator.dpoEmail}
							</a>
						</dd>
					</>
				)}
			</dl>
			{imprintLink && operator.imprint !== null && (
				<p>
					<Link to={to(PATHS.imprint)} className={textLink}>
						{LL.operator.imprint()}
					</Link>
				</p>
			)}
		</>
	)
}
