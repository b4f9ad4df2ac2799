import { describe, expect, test } from 'bun:test'
import type { Server } from 'bun'
import fc from 'fast-check'
import { normalizeIp, parseTrustProxy, type TrustProxy } from '../../core/trust-proxy'
import { forwardedIp, proxyTrust } from './forwarded'

// The client address is the right-most address a trusted proxy did not add.
const PROXY = '10.0.0.1'
const hops = (n: number) => proxyTrust({ kind: 'hops', hops: n })
const cidrs = (list: string) => proxyTrust(parseTrustProxy(list))
const PRIVATE = cidrs('10.0.0.0/8,172.16.0.0/12,::1,fd00::/8')

describe('parseTrustProxy', () => {
	test('false, 0, no: nobody is trusted; true, yes, 1: one hop; a number: that many hops', () => {
		for (const off of ['false', '0', 'no', 'FALSE', ' no ']) expect(parseTrustProxy(off)).toEqual({ kind: 'none' })
		for (const one of ['true', 'yes', '1', 'True']) expect(parseTrustProxy(one)).toEqual({ kind: 'hops', hops: 1 })
		expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
		expect(parseTrustProxy(' 3 ')).toEqual({ kind: 'hops', hops: 3 })
	})

	test('a list of addresses and CIDR ranges, IPv4 and IPv6; a plain address is a /32 or /128', () => {
		expect(parseTrustProxy('10.0.0.0/8, 172.16.0.0/12,::1,FD00::/8,192.0.2.7,,')).toEqual({
			kind: 'cidrs',
			ranges: [
				{ address: '10.0.0.0', prefix: 8, family: 'ipv4' },
				{ address: '172.16.0.0', prefix: 12, family: 'ipv4' },
				{ address: '::1', prefix: 128, family: 'ipv6' },
				{ address: 'fd00::', prefix: 8, family: 'ipv6' },
				{ address: '192.0.2.7', prefix: 32, family: 'ipv4' },
			],
		})
	})

	test('IPv4-mapped IPv6 in the list means IPv4', () => {
		expect(parseTrustProxy('::ffff:10.0.0.1,::ffff:192.168.0.0/112')).toEqual({
			kind: 'cidrs',
			ranges: [
				{ address: '10.0.0.1', prefix: 32, family: 'ipv4' },
				{ address: '192.168.0.0', prefix: 16, family: 'ipv4' },
			],
		})
	})

	test('anything else is refused with a reason', () => {
		for (const bad of [
			'maybe',
			'10.0.0.0/33',
			'::/129',
			'10.0.0.0/',
			'10.0.0.0/x',
			'10.0.0/8',
			'true,10.0.0.1',
			'-1',
			'1.5',
			',',
			'99999999999999999999',
			'[::1]',
			'10.0.0.1:80',
		]) {
			expect(() => parseTrustProxy(bad)).toThrow()
		}
		expect(() => parseTrustProxy('10.0.0.0/33')).toThrow('the prefix must be 0 to 32')
		expect(() => parseTrustProxy('proxy.internal')).toThrow('"proxy.internal" is not an IP address or CIDR range')
	})
})

describe('normalizeIp and forwardedIp', () => {
	test('one spelling per address: IPv4-mapped IPv6 becomes IPv4, IPv6 compressed and lower case', () => {
		expect(normalizeIp('203.0.113.9')).toBe('203.0.113.9')
		expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1')
		expect(normalizeIp('::FFFF:a00:1')).toBe('10.0.0.1')
		expect(normalizeIp('0:0:0:0:0:ffff:0a00:0001')).toBe('10.0.0.1')
		expect(normalizeIp('2001:DB8:0:0::1')).toBe('2001:db8::1')
		expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1%eth0')
		for (const bad of ['unknown', '', '010.0.0.1', '1.2.3', 'one-client']) expect(normalizeIp(bad)).toBeNull()
	})

	test('remembered spellings stay right past the memo’s size, asked in any order', () => {
		const addresses = Array.from(
			{ length: 9000 },
			(_, i) => [`::ffff:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, i] as const,
		)
		for (const pass of [addresses, addresses.toReversed()]) {
			for (const [mapped, i] of pass) expect(normalizeIp(mapped)).toBe(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`)
		}
		expect(normalizeIp('2001:DB8:0:0::1')).toBe('2001:db8::1')
		expect(normalizeIp('not an address')).toBeNull()
		expect(normalizeIp('not an address')).toBeNull()
	})

	test('X-Forwarded-For entries may carry a port or brackets; other text is not an address', () => {
		expect(forwardedIp('203.0.113.9:4711')).toBe('203.0.113.9')
		expect(forwardedIp('[2001:db8::1]:4711')).toBe('2001:db8::1')
		expect(forwardedIp('[::ffff:10.0.0.1]')).toBe('10.0.0.1')
		for (const bad of ['unknown', '_hidden', '203.0.113.9:', '[nope]:80', 'for=1.2.3.4'])
			expect(forwardedIp(bad)).toBeNull()
	})
})

describe('the client address', () => {
	test('TRUST_PROXY=false: the socket peer, whatever the headers say', () => {
		const none = proxyTrust({ kind: 'none' })
		expect(none.resolve('198.51.100.7', '203.0.113.9', 'https')).toEqual({ client: '198.51.100.7', proto: null })
		expect(none.resolve('::ffff:198.51.100.7', null, null).client).toBe('198.51.100.7')
	})

	test('one hop: the address the proxy appended, not the first hop the client wrote', () => {
		expect(hops(1).resolve(PROXY, '6.6.6.6, 203.0.113.9', null).client).toBe('203.0.113.9')
		expect(hops(1).resolve(PROXY, '203.0.113.9', null).client).toBe('203.0.113.9')
		// A proxy that sent no X-Forwarded-For is its own client (everyone behind it shares a budget).
		expect(hops(1).resolve(PROXY, null, null).client).toBe(PROXY)
		expect(hops(1).resolve(PROXY, ' , 203.0.113.9 ,', null).client).toBe('203.0.113.9')
	})

	test('N hops: the entry the outermost of N proxies appended; a shorter chain gives its left-most entry', () => {
		expect(hops(2).resolve(PROXY, '6.6.6.6, 203.0.113.9, 10.0.0.2', null).client).toBe('203.0.113.9')
		expect(hops(3).resolve(PROXY, '6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2', null).client).toBe('203.0.113.9')
		expect(hops(3).resolve(PROXY, '203.0.113.9, 10.0.0.2', null).client).toBe('203.0.113.9')
	})

	test('CIDRs: walk left over trusted proxies to the first address outside the ranges', () => {
		expect(PRIVATE.resolve(PROXY, '6.6.6.6, 203.0.113.9, 172.16.4.4, 10.9.9.9', null).client).toBe('203.0.113.9')
		expect(PRIVATE.resolve('::1', '6.6.6.6, 2001:db8::7, fd12::1', null).client).toBe('2001:db8::7')
		// A dual-stack socket reports an IPv4 peer as IPv4-mapped IPv6.
		expect(PRIVATE.resolve('::ffff:10.0.0.1', '6.6.6.6, 203.0.113.9', null).client).toBe('203.0.113.9')
		expect(PRIVATE.resolve(PROXY, '6.6.6.6, [::ffff:203.0.113.9]:80', null).client).toBe('203.0.113.9')
		// Everything trusted (an internal caller): the left-most entry.
		expect(PRIVATE.resolve(PROXY, '10.0.0.7, 10.0.0.2', null).client).toBe('10.0.0.7')
	})

	test('CIDRs: a peer outside the ranges is the client and X-Forwarded-For is ignored', () => {
		expect(PRIVATE.resolve('198.51.100.7', '10.0.0.2', 'https')).toEqual({ client: '198.51.100.7', proto: null })
		expect(PRIVATE.resolve('one-client', '10.0.0.2', null).client).toBe('one-client')
	})

	test('an entry that is not an address stops the walk at the nearest valid address to its right', () => {
		expect(hops(1).resolve(PROXY, '203.0.113.9, unknown', null).client).toBe(PROXY)
		expect(hops(2).resolve(PROXY, '6.6.6.6, garbage, 10.0.0.2', null).client).toBe('10.0.0.2')
		expect(PRIVATE.resolve(PROXY, '6.6.6.6, _hidden, 10.0.0.2', null).client).toBe('10.0.0.2')
		expect(PRIVATE.resolve(PROXY, 'unknown', null).client).toBe(PROXY)
	})
})

describe('X-Forwarded-Proto', () => {
	test('only from a trusted peer, and the entry of the outermost trusted proxy', () => {
		expect(hops(1).resolve(PROXY, '203.0.113.9', 'https').proto).toBe('https')
		expect(hops(1).resolve(PROXY, null, 'HTTPS').proto).toBe('https')
		// The client's own "https" in front of what the proxy appended does not count.
		expect(hops(1).resolve(PROXY, '203.0.113.9', 'https, http').proto).toBe('http')
		expect(hops(2).resolve(PROXY, '203.0.113.9, 10.0.0.2', 'http, https, http').proto).toBe('https')
		// Proxies that overwrite instead of appending leave one entry: theirs.
		expect(hops(2).resolve(PROXY, '203.0.113.9, 10.0.0.2', 'https').proto).toBe('https')
		expect(PRIVATE.resolve(PROXY, '203.0.113.9, 10.0.0.2', 'http, https, http').proto).toBe('https')
		expect(PRIVATE.resolve('198.51.100.7', '203.0.113.9', 'https').proto).toBeNull()
		expect(proxyTrust({ kind: 'none' }).resolve(PROXY, null, 'https').proto).toBeNull()
		expect(hops(1).resolve(PROXY, null, 'ftp').proto).toBeNull()
		expect(hops(1).resolve(PROXY, null, null).proto).toBeNull()
	})
})

describe('fromRequest', () => {
	const request = (headers: [string, string][]) => {
		const h = new Headers()
		for (const [name, value] of headers) h.append(name, value)
		return new Request('http://localhost/', { headers: h })
	}
	const server = (address: string) =>
		({ requestIP: () => ({ address, family: 'IPv6', port: 1 }) }) as unknown as Server<undefined>

	test('every X-Forwarded-For line counts, in order; without a socket the test client header is the peer', () => {
		const req = request([
			['x-test-client', PROXY],
			['x-forwarded-for', '6.6.6.6'],
			['x-forwarded-for', '203.0.113.9'],
		])
		expect(hops(1).fromRequest(req, undefined).client).toBe('203.0.113.9')
		expect(hops(2).fromRequest(req, undefined).client).toBe('6.6.6.6')
		expect(proxyTrust({ kind: 'none' }).fromRequest(req, undefined).client).toBe(PROXY)
	})

	test('with a real socket its address is the peer and the test header is ignored', () => {
		const req = request([
			['x-test-client', PROXY],
			['x-forwarded-for', '203.0.113.9'],
		])
		expect(PRIVATE.fromRequest(req, server('198.51.100.7')).client).toBe('198.51.100.7')
		expect(PRIVATE.fromRequest(req, server('::ffff:10.0.0.1')).client).toBe('203.0.113.9')
		expect(proxyTrust({ kind: 'none' }).fromRequest(request([]), undefined).client).toBe('unknown')
	})
})

describe('properties', () => {
	const ip = fc.oneof(fc.ipV4(), fc.ipV6())
	// Whatever a client can put in the header before the proxy appends: any text, commas included.
	const clientText = fc.array(fc.oneof(fc.string(), ip, fc.constant('unknown')), { maxLength: 6 })
	const header = (parts: string[]) => parts.join(', ')
	// Outside 10.0.0.0/8 and 172.16.0.0/12 (PRIVATE's IPv4 ranges).
	const publicV4 = fc.ipV4().filter((a) => !/^(10\.|172\.(1[6-9]|2\d|3[01])\.)/.test(a))
	const trustedV4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`)

	test('one trusted hop: whatever the client prepends, the client is the address the proxy appended', () => {
		fc.assert(
			fc.property(clientText, ip, (prefix, appended) => {
				expect(hops(1).resolve(PROXY, header([...prefix, appended]), null).client).toBe(normalizeIp(appended) as string)
			}),
		)
	})

	test('N trusted hops: the client is the left-most of the N entries the proxies appended', () => {
		fc.assert(
			fc.property(clientText, fc.array(ip, { minLength: 1, maxLength: 5 }), (prefix, appended) => {
				const trust = hops(appended.length)
				expect(trust.resolve(PROXY, header([...prefix, ...appended]), null).client).toBe(
					normalizeIp(appended[0] as string) as string,
				)
			}),
		)
	})

	test('CIDRs: behind any number of trusted proxies, the client is the first untrusted address', () => {
		fc.assert(
			fc.property(
				clientText,
				publicV4,
				fc.array(trustedV4, { maxLength: 4 }),
				trustedV4,
				(prefix, real, inner, peer) => {
					expect(PRIVATE.resolve(peer, header([...prefix, real, ...inner]), null).client).toBe(real)
				},
			),
		)
	})

	test('CIDRs: an untrusted peer is the client whatever X-Forwarded-For says', () => {
		fc.assert(
			fc.property(clientText, publicV4, (prefix, peer) => {
				expect(PRIVATE.resolve(peer, header(prefix), header(prefix)).client).toBe(peer)
			}),
		)
	})

	test('one trusted hop: the scheme is what the proxy appended, whatever the client prepends', () => {
		fc.assert(
			fc.property(fc.array(fc.string(), { maxLength: 4 }), fc.constantFrom('http', 'https'), (prefix, proto) => {
				expect(hops(1).resolve(PROXY, '203.0.113.9', header([...prefix, proto])).proto).toBe(proto)
			}),
		)
	})

	test('never throws, and the client is the peer or a valid address', () => {
		const settings: TrustProxy[] = [{ kind: 'none' }, { kind: 'hops', hops: 2 }, PRIVATE.setting]
		fc.assert(
			fc.property(fc.constantFrom(...settings), fc.string(), fc.string(), fc.string(), (setting, peer, xff, xfp) => {
				const { client } = proxyTrust(setting).resolve(peer, xff, xfp)
				expect(client === peer || normalizeIp(client) === client).toBe(true)
			}),
		)
	})

	test('normalizeIp is idempotent', () => {
		fc.assert(
			fc.property(ip, (address) => {
				const once = normalizeIp(address)
				expect(once).not.toBeNull()
				expect(normalizeIp(once as string)).toBe(once)
			}),
		)
	})
})

describe('the socket peer is read only when it can matter', () => {
	/** A stand-in for Bun's server whose requestIP (a system call each time) counts its calls. */
	const peerServer = (address: string) => {
		const server = {
			calls: 0,
			requestIP: () => {
				server.calls++
				return { address, family: 'IPv4', port: 4711 }
			},
		}
		return server
	}
	const request = (forwardedFor: string | null, proto: string | null = null) =>
		new Request('http://tubekit.test/', {
			headers: {
				...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
				...(proto === null ? {} : { 'x-forwarded-proto': proto }),
			},
		})
	const entry = fc.oneof(
		fc.constantFrom('203.0.113.9', '10.0.0.2', '::ffff:198.51.100.7', '[2001:db8::7]:80', '192.0.2.1:4711'),
		fc.constantFrom('unknown', '_hidden', ''),
		fc.ipV4(),
	)
	const settings: [string, ReturnType<typeof proxyTrust>][] = [
		['none', proxyTrust({ kind: 'none' })],
		['hops 0', hops(0)],
		['hops 1', hops(1)],
		['hops 2', hops(2)],
		['hops 3', hops(3)],
		['private ranges', PRIVATE],
	]

	test('a request gets the answer its peer and headers give, however they are read', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...settings),
				fc.constantFrom(PROXY, '::ffff:10.0.0.1', '198.51.100.7', '::1'),
				fc.option(fc.array(entry, { maxLength: 5 }).map((list) => list.join(', '))),
				fc.option(fc.constantFrom('https', 'http', 'https, http', 'gopher')),
				([, trust], peer, forwardedFor, proto) => {
					const server = peerServer(peer) as unknown as Server<undefined>
					expect(trust.fromRequest(request(forwardedFor, proto), server)).toEqual(
						trust.resolve(peer, trust.setting.kind === 'none' ? null : forwardedFor, proto),
					)
				},
			),
			{ numRuns: 2000 },
		)
	})

	test('behind N trusted hops that each appended a valid address, the peer is never read', () => {
		for (const n of [1, 2, 3]) {
			const server = peerServer(PROXY)
			const chain = ['203.0.113.9', '10.0.0.3', '10.0.0.2'].slice(-n).join(', ')
			const answer = hops(n).fromRequest(request(chain), server as unknown as Server<undefined>)
			expect(answer.client).toBe(chain.split(', ')[0] as string)
			expect(server.calls).toBe(0)
		}
	})

	test('the peer is read once when it is the answer, or when trust depends on its address', () => {
		const cases: [ReturnType<typeof proxyTrust>, string | null, string][] = [
			[proxyTrust({ kind: 'none' }), '203.0.113.9', PROXY],
			[hops(1), null, PROXY],
			[hops(1), 'unknown', PROXY],
			[hops(0), '203.0.113.9', PROXY],
			[PRIVATE, '203.0.113.9', '203.0.113.9'],
		]
		for (const [trust, forwardedFor, client] of cases) {
			const server = peerServer(PROXY)
			expect(trust.fromRequest(request(forwardedFor), server as unknown as Server<undefined>).client).toBe(client)
			expect(server.calls).toBe(1)
		}
	})
})

test('forwardedIp reads every entry as the two patterns tried in turn do', () => {
	// The reading before the plain address skipped both patterns: its answer is the reference.
	const reference = (entry: string) => {
		const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry)
		const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry)
		return normalizeIp(bracketed?.[1] ?? withPort?.[1] ?? entry)
	}
	const piece = fc.constantFrom('[', ']', ':', '::', '.', '1', '10', '255', '4711', 'ffff', 'db8', 'a', ' ', '%eth0')
	fc.assert(
		fc.property(
			fc.oneof(
				fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
				fc.ipV4(),
				fc.ipV6(),
				fc.string(),
			),
			fc.option(fc.integer({ min: 0, max: 99999 })),
			fc.boolean(),
			(address, port, bracket) => {
				const entry = `${bracket ? `[${address}]` : address}${port === null ? '' : `:${port}`}`
				expect(forwardedIp(entry)).toBe(reference(entry))
				expect(forwardedIp(address)).toBe(reference(address))
			},
		),
		{ numRuns: 5000 },
	)
})
