import { z } from 'zod'

/** POST /api/tools/profile (docs/product-spec.md §7). */
export const profileRequest = z.object({
	channel_url: z
		.string()
		.max(2048)
		.describe(
			"A YouTube channel link (@handle, /channel/UC…, /user/, /c/), a bare @handle, or a video link (its uploader's channel)",
		),
})

/** Square sizes offered besides the original (decision 16); 800 is the spec's "about 800x800". */
export const AVATAR_SIZES = [88, 176, 240, 480, 800] as const
export const MAIN_AVATAR_SIZE = 800

/** The answer of POST /api/tools/profile; also its OpenAPI description (src/api-docs/). */
export const profileResult = z.object({
	url: z
		.string()
		.describe(
			'The large avatar (800 px), proxied; downloads as `Channel name [UC…].jpg` (the other sizes `….176x176.jpg`, the original `….original.jpg`, the banner `….banner.jpg`)',
		),
	channelName: z.string(),
	channelId: z.string(),
	handle: z.string().nullable().describe("The channel's @handle, when it has one"),
	avatars: z.array(z.object({ size: z.number().int(), url: z.string() })).describe('Square sizes, proxied'),
	originalUrl: z.string().describe('The uncropped upload (=s0), proxied'),
	bannerUrl: z.string().nullable().describe("The channel's banner, proxied, when it has one"),
})
export type ProfileResult = z.infer<typeof profileResult>
