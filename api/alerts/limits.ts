import { emailKey } from '../reservations/email-key'

/**
 * Per registrable domain, how many searches may be confirmed in one UTC day (issue 41, ADR 0092): a catch-all
 * domain gives one attacker any number of addresses, each under the per-address limit.
 */
export const CONFIRMED_PER_DOMAIN_PER_DAY = 20

/**
 * Mailbox providers whose addresses belong to unrelated people: their domain is judged per address, or one busy
 * day at gmail.com would stop everyone's alerts there.
 */
const LARGE_PROVIDERS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'onet.eu',
  'op.pl',
  'vp.pl',
  'poczta.onet.pl',
  'interia.pl',
  'interia.eu',
  'poczta.fm',
  'gazeta.pl',
  'tlen.pl',
  'go2.pl',
])

/**
 * Second-level names under which unrelated people register their own domains (`firma.com.pl`): the registrable
 * domain keeps one more label there. A short list, not the Public Suffix List: a domain it misses is counted with
 * its parent, which is stricter, never looser.
 */
const SHARED_SECOND_LEVEL = new Set([
  'com.pl',
  'net.pl',
  'org.pl',
  'info.pl',
  'biz.pl',
  'edu.pl',
  'gov.pl',
  'waw.pl',
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.de',
  'co.at',
  'com.ua',
])

/** The registrable domain of a normalised address's domain: its last two labels, three under a shared second level. */
function registrableDomain(domain: string): string {
  const labels = domain.split('.').filter(Boolean)
  const two = labels.slice(-2).join('.')
  return SHARED_SECOND_LEVEL.has(two) && labels.length > 2 ? labels.slice(-3).join('.') : two
}

/**
 * What the per-domain limit counts a search under: its registrable domain, or at a large provider (judged per
 * address) its normalised address. Subdomains of one domain count together (`a.evil.example`, `b.evil.example`).
 */
export function domainKey(address: string): string {
  const key = emailKey(address)
  const domain = key.slice(key.lastIndexOf('@') + 1)
  return LARGE_PROVIDERS.has(domain) || LARGE_PROVIDERS.has(registrableDomain(domain)) ? key : registrableDomain(domain)
}
