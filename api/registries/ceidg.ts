import * as v from 'valibot'
import { type Fetcher, exchange, parseJson, unreadable } from './http'
import type { EntityStatus, RegisterAnswer } from './port'

/**
 * CEIDG, the register of sole traders (dane.biznes.gov.pl): `GET {base}/api/ceidg/v2/firmy?nip=` with the token
 * the Ministry issues (`Authorization: Bearer`). An unknown NIP answers 204 with no body. `status`: AKTYWNY,
 * ZAWIESZONY, WYKRESLONY, OCZEKUJE_NA_ROZPOCZECIE_DZIALANOSCI, WYLACZNIE_W_FORMIE_SPOLKI. Each entry's `id` is its
 * CEIDG id: kept as the answer's id.
 */
const Address = v.object({
  ulica: v.nullish(v.string()),
  budynek: v.nullish(v.string()),
  lokal: v.nullish(v.string()),
  miasto: v.nullish(v.string()),
  kod: v.nullish(v.string()),
})
const Answer = v.object({
  firmy: v.array(
    v.object({
      id: v.string(),
      nazwa: v.string(),
      status: v.string(),
      adresDzialalnosci: v.nullish(Address),
      wlasciciel: v.nullish(v.object({ nip: v.nullish(v.string()), regon: v.nullish(v.string()) })),
    }),
  ),
})

const STATUSES: Record<string, EntityStatus> = { AKTYWNY: 'active', ZAWIESZONY: 'suspended', WYKRESLONY: 'ended' }

export function ceidgAdapter(fetcher: Fetcher, base: string, token: string | undefined) {
  return async (nip: string): Promise<RegisterAnswer> => {
    if (!token) return { unavailable: true, reason: 'unconfigured', httpStatus: null }
    const url = `${base}/api/ceidg/v2/firmy?nip=${encodeURIComponent(nip)}`
    const result = await exchange(fetcher, url, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    })
    if ('unavailable' in result) return result.unavailable
    if (result.reply.status === 204 || result.reply.status === 404) return { found: false, requestId: null }
    const parsed = v.safeParse(Answer, parseJson(result.reply.text))
    if (result.reply.status !== 200 || !parsed.success) return unreadable(result.reply.status)
    // A trader who closed one business and opened another has both: the active one speaks for the NIP.
    const entries = parsed.output.firmy
    const entry = entries.find((firm) => firm.status === 'AKTYWNY') ?? entries[0]
    if (!entry) return { found: false, requestId: null }
    const address = entry.adresDzialalnosci
    return {
      found: true,
      requestId: entry.id,
      status: STATUSES[entry.status] ?? 'suspended',
      statusText: entry.status,
      name: entry.nazwa,
      address: address
        ? {
            street: address.ulica ?? null,
            building: address.budynek ?? null,
            apartment: address.lokal ?? null,
            postalCode: address.kod ?? null,
            city: address.miasto ?? null,
          }
        : null,
      krs: null,
      regon: entry.wlasciciel?.regon ?? null,
    }
  }
}
