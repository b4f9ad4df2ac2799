import { describe, expect, test } from 'bun:test'
import { clientNetwork } from './every-request'

describe('clientNetwork', () => {
	test('an IPv6 address becomes its network, however its interface id is written', () => {
		expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64)).toBe('2001:db8:1:2::/64')
		expect(clientNetwork('2001:db8:1:2::9', 64)).toBe('2001:db8:1:2::/64')
		expect(clientNetwork('2001:db8:1:2:aaaa::1', 48)).toBe('2001:db8:1::/48')
		expect(clientNetwork('2001:db8:1:2:aaaa::1', 56)).toBe('2001:db8:1::/56')
		expect(clientNetwork('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56')
	})

	test('128 bits is the address itself; IPv4 and names that are not addresses stay as they are', () => {
		expect(clientNetwork('2001:db8:1:2::9', 128)).toBe('2001:db8:1:2::9')
		expect(clientNetwork('203.0.113.9', 64)).toBe('203.0.113.9')
		expect(clientNetwork('client-a', 64)).toBe('client-a')
		expect(clientNetwork('unknown', 64)).toBe('unknown')
	})
})
