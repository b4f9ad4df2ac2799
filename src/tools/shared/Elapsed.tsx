import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Spinner } from './Spinner'

const elapsedLine = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', marginBottom: '4' })

/**
 * While a local model works (seconds on a small CPU): a visible count of the seconds so far, in the tool's words.
 * Shown only after a press: a page loads it with its result view (the hashtag and chapter pages).
 */
export function Elapsed({ label }: { label: (seconds: number) => string }) {
	const [seconds, setSeconds] = useState(0)
	useEffect(() => {
		const started = Date.now()
		const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250)
		return () => clearInterval(timer)
	}, [])
	return (
		<p className={elapsedLine} aria-hidden="true" data-testid="elapsed">
			<Spinner />
			{label(seconds)}
		</p>
	)
}
