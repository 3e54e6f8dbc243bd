import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'

/**
 * Property-based fuzzing of every POST/PATCH endpoint: 50 malformed bodies each (fast-check). Every body is invalid
 * by construction (wrong JSON, wrong shape, or a required field of the wrong type), so the API must answer 4xx —
 * never 5xx — and store nothing.
 */
const RUNS = 50
let admin = ''
let counted = 0

const containers = [
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
]
/** Values of the wrong type for a field whose valid value is a string, a boolean or a number. */
const wrongFor = (valid: unknown) =>
  typeof valid === 'boolean'
    ? fc.oneof(fc.string(), fc.integer(), ...containers)
    : typeof valid === 'number'
      ? fc.oneof(
          fc.boolean(),
          fc.string().filter((s) => !/^\s*\d/.test(s)),
          ...containers,
        )
      : fc.oneof(fc.integer(), fc.double(), fc.boolean(), ...containers)

const at = (body: Record<string, unknown>, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body)

/** A valid body with one required field (path) replaced by a value of the wrong type. */
function corrupted(valid: Record<string, unknown>, paths: string[][]) {
  return fc.constantFrom(...paths).chain((path) =>
    wrongFor(at(valid, path)).map((value) => {
      const body = structuredClone(valid)
      let node: Record<string, unknown> = body
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
      node[path.at(-1)!] = value
      return JSON.stringify(body)
    }),
  )
}

const parsesToObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

const rawText = fc.oneof(
  fc.string({ maxLength: 200 }).filter((s) => !/^\s*\{/.test(s)),
  fc.json({ maxDepth: 2 }).filter((s) => !s.trim().startsWith('{')),
  fc.constantFrom('{', '{"a":', '{"email": "x@y.pl",', '\u0000', '{}', '{"__proto__": {"admin": true}}'),
)

/** For PATCH-like endpoints an empty body or any object of unknown keys is a valid no-op, so raw text excludes them. */
function bodies(valid: Record<string, unknown>, required: string[][], emptyIsValid: boolean) {
  const raw = emptyIsValid ? rawText.filter((text) => text.trim() !== '' && !parsesToObject(text)) : rawText
  return fc.oneof({ arbitrary: corrupted(valid, required), weight: 3 }, { arbitrary: raw, weight: 2 })
}

async function count(path: string): Promise<number> {
  const response = await apiFetch(path, { cookie: admin })
  return ((await response.json()) as { total: number }).total
}

type Target = {
  name: string
  method: 'POST' | 'PATCH'
  path: string
  auth?: boolean
  valid: Record<string, unknown>
  required: string[][]
  store?: string
  ignoresBody?: boolean
}

const address = { street: 'Długa', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa', country: 'Polska' }
const TARGETS: Target[] = [
  {
    name: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    valid: { email: 'f@example.pl', lang: 'pl' },
    required: [['email']],
    store: '/api/superadmin/inbox/newsletter?limit=1',
  },
  {
    name: 'demo request',
    method: 'POST',
    path: '/api/forms/demo-request',
    valid: { name: 'Jan Kowal', email: 'j@example.pl', phone: '600100200' },
    required: [['name'], ['email'], ['phone']],
    store: '/api/superadmin/inbox/demo-requests?limit=1',
  },
  {
    name: 'trial',
    method: 'POST',
    path: '/api/forms/trial-start',
    valid: {
      name: 'Firma',
      nip: '5260250274',
      street: 'Długa',
      buildingNumber: '1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
      email: 't@example.pl',
      phone: '600100200',
    },
    required: [['name'], ['nip'], ['street'], ['city'], ['country'], ['email'], ['phone']],
    store: '/api/superadmin/inbox/trial-requests?limit=1',
  },
  {
    name: 'inquiry',
    method: 'POST',
    path: '/api/forms/facilities/lockerbox-warszawa/inquiries',
    valid: { name: 'Anna', email: 'a@example.pl', phone: '600100200' },
    required: [['name'], ['email'], ['phone']],
    store: '/api/superadmin/inbox/inquiries?limit=1',
  },
  {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    valid: { email: 'nobody@example.pl', password: 'secret-1' },
    required: [['email'], ['password']],
  },
  // Issue 40: a malformed body mails nobody and spends no one's allowance (the schema runs before the limits).
  {
    name: 'sign-in link',
    method: 'POST',
    path: '/api/auth/email-link',
    valid: { email: 'nobody@example.pl', lang: 'pl' },
    required: [['email']],
  },
  {
    name: 'sign-in link confirm',
    method: 'POST',
    path: '/api/auth/email-link/confirm',
    valid: { token: 'x'.repeat(43) },
    required: [['token']],
  },
  // Logout reads no body: whatever arrives, it must not fail (and signs out nobody it should not).
  {
    name: 'logout',
    method: 'POST',
    path: '/api/auth/logout',
    valid: { reason: 'x' },
    required: [['reason']],
    ignoresBody: true,
  },
  {
    name: 'create client',
    method: 'POST',
    path: '/api/superadmin/clients',
    auth: true,
    valid: {
      user: { email: 'fuzz@example.pl', password: 'secret-1' },
      contactName: 'Jan',
      phone: '600100200',
      billingAddress: address,
    },
    required: [['user', 'email'], ['contactName'], ['phone'], ['billingAddress', 'city']],
    store: '/api/superadmin/clients?limit=1',
  },
  {
    name: 'create facility',
    method: 'POST',
    path: '/api/superadmin/facilities',
    auth: true,
    valid: { clientId: 1, name: 'Fuzz', location: address },
    required: [['name'], ['location', 'street'], ['location', 'city']],
    store: '/api/superadmin/facilities?limit=1',
  },
  {
    name: 'create user',
    method: 'POST',
    path: '/api/superadmin/users',
    auth: true,
    valid: { email: 'fuzz-user@example.pl', password: 'secret-1', role: 'TENANT' },
    required: [['email'], ['password'], ['role']],
    store: '/api/superadmin/users?limit=1',
  },
  {
    name: 'patch client',
    method: 'PATCH',
    path: '/api/superadmin/clients/1',
    auth: true,
    valid: { contactName: 'Jan', phone: '600100200' },
    required: [['contactName'], ['phone']],
  },
  {
    name: 'patch facility',
    method: 'PATCH',
    path: '/api/superadmin/facilities/1',
    auth: true,
    valid: { name: 'Lockerbox', active: true },
    required: [['name'], ['active']],
  },
  {
    name: 'patch user',
    method: 'PATCH',
    path: '/api/superadmin/users/3',
    auth: true,
    valid: { email: 'tenant@skrytka.test', role: 'TENANT' },
    required: [['email'], ['role']],
  },
  {
    name: 'send credentials',
    method: 'POST',
    path: '/api/superadmin/users/3/send-credentials',
    auth: true,
    valid: { generateNewPassword: true },
    required: [['generateNewPassword']],
    store: '/api/superadmin/inbox/outbox?limit=1',
  },
  // Issue 40: the password reset's request and confirm, and the signed-in change.
  {
    name: 'password reset',
    method: 'POST',
    path: '/api/auth/password-reset',
    valid: { email: 'admin@skrytka.test', lang: 'pl' },
    required: [['email']],
    store: '/api/superadmin/inbox/outbox?limit=1',
  },
  {
    name: 'password reset confirm',
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    valid: { token: 'A'.repeat(43), password: 'Nowe-Haslo-1' },
    required: [['token'], ['password']],
  },
  {
    // Issue 42: a new facility's schema judges the body before the role (the superadmin's panel is read-only: 403).
    name: 'new facility draft',
    method: 'POST',
    path: '/api/panel/facilities',
    auth: true,
    valid: { name: 'Szkic', ...address, latitude: '52,2', longitude: '21', email: '', phone: '' },
    required: [['name'], ['street'], ['latitude'], ['longitude']],
  },
  {
    // A reject needs a reason; facility 1 is published, so even a valid body changes nothing (409).
    name: 'review reject',
    method: 'POST',
    path: '/api/superadmin/publication/facilities/1/reject',
    auth: true,
    valid: { reason: 'Zdjęcia innego obiektu' },
    required: [['reason']],
  },
  {
    name: 'password change',
    method: 'POST',
    path: '/api/account/password',
    auth: true,
    valid: { currentPassword: 'Admin-Skrytka-2026', password: 'Nowe-Haslo-1' },
    required: [['currentPassword'], ['password']],
  },
  // Issue 43: the review form (an unknown token: a valid body answers 404) and what its link is for.
  {
    name: 'review',
    method: 'POST',
    path: '/api/reviews',
    valid: { token: 'A'.repeat(43), score: 5, body: 'Czysto, sucho i blisko domu. Polecam.', author: 'Ala K.' },
    required: [['token'], ['score'], ['body'], ['author']],
  },
  {
    name: 'review invitation',
    method: 'POST',
    path: '/api/reviews/invitation',
    valid: { token: 'A'.repeat(43) },
    required: [['token']],
  },
  // Issue 42: the console's verification decision, on a company that does not exist (a body that passes is a 404, so
  // no seeded company's badge can change under the other files).
  {
    name: 'verification decision',
    method: 'POST',
    path: '/api/superadmin/verification/999999/decision',
    auth: true,
    valid: { status: 'refused', reason: 'Wykreślona z KRS' },
    required: [['status'], ['reason']],
  },
]

beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

describe.each(TARGETS)('$name', (target) => {
  it(`answers ${RUNS} malformed bodies with 4xx and stores nothing`, async () => {
    const snapshot = async () =>
      target.store
        ? await count(target.store)
        : target.method === 'PATCH'
          ? await (await apiFetch(target.path, { cookie: admin })).text()
          : null
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        bodies(target.valid, target.required, target.method === 'PATCH' || target.name === 'send credentials'),
        async (rawBody) => {
          const response = await apiFetch(target.path, {
            method: target.method,
            rawBody,
            cookie: target.auth ? admin : undefined,
            headers: { 'cf-connecting-ip': `fuzz-${target.name}` },
          })
          counted += 1
          expect(response.status, `${response.status} for ${rawBody.slice(0, 120)}`).toBeLessThan(500)
          if (target.ignoresBody) return
          expect(response.status, `${response.status} for ${rawBody.slice(0, 120)}`).toBeGreaterThanOrEqual(400)
          expect(((await response.json()) as { code: string }).code).toMatch(/^[A-Z_]+$/)
        },
      ),
      { numRuns: RUNS },
    )
    expect(await snapshot()).toEqual(before)
  })
})

it('fuzzed at least 50 bodies per endpoint', () => {
  expect(counted).toBeGreaterThanOrEqual(RUNS * TARGETS.length)
})

/**
 * Issue 14: hostile values in every query parameter and text field. Lists and searches answer 200 or a 4xx with the
 * usual error body, never 5xx; text with control characters or lone surrogates is refused with 400.
 */
const LONG_WORD = 'przechowalniasamoobslugowa'.repeat(4)
/** Already percent-encoded: a lone surrogate cannot even be encoded by encodeURIComponent, and %FF is not UTF-8. */
const QUERY_PAYLOADS = [
  LONG_WORD,
  `${LONG_WORD}%00x`,
  'a%00b',
  '%00',
  '%ED%A0%80',
  '%F0%9F',
  '%FF',
  '%0D%0ABcc:%20x@evil.example',
  '%',
  '%%',
  '%u0000',
  '1e21',
  '1e308',
  '-1e309',
  '9'.repeat(400),
  '1E3',
  '0x10',
  'Infinity',
  'NaN',
  '-0',
  '%201%20',
  '1.5',
  '',
  '%20',
]
const LIST_PARAMS = [
  'q',
  'location',
  'page',
  'limit',
  'lat',
  'lon',
  'radius',
  'minSize',
  'priceMax',
  'sort',
  'features',
  'unitType',
  'map',
]

describe('hostile query values', () => {
  it(`marketplace list: ${LIST_PARAMS.length} parameters × ${QUERY_PAYLOADS.length} values, never 5xx`, async () => {
    const failures: string[] = []
    for (const param of LIST_PARAMS) {
      for (const value of QUERY_PAYLOADS) {
        const extra =
          param === 'lat'
            ? '&lon=21&radius=5'
            : param === 'lon'
              ? '&lat=52&radius=5'
              : param === 'radius'
                ? '&lat=52&lon=21'
                : ''
        const response = await apiFetch(`/api/marketplace/facilities?${param}=${value}${extra}`)
        const code = response.status >= 400 ? ((await response.json()) as { code: string }).code : null
        if (response.status >= 500 || (code && code !== 'VALIDATION_ERROR'))
          failures.push(`${param}=${value} → ${response.status} ${code}`)
      }
    }
    expect(failures).toEqual([])
  })

  it.each(['clients', 'users', 'facilities', 'inbox/outbox'])(
    'admin list %s: q and page never answer 5xx',
    async (list) => {
      for (const value of QUERY_PAYLOADS) {
        for (const param of ['q', 'page', 'limit']) {
          const response = await apiFetch(`/api/superadmin/${list}?${param}=${value}`, { cookie: admin })
          expect(response.status, `${list} ${param}=${value}`).toBeLessThan(500)
        }
      }
    },
  )
})

const TEXT_PAYLOADS: [string, string, number][] = [
  ['NUL', 'Jan\u0000Kowal', 400],
  ['CR/LF', 'Jan\r\nBcc: all@evil.example', 400],
  ['lone high surrogate', 'Jan\ud800', 400],
  ['lone low surrogate', '\udfffJan', 400],
  ['escape', 'Jan\u001b[31m', 400],
  ['C1 control', 'Jan\u0085', 400],
  // Issue 30: invisible characters that make two names (or addresses) look the same, or reorder what is shown.
  ['zero-width space', 'Jan\u200bKowalski', 400],
  ['zero-width joiner', 'Jan\u200dKowalski', 400],
  ['byte-order mark', '\ufeffJan', 400],
  ['right-to-left override', 'Jan \u202eikswolaK', 400],
  ['bidi isolate', '\u2067Jan\u2069', 400],
  ['right-to-left script', 'יוסי כהן', 201],
]

describe.each(TEXT_PAYLOADS)('a %s in a form field', (_label, text, status) => {
  it.each([
    ['/api/forms/demo-request', (v: string) => ({ name: v, email: 'fuzz-text@example.pl', phone: '600100200' })],
    [
      '/api/forms/facilities/lockerbox-warszawa/inquiries',
      (v: string) => ({ name: v, email: 'fuzz-text@example.pl', phone: '600100200' }),
    ],
  ])(`%s answers ${status}`, async (path, body) => {
    const response = await apiFetch(path, {
      method: 'POST',
      body: body(text),
      headers: { 'cf-connecting-ip': `fuzz-text-${_label}` },
    })
    expect(response.status).toBe(status)
  })
})
