import * as v from 'valibot'
import { type Fetcher, exchange, parseJson, unreadable } from './http'
import type { RegisterAnswer } from './port'

/**
 * The VAT white list ("Wykaz podatników VAT", the Ministry of Finance): `GET {base}/api/search/nip/{nip}?date=`,
 * no key. Every answer carries a `requestId`, the Ministry's proof that it said so on that day: kept as evidence.
 * `statusVat`: "Czynny" (active), "Zwolniony" (exempt), "Niezarejestrowany" (not registered: removed, with
 * `removalDate` and `removalBasis`, or refused). An unknown NIP answers `subject: null`.
 */
const Subject = v.object({
  name: v.string(),
  nip: v.nullish(v.string()),
  statusVat: v.string(),
  regon: v.nullish(v.string()),
  krs: v.nullish(v.string()),
  residenceAddress: v.nullish(v.string()),
  workingAddress: v.nullish(v.string()),
  removalDate: v.nullish(v.string()),
  accountNumbers: v.nullish(v.array(v.string())),
})
const Answer = v.object({
  result: v.object({ subject: v.nullable(Subject), requestId: v.string() }),
})

export function whiteListAdapter(fetcher: Fetcher, base: string) {
  return async (nip: string, date: string): Promise<RegisterAnswer> => {
    const url = `${base}/api/search/nip/${encodeURIComponent(nip)}?date=${encodeURIComponent(date)}`
    const result = await exchange(fetcher, url, { headers: { accept: 'application/json' } })
    if ('unavailable' in result) return result.unavailable
    const parsed = v.safeParse(Answer, parseJson(result.reply.text))
    // A 400 (WL-1xx: a malformed NIP or date) names our mistake, not the company: no answer about it.
    if (result.reply.status !== 200 || !parsed.success) return unreadable(result.reply.status)
    const { subject, requestId } = parsed.output.result
    if (!subject) return { found: false, requestId }
    const status = subject.statusVat === 'Czynny' ? 'active' : subject.statusVat === 'Zwolniony' ? 'exempt' : 'ended'
    const line = subject.workingAddress || subject.residenceAddress || null
    return {
      found: true,
      requestId,
      status,
      statusText: subject.statusVat,
      name: subject.name,
      address: line ? { ...splitAddressLine(line), line } : null,
      krs: subject.krs || null,
      regon: subject.regon || null,
      accounts: subject.accountNumbers?.length ?? 0,
    }
  }
}

/** "UL. PROSTA 12/4, 00-838 WARSZAWA" → its parts; a line in another shape keeps only `line` for the comparison. */
export function splitAddressLine(line: string) {
  const match =
    /^(.*?)\s+(\d+[A-Za-z]?)(?:\s*\/\s*(\w+)|\s+(?:lok\.?|m\.?)\s*(\w+))?\s*,\s*(\d{2}-\d{3})\s+(.+)$/u.exec(
      line.trim(),
    )
  if (!match) return { street: null, building: null, apartment: null, postalCode: null, city: null }
  return {
    street: match[1]!,
    building: match[2]!,
    apartment: match[3] ?? match[4] ?? null,
    postalCode: match[5]!,
    city: match[6]!,
  }
}
