import { describe, expect, test } from 'bun:test'
import { decide } from './routing'

const at = (url: string, type: string, overrides = new Map<string, string>()) => decide(new URL(url), type, overrides)

describe('decide', () => {
	test('without overrides (production): YouTube page hosts go out as the browser sends them', () => {
		expect(at('https://www.youtube.com/watch?v=GJLlxj_dtq8', 'document').action).toBe('continue')
		expect(at('https://www.youtube.com/s/player/fc2a56a5/base.js', 'script').action).toBe('continue')
		expect(at('https://www.youtube.com/youtubei/v1/player', 'fetch').action).toBe('continue')
		expect(at('https://consent.youtube.com/m?continue=x', 'document').action).toBe('continue')
	})

	test('without overrides: everything else is aborted', () => {
		for (const [url, type] of [
			['https://fonts.googleapis.com/css2?family=Roboto', 'stylesheet'],
			['https://fonts.gstatic.com/s/roboto.woff2', 'font'],
			['https://i.ytimg.com/vi/GJLlxj_dtq8/hqdefault.jpg', 'image'],
			['https://rr1---sn-4g5e6nz7.googlevideo.com/videoplayback', 'media'],
			['https://rr1---sn-4g5e6nz7.googlevideo.com/generate_204', 'fetch'],
			['https://www.google-analytics.com/collect', 'xhr'],
			['https://googleads.g.doubleclick.net/pagead/id', 'xhr'],
			['https://accounts.google.com/ServiceLogin', 'document'],
			['https://www.youtube.com/api/stats/watchtime?x=1', 'xhr'],
			['https://www.youtube.com/pagead/viewthroughconversion', 'script'],
			['https://www.youtube.com/youtubei/v1/log_event', 'fetch'],
			['https://www.youtube.com/s/desktop/x/www-main.css', 'stylesheet'],
			['http://www.youtube.com/watch?v=GJLlxj_dtq8', 'document'],
		] as const) {
			expect({ url, action: at(url, type).action }).toEqual({ url, action: 'abort' })
		}
	})

	test('with overrides: overridden hosts are fetched from the override origin, nothing else leaves', () => {
		const overrides = new Map([['www.youtube.com', 'http://127.0.0.1:4000']])
		expect(at('https://www.youtube.com/watch?v=GJLlxj_dtq8&t=1', 'document', overrides)).toEqual({
			action: 'fetch',
			target: 'http://127.0.0.1:4000/watch?v=GJLlxj_dtq8&t=1',
		})
		expect(at('https://consent.youtube.com/m', 'document', overrides).action).toBe('abort')
		expect(at('https://youtubei.googleapis.com/youtubei/v1/player', 'fetch', overrides).action).toBe('abort')
		expect(at('https://www.youtube.com/vi/x.jpg', 'image', overrides).action).toBe('abort')
	})
})
