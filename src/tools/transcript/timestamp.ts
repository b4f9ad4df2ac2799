const pad = (value: number) => String(value).padStart(2, '0')

/** `0:05`, `12:34`, `1:02:03`: the short form video players show. */
export function shortTimestamp(seconds: number): string {
	const total = Math.max(0, Math.floor(seconds))
	const h = Math.floor(total / 3600)
	const m = Math.floor(total / 60) % 60
	const s = total % 60
	return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}
