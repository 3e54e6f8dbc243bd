import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'
const T0 = new Date('2026-03-02T10:00:00+01:00')
// pauseAt must lie ahead of the installed time, or it fails once a millisecond has passed.
const T1 = new Date(T0.getTime() + 1000)

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('skrytka-consent-v1'))
      localStorage.setItem(
        'skrytka-consent-v1',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
      )
  })
})

test('teaser appears after 3000 ms bottom-left, links to the software page #top and stays dismissed', async ({
  page,
}) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T1)
  await page.goto('/pl/magazyny-self-storage')
  await waitForHydration(page)
  const teaser = page.getByTestId('teaser')
  await page.clock.fastForward(2900)
  await expect(teaser).toHaveCount(0)
  await page.clock.fastForward(200)
  await expect(teaser).toBeVisible()
  const box = await teaser.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.x).toBeLessThan(40)
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40)
  await expect(teaser.locator('img')).toHaveAttribute('src', '/images/teaser/teaser.webp')
  await expect(teaser.getByRole('link')).toHaveAttribute('href', `${SOFTWARE}#top`)
  // axe schedules work on timers: let time flow again before scanning.
  await page.clock.resume()
  await expectNoA11yViolations(page)

  await teaser.getByRole('button', { name: 'Zamknij powiadomienie' }).click()
  await expect(teaser).toHaveCount(0)
  await page.reload()
  await waitForHydration(page)
  await page.clock.fastForward(5000)
  await expect(page.getByTestId('teaser')).toHaveCount(0)
})

test('teaser is not shown on the software page nor in the admin console', async ({ page }) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T1)
  await page.goto(SOFTWARE)
  await waitForHydration(page)
  await page.clock.fastForward(5000)
  await expect(page.getByTestId('teaser')).toHaveCount(0)
  // Signed in as the superadmin so the console renders instead of redirecting to the sign-in page.
  const origin = new URL(page.url()).origin
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@skrytka.test', password: 'Admin-Skrytka-2026', remember: false },
    headers: { Origin: origin },
  })
  expect(login.ok()).toBe(true)
  await page.goto('/admin')
  await waitForHydration(page)
  await page.clock.fastForward(5000)
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.getByTestId('teaser')).toHaveCount(0)
})

test('teaser CTA lands at the top of the software page', async ({ page }) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T1)
  await page.goto('/pl/blog')
  await waitForHydration(page)
  await page.clock.fastForward(3100)
  await page.getByTestId('teaser').getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${SOFTWARE}#top$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(10)
})

test('software promo pops up after 1600 ms and its button opens the trial panel', async ({ page }) => {
  await page.clock.install({ time: T0 })
  await page.clock.pauseAt(T1)
  await page.goto(SOFTWARE)
  await waitForHydration(page)
  await page.clock.fastForward(1500)
  await expect(page.getByTestId('promo-popup')).toHaveCount(0)
  await page.clock.fastForward(200)
  await expect(page.getByTestId('promo-popup')).toBeVisible()
  await page.clock.resume()
  await expectNoA11yViolations(page)
  await page.getByTestId('promo-cta').click()
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await expect(page).toHaveURL(/[?&]trial=1/)
  await expect(page.getByTestId('promo-popup')).toHaveCount(0)
})

test('newsletter: empty submit does nothing; success clears the field; failure shows the error', async ({ page }) => {
  // Home's timed add-facility modal would cover the footer's form on a slow load: not what this test is about.
  await page.addInitScript(() => localStorage.setItem('add-facility-modal-never', '1'))
  let posts = 0
  await page.route('**/api/newsletter/subscribe', async (route) => {
    posts++
    const body = route.request().postDataJSON() as { email: string; lang: string }
    if (body.email.startsWith('fail')) await route.fulfill({ status: 500, body: 'nope' })
    else await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' })
  })
  await page.goto('/en')
  await waitForHydration(page)
  const form = page.getByTestId('newsletter-form')
  await form.getByRole('button', { name: 'Send' }).click()
  expect(posts).toBe(0)
  await form.getByLabel('Email address').fill('reader@example.com')
  const [request] = await Promise.all([
    page.waitForRequest('**/api/newsletter/subscribe'),
    form.getByRole('button', { name: 'Send' }).click(),
  ])
  expect(request.postDataJSON()).toEqual({ email: 'reader@example.com', lang: 'en' })
  await expect(page.getByText('Thank you! Check your inbox to confirm.')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('')
  await form.getByLabel('Email address').fill('fail@example.com')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Hmm, something went wrong. Try again.')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('fail@example.com')
})

test('newsletter subscribes against the real API', async ({ page }) => {
  // Home's timed add-facility modal would cover the footer's form on a slow load: not what this test is about.
  await page.addInitScript(() => localStorage.setItem('add-facility-modal-never', '1'))
  await page.goto('/pl')
  await waitForHydration(page)
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Adres e-mail').fill(`e2e-${Date.now()}@example.com`)
  const [response] = await Promise.all([
    page.waitForResponse('**/api/newsletter/subscribe'),
    form.getByRole('button', { name: 'Wyślij' }).click(),
  ])
  expect(response.status()).toBeLessThan(300)
  await expect(page.getByText('Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.')).toBeVisible()
})
