/**
 * The innertube clients Tubekit speaks as, in one spot: when YouTube moves, versions change
 * here only. Values follow NewPipe's 2026 recordings (newpipe/*.meta.json sidecars) and
 * yt-dlp's INNERTUBE_CLIENTS (docs/youtube-data.md §1).
 */
export interface InnertubeClient {
	name: 'ANDROID' | 'VISIONOS' | 'WEB'
	/** X-YouTube-Client-Name */
	id: number
	version: string
	userAgent: string
	/** Host of the innertube API for this client. */
	host: 'www.youtube.com' | 'youtubei.googleapis.com'
	context: Record<string, string | number>
}

export const CLIENTS = {
	ANDROID: {
		name: 'ANDROID',
		id: 3,
		version: '21.03.36',
		userAgent: 'com.google.android.youtube/21.03.36 (Linux; U; Android 15; GB) gzip',
		host: 'youtubei.googleapis.com',
		context: { osName: 'Android', osVersion: '16', androidSdkVersion: 36, platform: 'MOBILE' },
	},
	VISIONOS: {
		name: 'VISIONOS',
		id: 101,
		version: '1.02',
		userAgent: 'com.google.visionos.youtube/1.02(RealityDevice14,1; U; CPU visionOS 25_6_0 like Mac OS X; GB)',
		host: 'youtubei.googleapis.com',
		context: {
			deviceMake: 'Apple',
			deviceModel: 'RealityDevice14,1',
			osName: 'visionOS',
			osVersion: '25.6.0.23O471',
			platform: 'MOBILE',
		},
	},
	WEB: {
		name: 'WEB',
		id: 1,
		version: '2.20260603.05.00',
		userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
		host: 'www.youtube.com',
		context: { platform: 'DESKTOP' },
	},
} as const satisfies Record<string, InnertubeClient>

export type ClientName = keyof typeof CLIENTS

/** Default order for player requests: ANDROID's caption URLs carry no PO-token marker. */
export const DEFAULT_PLAYER_CLIENTS: ClientName[] = ['ANDROID', 'VISIONOS', 'WEB']

/**
 * The JSON body of an innertube call as `client`, with the endpoint's own fields.
 * @example innertubeBody(CLIENTS.ANDROID, { videoId: 'GJLlxj_dtq8' })
 */
export function innertubeBody(client: InnertubeClient, fields: Record<string, unknown>, hl = 'en', gl = 'US'): string {
	return JSON.stringify({
		context: {
			client: {
				clientName: client.name,
				clientVersion: client.version,
				hl,
				gl,
				utcOffsetMinutes: 0,
				...client.context,
			},
			request: { internalExperimentFlags: [], useSsl: true },
			user: { lockedSafetyMode: false },
		},
		...fields,
	})
}

/** Headers of an innertube call as `client`. */
export function innertubeHeaders(client: InnertubeClient): Record<string, string> {
	return {
		'Content-Type': 'application/json',
		'User-Agent': client.userAgent,
		'X-YouTube-Client-Name': String(client.id),
		'X-YouTube-Client-Version': client.version,
		'X-Goog-Api-Format-Version': '2',
		...(client.host === 'www.youtube.com'
			? { Origin: 'https://www.youtube.com', Referer: 'https://www.youtube.com/' }
			: {}),
	}
}
