import { base64url } from '@kernel/base64'
import { hmacSha256 } from '../lib/crypto'
import { timingSafeEqual } from '../auth/password'

/** Without 0/O and 1/I/L: the code is read out on the phone and typed from a printout. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** `ABCD-2345`: 31^8 ≈ 8.5·10^11 codes, random so a code says nothing about how many reservations exist. */
export function newReservationCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${chars.slice(0, 4)}-${chars.slice(4)}`
}

export const RESERVATION_CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}$/

/**
 * The cancel link's token: an HMAC of the code under the server secret. Nothing is stored, so every mail about the
 * reservation can carry a working link, and a leaked database holds nothing to forge one with.
 */
export async function cancelToken(secret: string, code: string): Promise<string> {
  return base64url(await hmacSha256(secret, `reservation-cancel:${code}`))
}

export async function isCancelToken(secret: string, code: string, token: string): Promise<boolean> {
  const encoder = new TextEncoder()
  return timingSafeEqual(encoder.encode(await cancelToken(secret, code)), encoder.encode(token))
}
