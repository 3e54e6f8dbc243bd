import { beforeAll, describe, expect, it } from 'vitest'
import type { CurrentUser } from '@api/contract/auth'
import type {
  AuditEntry,
  PanelFacilityUnits,
  PanelInquiry,
  PanelInquiryDetail,
  PanelOverview,
  TenantInquiry,
} from '@api/contract/panel'
import { SEED, apiFetch } from './api-helpers'
import { eventually } from './mail'
import { loginAs } from './panel-helpers'

/** Issue 19: the operator panel's role × endpoint matrix, isolation between companies, stage history and audit. */
type List<T> = { items: T[]; total: number }
const CLIENT_B = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }
const FACILITY_A = 'lockerbox-warszawa'
const FACILITY_B = 'sunbox24-warszawa'
const tag = Date.now().toString(36)

const cookies = { anonymous: '', tenant: '', clientA: '', clientB: '', admin: '' }
type Who = keyof typeof cookies
const company = { a: 0, b: 0 }
/** Ids of each company's rows: the same endpoint is called with its own and with the other company's. */
const ids = { a: { inquiry: 0, facility: 0, unit: 0 }, b: { inquiry: 0, facility: 0, unit: 0 } }

async function call<T = unknown>(who: Who, method: string, path: string, body?: unknown) {
  const response = await apiFetch(path, { method, cookie: cookies[who], ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // CSV
  }
  return { status: response.status, body: parsed as T, headers: response.headers, text }
}

async function sendInquiry(slug: string, email: string, unitCode: string) {
  const response = await apiFetch(`/api/forms/facilities/${slug}/inquiries`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': `10.19.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}` },
    body: {
      name: `Najemca ${tag}`,
      email,
      phone: '+48 600 700 800',
      sizeM2: 3,
      period: null,
      message: `Pytanie ${tag} o ${slug}`,
      unitCode,
      sourceUrl: `/pl/magazyn-self-storage/${slug}`,
      website: '',
    },
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

beforeAll(async () => {
  // One after another: four Argon2id hashes at once can outlast the proxy's timeout on a busy machine.
  cookies.tenant = await loginAs(SEED.tenant)
  cookies.clientA = await loginAs(SEED.client)
  cookies.clientB = await loginAs(CLIENT_B)
  cookies.admin = await loginAs(SEED.admin)
  const me = async (who: Who) => (await call<{ user: CurrentUser }>(who, 'GET', '/api/user/me')).body.user
  company.a = (await me('clientA')).clientId!
  company.b = (await me('clientB')).clientId!
  expect(company.a).not.toBe(company.b)
  const overview = async (who: Who) => (await call<PanelOverview>(who, 'GET', '/api/panel/overview')).body
  const facilityOf = async (who: Who, slug: string) => (await overview(who)).facilities.find((f) => f.slug === slug)!.id
  ids.a.facility = await facilityOf('clientA', FACILITY_A)
  ids.b.facility = await facilityOf('clientB', FACILITY_B)
  const unitsOf = async (who: Who, facility: number) =>
    (await call<PanelFacilityUnits>(who, 'GET', `/api/panel/facilities/${facility}/units`)).body.units
  const unitA = (await unitsOf('clientA', ids.a.facility)).find((u) => u.isActive)!
  const unitB = (await unitsOf('clientB', ids.b.facility)).find((u) => u.isActive)!
  ids.a.unit = unitA.id
  ids.b.unit = unitB.id
  ids.a.inquiry = await sendInquiry(FACILITY_A, SEED.tenant.email, unitA.code)
  ids.b.inquiry = await sendInquiry(FACILITY_B, `renter-${tag}@example.pl`, unitB.code)
})

type Side = 'a' | 'b'
type Endpoint = { label: string; method: string; path: (side: Side) => string; body?: () => unknown; takesId: boolean }
const P = '/api/panel'
const PANEL: Endpoint[] = [
  { label: 'GET /panel/overview', method: 'GET', path: () => `${P}/overview`, takesId: false },
  { label: 'GET /panel/inquiries', method: 'GET', path: () => `${P}/inquiries`, takesId: false },
  { label: 'GET /panel/inquiries/export.csv', method: 'GET', path: () => `${P}/inquiries/export.csv`, takesId: false },
  { label: 'GET /panel/inquiries/:id', method: 'GET', path: (s) => `${P}/inquiries/${ids[s].inquiry}`, takesId: true },
  {
    label: 'PATCH /panel/inquiries/:id',
    method: 'PATCH',
    path: (s) => `${P}/inquiries/${ids[s].inquiry}`,
    body: () => ({ note: `Notatka ${tag}` }),
    takesId: true,
  },
  {
    label: 'GET /panel/facilities/:id/units',
    method: 'GET',
    path: (s) => `${P}/facilities/${ids[s].facility}/units`,
    takesId: true,
  },
  {
    label: 'PATCH /panel/units/:id',
    method: 'PATCH',
    path: (s) => `${P}/units/${ids[s].unit}`,
    body: () => ({ priceMonthly: 321 }),
    takesId: true,
  },
]
const withClient = (path: string, clientId: number) => `${path}${path.includes('?') ? '&' : '?'}clientId=${clientId}`

describe('role × endpoint matrix: the operator panel', () => {
  it.each(PANEL)(
    "$label: anonymous 401, TENANT 403, CLIENT A/B own 200 and the other's id 404, SUPERADMIN reads only",
    async (e) => {
      expect((await call('anonymous', e.method, e.path('a'), e.body?.())).status).toBe(401)
      const tenant = await call<{ code: string }>('tenant', e.method, e.path('a'), e.body?.())
      expect(tenant.status).toBe(403)
      expect(tenant.body.code).toBe('FORBIDDEN')
      for (const [who, own, other] of [
        ['clientA', 'a', 'b'],
        ['clientB', 'b', 'a'],
      ] as const) {
        expect((await call(who, e.method, e.path(own), e.body?.())).status, `${who} own`).toBe(200)
        if (e.takesId) {
          const cross = await call<{ code: string }>(who, e.method, e.path(other), e.body?.())
          // Never 403: the answer must not reveal that the id exists in another company.
          expect(cross.status, `${who} with the other company's id`).toBe(404)
          expect(cross.body.code).toBe('NOT_FOUND')
          // Naming the other company changes nothing for a CLIENT.
          expect((await call(who, e.method, withClient(e.path(other), company[other]), e.body?.())).status).toBe(404)
        }
      }
      // The superadmin reads any company's panel by naming it, never writes, and must name one.
      const admin = await call<{ code: string }>('admin', e.method, withClient(e.path('a'), company.a), e.body?.())
      expect(admin.status).toBe(e.method === 'GET' ? 200 : 403)
      if (e.method === 'GET') {
        expect((await call('admin', e.method, e.path('a'))).status).toBe(400)
        expect((await call('admin', e.method, withClient(e.path('a'), 999_999))).status).toBe(404)
        if (e.takesId) expect((await call('admin', e.method, withClient(e.path('b'), company.a))).status).toBe(404)
      }
    },
  )

  it('every panel answer is private, no-store', async () => {
    for (const e of PANEL.filter((x) => x.method === 'GET')) {
      expect((await call('clientA', 'GET', e.path('a'))).headers.get('cache-control'), e.label).toBe(
        'private, no-store',
      )
    }
  })

  it('ids that are not ids answer 404, like ids of another company', async () => {
    for (const path of [
      `${P}/inquiries/abc`,
      `${P}/inquiries/0`,
      `${P}/inquiries/1e3`,
      `${P}/facilities/-1/units`,
      `${P}/units/99999999`,
    ]) {
      expect((await call('clientA', 'GET', path)).status, path).toBe(404)
    }
  })
})

describe('role × endpoint matrix: tenant and audit', () => {
  it('GET /tenant/inquiries: anonymous 401, TENANT 200, CLIENT A/B and SUPERADMIN 403', async () => {
    const path = '/api/tenant/inquiries'
    expect((await call('anonymous', 'GET', path)).status).toBe(401)
    for (const who of ['clientA', 'clientB', 'admin'] as const)
      expect((await call(who, 'GET', path)).status, who).toBe(403)
    const tenant = await call<List<TenantInquiry>>('tenant', 'GET', path)
    expect(tenant.status).toBe(200)
    expect(tenant.headers.get('cache-control')).toBe('private, no-store')
    // Only the inquiries sent with the tenant's own e-mail; nothing of the operator's side but the stage.
    expect(tenant.body.items.map((i) => i.id)).toContain(ids.a.inquiry)
    expect(tenant.body.items.map((i) => i.id)).not.toContain(ids.b.inquiry)
    expect(JSON.stringify(tenant.body)).not.toMatch(/note|userEmail|Notatka/)
  })

  it('GET /superadmin/audit: anonymous 401, TENANT, CLIENT A and B 403, SUPERADMIN 200', async () => {
    const path = '/api/superadmin/audit'
    expect((await call('anonymous', 'GET', path)).status).toBe(401)
    for (const who of ['tenant', 'clientA', 'clientB'] as const)
      expect((await call(who, 'GET', path)).status, who).toBe(403)
    expect((await call('admin', 'GET', path)).status).toBe(200)
  })
})

describe('isolation of lists and exports', () => {
  it("a company's list, search and CSV hold only its own inquiries, whatever clientId says", async () => {
    for (const path of [
      `${P}/inquiries?limit=100`,
      `${P}/inquiries?limit=100&clientId=${company.b}`,
      `${P}/inquiries?q=${tag}&limit=100`,
    ]) {
      const list = await call<List<PanelInquiry>>('clientA', 'GET', path)
      expect(list.body.items.map((i) => i.id)).toContain(ids.a.inquiry)
      expect(list.body.items.map((i) => i.id)).not.toContain(ids.b.inquiry)
    }
    const foreignFacility = await call<List<PanelInquiry>>(
      'clientA',
      'GET',
      `${P}/inquiries?facilityId=${ids.b.facility}`,
    )
    expect(foreignFacility.body.total).toBe(0)
    const csv = await call('clientA', 'GET', `${P}/inquiries/export.csv?q=${tag}`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text).toContain(`Pytanie ${tag} o ${FACILITY_A}`)
    expect(csv.text).not.toContain(FACILITY_B)
  })

  it("the superadmin's read of a company is that company's data", async () => {
    const list = await call<List<PanelInquiry>>('admin', 'GET', `${P}/inquiries?clientId=${company.b}&limit=100`)
    expect(list.body.items.map((i) => i.id)).toContain(ids.b.inquiry)
    expect(list.body.items.map((i) => i.id)).not.toContain(ids.a.inquiry)
    const overview = await call<PanelOverview>('admin', 'GET', `${P}/overview?clientId=${company.b}`)
    expect(overview.body.company).toMatchObject({ id: company.b, readOnly: true })
  })

  it('a CSV cell cannot start a formula', async () => {
    const slugA = FACILITY_A
    const response = await apiFetch(`/api/forms/facilities/${slugA}/inquiries`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': '10.19.250.1' },
      body: {
        // A formula without a web address: names refuse links since issue 41.
        name: '=HYPERLINK(A1)',
        email: `csv-${tag}@example.pl`,
        phone: '+48 600 700 801',
        sizeM2: null,
        period: null,
        message: `csv ${tag}`,
        website: '',
      },
    })
    expect(response.status).toBe(201)
    const csv = await call('clientA', 'GET', `${P}/inquiries/export.csv?q=csv-${tag}`)
    expect(csv.text).toContain(",'=HYPERLINK(A1),")
  })

  it('a CSV split by `;` (Polish Excel) or `,` has no cell that starts a formula, and phones read as typed', async () => {
    const hostile = [
      { name: 'X;=1+1;', message: "x;=cmd|' /C calc'!A0;y" },
      { name: 'Y,+1;@SUM(A1)', message: 'a;-2+3\n=1;b' },
    ]
    for (const [i, body] of hostile.entries()) {
      const response = await apiFetch(`/api/forms/facilities/${FACILITY_A}/inquiries`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': `10.19.250.${10 + i}` },
        body: { ...body, email: `csv-split-${i}-${tag}@example.pl`, phone: '+48 600 700 802', website: '' },
      })
      expect(response.status).toBe(201)
    }
    const csv = await call('clientA', 'GET', `${P}/inquiries/export.csv?q=csv-split`)
    expect(csv.text).toContain('X;')
    for (const separator of [';', ',']) {
      const cells = csv.text.split(/\r?\n/).flatMap((line) => line.split(separator))
      const formulas = cells.filter((cell) => /^[=+\-@]/.test(cell))
      expect(formulas, `split by ${separator}`).toEqual([])
    }
    expect(csv.text).toContain('" +48 600 700 802"')
    expect(csv.text).not.toContain("'+48")
  })
})

describe('stage changes, notes and the audit log', () => {
  it('"mark contacted" stores who and when, the tenant sees the stage, the superadmin sees the action', async () => {
    const before = Date.now()
    const saved = await call<PanelInquiryDetail>('clientA', 'PATCH', `${P}/inquiries/${ids.a.inquiry}`, {
      stage: 'contacted',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.stage).toBe('contacted')
    const change = saved.body.history.at(-1)!
    expect(change).toMatchObject({ fromStage: 'new', toStage: 'contacted', userEmail: SEED.client.email })
    expect(Date.parse(change.createdAt)).toBeGreaterThanOrEqual(before - 5000)
    // The same stage again is not a change.
    const again = await call<PanelInquiryDetail>('clientA', 'PATCH', `${P}/inquiries/${ids.a.inquiry}`, {
      stage: 'contacted',
    })
    expect(again.body.history).toHaveLength(saved.body.history.length)
    const rented = await call<PanelInquiryDetail>('clientA', 'PATCH', `${P}/inquiries/${ids.a.inquiry}`, {
      stage: 'rented',
    })
    expect(rented.body.history.map((h) => h.toStage)).toEqual([...saved.body.history.map((h) => h.toStage), 'rented'])

    const tenant = await call<List<TenantInquiry>>('tenant', 'GET', '/api/tenant/inquiries')
    expect(tenant.body.items.find((i) => i.id === ids.a.inquiry)!.stage).toBe('rented')
    const adminInbox = await call<List<{ id: number; stage: string }>>(
      'admin',
      'GET',
      '/api/superadmin/inbox/inquiries?limit=100',
    )
    expect(adminInbox.body.items.find((i) => i.id === ids.a.inquiry)!.stage).toBe('rented')

    const audit = await call<List<AuditEntry>>('admin', 'GET', `/api/superadmin/audit?clientId=${company.a}&limit=100`)
    const stageRows = audit.body.items.filter((a) => a.action === 'inquiry.stage' && a.targetId === ids.a.inquiry)
    expect(stageRows.map((a) => a.detail)).toEqual([
      { from: 'contacted', to: 'rented' },
      { from: 'new', to: 'contacted' },
    ])
    expect(stageRows.every((a) => a.userEmail === SEED.client.email && a.clientId === company.a)).toBe(true)
    // Another company's log holds none of it.
    const auditB = await call<List<AuditEntry>>('admin', 'GET', `/api/superadmin/audit?clientId=${company.b}&limit=100`)
    expect(auditB.body.items.some((a) => a.targetId === ids.a.inquiry && a.action === 'inquiry.stage')).toBe(false)
  })

  it("the note is the operator's: saved, audited by length, never shown to the renter", async () => {
    const note = `Oddzwonić po 17 ${tag}\nklient z polecenia`
    const saved = await call<PanelInquiryDetail>('clientA', 'PATCH', `${P}/inquiries/${ids.a.inquiry}`, { note })
    expect(saved.body.note).toBe(note)
    expect(
      (await call<PanelInquiryDetail>('admin', 'GET', `${P}/inquiries/${ids.a.inquiry}?clientId=${company.a}`)).body
        .note,
    ).toBe(note)
    expect(JSON.stringify((await call('tenant', 'GET', '/api/tenant/inquiries')).body)).not.toContain('Oddzwonić')
    const audit = await call<List<AuditEntry>>('admin', 'GET', `/api/superadmin/audit?clientId=${company.a}&limit=5`)
    expect(audit.body.items.find((a) => a.action === 'inquiry.note')!.detail).toEqual({ chars: note.length })
  })

  it("bad input is refused with the form's message keys, and nothing is stored", async () => {
    const cases: [unknown, string][] = [
      [{ stage: 'archived' }, 'stage'],
      [{}, 'nothingToSave'],
      [{ note: 'x'.repeat(2001) }, 'noteTooLong'],
    ]
    for (const [body, message] of cases) {
      const response = await call<{ code: string; issues: { message: string }[] }>(
        'clientA',
        'PATCH',
        `${P}/inquiries/${ids.a.inquiry}`,
        body,
      )
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.issues.map((i) => i.message)).toContain(message)
    }
    const prices: [unknown, string][] = [
      [-5, 'priceRange'],
      [0, 'priceRange'],
      ['', 'priceRequired'],
      ['12,345', 'priceInvalid'],
      ['abc', 'priceInvalid'],
      [100_001, 'priceRange'],
      [null, 'priceInvalid'],
    ]
    for (const [priceMonthly, message] of prices) {
      const response = await call<{ issues: { message: string }[] }>('clientA', 'PATCH', `${P}/units/${ids.a.unit}`, {
        priceMonthly,
      })
      expect(response.status, String(priceMonthly)).toBe(400)
      expect(response.body.issues.map((i) => i.message)).toContain(message)
    }
  })
})

describe('availability and prices', () => {
  it('freeing a unit and changing its price purge the marketplace, show on the public page and are audited', async () => {
    const units = (await call<PanelFacilityUnits>('clientA', 'GET', `${P}/facilities/${ids.a.facility}/units`)).body
      .units
    const occupied = units.find((u) => u.isActive && u.isOccupied)!
    // Warm the marketplace cache, so the purge has something to retire.
    await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)
    await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)
    const freed = await call<{ isOccupied: boolean; priceMonthly: number }>(
      'clientA',
      'PATCH',
      `${P}/units/${occupied.id}`,
      { isOccupied: false, priceMonthly: '149,50' },
    )
    expect(freed.status).toBe(200)
    expect(freed.body).toMatchObject({ isOccupied: false, priceMonthly: 149.5 })
    expect(freed.headers.get('x-cache-purge')).toBeNull()
    const publicUnits = await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)
    expect(publicUnits.headers.get('x-cache')).toBe('MISS')
    const unit = ((await publicUnits.json()) as { id: number; isAvailable: boolean; priceMonthly: number }[]).find(
      (u) => u.id === occupied.id,
    )!
    expect(unit).toMatchObject({ isAvailable: true, priceMonthly: 149.5 })
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`)).json()) as {
      availabilityUpdatedAt: string | null
    }
    expect(Date.now() - Date.parse(facility.availabilityUpdatedAt!)).toBeLessThan(60_000)
    const audit = await call<List<AuditEntry>>('admin', 'GET', `/api/superadmin/audit?clientId=${company.a}&limit=10`)
    const actions = audit.body.items.filter((a) => a.targetId === occupied.id).map((a) => a.action)
    expect(actions).toEqual(expect.arrayContaining(['unit.occupancy', 'unit.price']))
    const overview = await call<PanelOverview>('clientA', 'GET', `${P}/overview`)
    const counts = overview.body.facilities.find((f) => f.id === ids.a.facility)!.units
    expect(counts.available + counts.occupied).toBeLessThanOrEqual(counts.total)
  })
})

describe('notifications', () => {
  it("a new inquiry e-mails the company's panel users in their language with a link to it in the panel", async () => {
    type Row = { kind: string; toEmail: string; subject: string; body: string; refId: number; status: string }
    // The stored text is what was sent (issue 25): there once the queue has delivered both notifications.
    const outbox = {
      body: {
        items: await eventually(async () => {
          const list = await call<List<Row>>('admin', 'GET', '/api/superadmin/inbox/outbox?limit=100')
          const panelRows = list.body.items.filter(
            (m) => m.kind === 'inquiry_panel' && (m.refId === ids.a.inquiry || m.refId === ids.b.inquiry),
          )
          return panelRows.length >= 2 && panelRows.every((m) => m.status === 'sent') ? list.body.items : undefined
        }),
      },
    }
    const forA = outbox.body.items.filter((m) => m.kind === 'inquiry_panel' && m.refId === ids.a.inquiry)
    expect(forA.map((m) => m.toEmail)).toEqual([SEED.client.email])
    expect(forA[0]!.subject).toContain('Nowe zapytanie w panelu')
    expect(forA[0]!.body).toContain(`/pl/panel-operatora/zapytania/${ids.a.inquiry}`)
    const forB = outbox.body.items.filter((m) => m.kind === 'inquiry_panel' && m.refId === ids.b.inquiry)
    expect(forB.map((m) => m.toEmail)).toEqual([CLIENT_B.email])
    expect(forB[0]!.subject).toContain('New inquiry in your panel')
    expect(forB[0]!.body).toContain(`/en/panel/inquiries/${ids.b.inquiry}`)
  })
})
