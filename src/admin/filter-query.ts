import type { InboxFilters } from './messages.server'

/**
 * The query string of `filters` with `change` applied (pagination links, CSV link): defaults
 * left out, so the first page of the unfiltered inbox is plain /admin/messages.
 * @example filterQuery(filters, { page: 2 }) // '?review=all&page=2'
 */
export function filterQuery(filters: InboxFilters, change: Partial<InboxFilters> = {}): string {
	const f = { ...filters, ...change }
	const params = new URLSearchParams()
	for (const [k, v] of Object.entries(f)) if (v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v))
	const s = params.toString()
	return s ? `?${s}` : ''
}
