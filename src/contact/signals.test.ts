import { describe, expect, test } from 'bun:test'
import { MAX_LINKS, MIN_FILL_MS, spamSignals } from './signals'

// The honeypot is the one certain signal; speed and links only make a suspect.
const NOW = 1_800_000_000_000
const links = (n: number) => Array.from({ length: n }, (_, i) => `https://x${i}.example`).join(' ')

describe('spamSignals', () => {
	test('nothing fired: neither spam nor suspected', () => {
		expect(spamSignals({ message: 'Hi', form_started: NOW - 10_000 }, NOW)).toEqual({ spam: false, suspect: null })
		expect(spamSignals({ message: 'Hi' }, NOW)).toEqual({ spam: false, suspect: null })
		expect(spamSignals({ message: 'Hi', form_started: '', website: '  ' }, NOW)).toEqual({ spam: false, suspect: null })
		expect(spamSignals({ message: 'Hi', form_started: 'soon' }, NOW)).toEqual({ spam: false, suspect: null })
	})

	test('the honeypot alone is spam, and the weak signals beside it are still named', () => {
		expect(spamSignals({ message: 'Hi', website: 'x' }, NOW)).toEqual({ spam: true, suspect: null })
		expect(spamSignals({ message: links(6), website: 'x', form_started: NOW - 100 }, NOW)).toEqual({
			spam: true,
			suspect: 'sent 0.1 s after the form was shown (under 3 s); 6 links (more than 5)',
		})
	})

	test('a fast form is only suspected: the time it took is named', () => {
		expect(spamSignals({ message: 'Hi', form_started: String(NOW - 1000) }, NOW)).toEqual({
			spam: false,
			suspect: 'sent 1.0 s after the form was shown (under 3 s)',
		})
		expect(spamSignals({ message: 'Hi', form_started: NOW - MIN_FILL_MS }, NOW).suspect).toBeNull()
	})

	test('a form time in the future (the sender’s clock ahead) is suspected, said as such', () => {
		expect(spamSignals({ message: 'Hi', form_started: NOW + 4000 }, NOW).suspect).toBe(
			"form shown 4.0 s in the future (the sender's clock may be ahead)",
		)
	})

	test('more than MAX_LINKS links is only suspected; MAX_LINKS is not', () => {
		expect(spamSignals({ message: links(MAX_LINKS) }, NOW).suspect).toBeNull()
		expect(spamSignals({ message: `${links(MAX_LINKS)} HTTP://X.EXAMPLE` }, NOW)).toEqual({
			spam: false,
			suspect: '6 links (more than 5)',
		})
	})
})
