/**
 * Drops CSS custom properties that nothing reads. Panda writes every token of its presets
 * as a variable (hundreds of colours, sizes…), while the site uses a few dozen; keeping
 * only those referenced through var(), repeated until nothing changes (tokens refer to
 * tokens), cuts the render-blocking stylesheet by more than half. `alsoReads` is text outside
 * the sheet whose var() references count too (a page's inline `style` attributes).
 * @example pruneUnusedCustomProperties(':root{--a:1px;--b:2px}.x{width:var(--a)}')
 */
export function pruneUnusedCustomProperties(css: string, alsoReads = ''): string {
	const outside = [...alsoReads.matchAll(VAR)].map((m) => m[1])
	let current = css
	for (;;) {
		const used = new Set([...outside, ...[...current.matchAll(VAR)].map((m) => m[1])])
		const next = current.replace(/(?<=[{;])\s*(--[\w-]+)\s*:[^;{}]*(?:;|(?=\}))/g, (decl, name: string) =>
			used.has(name) ? decl : '',
		)
		if (next === current) return next.replace(/;\}/g, '}')
		current = next
	}
}

const VAR = /var\(\s*(--[\w-]+)/g
