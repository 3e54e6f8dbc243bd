import {
  ACTIVE_STATUSES,
  MAX_ACTIVE_PER_EMAIL,
  MAX_ACTIVE_PER_FACILITY,
  MAX_ACTIVE_PER_NETWORK,
} from '../contract/reservation-values'
import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'
import { LOCAL_NETWORK } from '../lib/rate-limit'

const ACTIVE = `status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`
const active = (where: string) => `(SELECT COUNT(*) FROM reservations WHERE ${where} AND ${ACTIVE})`

/**
 * The hold limits as the reservation INSERT's own WHERE (issue 39, ADR 0087): counted inside the statement that
 * writes, so parallel requests cannot all read "2 of 3" and all insert. Each count is an index lookup (migration
 * 0037). Parameters: ?2 facility, ?16 the address's key, ?17 the network. A local caller without an address (no
 * CF-Connecting-IP: the dev server, the browser journeys) has no network to count; on Cloudflare every request has
 * one.
 */
export const HOLD_LIMIT_SQL = `${active('email_key = ?16')} < ${MAX_ACTIVE_PER_EMAIL}
  AND ${active('email_key = ?16 AND facility_id = ?2')} < ${MAX_ACTIVE_PER_FACILITY}
  AND (?17 = '${LOCAL_NETWORK}' OR ${active('network = ?17')} < ${MAX_ACTIVE_PER_NETWORK})`

/**
 * Which limit refused the hold, read after the INSERT's WHERE did: the address in this facility first (the most
 * specific thing to tell the renter), then the address, else the network. Each is its own code and message.
 */
export async function holdLimitReached(db: Db, facilityId: number, key: string, network: string) {
  const counts = await db
    .prepare(
      `SELECT ${active('email_key = ?1 AND facility_id = ?2')} AS here, ${active('email_key = ?1')} AS address,
         ${active('network = ?3')} AS network`,
    )
    .bind(key, facilityId, network)
    .first<{ here: number; address: number; network: number }>()
  const retry = { 'Retry-After': '3600' }
  if ((counts?.here ?? 0) >= MAX_ACTIVE_PER_FACILITY)
    return new ApiFailure(409, 'RESERVATION_FACILITY_LIMIT', 'This e-mail already holds a unit in this facility')
  if ((counts?.address ?? 0) >= MAX_ACTIVE_PER_EMAIL || network === LOCAL_NETWORK)
    return new ApiFailure(429, 'RESERVATION_LIMIT', 'Too many active reservations for this e-mail', undefined, retry)
  return new ApiFailure(
    429,
    'RESERVATION_NETWORK_LIMIT',
    'Too many active reservations from this network',
    undefined,
    retry,
  )
}
