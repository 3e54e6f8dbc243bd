/** Providers that deliver `j.kowalski@` and `jkowalski@` to the same mailbox (googlemail.com is gmail.com). */
const DOT_BLIND = new Set(['gmail.com'])
const ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' }

const fold = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC')

/**
 * The address as the hold limits count it (issue 39, ADR 0087): one mailbox, one key, however it is spelled.
 * Letter case, NFKC compatibility forms (full-width `ｍ`), a `+tag` and, at providers that ignore them, dots all
 * reach the same mailbox, so a fresh spelling is no fresh allowance. The reservation keeps the address as typed.
 */
export function emailKey(address: string): string {
  const folded = fold(address.trim())
  const at = folded.lastIndexOf('@')
  if (at < 1) return folded
  let domain = folded.slice(at + 1).replace(/\.$/, '')
  domain = ALIASES[domain] ?? domain
  let local = folded.slice(0, at)
  // `+` starting the address is the whole name, not a tag.
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOT_BLIND.has(domain)) local = local.replaceAll('.', '') || local
  return `${local}@${domain}`
}
