/**
 * Sends one page view to /api/events (decision 2): sendBeacon, or a keepalive fetch where
 * the beacon is refused. Shared by the React app (PageViewReporter) and the pages that are
 * not hydrated (src/client-lite.ts), so both count alike.
 */
export function sendPageView(path: string, referrer: string | undefined): void {
	const body = JSON.stringify({ path, referrer })
	const blob = new Blob([body], { type: 'application/json' })
	if (!navigator.sendBeacon?.('/api/events', blob)) {
		void fetch('/api/events', {
			method: 'POST',
			body,
			headers: { 'content-type': 'application/json' },
			keepalive: true,
		}).catch(() => {})
	}
}

/** The visitor asked not to be tracked (DNT or GPC; the server checks the headers too). */
export function doNotTrack(): boolean {
	const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
	return nav.doNotTrack === '1' || nav.globalPrivacyControl === true
}
