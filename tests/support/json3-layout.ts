/**
 * JSON written the way YouTube's timedtext server writes json3 (two-space indent, `"key": value`, lists as
 * `[ {`…`}, {`…`} ]`, an empty object as `{` + a blank line at its own indent + `}`). It rewrites every recorded json3
 * body byte for byte (json3-scan.test.ts checks that), so bodies made from it in tests and benches are read by the
 * same fast scan (src/youtube/captions/json3-scan.ts) as YouTube's own.
 * @example youtubeJson3({ wireMagic: 'pb3', events: [] }) // '{\n  "wireMagic": "pb3",\n  "events": [  ]\n}'
 */
export function youtubeJson3(value: unknown, indent = ''): string {
	if (Array.isArray(value)) return `[ ${value.map((item) => youtubeJson3(item, indent)).join(', ')} ]`
	if (value !== null && typeof value === 'object') {
		const inner = `${indent}  `
		const fields = Object.entries(value).map(
			([key, field]) => `${inner}${JSON.stringify(key)}: ${youtubeJson3(field, inner)}`,
		)
		return `{\n${fields.length ? fields.join(',\n') : indent}\n${indent}}`
	}
	return JSON.stringify(value)
}
