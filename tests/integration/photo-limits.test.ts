import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deepPng, phoneJpeg } from '../test-images'
import { d1 } from './d1.ts'
import { type FreshCompany, freshCompany } from './fresh-company'
import { baseUrl } from './http'

/**
 * Issue 41, findings 6 and 7: 40 parallel uploads to a facility with no photos all got 201 (40 photos, 15 at
 * position 0), and a 309 KB 16-bit RGBA PNG of 6,300 × 6,300 cost 5 s of CPU and 290 MB, decoded six times at once.
 * Each company here is its own, so its save limit and upload lock are nobody else's.
 */
type Answer = { status: number; body: { code?: string; issues?: { path: string; message: string }[] } }
const companies: (FreshCompany & { drop: () => void })[] = []
let jpeg: Buffer

async function upload(company: FreshCompany, bytes: Uint8Array, type: string): Promise<Answer> {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), type === 'image/png' ? 'a.png' : 'a.jpg')
  form.set('alt', 'Wejście')
  const response = await fetch(`${baseUrl()}/api/panel/facilities/${company.facilityId}/photos`, {
    method: 'POST',
    headers: { origin: baseUrl(), cookie: company.cookie, accept: 'application/json' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const positions = (company: FreshCompany) =>
  d1<{ position: number }>(
    'SELECT position FROM facility_photos WHERE facility_id = ? ORDER BY position',
    company.facilityId,
  ).map((r) => r.position)

beforeAll(async () => {
  jpeg = await phoneJpeg(1000, 800)
})

afterAll(() => {
  for (const company of companies) company.drop()
})

describe('photo limits', () => {
  it('40 parallel uploads to a facility with no photos store at most 30, at distinct positions, one at a time', async () => {
    const company = await freshCompany('photos40')
    companies.push(company)
    const answers = await Promise.all(Array.from({ length: 40 }, () => upload(company, jpeg, 'image/jpeg')))
    const stored = answers.filter((a) => a.status === 201).length
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThanOrEqual(30)
    // The rest were told to wait for the upload in progress (or, had they got in, that the facility is full).
    for (const answer of answers.filter((a) => a.status !== 201))
      expect([429, 409], JSON.stringify(answer)).toContain(answer.status)
    expect(answers.filter((a) => a.status === 429)[0]?.body.issues).toEqual([{ path: 'file', message: 'uploadBusy' }])
    expect(positions(company)).toEqual(Array.from({ length: stored }, (_, i) => i))
  }, 120_000)

  it('with 29 photos the 30th is stored and the 31st refused with tooManyPhotos (the lock ended with each upload)', async () => {
    const company = await freshCompany('photos30')
    companies.push(company)
    d1(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 28)
       INSERT INTO facility_photos (facility_id, key, position, width, height, alt_pl, widths, user_email)
       SELECT ?, printf('f%d/seeded-%d', ?, i), i, 1000, 800, 'x', '[320,640,1000]', 'op@example.pl' FROM k`,
      company.facilityId,
      company.facilityId,
    )
    expect((await upload(company, jpeg, 'image/jpeg')).status).toBe(201)
    const full = await upload(company, jpeg, 'image/jpeg')
    expect(full).toMatchObject({ status: 409, body: { issues: [{ path: 'file', message: 'tooManyPhotos' }] } })
    expect(positions(company)).toEqual(Array.from({ length: 30 }, (_, i) => i))
  }, 60_000)

  it('refuses a 16-bit RGBA PNG of 6,300 × 6,300 by its header, before any decoding: 400 imageTooDeep', async () => {
    const company = await freshCompany('deep')
    companies.push(company)
    const png = await deepPng(6300)
    expect(png.byteLength).toBeLessThan(1024 * 1024)
    const answer = await upload(company, png, 'image/png')
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ path: 'file', message: 'imageTooDeep' }] } })
    expect(positions(company)).toEqual([])
  }, 60_000)
})
