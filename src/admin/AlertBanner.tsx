import { css } from 'styled-system/css'
import type { AlertEventView } from '../alerts/log.server'

const banner = css({
	borderWidth: '1px',
	borderColor: 'danger',
	borderInlineStartWidth: '4px',
	bg: 'danger.subtle',
	color: 'danger.text',
	borderRadius: 'md',
	paddingBlock: '3',
	paddingInline: '4',
	marginBottom: '6',
	overflowWrap: 'anywhere',
	'& strong': { display: 'block', fontSize: 'md', marginBottom: '1' },
	'& p': { fontSize: 'sm' },
})

const percent = (share: number) => `${Math.round(share * 100)}%`
const time = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

/**
 * While the refusal alert is on, the dashboard opens with it: the share, the
 * counts, since when, the paths and egresses refused, and whether the mail and webhook went out.
 * Nothing when no alert is on. Give it `alertOverview(db).active` (src/alerts/log.server.ts).
 */
export function AlertBanner({ active }: { active: AlertEventView | null }) {
	if (!active) return null
	const d = active.detail
	const refused = d.paths.filter((p) => p.refusals > 0).slice(0, 5)
	return (
		<div role="alert" className={banner} data-testid="admin-alert-banner">
			<strong>YouTube is refusing this server since {time(d.since)}</strong>
			<p>
				{percent(d.share)} of {d.calls} calls refused in the last {Number(d.windowMinutes.toFixed(2))} minutes when it
				fired (alert at {percent(d.threshold)}, clears under {percent(d.clearBelow)}).
				{refused.length > 0 &&
					` Refused: ${refused.map((p) => `${p.path} via ${p.egress} (${p.refusals})`).join(', ')}.`}
			</p>
			<p>
				E-mail: {active.email} · webhook: {active.webhook}
			</p>
		</div>
	)
}
