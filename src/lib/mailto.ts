/**
 * A `mailto:` link to exactly one address (issue 30): every part of the address is percent-encoded, so nothing in it
 * (a `?`, `&` or `%` that slipped past validation, or stored before it existed) can add recipients or headers.
 * The `@` stays literal: some mail programs do not decode `%40` in the address.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@')
  const encoded =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
  return `mailto:${encoded}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
}
