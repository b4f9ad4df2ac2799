/**
 * The continuation token of a playlist's first page, built as NewPipe builds it (YoutubePlaylistExtractor,
 * PlaylistProtobufContinuation): used when a playlist answer carries no list, as NewPipe's `$fields` answer
 * (tests/fixtures/youtube row 48) does. A protobuf message, base64url with padding, then URL-encoded:
 *
 *   field 80226972 {                      // continuation parameters
 *     2: "VL<playlistId>"                 // browseId
 *     3: "CADCBgIIAA%3D%3D"               // "first page, unavailable videos shown"
 *     35: "<playlistId>"
 *   }
 * Browser-safe: no Node APIs.
 */

/** NewPipe's PLAYLIST_CONTINUATION_PROPERTIES_BASE64. */
const FIRST_PAGE_PROPERTIES = 'CADCBgIIAA%3D%3D'
const CONTINUATION_FIELD = 80226972

function varint(value: number): number[] {
	const bytes: number[] = []
	let rest = value
	while (rest >= 0x80) {
		bytes.push((rest % 0x80) | 0x80)
		rest = Math.floor(rest / 0x80)
	}
	bytes.push(rest)
	return bytes
}

/** A length-delimited field (wire type 2). */
function field(number: number, payload: Uint8Array | number[]): number[] {
	const bytes = Array.from(payload)
	return [...varint(number * 8 + 2), ...varint(bytes.length), ...bytes]
}

function utf8(value: string): Uint8Array {
	return new TextEncoder().encode(value)
}

function base64Url(bytes: number[]): string {
	let binary = ''
	for (const byte of bytes) binary += String.fromCharCode(byte)
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_')
}

/**
 * @example firstPlaylistPageToken('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr') // '4qmFsgJdEiRWTFBMb3Vtbj…' (NewPipe's request)
 */
export function firstPlaylistPageToken(playlistId: string): string {
	const parameters = [
		...field(2, utf8(`VL${playlistId}`)),
		...field(3, utf8(FIRST_PAGE_PROPERTIES)),
		...field(35, utf8(playlistId)),
	]
	return encodeURIComponent(base64Url(field(CONTINUATION_FIELD, parameters)))
}
