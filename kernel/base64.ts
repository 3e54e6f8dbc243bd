/**
 * Bytes as base64 and back, once for every layer: session ids and tokens, password hashes, sealed outbox secrets,
 * mail attachments and the CSP nonce. `btoa` takes a "binary string" (one character per byte), built in chunks:
 * spreading a whole attachment into `String.fromCharCode` would overflow the call stack.
 */
const CHUNK = 0x8000

/** Standard base64 (RFC 4648 §4), padded. */
export function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))
}

/** URL- and cookie-safe base64 (RFC 4648 §5) without padding, as URLs and cookies want it. */
export function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  return fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'))
}
