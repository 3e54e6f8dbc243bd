import { beforeAll, describe, expect, it } from 'vitest'
import type { FacilityProfile } from '@api/contract/listing'
import type { PanelFacilityUnits, PanelOverview } from '@api/contract/panel'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'

/** Issue 41: bodies judged cheaply first, one Unicode policy, multi-line fields by schema. */
let operator = ''
let facilityId = 0
beforeAll(async () => {
  operator = await sessionFor(SEED.client.email)
  const overview = (await (await apiFetch('/api/panel/overview', { cookie: operator })).json()) as PanelOverview
  facilityId = overview.facilities.find((f) => f.slug === 'lockerbox-warszawa')!.id
})

let address = 0
/** An address of its own per request group: the form limits count per network. */
const freshIp = () => ({ 'cf-connecting-ip': `198.19.${41 + Math.floor(++address / 250)}.${(address % 250) + 1}` })

/** `{"a":[[[…]]]}`: `depth` levels in all, the object included. */
const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

describe('nested bodies', () => {
  const PUBLIC = [
    '/api/forms/facilities/lockerbox-warszawa/inquiries',
    '/api/forms/facilities/lockerbox-warszawa/reservations',
    '/api/forms/demo-request',
    '/api/newsletter/subscribe',
    '/api/alerts',
    '/api/auth/login',
    '/api/reservations/ABCD-EFGH/cancel',
  ]

  it.each(PUBLIC)('%s answers depth 8,000 with 400 INVALID_BODY (was 500: the stack overflowed)', async (path) => {
    const response = await apiFetch(path, { method: 'POST', rawBody: nested(8000), headers: freshIp() })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_BODY' })
  })

  it('refuses a signed-in write the same way', async () => {
    const response = await apiFetch(`/api/panel/facilities/${facilityId}`, {
      method: 'PATCH',
      cookie: operator,
      rawBody: nested(8000),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_BODY' })
  })

  it('draws the line after 32 levels, brackets inside strings not counted', async () => {
    const post = (rawBody: string) =>
      apiFetch('/api/forms/demo-request', { method: 'POST', rawBody, headers: freshIp() })
    const deep = await post(nested(33))
    expect(((await deep.json()) as { code: string }).code).toBe('INVALID_BODY')
    // 32 levels are parsed and judged by the schema (an unknown field `a` and nothing else: 400 VALIDATION_ERROR).
    const fits = await post(nested(32))
    expect(fits.status).toBe(400)
    expect(((await fits.json()) as { code: string }).code).toBe('VALIDATION_ERROR')
    const quoted = await post(
      JSON.stringify({ name: 'Jan Kowal', email: 'jan@example.pl', phone: '600100200', message: '['.repeat(100) }),
    )
    expect(quoted.status).toBe(201)
  })
})

describe('the form limit is counted before the body is parsed', () => {
  it('30 nested bodies from one network use up its demo-request limit', async () => {
    const headers = freshIp()
    for (let i = 0; i < 30; i++) {
      const refused = await apiFetch('/api/forms/demo-request', { method: 'POST', rawBody: nested(8000), headers })
      expect(refused.status).toBe(400)
    }
    // Before: refused bodies never reached the limit, so a flood of them was never slowed.
    const valid = { name: 'Jan Kowal', email: 'jan@example.pl', phone: '600100200' }
    const next = await apiFetch('/api/forms/demo-request', { method: 'POST', body: valid, headers })
    expect(next.status).toBe(429)
  })
})

describe('one Unicode policy', () => {
  const demo = { name: 'Jan Kowal', email: 'jan@example.pl', phone: '600100200' }
  it.each([
    ['U+061C arabic letter mark', 'Jan\u061cKowal'],
    ['U+2028 line separator', 'Jan\u2028Kowal'],
    ['U+2029 paragraph separator', 'Jan\u2029Kowal'],
    ['U+00AD soft hyphen', 'Jan\u00adKowal'],
    ['U+034F combining grapheme joiner', 'Jan\u034fKowal'],
    ['U+115F Hangul choseong filler', 'Jan\u115fKowal'],
    ['U+3164 Hangul filler', 'Jan\u3164Kowal'],
    ['U+2800 blank Braille pattern', 'Jan\u2800Kowal'],
    ['a tag character', 'Jan\u{e0041}Kowal'],
    ['a variation selector after a letter', 'Jan\ufe0fKowal'],
  ])('a name with %s is refused', async (_label, name) => {
    const response = await apiFetch('/api/forms/demo-request', {
      method: 'POST',
      body: { ...demo, name },
      headers: freshIp(),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [{ path: 'name', message: 'invalidCharacters' }] })
  })

  it.each([
    ['U+00AD', 'ja\u00adn@example.pl'],
    ['U+2028', 'jan@exa\u2028mple.pl'],
    ['U+115F', 'jan\u115f@example.pl'],
  ])('an e-mail address with %s is refused', async (_label, email) => {
    const response = await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: { email, lang: 'pl' },
      headers: freshIp(),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [{ path: 'email' }] })
  })

  it('keeps the emoji sequences that need a joiner or a selector', async () => {
    const response = await apiFetch('/api/forms/demo-request', {
      method: 'POST',
      body: { ...demo, message: 'Pracuję zdalnie 👩‍💻 ❤️ 1️⃣' },
      headers: freshIp(),
    })
    expect(response.status).toBe(201)
  })

  it('treats look-alike unit codes as the code they look like within a facility', async () => {
    const units = (await (
      await apiFetch(`/api/panel/facilities/${facilityId}/units`, { cookie: operator })
    ).json()) as PanelFacilityUnits
    const code = units.units.find((unit) => /^[A-Z]/.test(unit.code))!.code
    const create = (candidate: string) =>
      apiFetch(`/api/panel/facilities/${facilityId}/units`, {
        method: 'POST',
        cookie: operator,
        body: { code: candidate, sizeM2: 2, type: 'standard', priceMonthly: 100 },
      })
    // Full-width letters are the same code once normalised (NFKC): a duplicate.
    const fullWidth = String.fromCodePoint(code.codePointAt(0)! - 0x41 + 0xff21) + code.slice(1)
    const wide = await create(fullWidth)
    expect(wide.status).toBe(409)
    expect(await wide.json()).toMatchObject({ issues: [{ path: 'code', message: 'codeTaken' }] })
    // An invisible filler inside (`Z30` and `Zᅟ30`) is refused outright.
    const filled = await create(`${code[0]}\u115f${code.slice(1)}`)
    expect(filled.status).toBe(400)
    expect(await filled.json()).toMatchObject({ issues: [{ path: 'code', message: 'invalidCharacters' }] })
  })

  it('treats a code in Cyrillic or Greek look-alike letters as the Latin code it shows, in words of its own', async () => {
    const units = (await (
      await apiFetch(`/api/panel/facilities/${facilityId}/units`, { cookie: operator })
    ).json()) as PanelFacilityUnits
    // Latin capitals with a look-alike in Cyrillic (А В Е К М Н О Р С Т Х) and in Greek (Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Χ).
    const cyrillic: Record<string, string> = {
      A: 'А',
      B: 'В',
      E: 'Е',
      K: 'К',
      M: 'М',
      H: 'Н',
      O: 'О',
      P: 'Р',
      C: 'С',
      T: 'Т',
      X: 'Х',
    }
    const greek: Record<string, string> = {
      A: 'Α',
      B: 'Β',
      E: 'Ε',
      Z: 'Ζ',
      H: 'Η',
      I: 'Ι',
      K: 'Κ',
      M: 'Μ',
      N: 'Ν',
      O: 'Ο',
      P: 'Ρ',
      T: 'Τ',
      X: 'Χ',
    }
    const code = units.units.map((unit) => unit.code).find((c) => cyrillic[c[0]!] && greek[c[0]!])!
    for (const [script, letters] of [
      ['Cyrillic', cyrillic],
      ['Greek', greek],
    ] as const) {
      const twin = await apiFetch(`/api/panel/facilities/${facilityId}/units`, {
        method: 'POST',
        cookie: operator,
        body: { code: `${letters[code[0]!]}${code.slice(1)}`, sizeM2: 2, type: 'standard', priceMonthly: 100 },
      })
      expect(twin.status, script).toBe(409)
      expect(await twin.json()).toMatchObject({ issues: [{ path: 'code', message: 'codeLookAlike' }] })
    }
  })

  it('a code stored before the policy, with a filler in it, is the duplicate of the code it looks like', async () => {
    const tag = Date.now().toString(36).toUpperCase()
    // Written straight to D1, as the API stored it before: the policy now refuses it at the door.
    d1(
      `INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly, is_active)
       VALUES (?, ?, '1 m²', 1, 'standard', 100, 0)`,
      facilityId,
      `Q\u115f${tag}`,
    )
    const twin = await apiFetch(`/api/panel/facilities/${facilityId}/units`, {
      method: 'POST',
      cookie: operator,
      body: { code: `Q${tag}`, sizeM2: 2, type: 'standard', priceMonthly: 100 },
    })
    expect(twin.status).toBe(409)
    expect(await twin.json()).toMatchObject({ issues: [{ path: 'code', message: 'codeTaken' }] })
  })
})

describe('multi-line fields by schema', () => {
  it('a facility description keeps its line break (was 400: judged by the path segment `pl`)', async () => {
    const path = `/api/panel/facilities/${facilityId}`
    const before = (await (await apiFetch(path, { cookie: operator })).json()) as FacilityProfile
    const patch = (description: { pl: string; en: string | null }) =>
      apiFetch(path, { method: 'PATCH', cookie: operator, body: { description } })
    try {
      const saved = await patch({ pl: 'Pierwszy wiersz\nDrugi wiersz', en: 'First line\r\nSecond line' })
      expect(saved.status).toBe(200)
      const after = (await saved.json()) as FacilityProfile
      expect(after.description.pl).toBe('Pierwszy wiersz\nDrugi wiersz')
    } finally {
      if (before.description.pl)
        expect((await patch({ pl: before.description.pl, en: before.description.en })).status).toBe(200)
    }
  })

  it('a single-line field still refuses one, whatever its name', async () => {
    const response = await apiFetch(`/api/panel/facilities/${facilityId}`, {
      method: 'PATCH',
      cookie: operator,
      body: { contact: { website: 'https://example.pl/\nBcc: x' } },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [{ path: 'contact.website', message: 'invalidCharacters' }] })
  })
})
