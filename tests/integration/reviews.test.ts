import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { publishedRating } from '@api/contract/reviews'
import { invitationHash } from '@api/reviews/invitations'
import { apiFetch, retireCaches, SEED, sessionFor, tampered } from './api-helpers'
import { d1, devVar } from './d1'
import { type FreshCompany, freshCompany } from './fresh-company'
import { baseUrl, get } from './http'
import { eventually, linksIn, mailTo } from './mail'

/** Issue 43: reviews only from real stays, one per reservation, and a score made of them alone. */

let ipNo = 0
/** Each call from its own network: the link's guesses are limited per network, which is not what is tested here. */
const ip = () => {
  ipNo += 1
  return { 'cf-connecting-ip': `10.143.${Math.floor(ipNo / 250)}.${(ipNo % 250) + 1}` }
}

const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const code = () =>
  Array.from({ length: 9 }, (_, i) => (i === 4 ? '-' : LETTERS[Math.floor(Math.random() * LETTERS.length)])).join('')

type Facility = FreshCompany & { slug: string; name: string; unitId: number; drop: () => void }

/** A company of the test's own, with one public facility and a unit; its reviews move no seeded facility's score. */
async function publicFacility(label: string): Promise<Facility> {
  const company = await freshCompany(label)
  d1(
    "UPDATE facilities SET active = 1, email = ?, street = 'ul. Opinii', building_number = '4', postal_code = '00-950', city = 'Warszawa' WHERE id = ?",
    company.email,
    company.facilityId,
  )
  const [unit] = d1<{ id: number }>(
    "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, 'R-1', '2 m²', 2, 'standard', 100) RETURNING id",
    company.facilityId,
  )
  const [row] = d1<{ slug: string; name: string }>('SELECT slug, name FROM facilities WHERE id = ?', company.facilityId)
  return {
    ...company,
    ...row!,
    unitId: unit!.id,
    drop: () => {
      d1('DELETE FROM reservations WHERE facility_id = ?', company.facilityId)
      d1('DELETE FROM reviews WHERE facility_id = ?', company.facilityId)
      company.drop()
    },
  }
}

/** A reservation in `status`, made 20 days ago for a move-in 10 days ago, with the renter's language. */
function reservation(f: Facility, status: string, email: string, lang: 'pl' | 'en' = 'en'): number {
  const moveIn = addDays(businessToday(), -10)
  // A unit each: one active hold per unit (migration 0037).
  const [unit] = d1<{ id: number }>(
    "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, ?, '2 m²', 2, 'standard', 100) RETURNING id",
    f.facilityId,
    `R-${code()}`,
  )
  const [row] = d1<{ id: number }>(
    `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date, hold_until,
       name, email, phone, lang, status, email_key, created_at)
     VALUES (?, ?, ?, 'R-1', '2 m²', 100, ?, ?, 'Ewa Rezerwująca', ?, '600 700 800', ?, ?, ?, ?) RETURNING id`,
    code(),
    f.facilityId,
    unit!.id,
    moveIn,
    addDays(moveIn, 2),
    email,
    lang,
    status,
    email,
    new Date(Date.now() - 20 * 86_400_000).toISOString(),
  )
  return row!.id
}

const runJob = async (day: string) => {
  const response = await fetch(`${baseUrl()}/__dev/reviews/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ day }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { invited: number }).invited
}

const invitationsOf = (reservationId: number) =>
  d1('SELECT id FROM review_invitations WHERE reservation_id = ?', reservationId)

/** The invitation among the address's mails: the stay's own mails (its reservation's) may come to it too, in any order. */
const tokenIn = async (email: string) => {
  const mail = await eventually(async () =>
    (await mailTo(email)).find((m) => linksIn(m).some((href) => href.includes('#token='))),
  )
  const link = linksIn(mail).find((href) => href.includes('#token='))!
  return { mail, link, token: new URL(link).hash.replace('#token=', '') }
}

const postReview = (body: Record<string, unknown>) => apiFetch('/api/reviews', { method: 'POST', body, headers: ip() })

const GOOD_REVIEW = {
  score: 4,
  cleanliness: 5,
  access: '',
  staff: 4,
  value: null,
  body: 'Clean unit, easy access with the car, friendly staff at the desk.',
  author: 'Ewa R.',
}

const ldNodes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
type Business = {
  aggregateRating?: { ratingValue: number; reviewCount: number }
  review?: { reviewRating: { ratingValue: number }; author: { name: string } }[]
}
const business = (html: string) => ldNodes(html).find((node) => node['@type'] === 'SelfStorage') as Business
const testIdText = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null

/** What the page prints and what its structured data says, side by side. */
function visibleAndMarkedUp(html: string, lang: 'pl' | 'en') {
  const summary = testIdText(html, 'rating-summary')
  const match = summary ? /^([\d.,]+) \((\d+)/.exec(summary) : null
  const format = new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const data = business(html)
  return {
    visible: match
      ? { rating: match[1], count: Number(match[2]), listed: html.split('data-testid="review"').length - 1 }
      : null,
    average: testIdText(html, 'reviews-average'),
    markedUp: data.aggregateRating
      ? {
          rating: format.format(data.aggregateRating.ratingValue),
          count: data.aggregateRating.reviewCount,
          listed: data.review?.length ?? 0,
        }
      : null,
    hasReviewKey: 'review' in data,
  }
}

const monthOf = (lang: 'pl' | 'en', day: string) =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(`${day}T12:00:00Z`))

describe('reviews from real stays (issue 43)', () => {
  let facility: Facility
  beforeAll(async () => {
    facility = await publicFacility('reviews')
  })
  afterAll(() => facility?.drop())

  it('invites a stay 7 days after the operator marks it moved in, once, in its language; the link reviews it once', async () => {
    const email = `stay-${Date.now()}@example.pl`
    const id = reservation(facility, 'confirmed', email, 'en')
    const moved = await apiFetch(`/api/panel/reservations/${id}/actions`, {
      method: 'POST',
      body: { action: 'moved_in' },
      cookie: facility.cookie,
    })
    expect(moved.status).toBe(200)
    const today = businessToday()
    // Six days on: not yet.
    await runJob(addDays(today, 6))
    expect(invitationsOf(id)).toHaveLength(0)
    // Seven days on: one invitation, one mail, in the reservation's language.
    expect(await runJob(addDays(today, 7))).toBeGreaterThanOrEqual(1)
    expect(invitationsOf(id)).toHaveLength(1)
    const { mail, link, token } = await tokenIn(email)
    expect(mail.subject).toBe(`How was ${facility.name}? Review your stay`)
    expect(link.startsWith(`${baseUrl()}/en/review#token=`)).toBe(true)
    // The token is only in the link's fragment: the stored row (what the console shows) holds the mask.
    const [row] = d1<{ data: string; body: string }>(
      "SELECT data, body FROM outbox WHERE kind = 'review_invitation' AND ref_id = ?",
      id,
    )
    expect(`${row!.data}${row!.body}`).not.toContain(token)
    // The job runs again: nobody is invited twice.
    await runJob(addDays(today, 8))
    expect(invitationsOf(id)).toHaveLength(1)
    expect(d1("SELECT id FROM outbox WHERE kind = 'review_invitation' AND ref_id = ?", id)).toHaveLength(1)

    // What the link is for, before anything is sent: nothing is used up.
    const asked = await apiFetch('/api/reviews/invitation', { method: 'POST', body: { token }, headers: ip() })
    expect(asked.status).toBe(200)
    expect(await asked.json()).toEqual({
      facility: { name: facility.name, slug: facility.slug, city: 'Warszawa' },
      movedInOn: today,
      author: 'Ewa R.',
    })

    // The form's checks on the server, with the form's schema: each field named, nothing stored.
    const bad = await postReview({ token, score: 0, body: 'Too short', author: 'Ewa Rezerwująca', staff: 9 })
    expect(bad.status).toBe(400)
    const paths = ((await bad.json()) as { issues: { path: string; message: string }[] }).issues
    expect(Object.fromEntries(paths.map((issue) => [issue.path, issue.message]))).toEqual({
      score: 'scoreRequired',
      staff: 'invalidScore',
      body: 'textTooShort',
      author: 'authorFormat',
    })
    expect(d1('SELECT id FROM reviews WHERE reservation_id = ?', id)).toHaveLength(0)

    const created = await postReview({ ...GOOD_REVIEW, token })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ ok: true, facilitySlug: facility.slug })
    // A second submission with the same link: 409, and still one review.
    expect((await postReview({ ...GOOD_REVIEW, score: 1, token })).status).toBe(409)
    expect((await apiFetch('/api/reviews/invitation', { method: 'POST', body: { token }, headers: ip() })).status).toBe(
      409,
    )
    expect(d1('SELECT id FROM reviews WHERE reservation_id = ?', id)).toHaveLength(1)
    // The operator hears of it once, in the panel user's language, with the score, the words and the panel's reviews.
    const notice = await eventually(async () =>
      (await mailTo(facility.email)).find((m) => m.subject === `Nowa opinia (4/5): ${facility.name}`),
    )
    expect(notice.text).toContain(GOOD_REVIEW.body)
    expect(linksIn(notice)).toContain(`${baseUrl()}/pl/panel-operatora/opinie`)
    expect(d1("SELECT id FROM outbox WHERE kind = 'review_received' AND to_email = ?", facility.email)).toHaveLength(1)
    // An unknown token: the one answer of every mailed link (`tampered`: a fixed "x" left a token that began with one
    // unchanged, a 409 in 1 run of 64).
    expect((await postReview({ ...GOOD_REVIEW, token: tampered(token) })).status).toBe(404)

    // Published at once: the API and both languages' pages show it with its label.
    const reviews = (await (await apiFetch(`/api/marketplace/facilities/${facility.slug}/reviews`)).json()) as {
      rating: number
      count: number
      distribution: number[]
      items: { score: number; author: string; movedInOn: string; aspects: Record<string, number | null> }[]
    }
    expect(reviews).toMatchObject({ rating: 4, count: 1, distribution: [0, 0, 0, 1, 0] })
    expect(reviews.items[0]).toMatchObject({
      score: 4,
      author: 'Ewa R.',
      movedInOn: today,
      aspects: { cleanliness: 5, access: null, staff: 4, value: null },
    })
    const pl = await (await get(`/pl/magazyn-self-storage/${facility.slug}`)).text()
    expect(pl).toContain(`Zweryfikowany pobyt · wprowadzenie: ${monthOf('pl', today)}`)
    expect(pl).toContain(GOOD_REVIEW.body)
    const en = await (await get(`/en/self-storage-facility/${facility.slug}`)).text()
    expect(en).toContain(`Verified stay · moved in: ${monthOf('en', today)}`)
  })

  it('invites no stay that was cancelled, did not come or never moved in, and none of them can review', async () => {
    const stamp = Date.now()
    const ids = ['cancelled', 'no_show', 'expired', 'confirmed', 'pending'].map((status) =>
      reservation(facility, status, `never-${status}-${stamp}@example.pl`),
    )
    // Even a moved-in event on a reservation whose status is not moved in proves nothing.
    for (const id of ids)
      d1(
        "INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at) VALUES (?, 'confirmed', 'moved_in', 'operator', ?)",
        id,
        new Date(Date.now() - 9 * 86_400_000).toISOString(),
      )
    await runJob(businessToday())
    await runJob(addDays(businessToday(), 7))
    for (const id of ids) expect(invitationsOf(id)).toHaveLength(0)
    // A link made for one of them by hand (no code path makes one) reviews nothing either.
    const raw = `forged-token-${stamp}-abcdefghijklmnop`
    d1(
      'INSERT INTO review_invitations (reservation_id, token_hash, expires_at) VALUES (?, ?, ?)',
      ids[0]!,
      await invitationHash(devVar('SESSION_SECRET'), raw),
      new Date(Date.now() + 86_400_000).toISOString(),
    )
    expect((await postReview({ ...GOOD_REVIEW, token: raw })).status).toBe(404)
    expect(
      d1('SELECT id FROM reviews WHERE reservation_id IN (SELECT value FROM json_each(?))', JSON.stringify(ids)),
    ).toHaveLength(0)
    for (const status of ['cancelled', 'no_show'])
      expect(await mailTo(`never-${status}-${stamp}@example.pl`)).toHaveLength(0)
  })

  it('the operator replies once, publicly, and reports with a published ground; the superadmin removes on a ground or keeps', async () => {
    const [review] = d1<{ id: number }>(
      "SELECT id FROM reviews WHERE facility_id = ? AND status = 'published' ORDER BY id LIMIT 1",
      facility.facilityId,
    )
    const other = await sessionFor(SEED.client.email)
    const reply = (cookie: string, text: string) =>
      apiFetch(`/api/panel/reviews/${review!.id}/reply`, { method: 'POST', body: { reply: text }, cookie })
    expect((await reply(other, 'Not ours')).status).toBe(404)
    expect((await reply(facility.cookie, '   ')).status).toBe(400)
    expect((await reply(facility.cookie, 'Thank you, see you again!')).status).toBe(200)
    expect((await reply(facility.cookie, 'A second reply')).status).toBe(409)
    const listed = (await (await apiFetch('/api/panel/reviews', { cookie: facility.cookie })).json()) as {
      items: { id: number; reply: { text: string } | null }[]
    }
    expect(listed.items.find((item) => item.id === review!.id)?.reply?.text).toBe('Thank you, see you again!')
    const page = await (await get(`/en/self-storage-facility/${facility.slug}`)).text()
    expect(page).toContain('Operator’s reply')
    expect(page).toContain('Thank you, see you again!')

    const report = (body: unknown) =>
      apiFetch(`/api/panel/reviews/${review!.id}/report`, { method: 'POST', body, cookie: facility.cookie })
    expect((await report({ ground: 'negative' })).status).toBe(400)
    expect((await report({ ground: 'not_about_stay', note: 'Wrong facility' })).status).toBe(200)
    expect((await report({ ground: 'insult' })).status).toBe(409)

    const admin = await sessionFor(SEED.admin.email)
    const tenant = await sessionFor(SEED.tenant.email)
    expect((await apiFetch('/api/superadmin/reviews', { cookie: tenant })).status).toBe(403)
    const queue = (await (await apiFetch('/api/superadmin/reviews', { cookie: admin })).json()) as {
      items: { id: number; report: { ground: string } | null }[]
    }
    expect(queue.items.find((item) => item.id === review!.id)?.report?.ground).toBe('not_about_stay')
    const moderate = (body: unknown) =>
      apiFetch(`/api/superadmin/reviews/${review!.id}/moderate`, { method: 'POST', body, cookie: admin })
    // Being negative is no ground.
    expect((await moderate({ decision: 'removed', ground: 'negative' })).status).toBe(400)
    expect((await moderate({ decision: 'removed' })).status).toBe(400)
    expect((await moderate({ decision: 'removed', ground: 'not_about_stay' })).status).toBe(200)
    expect((await moderate({ decision: 'kept' })).status).toBe(409)
    const after = (await (await apiFetch(`/api/marketplace/facilities/${facility.slug}/reviews`)).json()) as {
      count: number
      items: { id: number }[]
    }
    expect(after.items.some((item) => item.id === review!.id)).toBe(false)
    expect(after.count).toBe(after.items.length)
  })

  it('the renter’s export lists their reviews; erasure takes them and their invitations, and the score follows', async () => {
    const email = `erase-review-${Date.now()}@example.pl`
    d1(
      "INSERT INTO users (email, password_hash, role, name, email_verified_at) VALUES (?, 'unused', 'TENANT', 'Ewa', ?)",
      email,
      new Date().toISOString(),
    )
    const id = reservation(facility, 'moved_in', email)
    const before = d1<{ review_count: number }>(
      'SELECT review_count FROM facilities WHERE id = ?',
      facility.facilityId,
    )[0]!
    const [written] = d1<{ id: number }>(
      "INSERT INTO reviews (reservation_id, facility_id, score, body, author, moved_in_on) VALUES (?, ?, 2, 'Not what I hoped for, sadly.', 'Ewa R.', '2026-11-01') RETURNING id",
      id,
      facility.facilityId,
    )
    // Written behind the API's back: the operator's reply is a write that retires the facility's cached answers.
    const replied = await apiFetch(`/api/panel/reviews/${written!.id}/reply`, {
      method: 'POST',
      body: { reply: 'Sorry to hear it.' },
      cookie: facility.cookie,
    })
    expect(replied.status).toBe(200)
    d1(
      "INSERT INTO review_invitations (reservation_id, token_hash, expires_at, used_at) VALUES (?, ?, '2099-01-01', '2026-11-02')",
      id,
      `h-${id}`,
    )
    expect(
      d1<{ review_count: number }>('SELECT review_count FROM facilities WHERE id = ?', facility.facilityId)[0]!
        .review_count,
    ).toBe(before.review_count + 1)
    const cookie = await sessionFor(email)
    // Read (and cached at the edge) while it is there: the erasure must retire it.
    const authors = async () =>
      (
        (await (await apiFetch(`/api/marketplace/facilities/${facility.slug}/reviews`)).json()) as {
          items: { author: string }[]
        }
      ).items.map((item) => item.author)
    expect(await authors()).toContain('Ewa R.')
    // The export lists it first (RODO art. 15 and 20).
    const exported = (await (await apiFetch('/api/account/export', { cookie, headers: ip() })).json()) as {
      reviews: { score: number; author: string; body: string }[]
    }
    expect(exported.reviews).toEqual([
      expect.objectContaining({ score: 2, author: 'Ewa R.', body: 'Not what I hoped for, sadly.' }),
    ])
    const erased = await apiFetch('/api/account/erase', {
      method: 'POST',
      body: { confirm: true },
      cookie,
      headers: ip(),
    })
    expect(erased.status).toBe(200)
    expect(d1('SELECT id FROM reviews WHERE reservation_id = ?', id)).toHaveLength(0)
    expect(invitationsOf(id)).toHaveLength(0)
    expect(
      d1<{ review_count: number }>('SELECT review_count FROM facilities WHERE id = ?', facility.facilityId)[0]!
        .review_count,
    ).toBe(before.review_count)
    expect(await authors()).not.toContain('Ewa R.')
  })

  it('a facility’s score and count are its published reviews’ and nothing else (property)', async () => {
    const review = fc.record({ score: fc.integer({ min: 1, max: 5 }), published: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(fc.array(review, { maxLength: 12 }), async (reviews) => {
        d1('DELETE FROM reviews WHERE facility_id = ?', facility.facilityId)
        for (const r of reviews)
          d1(
            `INSERT INTO reviews (facility_id, score, body, author, moved_in_on, status)
             VALUES (?, ?, 'A stay as good as any other stay.', 'Ala K.', '2026-10-01', ?)`,
            facility.facilityId,
            r.score,
            r.published ? 'published' : 'removed',
          )
        await retireCaches()
        const published = reviews.filter((r) => r.published).map((r) => r.score)
        const detail = (await (await apiFetch(`/api/marketplace/facilities/${facility.slug}`)).json()) as {
          rating: number
          reviewCount: number
        }
        expect({ rating: detail.rating, count: detail.reviewCount }).toEqual({
          rating: publishedRating(published),
          count: published.length,
        })
        const listed = (await (await apiFetch(`/api/marketplace/facilities/${facility.slug}/reviews`)).json()) as {
          rating: number
          count: number
          distribution: number[]
          items: unknown[]
        }
        expect(listed.rating).toBe(publishedRating(published))
        expect(listed.count).toBe(published.length)
        expect(listed.items).toHaveLength(published.length)
        expect(listed.distribution).toEqual([1, 2, 3, 4, 5].map((s) => published.filter((p) => p === s).length))
      }),
      { numRuns: 12 },
    )
  }, 120_000)
})

describe('the list orders by the same score (issue 43)', () => {
  it('the default order ranks by the published score within each group, and each card’s score is its reviews’', async () => {
    type Item = { slug: string; rating: number; reviewCount: number; recommended: boolean; availableUnits: number }
    const list = (await (await apiFetch('/api/marketplace/facilities?limit=100')).json()) as { items: Item[] }
    expect(list.items.length).toBeGreaterThan(10)
    for (const [i, item] of list.items.entries()) {
      const next = list.items[i + 1]
      if (!next || next.recommended !== item.recommended || (next.availableUnits === 0) !== (item.availableUnits === 0))
        continue
      expect(next.rating, `${item.slug} before ${next.slug}`).toBeLessThanOrEqual(item.rating)
    }
    for (const item of list.items.filter((x) => x.reviewCount > 0).slice(0, 5)) {
      const reviews = (await (await apiFetch(`/api/marketplace/facilities/${item.slug}/reviews`)).json()) as {
        items: { score: number }[]
      }
      expect({ rating: item.rating, count: item.reviewCount }).toEqual({
        rating: publishedRating(reviews.items.map((r) => r.score)),
        count: reviews.items.length,
      })
    }
  })
})

describe('structured data and the star blocks (issue 43)', () => {
  it.each(['pl', 'en'] as const)('%s: the JSON-LD carries exactly the numbers the page shows', async (lang) => {
    const path =
      lang === 'pl' ? '/pl/magazyn-self-storage/lockerbox-warszawa' : '/en/self-storage-facility/lockerbox-warszawa'
    const html = await (await get(path)).text()
    const seen = visibleAndMarkedUp(html, lang)
    expect(seen.visible).not.toBeNull()
    expect(seen.markedUp).toEqual(seen.visible)
    expect(seen.average).toBe(seen.visible!.rating)
    expect(html).toContain(lang === 'pl' ? 'Zweryfikowany pobyt · wprowadzenie:' : 'Verified stay · moved in:')
  })

  it('a facility without reviews has no rating in its structured data, no stars, and the no-reviews text', async () => {
    const bare = await publicFacility('no-reviews')
    try {
      const pl = await (await get(`/pl/magazyn-self-storage/${bare.slug}`)).text()
      const seen = visibleAndMarkedUp(pl, 'pl')
      expect(seen).toMatchObject({ visible: null, markedUp: null, hasReviewKey: false, average: null })
      expect(pl).toContain('Brak opinii')
      expect(pl).not.toContain('data-testid="review"')
      const en = await (await get(`/en/self-storage-facility/${bare.slug}`)).text()
      expect(visibleAndMarkedUp(en, 'en')).toMatchObject({ visible: null, markedUp: null, hasReviewKey: false })
      expect(en).toContain('No reviews yet')
    } finally {
      bare.drop()
    }
  })

  it.each([
    [
      'pl',
      '/pl/jak-weryfikujemy-opinie',
      'Jak weryfikujemy opinie',
      'Nigdy nie usuwamy opinii dlatego, że jest negatywna.',
    ],
    ['en', '/en/how-we-verify-reviews', 'How we verify reviews', 'We never remove a review for being negative.'],
  ] as const)(
    '%s: the verification page exists and every star block links to it',
    async (lang, path, heading, never) => {
      const page = await get(path)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(html).toContain(never)
      const href = `href="${path}"`
      const facility = await (
        await get(
          lang === 'pl'
            ? '/pl/magazyn-self-storage/lockerbox-warszawa'
            : '/en/self-storage-facility/lockerbox-warszawa',
        )
      ).text()
      // The header's star block and the reviews section.
      expect(facility.split(href).length - 1).toBeGreaterThanOrEqual(2)
      for (const list of lang === 'pl'
        ? ['/pl/magazyny-self-storage', '/pl/magazyny-self-storage/warszawa', '/pl']
        : ['/en/facilities', '/en/facilities/warszawa', '/en']) {
        const cards = await (await get(list)).text()
        const stars = cards.split('data-testid="card-how-verified"').length - 1
        expect(stars, list).toBeGreaterThan(0)
        expect(cards.split(href).length - 1, list).toBeGreaterThanOrEqual(stars)
      }
      const sitemap = await (await get('/sitemaps/pages.xml')).text()
      expect(sitemap).toContain(path)
    },
  )
})
