/**
 * A `mailto:` link built encoded (issue 30): whatever an address holds (`?cc=…&bcc=…`, `%0A`, spaces), it stays one
 * recipient and can add no recipients, headers or body to the message. The `@` is kept readable; everything else a
 * URI component may not hold as is is percent-encoded, and the subject likewise.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = address.split('@').map(encodeURIComponent).join('@')
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`
}
