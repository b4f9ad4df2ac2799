import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIXTURES_DIR } from '../../../tests/support/fake-youtube'
import { listedMaxres } from './service.server'

const listed = (file: string) =>
	(
		JSON.parse(readFileSync(join(FIXTURES_DIR, file), 'utf8')) as {
			videoDetails: { thumbnail: { thumbnails: { url: string }[] } }
		}
	).videoDetails.thumbnail.thumbnails

describe('listedMaxres', () => {
	test('a WEB answer tells: maxresdefault listed, or not', () => {
		const web = listed('newpipe/player_web_fields_M4gD1WSo5mA.json')
		expect(listedMaxres(web)).toBe(true)
		expect(listedMaxres(web.filter((t) => !t.url.includes('/maxresdefault.')))).toBe(false)
		expect(listedMaxres(listed('ivmocks/player_web_N-yVic7BbY0_scheduled_live.json'))).toBe(true)
	})

	test("other clients' answers tell nothing", () => {
		expect(listedMaxres(listed('newpipe/player_visionos_3sbYbckT1VY_36tracks.json'))).toBeNull()
		expect(listedMaxres(listed('ytta/player_android_GJLlxj_dtq8.json'))).toBeNull()
		expect(listedMaxres([])).toBeNull()
	})
})
