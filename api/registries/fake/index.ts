import { Hono } from 'hono'
import { isValidNip } from '@kernel/tax-ids'
import { BIR_SERVICE_PATH, FAKE_REGISTERS_PATH, GUS_TEST_KEY } from '../config'
import { decodeEntities } from '../regon'
import { fakeCompanyByKrs, fakeCompanyByNip } from './fixtures'
import { birAnswer, birSearchResult, ceidgFirms, krsExtract, whiteListAnswer, whiteListError } from './shapes'

/** Longer than any client waits (REGISTER_TIMEOUT_MS): the timeout fixture never answers in time. */
const HANG_MS = 10_000

/** Holds the request until the caller gives up (or HANG_MS), as a register that stopped answering does. */
function hang(signal: AbortSignal): Promise<Response> {
  return new Promise((resolve) => {
    const done = () => resolve(new Response(null, { status: 504 }))
    const timer = setTimeout(done, HANG_MS)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      done()
    })
  })
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The fake register (issue 42): the VAT white list, KRS, CEIDG and BIR1 on one local app, answering from
 * ./fixtures.ts in the registers' real shapes, faults included (a 429, a hang). Served under /__dev/registers by
 * the local server only (worker/routes/dev-registers.ts); the seed calls it in-process (scripts/seed.ts).
 */
export const fakeRegisters = new Hono()
  .basePath(FAKE_REGISTERS_PATH)
  .get('/vat/api/search/nip/:nip', async (c) => {
    const nip = c.req.param('nip')
    const date = c.req.query('date') ?? ''
    if (!/^\d{10}$/.test(nip))
      return c.json(whiteListError('WL-113', "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (110)."), 400)
    if (!isValidNip(nip)) return c.json(whiteListError('WL-115', 'Nieprawidłowy NIP (115).'), 400)
    if (!ISO_DATE.test(date)) return c.json(whiteListError('WL-103', "Pole 'data' ma nieprawidłowy format (103)."), 400)
    const company = fakeCompanyByNip(nip)
    if (company?.vatFault === 'timeout') return hang(c.req.raw.signal)
    if (company?.vatFault === 'rate_limited')
      return c.json(whiteListError('WL-191', 'Przekroczono dozwolony limit zapytań (191).'), 429, {
        'Retry-After': '3600',
      })
    return c.json(whiteListAnswer(company, nip, date))
  })
  .get('/krs/api/krs/OdpisAktualny/:krs', (c) => {
    const company = fakeCompanyByKrs(c.req.param('krs'))
    // KRS answers an unknown number, or a register other than P for it, with an empty 404.
    if (!company || c.req.query('rejestr') !== 'P') return c.body(null, 404)
    return c.json(krsExtract(company))
  })
  .get('/ceidg/api/ceidg/v2/firmy', (c) => {
    if (!/^Bearer \S+$/.test(c.req.header('authorization') ?? ''))
      return c.json({ status: 401, message: 'Brak autoryzacji' }, 401)
    const company = fakeCompanyByNip(c.req.query('nip') ?? '')
    if (!company || company.krs) return c.body(null, 204)
    return c.json(ceidgFirms(company, new URL(c.req.url).origin + FAKE_REGISTERS_PATH + '/ceidg'))
  })
  .post(`/regon${BIR_SERVICE_PATH}`, async (c) => {
    const body = await c.req.text()
    const action = /<wsa:Action>[^<]*\/(\w+)<\/wsa:Action>/.exec(body)?.[1] ?? ''
    const answer = (result: string) => {
      const { body: text, contentType } = birAnswer(action, result)
      return c.body(text, 200, { 'content-type': contentType })
    }
    if (action === 'Zaloguj') {
      const key = decodeEntities(/<ns:pKluczUzytkownika>([^<]*)</.exec(body)?.[1] ?? '')
      // A wrong key gets an empty session id, as GUS answers it.
      return answer(key === GUS_TEST_KEY ? crypto.randomUUID().replaceAll('-', '').slice(0, 20) : '')
    }
    if (action === 'Wyloguj') return answer('true')
    if (action === 'DaneSzukajPodmioty') {
      // Without a session the service answers an empty result (GetValue would say KomunikatKod 7).
      if (!/^[0-9a-z]{20}$/.test(c.req.header('sid') ?? '')) return answer('')
      const nip = /<dat:Nip>(\d+)<\/dat:Nip>/.exec(body)?.[1] ?? ''
      return answer(birSearchResult(fakeCompanyByNip(nip), nip))
    }
    return c.body('Unknown action', 400)
  })
