/**
 * A small LRU of rendered pages. Most pages are the same for every visitor of a language,
 * and a render costs far more than a lookup (docs/ARCHITECTURE.md, "Facts measured").
 */
export class PageCache<V> {
	private readonly map = new Map<string, V>()
	constructor(private readonly max: number) {}

	get(key: string): V | undefined {
		const value = this.map.get(key)
		if (value !== undefined) {
			this.map.delete(key)
			this.map.set(key, value)
		}
		return value
	}

	set(key: string, value: V): void {
		if (this.max <= 0) return
		this.map.delete(key)
		this.map.set(key, value)
		while (this.map.size > this.max) {
			const oldest = this.map.keys().next().value
			if (oldest === undefined) break
			this.map.delete(oldest)
		}
	}

	get size(): number {
		return this.map.size
	}
}
