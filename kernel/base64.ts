/**
 * Bytes as base64 and back, once for every layer: session ids and tokens, password hashes, sealed outbox secrets,
 * mail attachments and the CSP nonce. `btoa` takes a "binary string" (one character per byte), built in chunks:
 * spreading a whole attachment into `String.fromCharCode` would overflow the call stack.
 */
const CHUNK = 0x8000

/** Standard base64 (RFC 4648 §4), padded. */
export function base64(bytes: Uint8Array): string {
  const native = (bytes as { toBase64?: () => string }).toBase64
  if (native) return native.call(bytes)
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[])
  return btoa(binary)
}

/** An index loop: `Uint8Array.from(text, mapper)` iterated and called back per character, ~40× slower on a 1 MB file. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** URL- and cookie-safe base64 (RFC 4648 §5) without padding, as URLs and cookies want it. */
export function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  return fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'))
}
