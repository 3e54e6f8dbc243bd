import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { expectNoA11yViolations, waitForHydration } from './a11y'

const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('skrytka-consent-v1'))
      localStorage.setItem(
        'skrytka-consent-v1',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: 'x' }),
      )
    sessionStorage.setItem('skrytka-promo-dismissed', '1')
    sessionStorage.setItem('skrytka-teaser-dismissed', '1')
  })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('software page: claims, partners, carousel, structured data', async ({ page }) => {
  await open(page, SOFTWARE)
  for (const claim of ['500+', '10+', '3 minuty', '100%', '25%', '0 zł', '30 dni']) {
    await expect(page.getByText(claim, { exact: true }).first()).toBeVisible()
  }
  // One currency form per language (issue 29): Polish pages say "zł", never "PLN" beside it.
  await expect(page.getByText('0 zł', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('0 PLN', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Ocena 5.0 na podstawie 12 opinii')).toBeVisible()
  for (const name of ['Magazynowo', 'BoxPol', 'Schowek24', 'Przechowalnia Nova']) {
    await expect(page.getByRole('img', { name: `Logo ${name}` })).toBeVisible()
  }
  await expect(page.locator('#korzysci li')).toHaveCount(4)
  await expect(page.locator('#opinie blockquote')).toHaveCount(3)

  const track = page.getByTestId('carousel-track')
  await expect(track.locator('li')).toHaveCount(7)
  await expect(page.getByText('Funkcja 1 z 7')).toBeVisible()
  await page.getByRole('button', { name: 'Następna funkcja' }).click()
  await expect(page.getByText('Funkcja 2 z 7')).toBeVisible()
  await page.getByRole('button', { name: 'Poprzednia funkcja' }).click()
  await expect(page.getByText('Funkcja 1 z 7')).toBeVisible()
  await track.evaluate((node) => node.scrollTo({ left: node.scrollWidth }))
  await expect(page.getByText('Funkcja 7 z 7')).toBeVisible()
  await page.getByTestId('carousel-client').click()
  await expect(track.locator('li')).toHaveCount(6)
  await expect(page.getByText('Funkcja 1 z 6')).toBeVisible()
  await expect(page.getByTestId('carousel-cta')).toHaveAttribute('href', `${SOFTWARE}?demo=1`)

  const ld = await jsonLd(page)
  const app = ld.find((item) => item['@type'] === 'SoftwareApplication')
  expect(app).toMatchObject({
    offers: { price: '0', priceCurrency: 'PLN' },
    aggregateRating: { ratingValue: 5, reviewCount: 12 },
  })
  await expectNoA11yViolations(page)
})

test('English software page: carousel CTA still targets the Polish page with demo=1', async ({ page }) => {
  await open(page, '/en/software')
  await expect(page.getByTestId('carousel-cta')).toHaveAttribute('href', `${SOFTWARE}?demo=1`)
  await page.getByTestId('carousel-cta').click()
  await expect(page).toHaveURL(new RegExp(`${SOFTWARE}\\?demo=1$`))
  await expect(page.getByTestId('demo-panel')).toBeVisible()
})

test('features page: seven anchored sections, sticky nav follows the scroll, buttons open the panels', async ({
  page,
}) => {
  await open(page, '/pl/funkcje-systemu-selfstorage')
  const ids = [
    'rezerwacje',
    'platnosci',
    'automatyzacje',
    'portal-klienta',
    'analityka',
    'integracje',
    'bezpieczenstwo',
  ]
  for (const id of ids) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1)
    await expect(page.locator(`section#${id} img`)).toHaveAttribute('src', `/images/features/${id}.svg`)
  }
  const nav = page.getByTestId('features-nav')
  await expect(nav.getByRole('link')).toHaveCount(7)
  await page.locator('#analityka').scrollIntoViewIfNeeded()
  await page.locator('#analityka h2').evaluate((node) => node.scrollIntoView({ block: 'start' }))
  await expect(nav.getByRole('link', { name: 'Analityka' })).toHaveAttribute('aria-current', 'true')
  await nav.getByRole('link', { name: 'Bezpieczeństwo' }).click()
  await expect(nav.getByRole('link', { name: 'Bezpieczeństwo' })).toHaveAttribute('aria-current', 'true')
  await expect(nav).toBeInViewport()
  await expect(page.getByTestId('operator-tour')).toBeVisible()
  await expect(page.getByTestId('client-tour')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Porozmawiaj z nami' }).click()
  await expect(page.getByTestId('demo-panel')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await page.getByTestId('features-demo').click()
  await expect(page.getByTestId('demo-panel')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Rozpocznij test' }).first().click()
  await expect(page.getByTestId('trial-panel')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('case studies: two operators with logo, city, unit types, four features, quote and external link', async ({
  page,
}) => {
  await open(page, '/pl/studia-przypadkow')
  for (const id of ['magazynowo', 'boxpol']) {
    const card = page.getByTestId(`case-${id}`)
    await expect(card.locator('img')).toHaveAttribute('src', `/images/case-studies/${id}.svg`)
    await expect(card.locator('li')).toHaveCount(4)
    await expect(card.locator('blockquote')).toHaveCount(1)
    await expect(card.locator('a[target="_blank"]')).toHaveAttribute('rel', /noopener/)
  }
  await expect(page.getByRole('link', { name: 'Poznaj oprogramowanie' })).toHaveAttribute('href', SOFTWARE)
  await expect(page.getByTestId('cases-demo')).toHaveAttribute('href', `${SOFTWARE}?demo=1`)
  await page.getByTestId('cases-demo').click()
  await expect(page.getByTestId('demo-panel')).toBeVisible()
})

test('why page: six comparison cards, three 5.0 reviews, CTA, four-question FAQ with structured data', async ({
  page,
}) => {
  await open(page, '/pl/dlaczego-skrytka')
  await expect(page.getByTestId('comparison').locator('> li')).toHaveCount(6)
  await expect(page.locator('#opinie blockquote')).toHaveCount(3)
  await expect(page.getByText('5.0 / 5 – średnia z 12 opinii')).toBeVisible()
  await expect(page.getByText('0 zł, bez zobowiązań')).toBeVisible()
  await expect(page.locator('#faq details')).toHaveCount(4)
  await page.getByText('Czy pomożecie przenieść dane z obecnego systemu?').click()
  await expect(page.getByText(/Importujemy klientów/)).toBeVisible()
  const faq = (await jsonLd(page)).find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined
  expect(faq?.mainEntity).toHaveLength(4)
  await expectNoA11yViolations(page)
  await expect(page.getByTestId('why-cta-demo')).toHaveAttribute('href', `${SOFTWARE}?demo=1`)
  await page.getByRole('link', { name: 'Rozpocznij darmowy test' }).click()
  await expect(page).toHaveURL(new RegExp(`${SOFTWARE}\\?trial=1$`))
  await expect(page.getByTestId('trial-panel')).toBeVisible()
})

test('legal pages: privacy sections and date, terms, unprefixed paths', async ({ page }) => {
  await open(page, '/pl/polityka-prywatnosci')
  for (const heading of [
    'Administrator danych',
    'Zakres przetwarzanych danych',
    'Cele i podstawy prawne',
    'Analityka',
    'Pliki cookies',
    'Odbiorcy danych',
    'Przekazywanie danych poza EOG',
    'Okres przechowywania',
    'Twoje prawa',
    'Formularze testu i prezentacji',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeVisible()
  }
  await expect(page.getByText('Ostatnia aktualizacja: 20.09.2025')).toBeVisible()
  await expect(page.getByText(/5 lat od końca roku kalendarzowego/)).toBeVisible()
  await open(page, '/en/privacy')
  await expect(page.getByRole('heading', { name: /Transfers outside the EEA/ })).toBeVisible()
  await open(page, '/regulamin')
  await expect(page.getByRole('heading', { name: /Kolejność wyników i wyróżnienia/ })).toBeVisible()
  await expect(page.getByText(/dyrektywę Omnibus/)).toBeVisible()
  await expectNoA11yViolations(page)
})

test('sitemap lists site, product, blog and legal links; contact page and /kontakt', async ({ page }) => {
  await open(page, '/pl/mapa-strony')
  for (const name of ['Serwis', 'Oprogramowanie', 'Blog', 'Informacje prawne']) {
    await expect(page.getByRole('main').getByRole('heading', { name, exact: true, level: 2 })).toBeVisible()
  }
  const blogLinks = page.locator('section[aria-labelledby="sitemap-blog"] a[href^="/pl/blog/"]')
  expect(await blogLinks.count()).toBeGreaterThan(0)
  expect(await blogLinks.count()).toBeLessThanOrEqual(12)
  await expect(page.locator('section[aria-labelledby="sitemap-legal"] a[href="/pl/regulamin"]')).toHaveCount(1)

  const response = await page.goto('/kontakt')
  expect(response?.url()).toMatch(/\/pl\/kontakt$/)
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'kontakt@skrytka.pl' })).toHaveAttribute(
    'href',
    'mailto:kontakt@skrytka.pl',
  )
  await expect(page.getByRole('link', { name: /^\+48/ }).last()).toHaveAttribute('href', /^tel:/)
  await expectNoA11yViolations(page)
})
