/**
 * The regions YouTube's search can be asked for (`gl`), and each page language's main one. Safe
 * for the browser bundle: the hashtag page's region select lists them, the API's schema checks
 * them, and search.server.ts sends them (docs/decisions.md, "Hashtags from YouTube's evidence").
 */
import type { Locale } from '../i18n/locales'

/**
 * The countries YouTube offers as a content location (its i18nRegions list, as YouTube's own
 * location setting shows it), ISO 3166-1 alpha-2. Named on the page by Intl.DisplayNames.
 */
// biome-ignore format: a table of codes reads better in rows
export const YOUTUBE_REGIONS = [
	'AE', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BD', 'BE', 'BG', 'BH', 'BO', 'BR', 'BY', 'CA', 'CH', 'CL', 'CO', 'CR',
	'CY', 'CZ', 'DE', 'DK', 'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GE', 'GH', 'GR', 'GT', 'HK',
	'HN', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IQ', 'IS', 'IT', 'JM', 'JO', 'JP', 'KE', 'KR', 'KW', 'KZ', 'LB',
	'LI', 'LK', 'LT', 'LU', 'LV', 'LY', 'MA', 'ME', 'MK', 'MT', 'MX', 'MY', 'NG', 'NI', 'NL', 'NO', 'NP', 'NZ',
	'OM', 'PA', 'PE', 'PG', 'PH', 'PK', 'PL', 'PR', 'PT', 'PY', 'QA', 'RO', 'RS', 'RU', 'SA', 'SE', 'SG', 'SI',
	'SK', 'SN', 'SV', 'TH', 'TN', 'TR', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY', 'VE', 'VN', 'YE', 'ZA', 'ZW',
] as const

export type YouTubeRegion = (typeof YOUTUBE_REGIONS)[number]

export const isYouTubeRegion = (value: string): value is YouTubeRegion =>
	(YOUTUBE_REGIONS as readonly string[]).includes(value)

/** A page language's main region: YouTube is asked for it unless the visitor picks another. */
export const MAIN_REGIONS: Record<Locale, YouTubeRegion> = { en: 'US', de: 'DE', es: 'ES', tr: 'TR', nl: 'NL' }

const displayNames = new Map<Locale, Intl.DisplayNames>()
/** The runtime's region names in `locale`, made once per language. */
function namesIn(locale: Locale): Intl.DisplayNames {
	let names = displayNames.get(locale)
	if (!names) {
		names = new Intl.DisplayNames([locale], { type: 'region' })
		displayNames.set(locale, names)
	}
	return names
}

const listed = new Map<Locale, readonly { code: YouTubeRegion; name: string }[]>()

/**
 * The regions in the order the page lists them: `locale`'s main region first, then the others
 * by their name in `locale`. Sorted once per language: every render of the page reads it.
 */
export function regionsFor(locale: Locale): readonly { code: YouTubeRegion; name: string }[] {
	const known = listed.get(locale)
	if (known) return known
	const names = namesIn(locale)
	const named = YOUTUBE_REGIONS.map((code) => ({ code, name: names.of(code) ?? code }))
	const main = MAIN_REGIONS[locale]
	const collator = new Intl.Collator(locale)
	const list = [
		...named.filter((r) => r.code === main),
		...named.filter((r) => r.code !== main).sort((a, b) => collator.compare(a.name, b.name)),
	]
	listed.set(locale, list)
	return list
}

/** `Austria`: a region's name in the page's language (its code when the runtime knows no name). */
export const regionName = (locale: Locale, code: string): string => {
	try {
		return namesIn(locale).of(code) ?? code
	} catch {
		// Not a region code at all (an answer cached by an older version, say): the code as it is.
		return code
	}
}
