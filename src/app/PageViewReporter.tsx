import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { useAppConfig } from './app-config'
import { doNotTrack, sendPageView } from './page-view-beacon'
import { pageMatch } from './route-handle'

/**
 * First-party page-view counting (decision 2): each path change is reported to
 * /api/events with sendBeacon. Nothing is sent when the visitor asked not to be tracked
 * (DNT/GPC, also checked by the server) or for pages that are not counted (404).
 */
export function PageViewReporter() {
	const location = useLocation()
	const matches = useMatches()
	const { countPageViews } = useAppConfig()
	const counted = pageMatch(matches)?.handle.count !== false
	useEffect(() => {
		if (!countPageViews || !counted || doNotTrack()) return
		// The referrer belongs to the landing page only; later views are internal navigations.
		const referrer = firstView ? document.referrer || undefined : undefined
		firstView = false
		sendPageView(location.pathname, referrer)
	}, [location.pathname, countPageViews, counted])
	return null
}

let firstView = true
