import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { useI18n } from '../../i18n/context'
import { Spinner } from '../shared/Spinner'

const elapsedLine = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', marginBottom: '4' })

/**
 * While the model works (seconds on a small CPU): a visible count of the seconds so far, in the tool's words
 * (`label`; the hashtag tool's by default).
 */
export function Elapsed({ label }: { label?: (seconds: number) => string }) {
	const { LL } = useI18n()
	const [seconds, setSeconds] = useState(0)
	useEffect(() => {
		const started = Date.now()
		const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250)
		return () => clearInterval(timer)
	}, [])
	return (
		<p className={elapsedLine} aria-hidden="true" data-testid="elapsed">
			<Spinner />
			{label ? label(seconds) : LL.hashtag.elapsed({ seconds })}
		</p>
	)
}
