/**
 * Tool outcomes that mean YouTube refused this server rather than the visitor's input or the
 * video: the i18n keys app-error.ts gives `botCheck` and `rateLimited` (both
 * `youtubeBlocked`), `consentWall` and `tokenRequired` (the PO-token wall). An age limit, a private
 * or removed video is the video's doing; a timeout or a 5xx is YouTube failing, not refusing.
 */
export const REFUSAL_OUTCOMES: readonly string[] = ['youtubeBlocked', 'consentWall', 'tokenRequired']
