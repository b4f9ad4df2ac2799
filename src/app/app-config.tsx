import { createContext, useContext } from 'react'

/** What the browser app needs to know about this instance; serialized into the page. */
export interface AppConfig {
	publicUrl: string
	robots: 'index' | 'noindex'
	/** Hashed URLs of local images by their source path (images/…). */
	images: Record<string, string>
	/** False when the visitor sent DNT or GPC: nothing is reported to /api/events. */
	countPageViews: boolean
	/** Most videos a playlist or channel batch takes (BATCH_MAX_VIDEOS), for the tool pages' hint. */
	batchMaxVideos: number
	/** The answer time the contact page and the Help Center promise (SUPPORT_RESPONSE_HOURS). */
	supportResponseHours: number
}

const AppConfigContext = createContext<AppConfig | null>(null)
export const AppConfigProvider = AppConfigContext.Provider

export function useAppConfig(): AppConfig {
	const value = useContext(AppConfigContext)
	if (!value) throw new Error('useAppConfig() outside <AppConfigProvider>')
	return value
}

/** URL of a local image: its hashed, immutable URL after a build, else its public path. */
export function imageUrl(config: Pick<AppConfig, 'images'>, source: string): string {
	return config.images[source] ?? `/${source}`
}
