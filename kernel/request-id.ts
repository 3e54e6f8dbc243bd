/** Crockford base32: no I, L, O or U, so a code read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const SHAPE = /^[0-9A-HJKMNP-TV-Z]{8}$/

/** 8 random characters (40 bits): short enough to quote to support, unique enough within a day's logs. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte & 31]
  return id
}

/** Only ids of our own shape are reused: a client-chosen header must not forge or flood log lines. */
export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SHAPE.test(value)
}
