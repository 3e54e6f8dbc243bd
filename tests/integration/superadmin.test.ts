import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient, AdminFacility, AdminOverview, AdminUser, InboxItem } from '@api/contract/admin'
import { SEED, apiFetch, login, sessionFor } from './api-helpers'
import { eventually } from './mail'

type List<T> = { items: T[]; total: number }
type ErrorBody = { code: string; message: string; issues?: { path: string; message: string }[] }

const SA = '/api/superadmin'
const tag = Date.now().toString(36)
let n = 0
const uniqueEmail = (prefix: string) => `${prefix}-${tag}-${++n}@example.pl`
const PASSWORD = 'Haslo-Testowe-1'
const OVERSIZED = JSON.stringify({ contactName: 'x'.repeat(33 * 1024) })

let admin = ''
let client = ''
let tenant = ''
const ids = { client: 0, facility: 0, user: 0 }

async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  cookie = admin,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await apiFetch(`${SA}${path}`, {
    method,
    cookie,
    ...(typeof body === 'string' ? { rawBody: body } : body === undefined ? {} : { body }),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}
const total = async (path: string) => (await call<List<unknown>>('GET', path)).body.total

const newClient = (email = uniqueEmail('klient'), password: string | undefined = PASSWORD) => ({
  user: { email, ...(password ? { password } : {}) },
  companyName: '',
  contactName: 'Anna Testowa',
  phone: '+48 600 100 200',
  billingEmail: '',
  billingAddress: {
    street: 'Piotrkowska',
    buildingNumber: '12',
    apartmentNumber: '',
    postalCode: '90-001',
    city: 'Łódź',
  },
})
const newFacility = (clientId: number, name = `Skrytka Test ${tag}`) => ({
  clientId,
  name,
  email: 'obiekt@example.pl',
  phone: '',
  latitude: '',
  longitude: 19.45,
  location: { street: 'Zgierska', buildingNumber: '5', postalCode: '91-001', city: 'Łódź' },
})
/** SQLite's NOCASE folds ASCII only; code-unit order matches its byte order for Polish letters. */
const nocase = (list: string[]) =>
  [...list].sort((a, b) => {
    const [x, y] = [a, b].map((s) => s.replace(/[A-Z]/g, (ch) => ch.toLowerCase()))
    return x! < y! ? -1 : x! > y! ? 1 : 0
  })
const newUser = (role = 'TENANT') => ({ email: uniqueEmail('user'), password: PASSWORD, role })

beforeAll(async () => {
  ;[admin, client, tenant] = await Promise.all([
    sessionFor(SEED.admin.email),
    sessionFor(SEED.client.email),
    sessionFor(SEED.tenant.email),
  ])
  const [clients, facilities, users] = await Promise.all([
    call<List<AdminClient>>('GET', '/clients?limit=1'),
    call<List<AdminFacility>>('GET', '/facilities?limit=1'),
    call<List<AdminUser>>('GET', `/users?q=${SEED.tenant.email}`),
  ])
  ids.client = clients.body.items[0]!.id
  ids.facility = facilities.body.items[0]!.id
  ids.user = users.body.items[0]!.id
})

type Endpoint = [label: string, path: () => string, body: () => unknown, status: number]
/** Bodies are functions so each SUPERADMIN call creates something new. */
const ENDPOINTS: Endpoint[] = [
  ['GET /clients', () => '/clients', () => undefined, 200],
  ['POST /clients', () => '/clients', () => newClient(), 201],
  ['GET /clients/:id', () => `/clients/${ids.client}`, () => undefined, 200],
  ['PATCH /clients/:id', () => `/clients/${ids.client}`, () => ({}), 200],
  ['GET /facilities', () => '/facilities', () => undefined, 200],
  ['POST /facilities', () => '/facilities', () => newFacility(ids.client, `Macierz ${tag}`), 201],
  ['GET /facilities/:id', () => `/facilities/${ids.facility}`, () => undefined, 200],
  ['PATCH /facilities/:id', () => `/facilities/${ids.facility}`, () => ({}), 200],
  ['GET /users', () => '/users', () => undefined, 200],
  ['POST /users', () => '/users', () => newUser(), 201],
  ['GET /users/:id', () => `/users/${ids.user}`, () => undefined, 200],
  ['PATCH /users/:id', () => `/users/${ids.user}`, () => ({}), 200],
  ['POST /users/:id/send-credentials', () => `/users/${ids.user}/send-credentials`, () => ({}), 200],
  ['GET /overview', () => '/overview', () => undefined, 200],
  // Issue 42: the verification list and a company's evidence (its writes: tests/integration/verification.test.ts).
  ['GET /verification', () => '/verification?status=flagged', () => undefined, 200],
  ['GET /verification/:id', () => `/verification/${ids.client}`, () => undefined, 200],
  [
    'POST /verification/:id/decision',
    () => '/verification/999999/decision',
    () => ({ status: 'verified', reason: 'x' }),
    400,
  ],
  ...['inquiries', 'demo-requests', 'trial-requests', 'newsletter', 'outbox'].map(
    (kind): Endpoint => [`GET /inbox/${kind}`, () => `/inbox/${kind}`, () => undefined, 200],
  ),
]

describe('role matrix: every superadmin endpoint', () => {
  it.each(ENDPOINTS)('%s: anonymous 401, TENANT 403, CLIENT 403, SUPERADMIN ok', async (label, path, body, status) => {
    const method = label.split(' ')[0]!
    const before = await Promise.all(['/clients', '/facilities', '/users'].map(total))
    for (const [cookie, expected] of [
      ['', 401],
      [tenant, 403],
      [client, 403],
    ] as const) {
      const response = await call<ErrorBody>(method, path(), body(), cookie)
      expect(response.status, `${label} as ${cookie ? 'signed in' : 'anonymous'}`).toBe(expected)
      expect(response.body.code).toBe(expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')
    }
    expect(await Promise.all(['/clients', '/facilities', '/users'].map(total))).toEqual(before)
    expect((await call(method, path(), body())).status).toBe(status)
  })
})

/** Sends each bad body and checks a 4xx with a code and that the list total did not move. */
async function expectRejected(method: string, path: string, listPath: string, cases: [unknown, number, string][]) {
  const before = await total(listPath)
  for (const [body, status, code] of cases) {
    const response = await call<ErrorBody>(method, path, body)
    expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
    expect(response.body.code).toBe(code)
  }
  expect(await total(listPath)).toBe(before)
}
const COMMON_BAD: [unknown, number, string][] = [
  ['{"broken": ', 400, 'VALIDATION_ERROR'],
  [OVERSIZED, 413, 'PAYLOAD_TOO_LARGE'],
  ['[1, 2]', 400, 'VALIDATION_ERROR'],
]

describe('clients', () => {
  it('creates a client and its CLIENT user atomically; the user can sign in', async () => {
    const before = await total('/clients')
    const email = uniqueEmail('operator')
    const created = await call<AdminClient>('POST', '/clients', newClient(email))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      companyName: null,
      billingEmail: null,
      contactName: 'Anna Testowa',
      user: { email },
      facilities: [],
    })
    expect(created.body.billingAddress).toMatchObject({
      city: 'Łódź',
      country: 'Polska',
      apartmentNumber: null,
      latitude: null,
    })
    expect(await total('/clients')).toBe(before + 1)
    const session = await login(email, PASSWORD)
    const me = (await (await apiFetch('/api/user/me', { cookie: session })).json()) as {
      user: { role: string; clientId: number }
    }
    expect(me.user).toMatchObject({ role: 'CLIENT', clientId: created.body.id })
  })

  it('generates a password when none is given', async () => {
    const created = await call<AdminClient>('POST', '/clients', newClient(uniqueEmail('bez-hasla'), undefined))
    expect(created.status).toBe(201)
    expect(JSON.stringify(created.body)).not.toMatch(/password/i)
  })

  it('rejects a taken e-mail with 409 and stores neither client nor user', async () => {
    const [clients, users] = [await total('/clients'), await total('/users')]
    const response = await call<ErrorBody>('POST', '/clients', newClient(SEED.admin.email.toUpperCase()))
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ code: 'CONFLICT', message: 'Użytkownik o tym adresie e-mail już istnieje' })
    expect([await total('/clients'), await total('/users')]).toEqual([clients, users])
  })

  it('rejects bad input with the spec messages and stores nothing', async () => {
    const missing = await call<ErrorBody>('POST', '/clients', { user: { email: 'zly' }, phone: '1' })
    expect(missing.status).toBe(400)
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'user.email', message: 'Niepoprawny email' },
        { path: 'contactName', message: 'Osoba kontaktowa jest wymagana' },
        { path: 'phone', message: 'Podaj telefon' },
        { path: 'billingAddress.street', message: 'Ulica jest wymagana' },
        { path: 'billingAddress.city', message: 'Miasto jest wymagane' },
      ]),
    )
    await expectRejected('POST', '/clients', '/clients', [
      [{ ...newClient(), contactName: 42 }, 400, 'VALIDATION_ERROR'],
      [{ ...newClient(), user: { email: uniqueEmail('x'), password: '123' } }, 400, 'VALIDATION_ERROR'],
      ...COMMON_BAD,
    ])
  })

  it('reads, updates and lists with search, sort and paging', async () => {
    const created = (await call<AdminClient>('POST', '/clients', { ...newClient(), companyName: 'Zażółć Magazyny' }))
      .body
    const patched = await call<AdminClient>('PATCH', `/clients/${created.id}`, {
      contactName: 'Ewa Nowa',
      companyName: '',
      billingAddress: { city: 'Kraków' },
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      contactName: 'Ewa Nowa',
      companyName: null,
      billingAddress: { city: 'Kraków', street: 'Piotrkowska' },
    })
    expect((await call<AdminClient>('GET', `/clients/${created.id}`)).body.contactName).toBe('Ewa Nowa')
    const found = await call<List<AdminClient>>('GET', `/clients?q=${encodeURIComponent('KRAKOW ewa')}`)
    expect(found.body.items.map((c) => c.id)).toContain(created.id)
    const sorted = (await call<List<AdminClient>>('GET', '/clients?sort=contactName:asc&limit=100')).body.items.map(
      (c) => c.contactName,
    )
    expect(sorted).toEqual(nocase(sorted))
    const byCompany = (await call<List<AdminClient>>('GET', '/clients?sort=companyName:desc&limit=100')).body.items.map(
      (c) => c.companyName ?? '',
    )
    expect(byCompany).toEqual(nocase(byCompany).reverse())
    // LIKE wildcards in q are literal characters, not "match anything".
    expect((await call<List<AdminClient>>('GET', `/clients?q=${encodeURIComponent('%_')}`)).body.total).toBe(0)
    const page2 = await call<List<AdminClient>>('GET', '/clients?page=2&limit=1&sort=id:asc')
    expect(page2.body.items).toHaveLength(1)
    expect(page2.body.total).toBeGreaterThan(1)
  })

  it('rejects bad PATCH bodies and leaves the client unchanged', async () => {
    const before = (await call<AdminClient>('GET', `/clients/${ids.client}`)).body
    for (const [body, status] of [
      [{ contactName: '' }, 400],
      [{ phone: 12 }, 400],
      [{ billingEmail: 'nie-email' }, 400],
      ...COMMON_BAD.map(([b, s]) => [b, s]),
    ] as const) {
      expect((await call('PATCH', `/clients/${ids.client}`, body)).status).toBe(status)
    }
    const issues = (
      await call<ErrorBody>('PATCH', `/clients/${ids.client}`, {
        contactName: '',
        billingEmail: 'x',
        billingAddress: { city: '' },
      })
    ).body.issues
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'contactName', message: 'Wymagane' },
        { path: 'billingEmail', message: 'Nieprawidłowy email' },
        { path: 'billingAddress.city', message: 'Wymagane' },
      ]),
    )
    expect((await call<AdminClient>('GET', `/clients/${ids.client}`)).body).toEqual(before)
  })

  it.each([
    ['/clients?page=0'],
    ['/clients?limit=500'],
    ['/clients?sort=hack'],
    ['/facilities?sort=name;DROP'],
    ['/users?page=x'],
  ])('%s → 400', async (path) => {
    expect((await call<ErrorBody>('GET', path)).body.code).toBe('VALIDATION_ERROR')
  })

  it.each([['/clients/999999'], ['/clients/abc'], ['/facilities/0'], ['/users/999999']])('%s → 404', async (path) => {
    const response = await call<ErrorBody>('GET', path)
    expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND'])
  })
})

describe('facilities', () => {
  it('creates with a unique slug, finds it diacritic-insensitively and rejects an unknown client', async () => {
    const owner = (await call<AdminClient>('POST', '/clients', newClient())).body
    const first = await call<AdminFacility>('POST', '/facilities', newFacility(owner.id, `Skład Żółw ${tag}`))
    const second = await call<AdminFacility>('POST', '/facilities', newFacility(owner.id, `Skład Żółw ${tag}`))
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.body.slug).toBe(`sklad-zolw-${tag}-lodz`)
    expect(second.body.slug).toBe(`sklad-zolw-${tag}-lodz-2`)
    expect(first.body).toMatchObject({
      clientId: owner.id,
      active: true,
      latitude: null,
      longitude: 19.45,
      phone: null,
      richContent: null,
      client: { id: owner.id },
    })
    const found = await call<List<AdminFacility>>('GET', `/facilities?q=${encodeURIComponent(`ZOLW ${tag} lodz`)}`)
    expect(found.body.items.map((f) => f.id).sort()).toEqual([first.body.id, second.body.id].sort())
    expect((await call<AdminClient>('GET', `/clients/${owner.id}`)).body.facilities).toHaveLength(2)
    const before = await total('/facilities')
    const unknown = await call<ErrorBody>('POST', '/facilities', newFacility(999999))
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toEqual([{ path: 'clientId', message: 'Wybierz klienta' }])
    expect(await total('/facilities')).toBe(before)
  })

  it('creates a facility whose coordinates are left out entirely (stored as 0/0, shown as none)', async () => {
    const owner = (await call<AdminClient>('POST', '/clients', newClient())).body
    const { latitude: _lat, longitude: _lon, ...withoutCoordinates } = newFacility(owner.id, `Bez mapy ${tag}`)
    const created = await call<AdminFacility>('POST', '/facilities', withoutCoordinates)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ latitude: null, longitude: null })
  })

  it('rejects bad create bodies with the spec messages', async () => {
    const missing = await call<ErrorBody>('POST', '/facilities', { email: 'x' })
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'clientId', message: 'Wybierz klienta' },
        { path: 'name', message: 'Nazwa jest wymagana' },
        { path: 'email', message: 'Niepoprawny email' },
        { path: 'location.street', message: 'Ulica jest wymagana' },
        { path: 'location.postalCode', message: 'Kod pocztowy jest wymagany' },
      ]),
    )
    await expectRejected('POST', '/facilities', '/facilities', [
      [{ ...newFacility(ids.client), name: ['x'] }, 400, 'VALIDATION_ERROR'],
      [{ ...newFacility(ids.client), latitude: 'north' }, 400, 'VALIDATION_ERROR'],
      ...COMMON_BAD,
    ])
  })

  it('accepts a rich-content block with only some of its fields (the rest absent, not blank)', async () => {
    const created = (await call<AdminFacility>('POST', '/facilities', newFacility(ids.client, `Partial ${tag}`))).body
    const patch = await call<AdminFacility>('PATCH', `/facilities/${created.id}`, {
      richContent: { title: 'Tylko tytuł' },
    })
    expect(patch.status).toBe(200)
    expect(patch.body.richContent).toMatchObject({ title: 'Tylko tytuł', imageUrl: null, bodyHtml: null, faq: [] })
  })

  it('updates columns and sanitized rich content, and the marketplace cache is purged', async () => {
    const created = (await call<AdminFacility>('POST', '/facilities', newFacility(ids.client, `Purge ${tag}`))).body
    for (let i = 0; i < 2; i++) expect((await apiFetch(`/api/marketplace/facilities/${created.id}`)).status).toBe(200)
    const patch = await call<AdminFacility>('PATCH', `/facilities/${created.id}`, {
      name: `Purge Nowa ${tag}`,
      phone: '+48 42 000 00 00',
      latitude: 51.77,
      richContent: {
        title: '<b>Tytuł</b>',
        bodyHtml: '<p onclick="x()">Treść<script>alert(1)</script></p>',
        faq: [{ question: '<i>Czy?</i>', answer: 'Tak' }],
        imageUrl: '',
        features: 'ogrzewanie, , winda ,',
        minSizeM2: '',
        maxPriceMonthly: '450',
      },
    })
    expect(patch.status).toBe(200)
    expect(patch.body).toMatchObject({ name: `Purge Nowa ${tag}`, slug: created.slug, latitude: 51.77 })
    expect(patch.body.richContent).toMatchObject({
      title: 'Tytuł',
      bodyHtml: '<p>Treść</p>',
      faq: [{ question: 'Czy?', answer: 'Tak' }],
      imageUrl: null,
      features: ['ogrzewanie', 'winda'],
      minSizeM2: null,
      maxPriceMonthly: 450,
    })
    const publicView = (await (await apiFetch(`/api/marketplace/facilities/${created.id}`)).json()) as { name: string }
    expect(publicView.name).toBe(`Purge Nowa ${tag}`)
    expect((await call<List<AdminFacility>>('GET', `/facilities?q=purge%20nowa%20${tag}`)).body.total).toBe(1)
    expect((await call<AdminFacility>('PATCH', `/facilities/${created.id}`, { active: false })).body.active).toBe(false)
    expect((await apiFetch(`/api/marketplace/facilities/${created.id}`)).status).toBe(404)
  })

  it('rejects bad PATCH bodies with the spec messages and leaves the facility unchanged', async () => {
    const before = (await call<AdminFacility>('GET', `/facilities/${ids.facility}`)).body
    const issues = (
      await call<ErrorBody>('PATCH', `/facilities/${ids.facility}`, {
        name: '',
        richContent: { imageUrl: 'javascript:alert(1)', faq: [{ question: '', answer: '' }] },
      })
    ).body.issues
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Nazwa jest wymagana' },
        { path: 'richContent.imageUrl', message: 'Podaj poprawny URL' },
        { path: 'richContent.faq.0.question', message: 'Pytanie jest wymagane' },
        { path: 'richContent.faq.0.answer', message: 'Odpowiedź jest wymagana' },
      ]),
    )
    for (const [body, status] of [
      [{ active: 'yes' }, 400],
      [{ location: { city: '' } }, 400],
      ...COMMON_BAD.map(([b, s]) => [b, s]),
    ] as const) {
      expect((await call('PATCH', `/facilities/${ids.facility}`, body)).status).toBe(status)
    }
    expect((await call<AdminFacility>('GET', `/facilities/${ids.facility}`)).body).toEqual(before)
  })

  it.each([
    ['name:asc', (f: AdminFacility) => f.name],
    ['location.city:desc', (f: AdminFacility) => f.location.city],
    ['clientId:asc', (f: AdminFacility) => f.clientId],
  ] as const)('sorts by %s', async (sort, key) => {
    const items = (await call<List<AdminFacility>>('GET', `/facilities?sort=${sort}&limit=100`)).body.items
    const values: (string | number)[] = items.map((f) => key(f))
    const expected =
      typeof values[0] === 'number' ? [...values].sort((a, b) => Number(a) - Number(b)) : nocase(values.map(String))
    expect(values).toEqual(sort.endsWith('desc') ? expected.reverse() : expected)
  })
})

describe('users', () => {
  it('creates, signs in, changes the password (old one stops working) and rejects duplicates', async () => {
    const input = { ...newUser('CLIENT'), clientId: ids.client, name: 'Piotr' }
    const created = await call<AdminUser>('POST', '/users', input)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      email: input.email,
      role: 'CLIENT',
      name: 'Piotr',
      client: { id: ids.client },
    })
    await login(input.email, PASSWORD)
    const duplicate = await call<ErrorBody>('POST', '/users', { ...newUser(), email: input.email.toUpperCase() })
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'CONFLICT'])
    const patched = await call<AdminUser>('PATCH', `/users/${created.body.id}`, {
      password: 'Nowe-Haslo-2',
      role: 'TENANT',
      clientId: null,
    })
    expect(patched.body).toMatchObject({ role: 'TENANT', client: null })
    await expect(login(input.email, PASSWORD)).rejects.toThrow(/401/)
    await login(input.email, 'Nowe-Haslo-2')
    expect(
      (await call<AdminUser>('PATCH', `/users/${created.body.id}`, { clientId: String(ids.client) })).body.client?.id,
    ).toBe(ids.client)
    expect((await call<AdminUser>('PATCH', `/users/${created.body.id}`, { clientId: '' })).body.client).toBeNull()
    expect((await call<ErrorBody>('PATCH', `/users/${created.body.id}`, { email: SEED.client.email })).status).toBe(409)
    expect((await call<ErrorBody>('PATCH', `/users/${created.body.id}`, { clientId: 999999 })).body.issues).toEqual([
      { path: 'clientId', message: 'Wybierz klienta' },
    ])
    expect(
      (await call<List<AdminUser>>('GET', `/users?q=${encodeURIComponent(input.email.toUpperCase())}`)).body.total,
    ).toBe(1)
  })

  it('rejects bad bodies and stores nothing', async () => {
    await expectRejected('POST', '/users', '/users', [
      [{ email: uniqueEmail('x'), role: 'CLIENT', password: '123' }, 400, 'VALIDATION_ERROR'],
      [{ ...newUser(), lang: 'de' }, 400, 'VALIDATION_ERROR'],
      [{ ...newUser(), role: 'ROOT' }, 400, 'VALIDATION_ERROR'],
      [{ ...newUser(), password: 123456 }, 400, 'VALIDATION_ERROR'],
      ...COMMON_BAD,
    ])
    const before = (await call<AdminUser>('GET', `/users/${ids.user}`)).body
    for (const [body, status] of [
      [{ password: '123' }, 400],
      [{ email: 'nie' }, 400],
      [{ clientId: 'abc' }, 400],
      ...COMMON_BAD.map(([b, s]) => [b, s]),
    ] as const) {
      expect((await call('PATCH', `/users/${ids.user}`, body)).status).toBe(status)
    }
    expect((await call<AdminUser>('GET', `/users/${ids.user}`)).body).toEqual(before)
  })

  it('send-credentials queues a set-password link, masked in the console; "generate" cancels the old password (issue 40)', async () => {
    const input = newUser()
    const user = (await call<AdminUser>('POST', '/users', input)).body
    expect((await call('POST', `/users/${user.id}/send-credentials`)).body).toEqual({ ok: true })
    // The stored text is what was sent (issue 25): there once the queue has delivered the mail.
    const sentOutbox = () =>
      eventually(async () => {
        const items = (await call<List<InboxItem>>('GET', '/inbox/outbox?limit=5')).body.items
        return items[0]?.status === 'sent' ? items : undefined
      })
    let outbox = await sentOutbox()
    expect(outbox[0]).toMatchObject({ kind: 'credentials', toEmail: input.email })
    expect(outbox[0]!.body).toContain(`Login: ${input.email}`)
    // The link's token is sealed on the row: the console's copy shows the mask, and no password at all.
    expect(outbox[0]!.body).toContain('/pl/logowanie/reset#token=••••••••&set=1')
    expect(outbox[0]!.body).not.toContain('Hasło')
    await login(input.email, PASSWORD)
    expect((await call('POST', `/users/${user.id}/send-credentials`, { generateNewPassword: true })).body).toEqual({
      ok: true,
    })
    outbox = await sentOutbox()
    expect(outbox[0]).toMatchObject({ kind: 'credentials', toEmail: input.email })
    expect(outbox[0]!.body).not.toContain(PASSWORD)
    await expect(login(input.email, PASSWORD)).rejects.toThrow(/401/)
    const outboxTotal = await total('/inbox/outbox')
    for (const [body, status] of [
      [{ generateNewPassword: 'yes' }, 400],
      ...COMMON_BAD.map(([b, s]) => [b, s]),
    ] as const) {
      expect((await call('POST', `/users/${user.id}/send-credentials`, body)).status).toBe(status)
    }
    expect((await call('POST', '/users/999999/send-credentials')).status).toBe(404)
    expect(await total('/inbox/outbox')).toBe(outboxTotal)
  })
})

describe('overview and inbox', () => {
  it('counts match the lists', async () => {
    const { body } = await call<AdminOverview>('GET', '/overview')
    expect(body.counts.clients).toBe(await total('/clients'))
    expect(body.counts.facilities.active + body.counts.facilities.inactive).toBe(await total('/facilities'))
    expect(Object.values(body.counts.users).reduce((a, b) => a + b, 0)).toBe(await total('/users'))
    expect(body.counts.users.SUPERADMIN).toBeGreaterThanOrEqual(1)
    for (const list of Object.values(body.latest)) expect(list.length).toBeLessThanOrEqual(10)
  })

  it.each(['inquiries', 'demo-requests', 'trial-requests', 'newsletter', 'outbox'])(
    'inbox/%s lists newest first',
    async (kind) => {
      const { status, body } = await call<List<InboxItem>>('GET', `/inbox/${kind}?limit=50`)
      expect(status).toBe(200)
      const itemIds = body.items.map((item) => item.id)
      expect(itemIds).toEqual([...itemIds].sort((a, b) => b - a))
      expect(body.total).toBeGreaterThanOrEqual(body.items.length)
    },
  )

  it('unknown inbox kind → 404, bad paging → 400', async () => {
    expect((await call('GET', '/inbox/sessions')).status).toBe(404)
    expect((await call('GET', '/inbox/outbox?limit=0')).status).toBe(400)
  })
})
