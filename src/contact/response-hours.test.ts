import { afterAll, beforeAll, expect, test } from 'bun:test'
import { testApp } from '../server/test-app'

/** SUPPORT_RESPONSE_HOURS: every text that promises an answer time follows the setting. */
let custom: Awaited<ReturnType<typeof testApp>>
let standard: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	;[custom, standard] = await Promise.all([testApp({ SUPPORT_RESPONSE_HOURS: '48' }), testApp()])
})
afterAll(async () => {
	await custom.close()
	await standard.close()
})

const page = async (app: typeof custom, path: string) => (await app.request(path)).text()

test('the contact page (text and meta description) and the Help Center say the operator’s answer time', async () => {
	const contact = await page(custom, '/contact')
	expect(contact).toContain('<meta name="description" content="Write to the Tubekit team')
	expect(contact.match(/We usually answer within 48 hours\./g)?.length).toBeGreaterThanOrEqual(2)
	expect(await page(custom, '/help')).toContain('We usually answer within 48 hours.')
	expect(contact).not.toContain('24 hours')
})

test('by default the promise is 24 hours, and one hour is singular', async () => {
	expect(await page(standard, '/contact')).toContain('We usually answer within 24 hours.')
	const one = await testApp({ SUPPORT_RESPONSE_HOURS: '1' })
	try {
		expect(await page(one, '/help')).toContain('We usually answer within 1 hour.')
	} finally {
		await one.close()
	}
})

test('a value that is no whole number of hours from 1 to 720 is refused at start, naming the setting', async () => {
	for (const value of ['0', '-3', '1.5', 'soon', '721']) {
		await expect(testApp({ SUPPORT_RESPONSE_HOURS: value })).rejects.toThrow('SUPPORT_RESPONSE_HOURS')
	}
})
