import { bytesToHex } from '@noble/hashes/utils.js'

/**
 * The API's keyed hashes, once: session ids, newsletter tokens and password hashes all use them. WebCrypto (native in
 * workerd and Node). Their bytes are written as text by kernel/base64.ts.
 */
const encoder = new TextEncoder()

export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/** HMAC-SHA256 of `message` under `secret` (the server's SESSION_SECRET). */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}
