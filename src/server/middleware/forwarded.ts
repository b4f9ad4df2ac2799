import { BlockList, isIP } from 'node:net'
import type { Server } from 'bun'
import { type Forwarded, normalizeIp, type ProxyTrust, type TrustProxy } from '../../core/trust-proxy'

/**
 * Trusted proxies (TRUST_PROXY): the one place that reads X-Forwarded-For and
 * X-Forwarded-Proto. A client writes whatever it likes into these headers; only what a proxy
 * we trust added can be believed, and proxies append on the right. So the client address is
 * the right-most address that a trusted proxy did not add, never the first hop.
 */

/**
 * An X-Forwarded-For entry as an address: some proxies add the port (`203.0.113.9:4711`,
 * `[2001:db8::1]:4711`) or brackets; anything else that is not an address (`unknown`, an
 * obfuscated name) is null.
 */
export function forwardedIp(entry: string): string | null {
	// Only a bracketed entry can be a bracketed address, and only one with a single colon an IPv4 address and
	// port (an IPv6 address has two or more): the plain address, the common entry, is read without a regex.
	if (entry.startsWith('[')) return normalizeIp(BRACKETED.exec(entry)?.[1] ?? entry)
	const colon = entry.indexOf(':')
	if (colon >= 0 && colon === entry.lastIndexOf(':')) return normalizeIp(WITH_PORT.exec(entry)?.[1] ?? entry)
	return normalizeIp(entry)
}
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/
const WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/

/** A header's comma-separated list (several header lines arrive joined by commas), empty items dropped. */
const listOf = (header: string) => {
	if (!header.includes(',')) {
		const item = header.trim()
		return item ? [item] : []
	}
	return header
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean)
}

/**
 * The trust decision for one TRUST_PROXY setting (build it once: a CIDR list becomes a
 * `node:net` BlockList, which checks IPv4 and IPv6 ranges).
 *
 * The chain is the X-Forwarded-For entries followed by the socket peer. Walking from the right,
 * starting at the peer: while the current address belongs to a trusted proxy, the entry to its
 * left is what that proxy saw as its client, so step to it. With `hops` N the first N addresses
 * of the walk are trusted by position; with CIDRs an address is trusted when it is in a range
 * (so a peer outside the ranges means X-Forwarded-For is ignored entirely). The walk ends at the
 * first address that is not trusted, or at the left-most entry.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
	const ranges = new BlockList()
	if (setting.kind === 'cidrs') for (const r of setting.ranges) ranges.addSubnet(r.address, r.prefix, r.family)
	// `steps`: addresses already walked over (0 for the peer).
	const trusted = (ip: string | null, steps: number): boolean => {
		if (setting.kind === 'hops') return steps < setting.hops
		if (setting.kind === 'cidrs') return ip !== null && ranges.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6')
		return false
	}

	/**
	 * The walk, with the peer read through `peerOf`. With a hop count the peer is trusted by its position, so its
	 * address is read only when it is the answer (no X-Forwarded-For entry to step to): behind a proxy a request
	 * then needs no Bun requestIP, which is a getpeername system call each time, about 2.5 µs of a cached page's
	 * 20 µs (bench/ssr.ts).
	 */
	const walk = (peerOf: () => string, forwardedFor: string | null, forwardedProto: string | null): Forwarded => {
		const byPosition = setting.kind === 'hops'
		const peer = byPosition ? null : peerOf()
		let ip = peer === null ? null : normalizeIp(peer)
		// The peer is the socket's own word: the answer even when it is not an address (test client names).
		let client = peer === null ? null : (ip ?? peer)
		const peerAnswer = () => {
			const own = peerOf()
			return normalizeIp(own) ?? own
		}
		if (!trusted(ip, 0)) return { client: client ?? peerAnswer(), proto: null }
		const chain = forwardedFor ? listOf(forwardedFor) : []
		let steps = 0
		for (let i = chain.length - 1; i >= 0 && trusted(ip, steps); i--) {
			const next = forwardedIp(chain[i] as string)
			// Not an address: it cannot be checked against the ranges, and it may be the client's own
			// text (a proxy that passes the header on, a hop count set too high). Treating it as the
			// client would let anyone pick a fresh rate-limit key by writing new garbage, so the client
			// is the nearest valid address to its right: one a trusted proxy reported (or the peer).
			// Worst case, the clients of a misbehaving proxy share one budget: failing closed.
			if (next === null) break
			ip = next
			client = next
			steps++
		}
		// The peer is a trusted proxy, so at least one proxy stands behind the answer.
		return { client: client ?? peerAnswer(), proto: forwardedScheme(forwardedProto, Math.max(1, steps)) }
	}

	const resolve = (peer: string, forwardedFor: string | null, forwardedProto: string | null): Forwarded =>
		walk(() => peer, forwardedFor, forwardedProto)

	const fromRequest = (request: Request, server: Server<undefined> | undefined): Forwarded => {
		// app.request() in tests has no socket; tests name their client with a header, which a real
		// server (always passed by Bun.serve) never reads.
		const headers = request.headers
		const peerOf = () => (server ? server.requestIP(request)?.address : headers.get('x-test-client')) ?? 'unknown'
		if (setting.kind === 'none') return walk(peerOf, null, null)
		return walk(peerOf, headers.get('x-forwarded-for'), headers.get('x-forwarded-proto'))
	}

	return {
		setting,
		resolve,
		fromRequest,
		fromContext: (c) => fromRequest(c.req.raw, (c.env as { server?: Server<undefined> } | undefined)?.server),
	}
}

/**
 * X-Forwarded-Proto from the outermost trusted proxy, by the same rule as X-Forwarded-For:
 * proxies that append put one entry each on the right, so with `proxies` trusted proxies in front
 * the outermost one's entry is the `proxies`-th from the right. A shorter list comes from proxies
 * that set the header instead of appending (whatever the client sent is gone), so its left-most
 * entry counts.
 */
function forwardedScheme(header: string | null, proxies: number): 'http' | 'https' | null {
	if (!header) return null
	const entries = listOf(header)
	const scheme = entries[Math.max(0, entries.length - proxies)]?.toLowerCase()
	return scheme === 'https' || scheme === 'http' ? scheme : null
}
