import { expect, test } from 'bun:test'
import { videoLinkIn } from './video-link'

// A video link and the visitor's own words in one field.
test.each([
	['https://youtu.be/dsMFmonKDD4', { videoId: 'dsMFmonKDD4', words: '' }],
	['https://youtu.be/dsMFmonKDD4, acoustic session', { videoId: 'dsMFmonKDD4', words: 'acoustic session' }],
	['minecraft https://youtu.be/dsMFmonKDD4?t=3 redstone', { videoId: 'dsMFmonKDD4', words: 'minecraft redstone' }],
	// The separators stay: still two phrases.
	['paris, https://www.youtube.com/watch?v=dsMFmonKDD4; live', { videoId: 'dsMFmonKDD4', words: 'paris, live' }],
	['cats youtube.com/shorts/dsMFmonKDD4,', { videoId: 'dsMFmonKDD4', words: 'cats' }],
])('%s → %j', (keywords, expected) => {
	expect(videoLinkIn(keywords)).toEqual(expected)
})

test.each([
	'youtube tutorial',
	// An 11-letter keyword that looks like an id is a keyword.
	'dsMFmonKDD4',
	'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs cats',
	'https://example.com/watch?v=dsMFmonKDD4',
])('%s: no video link', (keywords) => {
	expect(videoLinkIn(keywords)).toBeNull()
})
