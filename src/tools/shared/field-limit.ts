/**
 * The longest form field taken: a batch of video links pasted at once, one per line (the link field's maxLength,
 * and what a form posted without JavaScript keeps of a field). A module of its own, so the field's page code does
 * not bring in the form action's router code.
 */
export const MAX_FIELD_CHARS = 64 * 1024
