import { bytesToHex } from '@noble/hashes/utils.js'

/**
 * The API's byte encodings and keyed hashes, once: session ids, newsletter tokens and password hashes all use them.
 * WebCrypto for the hashes (native in workerd and Node); base64url without padding, as URLs and cookies want it.
 */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function fromBase64url(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0))
}

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
