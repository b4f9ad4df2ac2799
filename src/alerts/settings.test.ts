import { expect, test } from 'bun:test'
import { ConfigError, testConfig } from '../core/config'

test('the alert settings: defaults, percent to share, minutes to ms, ADMIN_EMAIL else SUPPORT_EMAIL', () => {
	expect(testConfig().alerts).toEqual({
		threshold: 0.5,
		windowMs: 600_000,
		minCalls: 20,
		email: null,
		webhookUrl: null,
	})
	expect(testConfig({ SUPPORT_EMAIL: 'support@example.org' }).alerts.email).toBe('support@example.org')
	const set = testConfig({
		SUPPORT_EMAIL: 'support@example.org',
		ADMIN_EMAIL: 'ops@example.org',
		ALERT_WEBHOOK_URL: 'https://hooks.example.org/x',
		ALERT_REFUSAL_THRESHOLD: '30',
		ALERT_WINDOW_MINUTES: '0.5',
		ALERT_MIN_CALLS: '5',
	}).alerts
	expect(set).toEqual({
		threshold: 0.3,
		windowMs: 30_000,
		minCalls: 5,
		email: 'ops@example.org',
		webhookUrl: 'https://hooks.example.org/x',
	})
	for (const [name, value] of [
		['ALERT_REFUSAL_THRESHOLD', '0'],
		['ALERT_REFUSAL_THRESHOLD', '101'],
		['ALERT_WINDOW_MINUTES', '0'],
		['ALERT_MIN_CALLS', '0'],
		['ALERT_WEBHOOK_URL', 'ftp://x'],
		['ADMIN_EMAIL', 'not-a-mail'],
	] as const) {
		expect(() => testConfig({ [name]: value })).toThrow(ConfigError)
	}
})
