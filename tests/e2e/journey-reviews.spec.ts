import { addDays, businessToday } from '@kernel/calendar-date'
import { waitForHydration } from './a11y'
import { mailTo } from './dev-mail'
import { withFacility } from './facility-lock'
import { quietOverlays, SEED, signInAs } from './fixtures'
import { expect, test } from './test'

/**
 * Issue 43, the journey the "Done means" names: the operator marks a reservation moved in in the panel;
 * the daily job, run for 7 days later, mails the renter an invitation; the renter follows its link and writes a
 * review, which shows on the facility page in Polish and, after the language switch, in English, each with its
 * verified-stay label; the operator replies in the panel and the reply shows on the page. Four page loads: the
 * panel's reservation, the mail's link, the panel's reviews and the facility page. Lockerbox Podgórze is used by no
 * other spec; the lock keeps --repeat-each copies apart, and the end puts it back (the review removed on the
 * operator's report, the unit free again).
 */
const SLUG = 'lockerbox-podgorze-krakow'
const NAME = 'Lockerbox Podgórze'

const monthOf = (lang: 'pl' | 'en', day: string) =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(`${day}T12:00:00Z`))

test('moved in → invited 7 days later → reviewed from the mail → shown in both languages → the operator replies', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.context().setExtraHTTPHeaders({
    'cf-connecting-ip': `10.43.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  })
  await quietOverlays(page)
  await signInAs(page, baseURL!, SEED.client)
  const origin = { origin: baseURL! }
  await withFacility(baseURL!, SLUG, async () => {
    // The renter reserves and proves the address from the mail (the API, as the dialog would: no page load).
    const units = (await (await page.request.get(`/api/marketplace/facilities/${SLUG}/units`)).json()) as {
      id: number
      isAvailable: boolean
      priceMonthly: number | null
    }[]
    const unit = units.find((u) => u.isAvailable && u.priceMonthly !== null)!
    const email = `review-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`
    const made = await page.request.post(`/api/forms/facilities/${SLUG}/reservations`, {
      headers: origin,
      data: {
        unitId: unit.id,
        priceMonthly: unit.priceMonthly,
        moveInDate: addDays(businessToday(), 1),
        name: 'Ewa Recenzentka',
        email,
        phone: '600 700 800',
        acceptTerms: true,
        lang: 'pl',
      },
    })
    expect(made.status()).toBe(201)
    const code = ((await made.json()) as { reservation: { code: string } }).reservation.code
    const reserved = await mailTo(page, email, /./)
    const token = /#code=[A-Z0-9-]+&token=([\w-]+)/.exec(reserved.text)![1]!
    expect(
      (await page.request.post(`/api/reservations/${code}/confirm`, { headers: origin, data: { token } })).ok(),
    ).toBe(true)
    const list = (await (await page.request.get('/api/panel/reservations?status=pending')).json()) as {
      items: { id: number; code: string }[]
    }
    const id = list.items.find((r) => r.code === code)!.id

    // 1. The operator confirms and marks it moved in, in the panel.
    await page.goto(`/pl/panel-operatora/rezerwacje/${id}`)
    await waitForHydration(page)
    await page.getByTestId('reservation-action-confirm').click()
    await expect(page.getByTestId('reservation-action-moved_in')).toBeVisible()
    await page.getByTestId('reservation-action-moved_in').click()
    await expect(page.getByTestId('reservation-closed')).toBeVisible()

    // 2. The daily job as of 7 days later mails the invitation, in the renter's language.
    const run = await page.request.post('/__dev/reviews/run', { data: { day: addDays(businessToday(), 7) } })
    expect(run.status()).toBe(200)
    const invitation = await mailTo(page, email, new RegExp(`^Jak było w ${NAME}\\?`))
    const link = /https?:\/\/\S+\/pl\/opinia#token=[\w-]+/.exec(invitation.text)![0]

    // 3. The renter follows the link and writes the review.
    await page.goto(link)
    await waitForHydration(page)
    await expect(page.getByTestId('review-lead')).toContainText(NAME)
    await page.getByLabel('Ocena ogólna').selectOption('5')
    await page.getByLabel('Czystość').selectOption('4')
    await page.getByRole('button', { name: 'Opublikuj opinię' }).click()
    // The form's own checks, in the page's words, before anything is sent.
    await expect(page.getByText('Napisz co najmniej 20 znaków')).toBeVisible()
    const body = 'Boks suchy i czysty, obsługa pomogła z wózkiem. Polecam każdemu!'
    await page.getByLabel('Twoja opinia').fill(body)
    await expect(page.getByLabel('Podpis')).toHaveValue('Ewa R.')
    await page.getByRole('button', { name: 'Opublikuj opinię' }).click()
    await expect(page.getByTestId('review-outcome')).toHaveText(
      'Dziękujemy! Twoja opinia jest już widoczna na stronie obiektu.',
    )

    // 4. It is on the facility page, labelled, in Polish and then in English (client-side: no more loads).
    await page.getByTestId('review-see-it').click()
    await expect(page).toHaveURL(new RegExp(`/pl/magazyn-self-storage/${SLUG}`))
    const mine = page.getByTestId('review').filter({ hasText: body })
    await expect(mine.getByTestId('review-label')).toHaveText(
      `Zweryfikowany pobyt · wprowadzenie: ${monthOf('pl', businessToday())}`,
    )
    await page.getByTestId('lang-en').click()
    await expect(page).toHaveURL(new RegExp(`/en/self-storage-facility/${SLUG}`))
    await expect(page.getByTestId('review').filter({ hasText: body }).getByTestId('review-label')).toHaveText(
      `Verified stay · moved in: ${monthOf('en', businessToday())}`,
    )

    // 5. The operator replies in the panel, once; the reply is under the review on the public page.
    await page.goto('/pl/panel-operatora/opinie')
    await waitForHydration(page)
    const card = page.getByTestId('panel-review').filter({ hasText: body })
    await card.getByTestId('panel-review-reply-text').fill('Dziękujemy, do zobaczenia!')
    await card.getByTestId('panel-review-reply-submit').click()
    await expect(card.getByTestId('panel-review-reply')).toContainText('Dziękujemy, do zobaczenia!')
    await page.goto(`/pl/magazyn-self-storage/${SLUG}`)
    await expect(page.getByTestId('review').filter({ hasText: body }).getByTestId('review-reply')).toContainText(
      'Dziękujemy, do zobaczenia!',
    )

    // Put back: the review removed on the operator's report, the unit free.
    const reviewId = (
      (await (await page.request.get('/api/panel/reviews')).json()) as { items: { id: number; body: string }[] }
    ).items.find((r) => r.body === body)!.id
    expect(
      (
        await page.request.post(`/api/panel/reviews/${reviewId}/report`, {
          headers: origin,
          data: { ground: 'not_about_stay', note: 'test' },
        })
      ).ok(),
    ).toBe(true)
    const admin = await browser.newContext()
    await signInAs(await admin.newPage(), baseURL!, SEED.admin)
    expect(
      (
        await admin.request.post(`/api/superadmin/reviews/${reviewId}/moderate`, {
          headers: origin,
          data: { decision: 'removed', ground: 'not_about_stay' },
        })
      ).ok(),
    ).toBe(true)
    await admin.close()
    expect(
      (await page.request.patch(`/api/panel/units/${unit.id}`, { headers: origin, data: { isOccupied: false } })).ok(),
    ).toBe(true)
  })
})
