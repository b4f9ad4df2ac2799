import { css } from 'styled-system/css'

const notice = css({
	borderWidth: '1px',
	borderColor: 'accent',
	borderInlineStartWidth: '4px',
	bg: 'accent.subtle',
	borderRadius: 'md',
	paddingBlock: '3',
	paddingInline: '4',
	marginBottom: '6',
	overflowWrap: 'anywhere',
	'& strong': { display: 'block', fontSize: 'md', marginBottom: '1' },
	'& p': { fontSize: 'sm' },
	'& code': { fontFamily: 'mono' },
})

/**
 * The legal pages name the operator from OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL; while
 * one is missing the dashboard says which (the start log says it too: server/wiring.ts). Nothing
 * once all three are set.
 */
export function OperatorNotice({ missing }: { missing: readonly string[] }) {
	if (missing.length === 0) return null
	return (
		<div role="status" className={notice} data-testid="admin-operator-notice">
			<strong>Your legal pages do not name you yet</strong>
			<p>
				The privacy policy, the terms, the contact page and the footer show who runs this site from the settings;
				missing: {missing.map((name, i) => [i > 0 && ', ', <code key={name}>{name}</code>])}. Until they are set, those
				pages tell visitors that the operator has not published their details. Set them (and{' '}
				<code>OPERATOR_IMPRINT</code> where your country asks for a legal notice) and restart.
			</p>
		</div>
	)
}
