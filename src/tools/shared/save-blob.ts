/**
 * Saves `blob` as the file `name` from the browser: an object URL for one click, freed a minute later
 * (docs/product-spec.md §7: downloads are produced client-side). The transcript's files and the batch's ZIP.
 */
export function saveBlob(blob: Blob, name: string): void {
	const url = URL.createObjectURL(blob)
	const link = document.createElement('a')
	link.href = url
	link.download = name
	document.body.append(link)
	link.click()
	link.remove()
	setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
