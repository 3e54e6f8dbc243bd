import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { DEMO_FACILITIES_EN } from '@api/db/seed/demo-data-en'
import { expectNoA11yViolations, waitForHydration } from './a11y'
import { SEED, quietOverlays, signInViaApi } from './fixtures'
import { toast } from './form-assertions'

const POLISH_DESCRIPTION = 'Boksy na Mokotowie, otwarte codziennie od 6:00 do 22:00.'
const POLISH_TITLE = 'Przechowalnia na Mokotowie'

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** A facility with Polish texts only, written through the admin API. */
async function polishOnlyFacility(request: APIRequestContext, baseURL: string): Promise<{ id: number; slug: string }> {
  await signInViaApi(request, baseURL, SEED.admin)
  const headers = { origin: baseURL }
  const created = await request.post('/api/superadmin/facilities', {
    headers,
    data: {
      clientId: 1,
      name: `Przechowalnia ${Date.now().toString(36)}`,
      location: { street: 'ul. Puławska', buildingNumber: '2', postalCode: '02-512', city: 'Warszawa' },
    },
  })
  expect(created.status()).toBe(201)
  const { id, slug } = await created.json()
  const patched = await request.patch(`/api/superadmin/facilities/${id}`, {
    headers,
    data: {
      description: POLISH_DESCRIPTION,
      richContent: {
        title: POLISH_TITLE,
        lead: 'Wstęp po polsku.',
        faq: [{ question: 'Czy jest winda?', answer: 'Tak.' }],
      },
    },
  })
  expect(patched.status()).toBe(200)
  return { id, slug }
}

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
})

test('/en detail of a demo facility shows its English description and content, /pl its Polish ones', async ({
  page,
}) => {
  const english = DEMO_FACILITIES_EN['lockerbox-warszawa']!
  await open(page, '/en/self-storage-facility/lockerbox-warszawa')
  const main = page.getByRole('main')
  await expect(main.getByText(english.description)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: english.rich!.title })).toBeVisible()
  await expect(main.getByText(english.rich!.lead)).toBeVisible()
  await expect(page.getByTestId('foreign-note')).toHaveCount(0)
  await expect(main.locator('[lang="pl"]')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await open(page, '/pl/magazyn-self-storage/lockerbox-warszawa')
  await expect(page.getByRole('main').getByText(english.description)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /^Lockerbox Warszawa Wola/ })).toBeVisible()
})

test('/en detail of a facility with no English: the Polish texts marked lang="pl" under a one-line English note', async ({
  page,
  baseURL,
}) => {
  const { slug } = await polishOnlyFacility(page.request, baseURL!)
  await open(page, `/en/self-storage-facility/${slug}`)
  const notes = page.getByTestId('foreign-note')
  await expect(notes).toHaveText(['Description available in Polish only.', 'This section is available in Polish only.'])
  await expect(page.locator('p[lang="pl"]', { hasText: POLISH_DESCRIPTION })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: POLISH_TITLE })).toHaveAttribute('lang', 'pl')
  await expect(page.locator('[lang="pl"]', { hasText: 'Czy jest winda?' })).toBeVisible()
  // Our own words stay English: the FAQ heading is not marked Polish.
  await expect(page.getByRole('heading', { level: 3, name: 'Frequently asked questions' })).not.toHaveAttribute(
    'lang',
    'pl',
  )
  // The page's search snippet does not turn Polish either.
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', POLISH_DESCRIPTION)
  await expectNoA11yViolations(page)
})

test('admin: PL/EN tabs work by keyboard, English is saved, and a failed save shows the tab with the error', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const { id, slug } = await polishOnlyFacility(page.request, baseURL!)
  await open(page, `/admin/facilities/${id}`)
  const polish = page.getByRole('tab', { name: 'Polski' })
  const english = page.getByRole('tab', { name: 'English' })
  await expect(page.getByRole('tablist', { name: 'Język treści' })).toBeVisible()
  await expect(polish).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Opis (krótki, bez HTML)')).toHaveValue(POLISH_DESCRIPTION)
  await expect(page.getByLabel('Description (short, no HTML)')).toBeHidden()

  await polish.focus()
  await page.keyboard.press('ArrowRight')
  await expect(english).toBeFocused()
  await expect(english).toHaveAttribute('aria-selected', 'true')
  await expect(polish).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel', { name: 'English' })).toHaveAttribute('lang', 'en')
  await expect(page.getByLabel('Opis (krótki, bez HTML)')).toBeHidden()
  await expectNoA11yViolations(page)
  await page.keyboard.press('ArrowRight') // wraps around
  await expect(polish).toBeFocused()
  await page.keyboard.press('End')
  await expect(english).toBeFocused()
  await page.keyboard.press('Home')
  await expect(polish).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(english).toHaveAttribute('aria-selected', 'true')

  await page.keyboard.press('Tab') // from the tab into its panel
  await expect(page.getByLabel('Description (short, no HTML)')).toBeFocused()
  await page.keyboard.type('Units in Mokotów, open daily from 6:00 to 22:00.')
  await page.getByLabel('Title', { exact: true }).fill('Storage in Mokotów')
  await page.getByRole('button', { name: 'Add question' }).click()
  await page.getByLabel('Question 1', { exact: true }).fill('Is there a lift?')

  // The answer is missing: saving from the Polish tab brings the English tab back, focused on the error.
  await polish.click()
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(english).toHaveAttribute('aria-selected', 'true')
  await expect(english).toContainText('błędy')
  await expect(page.getByLabel('Answer 1', { exact: true })).toBeFocused()
  await page.keyboard.type('Yes.')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(toast(page, 'Zapiszono zmiany obiektu')).toBeVisible()

  const headers = { 'accept-language': 'en' }
  const facility = await (await page.request.get(`/api/marketplace/facilities/${slug}`, { headers })).json()
  expect(facility).toMatchObject({
    description: 'Units in Mokotów, open daily from 6:00 to 22:00.',
    descriptionLang: 'en',
  })
  const rich = await (await page.request.get(`/api/marketplace/facilities/${slug}/rich-content`, { headers })).json()
  expect(rich).toMatchObject({
    contentLang: 'en',
    title: 'Storage in Mokotów',
    faq: [{ question: 'Is there a lift?', answer: 'Yes.' }],
  })
  const pl = await (await page.request.get(`/api/marketplace/facilities/${slug}/rich-content`)).json()
  expect(pl).toMatchObject({ contentLang: 'pl', title: POLISH_TITLE })
})
