/**
 * The unit every limit counts (ADR 0041): an IPv4 address, or the /64 an IPv6 address belongs to. Any server
 * and most home routers get a whole /64, so counting IPv6 addresses one by one gives an attacker 2^64 fresh
 * budgets. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function networkOf(address: string): string {
  const ip = address.trim().toLowerCase()
  if (!ip.includes(':')) return ip
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip.replace(/^::/, '0::'))
  if (mapped) return mapped[1]!
  const groups = expandIpv6(ip.split('%')[0]!)
  // Not an address at all (a local test's label, a header we do not understand): counted as given.
  if (!groups) return ip
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros, or null when it is not one. */
function expandIpv6(ip: string): string[] | null {
  const halves = ip.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part ? part.split(':') : [])
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  // A trailing dotted quad takes two groups.
  const last = tail.length ? tail : head
  if (last.length && last.at(-1)!.includes('.')) {
    const quad = last.pop()!.split('.').map(Number)
    if (quad.length !== 4 || quad.some((n) => !(n >= 0 && n <= 255))) return null
    last.push(((quad[0]! << 8) | quad[1]!).toString(16), ((quad[2]! << 8) | quad[3]!).toString(16))
  }
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}
