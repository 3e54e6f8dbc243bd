import { request } from 'node:http'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPlatformProxy } from 'wrangler'
import type { CityIndexResponse } from '@api/contract/cities'
import type { FacilityProfile, PanelPhoto, PriceChange } from '@api/contract/listing'
import type { Facility, Unit } from '@api/contract/marketplace'
import type { AuditEntry, PanelOverview, PanelUnit } from '@api/contract/panel'
import { storeThenRecord } from '@api/photos/store'
import { jpegHeaderOnly, metadataIn, phoneJpeg, sidewaysJpeg, sizeOf } from '../test-images'
import { SEED, apiFetch, newOperator, startInFreshWindow } from './api-helpers'
import { BROWSER_UA, baseUrl } from './http'
import { loginAs } from './panel-helpers'

/** Issue 32: the operator's own listing — profile, units, prices, photos — its isolation, audit and refusals. */
const CLIENT_B = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }
const FACILITY_A = 'lockerbox-warszawa'
const FACILITY_B = 'sunbox24-warszawa'
const tag = Date.now().toString(36).toUpperCase()
const P = '/api/panel'

const cookies = { anonymous: '', tenant: '', clientA: '', clientB: '', admin: '' }
type Who = keyof typeof cookies
const company = { a: 0, b: 0 }
const ids = { a: { facility: 0, unit: 0, photo: 0 }, b: { facility: 0, unit: 0, photo: 0 } }
/** The sideways phone photo (orientation test): it becomes the cover in the reorder test. */
let portrait: PanelPhoto | undefined

async function call<T = unknown>(who: Who, method: string, path: string, body?: unknown) {
  const response = await apiFetch(path, { method, cookie: cookies[who], ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

async function upload(
  who: Who,
  facility: number,
  file: Blob,
  name: string,
  alt = `Wejście ${tag}`,
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  form.set('file', file, name)
  form.set('alt', alt)
  for (const [k, v] of Object.entries(extra)) form.set(k, v)
  const response = await fetch(`${baseUrl()}${P}/facilities/${facility}/photos`, {
    method: 'POST',
    headers: { origin: baseUrl(), cookie: cookies[who], accept: 'application/json' },
    body: form,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as {
      photo: PanelPhoto
      code: string
      issues?: { path: string; message: string }[]
    },
  }
}

const jpegBlob = (bytes: Uint8Array, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type })

/**
 * The status of an upload too large to finish: the edge answers 413 from the declared length while the client is
 * still sending, then closes under the rest; fetch reports that as a reset and loses the answer, node:http keeps it.
 */
async function uploadStatusWhileSending(who: Who, facility: number, bytes: Uint8Array): Promise<number> {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'big.jpg')
  form.set('alt', 'Za duże')
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  const url = new URL(`${P}/facilities/${facility}/photos`, baseUrl())
  return new Promise((resolve, reject) => {
    let answered = false
    const headers = {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': body.byteLength,
      origin: url.origin,
      cookie: cookies[who],
    }
    const req = request(url, { method: 'POST', headers }, (response) => {
      answered = true
      response.resume()
      response.on('end', () => {
        req.destroy()
        resolve(response.statusCode ?? 0)
      })
    })
    req.on('error', (error) => (answered ? undefined : reject(error)))
    let sent = 0
    const pump = () => {
      if (answered || req.destroyed) return
      if (sent >= body.byteLength) return void req.end()
      const piece = body.subarray(sent, sent + 64 * 1024)
      req.write(piece)
      sent += piece.byteLength
      // After the first piece, wait for the answer the declared length alone earns (it comes at once; on a machine at
      // load 20 it took over the 300 ms once waited here, and the rest, pushed at a server that had answered and
      // closed, ended in 'socket hang up'). Only an edge that never answered would get the rest, after 10 s.
      setTimeout(pump, sent === piece.byteLength ? 10_000 : 1)
    }
    pump()
  })
}

/** GET with the path sent exactly as written: fetch would resolve `..` and decode nothing, hiding what a client can send. */
function rawGet(path: string): Promise<{ status: number; type: string | undefined; body: Uint8Array }> {
  const { hostname, port } = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { connection: 'close' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          body: new Uint8Array(Buffer.concat(chunks)),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  cookies.tenant = await loginAs(SEED.tenant)
  cookies.clientA = await loginAs(SEED.client)
  cookies.clientB = await loginAs(CLIENT_B)
  cookies.admin = await loginAs(SEED.admin)
  const me = async (who: Who) => (await call<{ user: { clientId: number } }>(who, 'GET', '/api/user/me')).body.user
  company.a = (await me('clientA')).clientId
  company.b = (await me('clientB')).clientId
  const facilityOf = async (who: Who, slug: string) =>
    (await call<PanelOverview>(who, 'GET', `${P}/overview`)).body.facilities.find((f) => f.slug === slug)!.id
  ids.a.facility = await facilityOf('clientA', FACILITY_A)
  ids.b.facility = await facilityOf('clientB', FACILITY_B)
  for (const [who, side] of [
    ['clientA', 'a'],
    ['clientB', 'b'],
  ] as const) {
    const created = await call<{ unit: PanelUnit }>(who, 'POST', `${P}/facilities/${ids[side].facility}/units`, {
      code: `M-${side}-${tag}`,
      sizeM2: '3,5',
      type: 'standard',
      priceMonthly: 250,
    })
    expect(created.status).toBe(201)
    ids[side].unit = created.body.unit.id
    const photo = await upload(who, ids[side].facility, jpegBlob(await phoneJpeg(1000, 800)), 'a.jpg')
    expect(photo.status, JSON.stringify(photo.body)).toBe(201)
    ids[side].photo = photo.body.photo.id
  }
}, 120_000)

type Side = 'a' | 'b'
type Endpoint = {
  label: string
  method: string
  path: (side: Side) => string
  body?: (side: Side) => unknown
  ok: number
}
let seq = 0
const ENDPOINTS: Endpoint[] = [
  { label: 'GET /panel/facilities/:id', method: 'GET', path: (s) => `${P}/facilities/${ids[s].facility}`, ok: 200 },
  {
    label: 'PATCH /panel/facilities/:id',
    method: 'PATCH',
    path: (s) => `${P}/facilities/${ids[s].facility}`,
    body: () => ({ contact: { website: `https://example.pl/${++seq}` } }),
    ok: 200,
  },
  {
    label: 'POST /panel/facilities/:id/units',
    method: 'POST',
    path: (s) => `${P}/facilities/${ids[s].facility}/units`,
    body: () => ({ code: `X${tag}${++seq}`, sizeM2: 2, type: 'garaz', priceMonthly: 199 }),
    ok: 201,
  },
  {
    label: 'PATCH /panel/units/:id (size, type, active)',
    method: 'PATCH',
    path: (s) => `${P}/units/${ids[s].unit}`,
    body: () => ({ sizeM2: 3 + (++seq % 2), type: 'standard', isActive: true }),
    ok: 200,
  },
  {
    label: 'POST /panel/facilities/:id/units/prices',
    method: 'POST',
    path: (s) => `${P}/facilities/${ids[s].facility}/units/prices`,
    body: (s) => ({ unitIds: [ids[s].unit], percent: 5, preview: true }),
    ok: 200,
  },
  {
    label: 'GET /panel/facilities/:id/prices',
    method: 'GET',
    path: (s) => `${P}/facilities/${ids[s].facility}/prices`,
    ok: 200,
  },
  {
    label: 'PUT /panel/facilities/:id/photos/order',
    method: 'PUT',
    path: (s) => `${P}/facilities/${ids[s].facility}/photos/order`,
    body: (s) => ({ ids: [ids[s].photo] }),
    ok: 200,
  },
]
const withClient = (path: string, clientId: number) => `${path}?clientId=${clientId}`

describe('role × endpoint matrix: the listing editors', () => {
  it.each(ENDPOINTS)(
    '$label: anonymous 401, TENANT 403, own company ok, other company 404, SUPERADMIN reads only',
    async (e) => {
      expect((await call('anonymous', e.method, e.path('a'), e.body?.('a'))).status).toBe(401)
      expect((await call('tenant', e.method, e.path('a'), e.body?.('a'))).status).toBe(403)
      for (const [who, own, other] of [
        ['clientA', 'a', 'b'],
        ['clientB', 'b', 'a'],
      ] as const) {
        const mine = await call(who, e.method, e.path(own), e.body?.(own))
        expect(mine.status, `${who} own: ${JSON.stringify(mine.body)}`).toBe(e.ok)
        // The other company's ids, in the path or (bulk prices, photo order) in the body: never 403, never a trace.
        const cross = await call<{ code: string }>(who, e.method, e.path(other), e.body?.(other))
        expect(cross.status, `${who} with the other company's id`).toBe(404)
        const mixed = await call<{ code: string }>(who, e.method, e.path(own), e.body?.(other))
        if (e.body && JSON.stringify(e.body(own)).includes(String(ids[own].unit)))
          expect(mixed.status, `${who} with the other company's unit in the body`).toBe(404)
      }
      const admin = await call('admin', e.method, withClient(e.path('a'), company.a), e.body?.('a'))
      expect(admin.status).toBe(e.method === 'GET' ? 200 : 403)
    },
  )

  it('photo upload and delete: anonymous 401, TENANT 403, the other company 404', async () => {
    const file = jpegBlob(await phoneJpeg(900, 700))
    expect((await upload('anonymous', ids.a.facility, file, 'x.jpg')).status).toBe(401)
    expect((await upload('tenant', ids.a.facility, file, 'x.jpg')).status).toBe(403)
    expect((await upload('clientB', ids.a.facility, file, 'x.jpg')).status).toBe(404)
    expect((await call('clientB', 'DELETE', `${P}/photos/${ids.a.photo}`)).status).toBe(404)
    expect((await call('tenant', 'DELETE', `${P}/photos/${ids.a.photo}`)).status).toBe(403)
    expect((await call('anonymous', 'DELETE', `${P}/photos/${ids.a.photo}`)).status).toBe(401)
  })

  it('moderation endpoints are the superadmin’s only', async () => {
    for (const who of ['anonymous', 'tenant', 'clientA'] as const) {
      const status = (await call(who, 'GET', '/api/superadmin/moderation')).status
      expect(status).toBe(who === 'anonymous' ? 401 : 403)
      expect(
        (await call(who, 'POST', `/api/superadmin/moderation/photos/${ids.a.photo}/hide`, { reason: 'test' })).status,
      ).toBe(who === 'anonymous' ? 401 : 403)
    }
  })
})

describe('units and prices', () => {
  it('validates with field keys: code taken 409, size and price ranges 400', async () => {
    const path = `${P}/facilities/${ids.a.facility}/units`
    const taken = await call<{ code: string; issues: { path: string; message: string }[] }>('clientA', 'POST', path, {
      code: `m-a-${tag}`.replace('M', 'm'),
      sizeM2: 2,
      type: 'standard',
      priceMonthly: 100,
    })
    expect(taken.status).toBe(409)
    expect(taken.body.issues).toEqual([{ path: 'code', message: 'codeTaken' }])
    const bad = await call<{ issues: { path: string; message: string }[] }>('clientA', 'POST', path, {
      code: '',
      sizeM2: 0.4,
      type: 'piwnica',
      priceMonthly: 100_001,
    })
    expect(bad.status).toBe(400)
    expect(Object.fromEntries(bad.body.issues.map((i) => [i.path, i.message]))).toEqual({
      code: 'codeRequired',
      sizeM2: 'sizeRange',
      type: 'unitType',
      priceMonthly: 'priceRange',
    })
    const big = await call<{ issues: { path: string; message: string }[] }>('clientA', 'POST', path, {
      code: `Z${tag}`,
      sizeM2: 500.5,
      type: 'standard',
      priceMonthly: 0,
    })
    expect(big.body.issues.map((i) => i.path).sort()).toEqual(['priceMonthly', 'sizeM2'])
  })

  it('a new unit shows on the facility page and in the city price index', async () => {
    const code = `NEW-${tag}`
    const created = await call<{ unit: PanelUnit }>('clientA', 'POST', `${P}/facilities/${ids.a.facility}/units`, {
      code,
      sizeM2: 12,
      type: 'klimatyzowany',
      priceMonthly: '1,5',
    })
    expect(created.status).toBe(201)
    expect(created.body.unit).toMatchObject({ code, sizeM2: 12, sizeLabel: '12 m²', priceMonthly: 1.5, isActive: true })
    const units = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)).json()) as Unit[]
    expect(units.find((u) => u.code === code)).toMatchObject({ isAvailable: true, priceMonthly: 1.5 })
    // 12 m² is in the 10–20 m² band, and 1.5 zł is below every seeded price: the band's minimum is this unit's.
    const city = (await (await apiFetch('/api/marketplace/cities/warszawa')).json()) as CityIndexResponse
    expect(city.bands.find((band) => band.id === '10-20')).toMatchObject({ min: 1.5 })
  })

  it('codes are unique per facility in the database: of parallel creates with one code in any case, one wins', async () => {
    const path = `${P}/facilities/${ids.a.facility}/units`
    const code = `PAR-${tag}`
    const attempts = await Promise.all(
      [code, code.toLowerCase(), code, code.toLowerCase(), code].map((c) =>
        call<{ code: string; issues?: { path: string; message: string }[] }>('clientA', 'POST', path, {
          code: c,
          sizeM2: 4,
          type: 'standard',
          priceMonthly: 180,
        }),
      ),
    )
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409])
    for (const lost of attempts.filter((a) => a.status === 409))
      expect(lost.body.issues).toEqual([{ path: 'code', message: 'codeTaken' }])
    const units = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)).json()) as Unit[]
    expect(units.filter((u) => u.code.toUpperCase() === code)).toHaveLength(1)
  })

  it('every price change writes a history row and an audit row; bulk preview writes nothing', async () => {
    const unit = ids.a.unit
    const before = (await call<{ items: PriceChange[] }>('clientA', 'GET', `${P}/facilities/${ids.a.facility}/prices`))
      .body.items
    // The availability page's own price edit goes through the same history.
    expect((await call('clientA', 'PATCH', `${P}/units/${unit}`, { priceMonthly: 300 })).status).toBe(200)
    const preview = await call<{ items: { oldPrice: number; newPrice: number }[] }>(
      'clientA',
      'POST',
      `${P}/facilities/${ids.a.facility}/units/prices`,
      { unitIds: [unit], percent: '-10', preview: true },
    )
    expect(preview.body.items).toEqual([{ unitId: unit, code: `M-a-${tag}`, oldPrice: 300, newPrice: 270 }])
    const afterPreview = (
      await call<{ items: PriceChange[] }>('clientA', 'GET', `${P}/facilities/${ids.a.facility}/prices`)
    ).body.items
    expect(afterPreview.length).toBe(before.length + 1)
    const applied = await call('clientA', 'POST', `${P}/facilities/${ids.a.facility}/units/prices`, {
      unitIds: [unit],
      percent: -10,
    })
    expect(applied.status).toBe(200)
    const history = (await call<{ items: PriceChange[] }>('clientA', 'GET', `${P}/facilities/${ids.a.facility}/prices`))
      .body.items
    expect(history.slice(0, 2)).toMatchObject([
      { unitId: unit, oldPrice: 300, newPrice: 270, userEmail: SEED.client.email },
      { unitId: unit, newPrice: 300, userEmail: SEED.client.email },
    ])
    const audit = await call<{ items: AuditEntry[] }>(
      'admin',
      'GET',
      `/api/superadmin/audit?clientId=${company.a}&limit=50`,
    )
    const prices = audit.body.items.filter((a) => a.targetId === unit && a.action === 'unit.price')
    expect(prices[0]!.detail).toMatchObject({ from: 300, to: 270, bulkPercent: -10 })
    // Omnibus: 270 after 250 → 300 is no reduction (it is above the 30-day low); 240 is, with 250 beside it.
    const unitOf = async () =>
      ((await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)).json()) as Unit[]).find(
        (u) => u.id === unit,
      )!
    expect((await unitOf()).lowestPrice30d).toBeNull()
    await call('clientA', 'PATCH', `${P}/units/${unit}`, { priceMonthly: 240 })
    const publicUnit = await unitOf()
    expect(publicUnit).toMatchObject({ priceMonthly: 240, lowestPrice30d: 250 })
  })

  it('a unit is deactivated, never deleted, and leaves the available list', async () => {
    const off = await call<PanelUnit>('clientA', 'PATCH', `${P}/units/${ids.a.unit}`, { isActive: false })
    expect(off.body).toMatchObject({ isActive: false })
    const units = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}/units`)).json()) as Unit[]
    expect(units.find((u) => u.id === ids.a.unit)).toMatchObject({ isAvailable: false })
    expect((await call('clientA', 'DELETE', `${P}/units/${ids.a.unit}`)).status).toBe(404)
    await call('clientA', 'PATCH', `${P}/units/${ids.a.unit}`, { isActive: true })
  })
})

describe('facility profile', () => {
  it('partial updates: description, hours, features, contact; live on the public page; audited', async () => {
    const path = `${P}/facilities/${ids.a.facility}`
    const before = (await call<FacilityProfile>('clientA', 'GET', path)).body
    const hours = {
      mo: { opens: '08:00', closes: '20:00' },
      tu: { opens: '08:00', closes: '20:00' },
      we: { opens: '08:00', closes: '20:00' },
      th: { opens: '08:00', closes: '20:00' },
      fr: { opens: '08:00', closes: '20:00' },
      sa: { opens: '09:00', closes: '14:00' },
      su: null,
    }
    const saved = await call<FacilityProfile>('clientA', 'PATCH', path, {
      description: { pl: `Opis PL ${tag} <script>alert(1)</script>`, en: `English ${tag}` },
      openingHours: hours,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.features).toEqual(before.features)
    expect(saved.body.contact.phone).toBe(before.contact.phone)
    expect(saved.body.openingHours).toEqual(hours)
    const pl = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`)).json()) as Facility
    expect(pl.description).toBe(`Opis PL ${tag} <script>alert(1)</script>`)
    expect(pl.openingHours).toEqual(hours)
    const en = (await (
      await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`, { headers: { 'accept-language': 'en' } })
    ).json()) as Facility
    expect(en.description).toBe(`English ${tag}`)
    // Only the one field: the rest stays.
    const features = await call<FacilityProfile>('clientA', 'PATCH', path, {
      features: ['monitoring', 'winda', 'monitoring'],
    })
    expect(features.body.features).toEqual(['monitoring', 'winda'])
    expect(features.body.description.en).toBe(`English ${tag}`)
    const audit = await call<{ items: AuditEntry[] }>(
      'admin',
      'GET',
      `/api/superadmin/audit?clientId=${company.a}&limit=20`,
    )
    expect(audit.body.items.map((a) => a.action)).toEqual(
      expect.arrayContaining(['facility.description', 'facility.profile']),
    )
  })

  it('<script> in a description reaches the page escaped, never as markup', async () => {
    const html = await (
      await fetch(`${baseUrl()}/pl/magazyn-self-storage/${FACILITY_A}`, { headers: { 'user-agent': BROWSER_UA } })
    ).text()
    expect(html).toContain(`Opis PL ${tag}`)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)')
  })

  it('refuses bad input with field keys', async () => {
    const path = `${P}/facilities/${ids.a.facility}`
    const bad = await call<{ issues: { path: string; message: string }[] }>('clientA', 'PATCH', path, {
      description: { pl: 'x'.repeat(2001) },
      openingHours: {
        mo: { opens: '18:00', closes: '08:00' },
        tu: null,
        we: null,
        th: null,
        fr: null,
        sa: null,
        su: null,
      },
      features: ['basen'],
      contact: { email: 'nie-email', website: 'javascript:alert(1)' },
    })
    expect(bad.status).toBe(400)
    expect(Object.fromEntries(bad.body.issues.map((i) => [i.path, i.message]))).toMatchObject({
      'description.pl': 'descriptionTooLong',
      'openingHours.mo': 'timeOrder',
      'features.0': 'feature',
      'contact.email': 'emailInvalid',
      'contact.website': 'websiteInvalid',
    })
    expect((await call('clientA', 'PATCH', path, {})).status).toBe(400)
  })

  it('the superadmin reverts a description with a reason', async () => {
    const queue = await call<{ descriptions: { id: number; facilityId: number; new: { pl: string } }[] }>(
      'admin',
      'GET',
      '/api/superadmin/moderation',
    )
    const change = queue.body.descriptions.find((d) => d.facilityId === ids.a.facility)!
    expect(change.new.pl).toContain(tag)
    expect(
      (await call('admin', 'POST', `/api/superadmin/moderation/descriptions/${change.id}/revert`, { reason: '' }))
        .status,
    ).toBe(400)
    const reverted = await call('admin', 'POST', `/api/superadmin/moderation/descriptions/${change.id}/revert`, {
      reason: 'Reklama konkurencji',
    })
    expect(reverted.status).toBe(200)
    const pl = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`)).json()) as Facility
    expect(pl.description).not.toContain(tag)
  })
})

describe('photos', () => {
  it('a phone JPEG with GPS EXIF: variants at 320/640/1280 in WebP and JPEG, no metadata, immutable, nosniff', async () => {
    const original = await phoneJpeg(1600, 1200)
    expect(metadataIn(original)).toEqual(['EXIF', 'camera', 'XMP', 'comment'])
    const res = await upload('clientA', ids.a.facility, jpegBlob(original), 'IMG_0001.JPG', `Brama ${tag}`, {
      altEn: 'Gate',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { photo } = res.body
    expect(photo).toMatchObject({ width: 1600, height: 1200, altPl: `Brama ${tag}`, altEn: 'Gate' })
    for (const width of [320, 640, 1280]) {
      for (const [ext, type, format] of [
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const served = await fetch(`${baseUrl()}${photo.base}-${width}.${ext}`)
        expect(served.status).toBe(200)
        expect(served.headers.get('content-type')).toBe(type)
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(served.headers.get('x-content-type-options')).toBe('nosniff')
        const bytes = new Uint8Array(await served.arrayBuffer())
        expect(metadataIn(bytes), `${width}.${ext}`).toEqual([])
        expect(await sizeOf(bytes)).toMatchObject({ format, width })
      }
    }
    // The original is stored, never served: not by its own name, nor through any path that climbs out of /media/.
    const key = photo.base.slice('/media/'.length)
    for (const path of [
      `/media/${key}`,
      `/originals/${key}`,
      `/media/../originals/${key}`,
      `/media/%2e%2e/originals/${key}`,
      `/media/..%2foriginals%2f${key.replace('/', '%2f')}`,
      `/media/${key}-1280.webp/../../../originals/${key}`,
      `/media/${key.split('/')[0]}/..%5c..%5coriginals%5c${key.replace('/', '%5c')}`,
    ]) {
      const answer = await rawGet(path)
      expect(answer.status, path).not.toBe(200)
      expect(answer.type ?? '', path).not.toMatch(/^image\//)
      expect(metadataIn(answer.body), path).toEqual([])
    }
  })

  it('a repeat request is answered from the edge cache (no R2 read), with the same bytes and headers', async () => {
    const photo = (await upload('clientA', ids.a.facility, jpegBlob(await phoneJpeg(900, 700)), 'c.jpg')).body.photo
    const url = `${baseUrl()}${photo.base}-640.webp`
    const first = await fetch(url)
    expect(first.headers.get('x-media-cache')).toBe('MISS')
    const bytes = new Uint8Array(await first.arrayBuffer())
    // The copy is stored behind the answer (waitUntil): poll for it rather than guess a delay.
    await expect
      .poll(
        async () => {
          const again = await fetch(`${url}?v=${Math.random()}`)
          await again.arrayBuffer()
          return again.headers.get('x-media-cache')
        },
        { timeout: 5000 },
      )
      .toBe('HIT')
    const hit = await fetch(url)
    expect(hit.headers.get('x-media-cache')).toBe('HIT')
    expect(hit.headers.get('content-type')).toBe('image/webp')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await hit.arrayBuffer())).toEqual(bytes)
    const etag = hit.headers.get('etag')!
    const unchanged = await fetch(url, { headers: { 'if-none-match': etag } })
    expect(unchanged.status).toBe(304)
    expect((await fetch(url, { method: 'HEAD' })).headers.get('x-media-cache')).toBe('HIT')
    // Deleting the photo deletes this location's copy too, not only R2's.
    expect((await call('clientA', 'DELETE', `${P}/photos/${photo.id}`)).status).toBe(204)
    expect((await fetch(url)).status).toBe(404)
  })

  it('a phone photo stored sideways (EXIF Orientation 6) is served upright and without EXIF, at its real widths', async () => {
    const sideways = await sidewaysJpeg(1600, 1000)
    expect(await sizeOf(sideways)).toMatchObject({ width: 1600, height: 1000 })
    const res = await upload('clientA', ids.a.facility, jpegBlob(sideways), 'IMG_0002.JPG', `Regały ${tag}`)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    portrait = res.body.photo
    // Displayed 1000 × 1600; scale-down never enlarges, so the "-1280" variant is 1000 px wide and says so.
    expect(portrait).toMatchObject({ width: 1000, height: 1600, widths: [320, 640, 1000] })
    for (const [name, width] of [
      ['320', 320],
      ['640', 640],
      ['1280', 1000],
    ] as const) {
      for (const ext of ['webp', 'jpg']) {
        const bytes = new Uint8Array(await (await fetch(`${baseUrl()}${portrait.base}-${name}.${ext}`)).arrayBuffer())
        const size = await sizeOf(bytes)
        expect(size, `${name}.${ext}`).toMatchObject({ width, height: Math.round(width * 1.6) })
        expect(metadataIn(bytes), `${name}.${ext}`).toEqual([])
      }
    }
  })

  it('refuses by bytes, size and header: text as .jpg 415, 11 MB 413, narrow 400, 20,000² bomb 400 undecoded', async () => {
    const text = await upload(
      'clientA',
      ids.a.facility,
      new Blob(['to nie jest zdjęcie'], { type: 'image/jpeg' }),
      'photo.jpg',
    )
    expect(text.status).toBe(415)
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const svg = await upload(
      'clientA',
      ids.a.facility,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }),
      'a.png',
    )
    expect(svg.status).toBe(415)
    const big = new Uint8Array(11 * 1024 * 1024)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    expect(await uploadStatusWhileSending('clientA', ids.a.facility, big)).toBe(413)
    const narrow = await upload('clientA', ids.a.facility, jpegBlob(await phoneJpeg(640, 480)), 'small.jpg')
    expect(narrow.status).toBe(400)
    expect(narrow.body.issues).toEqual([{ path: 'file', message: 'imageTooNarrow' }])
    // A header that claims 400 megapixels and holds no pixels: a decoder would fail on the data ('imageUnreadable');
    // the refusal by dimensions proves nothing was decoded.
    const bomb = await upload('clientA', ids.a.facility, jpegBlob(jpegHeaderOnly(20_000, 20_000)), 'bomb.jpg')
    expect(bomb.status).toBe(400)
    expect(bomb.body.issues).toEqual([{ path: 'file', message: 'imageTooLarge' }])
    const noAlt = await upload('clientA', ids.a.facility, jpegBlob(await phoneJpeg(900, 700)), 'a.jpg', '  ')
    expect(noAlt.body.issues).toEqual([{ path: 'alt', message: 'altRequired' }])
  })

  it('reorder sets the cover; the list card and the detail page use it with srcset; the superadmin can hide it', async () => {
    const profile = (await call<FacilityProfile>('clientA', 'GET', `${P}/facilities/${ids.a.facility}`)).body
    const last = profile.photos.find((p) => p.id === portrait!.id)!
    const order = await call('clientA', 'PUT', `${P}/facilities/${ids.a.facility}/photos/order`, { ids: [last.id] })
    expect(order.status).toBe(200)
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`)).json()) as Facility
    expect(facility.image).toBe(`${last.base}-1280.webp`)
    expect(facility.imageWidths).toEqual([320, 640, 1000])
    const list = await (
      await fetch(`${baseUrl()}/pl/magazyny-self-storage`, { headers: { 'user-agent': BROWSER_UA } })
    ).text()
    expect(list).toContain(`${last.base}-320.webp 320w`)
    // Its largest variant is 1000 px wide, whatever its name says.
    expect(list).toContain(`${last.base}-1280.webp 1000w`)
    expect(list).not.toContain(`${last.base}-1280.webp 1280w`)
    // The facility page: the cover first, then every other visible photo, each with its alt text in the page's
    // language (the Polish one, marked as Polish, where there is no English) and its srcset, loaded lazily.
    expect(facility.photos[0]).toMatchObject({ base: last.base, alt: `Regały ${tag}`, altLang: 'pl' })
    const gate = profile.photos.find((p) => p.altEn === 'Gate')!
    const html = async (path: string) =>
      (await fetch(`${baseUrl()}${path}`, { headers: { 'user-agent': BROWSER_UA } })).text()
    const pl = await html(`/pl/magazyn-self-storage/${FACILITY_A}`)
    expect(pl).toContain(`alt="Regały ${tag}"`)
    const gateImg = new RegExp(`<img[^>]*alt="Brama ${tag}"[^>]*>`).exec(pl)?.[0]
    expect(gateImg).toContain('loading="lazy"')
    expect(pl).toContain(`${gate.base}-1280.webp 1280w`)
    expect(pl.indexOf(`alt="Regały ${tag}"`)).toBeLessThan(pl.indexOf(`alt="Brama ${tag}"`))
    const en = await html(`/en/self-storage-facility/${FACILITY_A}`)
    expect(en).toMatch(/<img[^>]*alt="Gate"[^>]*>/)
    expect(en).not.toContain(`alt="Brama ${tag}"`)
    expect(en).toMatch(new RegExp(`<img[^>]*alt="Regały ${tag}" lang="pl"`))
    const hidden = await call('admin', 'POST', `/api/superadmin/moderation/photos/${last.id}/hide`, {
      reason: 'Nie ten obiekt',
    })
    expect(hidden.status).toBe(200)
    expect((await fetch(`${baseUrl()}${last.base}-640.webp`)).status).toBe(404)
    const after = (await (await apiFetch(`/api/marketplace/facilities/${FACILITY_A}`)).json()) as Facility
    expect(after.image).not.toBe(`${last.base}-1280.webp`)
    // Delete: gone from R2 and from the panel.
    const other = profile.photos[0]!
    expect((await call('clientA', 'DELETE', `${P}/photos/${other.id}`)).status).toBe(204)
    expect((await fetch(`${baseUrl()}${other.base}-320.jpg`)).status).toBe(404)
  })
})

describe('a failed record leaves nothing in R2', () => {
  it('deletes every object it wrote when the D1 insert fails (miniflare’s R2 and D1, as the Worker has them)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photo-store-'))
    writeFileSync(
      join(dir, 'wrangler.toml'),
      [
        'name = "photo-store-test"',
        'compatibility_date = "2026-10-01"',
        '[[r2_buckets]]',
        'binding = "MEDIA"',
        'bucket_name = "photo-store-test"',
        '[[d1_databases]]',
        'binding = "DB"',
        'database_name = "photo-store-test"',
        'database_id = "00000000-0000-4000-8000-0000000000f5"',
      ].join('\n'),
    )
    const proxy = await getPlatformProxy<{ MEDIA: R2Bucket; DB: D1Database }>({
      configPath: join(dir, 'wrangler.toml'),
      persist: { path: join(dir, 'state') },
    })
    try {
      const { MEDIA, DB } = proxy.env
      const objects = ['originals/f1/x', 'media/f1/x-320.webp', 'media/f1/x-320.jpg'].map((key) => ({
        key,
        bytes: new Uint8Array([1, 2, 3]),
        contentType: 'image/webp',
      }))
      const insert = () => DB.prepare('INSERT INTO facility_photos (key) VALUES (?)').bind('f1/x').run()
      // This database has no facility_photos table yet: the insert fails as a real one would.
      await expect(storeThenRecord(MEDIA, objects, insert)).rejects.toThrow(/facility_photos/)
      for (const { key } of objects) expect(await MEDIA.head(key), key).toBeNull()
      // And when the record succeeds, everything stays.
      await DB.prepare('CREATE TABLE facility_photos (key TEXT)').run()
      await storeThenRecord(MEDIA, objects, insert)
      for (const { key } of objects) expect(await MEDIA.head(key), key).not.toBeNull()
    } finally {
      await proxy.dispose()
    }
  }, 60_000)
})

describe('operator saves are limited per company, every listing write alike (ADR 0043)', () => {
  it('after 120 saves in the window, each write that purges or costs answers 429 with Retry-After; reads go on', async () => {
    await startInFreshWindow(600, 60)
    const { cookie, facilityId, unitId } = await newOperator(tag)
    const as = async (method: string, path: string, body?: unknown) =>
      apiFetch(path, { method, cookie, ...(body === undefined ? {} : { body }) })
    const form = new FormData()
    form.set('file', jpegBlob(await phoneJpeg(900, 700)), 'l.jpg')
    form.set('alt', 'Wejście')
    const uploaded = await fetch(`${baseUrl()}${P}/facilities/${facilityId}/photos`, {
      method: 'POST',
      headers: { origin: baseUrl(), cookie, accept: 'application/json' },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const photo = ((await uploaded.json()) as { photo: PanelPhoto }).photo
    // Two saves so far; the rest of the 120 on the cheapest one.
    for (let i = 2; i < 120; i++) {
      const saved = await as('PATCH', `${P}/facilities/${facilityId}`, {
        contact: { website: `https://l.example/${i}` },
      })
      expect(saved.status, `save ${i + 1}`).toBe(200)
    }
    const refused: [string, () => Promise<Response>][] = [
      ['PATCH facility', () => as('PATCH', `${P}/facilities/${facilityId}`, { contact: { phone: '600100200' } })],
      [
        'POST unit',
        () =>
          as('POST', `${P}/facilities/${facilityId}/units`, {
            code: 'L-2',
            sizeM2: 3,
            type: 'standard',
            priceMonthly: 200,
          }),
      ],
      ['PATCH unit', () => as('PATCH', `${P}/units/${unitId}`, { priceMonthly: 210 })],
      ['bulk price', () => as('POST', `${P}/facilities/${facilityId}/units/prices`, { unitIds: [unitId], percent: 5 })],
      ['photo order (the cover)', () => as('PUT', `${P}/facilities/${facilityId}/photos/order`, { ids: [photo.id] })],
      ['photo delete', () => as('DELETE', `${P}/photos/${photo.id}`)],
      [
        'photo upload',
        () =>
          fetch(`${baseUrl()}${P}/facilities/${facilityId}/photos`, {
            method: 'POST',
            headers: { origin: baseUrl(), cookie, accept: 'application/json' },
            body: form,
          }),
      ],
    ]
    for (const [label, send] of refused) {
      const response = await send()
      expect(response.status, label).toBe(429)
      expect(Number(response.headers.get('retry-after')), label).toBeGreaterThan(0)
    }
    expect((await as('GET', `${P}/facilities/${facilityId}`)).status).toBe(200)
    expect((await call('clientA', 'GET', `${P}/facilities/${ids.a.facility}`)).status).toBe(200)
  }, 120_000)
})
