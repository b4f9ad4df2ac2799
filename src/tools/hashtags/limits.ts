/**
 * Longest keywords field accepted (a video URL fits easily): the server's limit and the field's own maxLength, one
 * number (a module without zod, so the page can read it).
 */
export const MAX_KEYWORDS = 300
