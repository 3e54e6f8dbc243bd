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
 * The links' tokens: an HMAC of the code under the server secret, one purpose string each. Nothing is stored, so
 * every mail about the reservation can carry working links, and a leaked database holds nothing to forge one with.
 * The calendar link travels in a query string (logs, calendar apps that re-fetch it), so it gets its own token
 * that only reads the .ics and can never cancel (ADR 0085).
 */
const PURPOSES = { cancel: 'reservation-cancel', calendar: 'reservation-calendar' } as const
type Purpose = keyof typeof PURPOSES

const tokenFor = async (purpose: Purpose, secret: string, code: string) =>
  base64url(await hmacSha256(secret, `${PURPOSES[purpose]}:${code}`))

async function isToken(purpose: Purpose, secret: string, code: string, token: string): Promise<boolean> {
  const encoder = new TextEncoder()
  return timingSafeEqual(encoder.encode(await tokenFor(purpose, secret, code)), encoder.encode(token))
}

export const cancelToken = (secret: string, code: string) => tokenFor('cancel', secret, code)
export const isCancelToken = (secret: string, code: string, token: string) => isToken('cancel', secret, code, token)
export const calendarToken = (secret: string, code: string) => tokenFor('calendar', secret, code)
export const isCalendarToken = (secret: string, code: string, token: string) => isToken('calendar', secret, code, token)
