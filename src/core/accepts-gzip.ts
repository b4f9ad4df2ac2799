/**
 * Whether a request's Accept-Encoding takes gzip. Read where a body is kept already compressed
 * (the cached pages, src/server/fast-pages.ts; a tool's repeated answer, src/tools/shared/kept-body.server.ts);
 * everything else is compressed as it streams by src/server/middleware/compression.ts.
 */
export function acceptsGzip(header: string | undefined | null): boolean {
	return /\bgzip\b/.test(header ?? '')
}
