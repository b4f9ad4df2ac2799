import { useI18n } from '../../i18n/context'
import type { LL } from '../../i18n/translator'
import { lazyPart } from '../../ui/lazy-part'
import type { Links } from '../shared/lazy-links'
import { ToolPage, toolPageText } from '../shared/ToolPage'
import type { ProfileResult } from './schema'

/** The result view: loaded on the first sign of a press (ui/lazy-part.ts). */
const Profile = lazyPart(() => import('./ProfileView'))

/** Answers by channel address for the page's life (the server caches under the same key). */
const cache = new Map<string, ProfileResult>()
const keyOf = (value: string, links: Links): string | null => {
	const target = links.profileTargetOf(value)
	return target ? links.profileKeyOf(target) : null
}

/** The page's texts, also read by its JSON-LD (HowTo steps, FAQ). */
export const text = (LL: LL) => toolPageText(LL, 'profile', ['size', 'links', 'privacy'])

export function Component() {
	const { LL } = useI18n()
	return (
		<ToolPage
			field="channel_url"
			apiPath="/api/tools/profile"
			keyOf={keyOf}
			cache={cache}
			text={text(LL)}
			renderResult={(result: ProfileResult, stale) => <Profile result={result} stale={stale} />}
			preloadResult={Profile.preload}
		/>
	)
}
