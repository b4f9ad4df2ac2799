import { isIP } from 'node:net'
import type { Server } from 'bun'
import type { Context } from 'hono'

/**
 * TRUST_PROXY's value: which proxies may name the client. Parsed here because the
 * configuration reader validates it at start-up; src/server/middleware/forwarded.ts applies it.
 */

/** TRUST_PROXY as configured: no proxy, the last `hops` proxies, or proxies known by address. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cidrs'; ranges: ProxyRange[] }

/** A trusted proxy's address or network; a plain address is a /32 (IPv4) or /128 (IPv6). */
export interface ProxyRange {
	address: string
	prefix: number
	family: 'ipv4' | 'ipv6'
}

const OFF = ['false', '0', 'no']
const ONE_HOP = ['true', 'yes']

/**
 * Parses TRUST_PROXY: `false`/`0`/`no`, `true`/`yes` (one hop), a hop count, or a comma-separated
 * list of proxy addresses and CIDR ranges (IPv4 and IPv6). Throws an Error saying what is wrong.
 * @example parseTrustProxy('10.0.0.0/8, ::1') // { kind: 'cidrs', ranges: [...] }
 */
export function parseTrustProxy(raw: string): TrustProxy {
	const value = raw.trim().toLowerCase()
	if (OFF.includes(value)) return { kind: 'none' }
	if (ONE_HOP.includes(value)) return { kind: 'hops', hops: 1 }
	if (/^\d+$/.test(value)) {
		const hops = Number(value)
		if (!Number.isSafeInteger(hops)) throw new Error(`"${raw}" is too many hops`)
		return { kind: 'hops', hops }
	}
	const items = value
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean)
	if (!items.length) throw new Error('must be false, true, a hop count or proxy addresses/CIDR ranges')
	return { kind: 'cidrs', ranges: items.map(parseRange) }
}

function parseRange(item: string): ProxyRange {
	const slash = item.indexOf('/')
	const written = slash < 0 ? item : item.slice(0, slash)
	const address = isIP(written) ? normalizeIp(written) : null
	if (!address) {
		throw new Error(`"${item}" is not an IP address or CIDR range (use false, true, a hop count or addresses/CIDRs)`)
	}
	const family = isIP(address) === 4 ? 'ipv4' : 'ipv6'
	const max = family === 'ipv4' ? 32 : 128
	if (slash < 0) return { address, prefix: max, family }
	const bits = item.slice(slash + 1)
	// ::ffff:10.0.0.0/104 names IPv4 addresses, so as IPv4 its prefix is 96 bits shorter.
	const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) - (family === 'ipv4' && isIP(written) === 6 ? 96 : 0) : -1
	if (prefix < 0 || prefix > max) throw new Error(`"${item}": the prefix must be 0 to ${max}`)
	return { address, prefix, family }
}

/**
 * One spelling per address, so that the trust check and the client key do not depend on how it
 * was written: IPv6 compressed and lower case (the URL parser does that), an IPv4-mapped IPv6
 * address (`::ffff:10.0.0.1`, what a dual-stack socket reports for IPv4 peers) as plain IPv4.
 * Null when it is not an address.
 * Remembered for the last few thousand addresses (cleared whole when full): Bun reports every IPv4 peer of a
 * server on 0.0.0.0 as `::ffff:a.b.c.d`, and the URL parser took 2.2 µs of each request the access log and the
 * rate limiter key.
 */
export function normalizeIp(address: string): string | null {
	const known = normalized.get(address)
	if (known !== undefined) return known
	const ip = spelled(address)
	if (normalized.size >= NORMALIZED_SIZE) normalized.clear()
	normalized.set(address, ip)
	return ip
}
const normalized = new Map<string, string | null>()
const NORMALIZED_SIZE = 4096

function spelled(address: string): string | null {
	const family = isIP(address)
	if (family === 4) return address
	if (family !== 6) return null
	let host: string
	try {
		host = new URL(`http://[${address}]/`).hostname.slice(1, -1)
	} catch {
		// A zone id (fe80::1%eth0) is an address the URL parser refuses; keep it as written.
		return address.toLowerCase()
	}
	const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
	if (!mapped) return host
	const high = Number.parseInt(mapped[1] as string, 16)
	const low = Number.parseInt(mapped[2] as string, 16)
	return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
}

/** What the request says about its client, as far as trusted proxies vouch for it. */
export interface Forwarded {
	/** The client address (or the socket peer as given, when that is not an address: tests name clients). */
	client: string
	/** The scheme the client used as the outermost trusted proxy saw it; null: no trusted proxy said. */
	proto: 'http' | 'https' | null
}

export interface ProxyTrust {
	readonly setting: TrustProxy
	/** The client from the socket peer and the two headers' values (all lines, comma-joined). */
	resolve(peer: string, forwardedFor: string | null, forwardedProto: string | null): Forwarded
	/** The same for a request; `server` is Bun's (none in `app.request()` tests). */
	fromRequest(request: Request, server: Server<undefined> | undefined): Forwarded
	/** The same inside a Hono handler (the server comes with the context's env). */
	fromContext(c: Context): Forwarded
}
