import ipaddr from 'ipaddr.js'

/**
 * The network a client address is budgeted as: an IPv4 address is itself, an IPv6 address is its
 * first `ipv6Prefix` bits (RATE_LIMIT_IPV6_PREFIX, default 64). An ordinary IPv6 customer holds a
 * whole /64 and may pick any of its 2^64 addresses per request, so a limit keyed by full address
 * is no limit (docs/decisions.md, "Budgets per network"). The address comes normalized
 * (trust-proxy.ts `normalizeIp`: an IPv4-mapped `::ffff:a.b.c.d` is already plain IPv4); anything
 * that is not an IPv6 address (tests name clients) is returned as it is.
 * @example clientNetwork('2001:db8:1:2:aaaa::1', 64) // '2001:db8:1:2::/64'
 */
export function clientNetwork(address: string, ipv6Prefix: number): string {
	if (ipv6Prefix >= 128 || !ipaddr.IPv6.isValid(address)) return address
	const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${ipv6Prefix}`)
	return `${network.toRFC5952String()}/${ipv6Prefix}`
}
