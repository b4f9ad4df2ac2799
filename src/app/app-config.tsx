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
	/** When messages are read, as the contact page says it (SUPPORT_AVAILABILITY). */
	supportAvailability: SupportAvailability
	/** Who runs this installation (OPERATOR_*), for the legal pages, the contact page and the footer. */
	operator: OperatorDetails
	/** The periods and limits the privacy policy and the terms state, as configured. */
	legal: LegalValues
}

/**
 * What the legal texts' `{…}` placeholders say: retention periods (CONTACT_RETENTION_DAYS,
 * CONTACT_QUARANTINE_RETENTION_DAYS, LOG_RETENTION_DAYS) and the per-client limits the terms name
 * (RATE_LIMIT_*, BATCH_MAX_VIDEOS), so the published text is what this installation does.
 */
export interface LegalValues {
	contactDays: number
	quarantineDays: number
	logDays: number
	apiPerMinute: number
	imagesPerMinute: number
	batchesPerHour: number
	batchMaxVideos: number
	contactPerHour: number
}

export type SupportAvailability = 'working-hours' | 'weekdays' | '24-7'

export interface OperatorDetails {
	name: string | null
	/** The postal address, a line each. */
	address: string[]
	email: string | null
	/** The data protection officer's address, where the law asks for one. */
	dpoEmail: string | null
	/** The legal notice in the operator's own words (lines; an empty one ends a paragraph); null: no /imprint. */
	imprint: string | null
}

/** Whether the operator published who they are and how to reach them (any of name, address, e-mail). */
export const operatorPublished = (o: OperatorDetails): boolean => Boolean(o.name || o.address.length || o.email)

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
