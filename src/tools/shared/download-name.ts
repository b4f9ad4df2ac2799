/**
 * The name a proxied image downloads as: the server signed it into the URL (`dl`, named by core/file-name.ts),
 * so the page's `download` attribute says the same as the proxy's Content-Disposition.
 * @example downloadNameOf('/api/image?u=…&s=…&dl=MrBeast+%5BUCX6OQ3DkcsbYNE6H8uQQuVA%5D.jpg') // 'MrBeast [UCX6OQ3DkcsbYNE6H8uQQuVA].jpg'
 */
export function downloadNameOf(url: string): string {
	return new URLSearchParams(url.split('?')[1] ?? '').get('dl') ?? ''
}
