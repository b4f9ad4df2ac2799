import { z } from 'zod'

/** POST /api/tools/profile (docs/product-spec.md §7). */
export const profileRequest = z.object({
	channel_url: z.string().max(2048),
})

/** Square sizes offered besides the original (decision 16); 800 is the spec's "about 800x800". */
export const AVATAR_SIZES = [88, 176, 240, 480, 800] as const
export const MAIN_AVATAR_SIZE = 800

export interface ProfileResult {
	/** The large avatar (800 px), proxied; downloads as profile-profile.jpg. */
	url: string
	channelName: string
	channelId: string
	handle: string | null
	avatars: { size: number; url: string }[]
	/** The uncropped upload (=s0), proxied. */
	originalUrl: string
	bannerUrl: string | null
}
