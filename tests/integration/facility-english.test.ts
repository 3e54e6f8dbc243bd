import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminFacility } from '@api/contract/admin'
import type { Facility, FacilityListResponse, RichContent } from '@api/contract/marketplace'
import { DEMO_FACILITIES } from '@api/db/seed/demo-data'
import { DEMO_FACILITIES_EN } from '@api/db/seed/demo-data-en'
import { apiFetch, SEED, sessionFor } from './api-helpers'

const SLUG = 'lockerbox-warszawa'
const polish = DEMO_FACILITIES.find((f) => f.name === 'Lockerbox' && f.city === 'Warszawa')!
const english = DEMO_FACILITIES_EN[SLUG]!
const settle = () => new Promise((r) => setTimeout(r, 300)) // the KV write runs after the response (waitUntil)

async function json<T>(path: string, lang?: string): Promise<{ body: T; cache: string | null }> {
  const response = await apiFetch(path, { headers: lang ? { 'accept-language': lang } : {} })
  expect(response.status, path).toBe(200)
  return { body: (await response.json()) as T, cache: response.headers.get('x-cache') }
}
const facility = async (slug: string, lang?: string) =>
  (await json<Facility>(`/api/marketplace/facilities/${slug}`, lang)).body
const rich = async (slug: string, lang?: string) =>
  (await json<RichContent>(`/api/marketplace/facilities/${slug}/rich-content`, lang)).body

describe('English facility texts in the marketplace API', () => {
  it('answers an English request in English and says so; Polish and unmarked requests get Polish', async () => {
    expect(await facility(SLUG, 'en-GB,en;q=0.9')).toMatchObject({
      description: english.description,
      descriptionLang: 'en',
    })
    expect(await facility(SLUG, 'pl')).toMatchObject({ description: polish.description, descriptionLang: 'pl' })
    expect(await facility(SLUG)).toMatchObject({ description: polish.description, descriptionLang: 'pl' })

    const en = await rich(SLUG, 'en')
    expect(en).toMatchObject({
      contentLang: 'en',
      title: english.rich!.title,
      lead: english.rich!.lead,
      faq: english.rich!.faq,
    })
    expect(en.bodyHtml).toBe(english.rich!.bodyHtml)
    // Shared, language-neutral fields come along in both languages.
    const pl = await rich(SLUG, 'pl')
    expect(pl).toMatchObject({ contentLang: 'pl', title: polish.rich!.title, faq: polish.rich!.faq })
    expect(en.imageUrl).toBe(pl.imageUrl)
    expect(en.minPriceMonthly).toBe(pl.minPriceMonthly)
  })

  it('lists every demo facility with its English description for English, and never mixes the languages across the edge cache', async () => {
    const path = '/api/marketplace/facilities?limit=100&sort=name&q=a'
    const first = await json<FacilityListResponse>(path, 'en')
    await settle()
    const cached = await json<FacilityListResponse>(path, 'en')
    expect(cached.cache).toBe('HIT')
    const pl = await json<FacilityListResponse>(path, 'pl')
    expect(pl.cache).toBe('MISS') // the language is part of the cache key
    for (const body of [first.body, cached.body]) {
      // Other test files add facilities of their own (no English): only the demo ones are checked here.
      const demo = body.items.filter((item) => item.slug in DEMO_FACILITIES_EN)
      expect(demo.length).toBeGreaterThan(3)
      for (const item of demo) {
        expect(item, item.slug).toMatchObject({
          descriptionLang: 'en',
          description: DEMO_FACILITIES_EN[item.slug]!.description,
        })
      }
    }
    for (const item of pl.body.items) expect(item.descriptionLang, item.slug).toBe('pl')
  })
})

describe('English texts written by a superadmin', () => {
  let admin = ''
  let id = 0
  let slug = ''
  const patch = (body: unknown) =>
    apiFetch(`/api/superadmin/facilities/${id}`, { method: 'PATCH', cookie: admin, body })

  beforeAll(async () => {
    admin = await sessionFor(SEED.admin.email)
    const created = await apiFetch('/api/superadmin/facilities', {
      method: 'POST',
      cookie: admin,
      body: {
        clientId: 1,
        name: `Schowek ${Date.now().toString(36)}`,
        location: { street: 'ul. Polna', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
      },
    })
    expect(created.status).toBe(201)
    ;({ id, slug } = (await created.json()) as AdminFacility)
  })

  it('falls back to the Polish texts, marked Polish, until English is written', async () => {
    const polishOnly = await patch({
      description: 'Opis <b>tylko</b> po polsku.',
      richContent: { title: 'Tytuł', bodyHtml: '<p>Treść</p>', faq: [{ question: 'Pytanie?', answer: 'Odpowiedź.' }] },
    })
    expect(polishOnly.status).toBe(200)
    const saved = (await polishOnly.json()) as AdminFacility
    expect(saved).toMatchObject({ description: 'Opis tylko po polsku.', descriptionEn: null, richContentEn: null })
    expect(await facility(slug, 'en')).toMatchObject({ description: 'Opis tylko po polsku.', descriptionLang: 'pl' })
    expect(await rich(slug, 'en')).toMatchObject({ contentLang: 'pl', title: 'Tytuł', bodyHtml: '<p>Treść</p>' })
  })

  it('sanitizes English like Polish, purges the edge cache, and keeps each language when the other changes', async () => {
    await facility(slug, 'en')
    await settle()
    expect((await json(`/api/marketplace/facilities/${slug}`, 'en')).cache).toBe('HIT')

    const written = await patch({
      descriptionEn: 'English <img src=x onerror=alert(1)>only.',
      richContentEn: {
        title: '<i>Title</i>',
        lead: 'Lead',
        bodyHtml: '<p onclick="alert(1)">Body</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>',
        faq: [{ question: '<b>Question?</b>', answer: 'Answer.' }],
      },
    })
    expect(written.status).toBe(200)
    expect(written.headers.get('x-cache-purge')).toBeNull() // an internal directive, never sent on

    const en = await json<Facility>(`/api/marketplace/facilities/${slug}`, 'en')
    expect(en.cache).toBe('MISS')
    expect(en.body).toMatchObject({ description: 'English only.', descriptionLang: 'en' })
    const content = await rich(slug, 'en')
    expect(content).toMatchObject({
      contentLang: 'en',
      title: 'Title',
      lead: 'Lead',
      faq: [{ question: 'Question?', answer: 'Answer.' }],
    })
    expect(content.bodyHtml).toContain('<p>Body</p>')
    expect(content.bodyHtml).not.toMatch(/script|onclick|javascript/i)

    // Replacing, then removing, the Polish block leaves the English one alone.
    expect((await patch({ richContent: { title: 'Nowy tytuł' } })).status).toBe(200)
    expect(await rich(slug, 'en')).toMatchObject({ contentLang: 'en', title: 'Title' })
    expect(await rich(slug, 'pl')).toMatchObject({ contentLang: 'pl', title: 'Nowy tytuł' })
    expect((await patch({ richContent: null })).status).toBe(200)
    expect(await rich(slug, 'en')).toMatchObject({ contentLang: 'en', title: 'Title' })

    // And the English can go again: blank English means "no English".
    const cleared = await patch({ descriptionEn: '', richContentEn: { title: ' ', faq: [] } })
    expect((await cleared.json()) as AdminFacility).toMatchObject({ descriptionEn: null, richContentEn: null })
    expect(await facility(slug, 'en')).toMatchObject({ description: 'Opis tylko po polsku.', descriptionLang: 'pl' })
  })

  it('validates the English fields with the Polish rules', async () => {
    const response = await patch({
      descriptionEn: 'x'.repeat(2001),
      richContentEn: { faq: [{ question: 'Why?' }], title: 'y'.repeat(201) },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] }
    expect(body.code).toBe('VALIDATION_ERROR')
    const paths = body.issues.map((issue) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining(['descriptionEn', 'richContentEn.title', 'richContentEn.faq.0.answer']),
    )
    expect(body.issues.find((issue) => issue.path === 'richContentEn.faq.0.answer')!.message).toBe(
      'Odpowiedź jest wymagana',
    )
  })
})
