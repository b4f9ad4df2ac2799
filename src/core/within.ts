/**
 * `promise`'s value when it settles within `ms`, else null; the promise itself goes on (a lookup that
 * fills its cache for the next request). Used where an extra may come late but must not hold an answer
 * back: a transcript's chapters, a hashtag request's video details.
 * @example const chapters = (await within(pendingChapters, 1500)) ?? fallback
 */
export async function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const late = new Promise<null>((resolve) => {
		timer = setTimeout(() => resolve(null), ms)
	})
	try {
		return await Promise.race([promise, late])
	} finally {
		clearTimeout(timer)
	}
}
