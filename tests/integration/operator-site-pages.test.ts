/**
 * Issue 37: what the operator pages, the legal pages, the site map, the contact page and the blog render on the server,
 * checked over HTTP instead of in a browser (moved from tests/e2e/operator-pages.spec.ts and blog.spec.ts; the table
 * is docs/testing-moves/operator-site.md). What a person does on these pages stays in
 * tests/e2e/operator-site-*.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { articles } from '@content/blog'
import { localizedPath } from '~/i18n/route-table'
import { get } from './http'

const SOFTWARE = '/pl/oprogramowanie-do-zarzadzania-self-storage'
const newest = articles[0]!
const oldest = articles.at(-1)!

async function page(path: string, status = 200): Promise<string> {
  const response = await get(path)
  expect(response.status, path).toBe(status)
  return response.text()
}

/** The outer HTML of the element whose opening tag contains `marker` (balanced on its own tag name). */
function element(html: string, marker: string): string {
  const at = html.indexOf(marker)
  if (at < 0) throw new Error(`no element with ${marker}`)
  const start = html.lastIndexOf('<', at)
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(start))![1]!
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi')
  pattern.lastIndex = start
  let depth = 0
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return html.slice(start, match.index + match[0].length)
  }
  throw new Error(`unclosed <${tag}> with ${marker}`)
}

/** Opening tags of `tag` in `html` (not its closing ones). */
const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}(?=[\\s>/])`, 'g'))?.length ?? 0

/** Text content, tags dropped and the few entities React writes undone. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

/** The `href` of the first `<a>` whose opening tag has `marker`, or whose text is `label`. */
function hrefOf(html: string, marker: string): string | undefined {
  const tag = new RegExp(`<a\\b[^>]*${marker}[^>]*>`).exec(html)?.[0]
  return tag ? /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined
}
function hrefByText(html: string, label: string): string | undefined {
  for (const m of html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs))
    if (text(m[2]!).trim().startsWith(label)) return /href="([^"]*)"/.exec(m[1]!)?.[1]?.replace(/&amp;/g, '&')
  return undefined
}

describe('software page (PL)', () => {
  it('claims in zł (never PLN), rating, partner logos, benefits, reviews, carousel and SoftwareApplication data', async () => {
    const html = await page(SOFTWARE)
    const body = text(html)
    for (const claim of ['500+', '10+', '3 minuty', '100%', '25%', '0 zł', '30 dni']) expect(body).toContain(claim)
    // One currency form per language (issue 29): Polish pages say "zł", never "PLN" beside it.
    expect(body).not.toContain('0 PLN')
    expect(body).toContain('Ocena 5.0 na podstawie 12 opinii')
    for (const name of ['Magazynowo', 'BoxPol', 'Schowek24', 'Przechowalnia Nova'])
      expect(html).toMatch(new RegExp(`<img[^>]*alt="Logo ${name}"`))
    expect(count(element(html, 'id="korzysci"'), 'li')).toBe(4)
    expect(count(element(html, 'id="opinie"'), 'blockquote')).toBe(3)
    expect(count(element(html, 'data-testid="carousel-track"'), 'li')).toBe(7)
    expect(body).toContain('Funkcja 1 z 7')
    expect(hrefOf(html, 'data-testid="carousel-cta"')).toBe(`${SOFTWARE}?demo=1`)
    const app = jsonLd(html).find((item) => item['@type'] === 'SoftwareApplication')
    expect(app).toMatchObject({
      offers: { price: '0', priceCurrency: 'PLN' },
      aggregateRating: { ratingValue: 5, reviewCount: 12 },
    })
  })

  it('English software page: the carousel CTA still targets the Polish page with demo=1', async () => {
    expect(hrefOf(await page('/en/software'), 'data-testid="carousel-cta"')).toBe(`${SOFTWARE}?demo=1`)
  })
})

describe('features, case studies, why', () => {
  it('features: seven anchored sections with their pictures, a seven-link nav and both tours', async () => {
    const html = await page('/pl/funkcje-systemu-selfstorage')
    for (const id of [
      'rezerwacje',
      'platnosci',
      'automatyzacje',
      'portal-klienta',
      'analityka',
      'integracje',
      'bezpieczenstwo',
    ]) {
      expect(html.match(new RegExp(`<section id="${id}"`, 'g'))).toHaveLength(1)
      expect(element(html, `<section id="${id}"`)).toMatch(new RegExp(`<img[^>]*src="/images/features/${id}.svg"`))
    }
    expect(count(element(html, 'data-testid="features-nav"'), 'a')).toBe(7)
    expect(html).toContain('data-testid="operator-tour"')
    expect(html).toContain('data-testid="client-tour"')
  })

  it('case studies: two operators with logo, four features, a quote and an external link; CTAs', async () => {
    const html = await page('/pl/studia-przypadkow')
    for (const id of ['magazynowo', 'boxpol']) {
      const card = element(html, `data-testid="case-${id}"`)
      expect(card).toMatch(new RegExp(`<img[^>]*src="/images/case-studies/${id}.svg"`))
      expect(count(card, 'li')).toBe(4)
      expect(count(card, 'blockquote')).toBe(1)
      expect(card).toMatch(/<a [^>]*target="_blank" rel="[^"]*noopener/)
    }
    expect(hrefByText(html, 'Poznaj oprogramowanie')).toBe(SOFTWARE)
    expect(hrefOf(html, 'data-testid="cases-demo"')).toBe(`${SOFTWARE}?demo=1`)
  })

  it('why: six comparison cards, three reviews at 5.0, four-question FAQ with FAQPage data, CTAs', async () => {
    const html = await page('/pl/dlaczego-skrytka')
    const comparison = element(html, 'data-testid="comparison"')
    // Its own cards: the <li> one level down (a card may hold a list of its own).
    const inner = comparison.slice(comparison.indexOf('>') + 1)
    let depth = 0
    let cards = 0
    for (const m of inner.matchAll(/<(\/?)li(?=[\s>])/g)) {
      if (!m[1] && depth++ === 0) cards++
      if (m[1]) depth--
    }
    expect(cards).toBe(6)
    expect(count(element(html, 'id="opinie"'), 'blockquote')).toBe(3)
    const body = text(html)
    expect(body).toContain('5.0 / 5 – średnia z 12 opinii')
    expect(body).toContain('0 zł, bez zobowiązań')
    const faq = element(html, 'id="faq"')
    expect(count(faq, 'details')).toBe(4)
    expect(text(faq)).toMatch(/Czy pomożecie przenieść dane z obecnego systemu\?Tak\. Importujemy klientów/)
    const data = jsonLd(html).find((item) => item['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined
    expect(data?.mainEntity).toHaveLength(4)
    expect(hrefOf(html, 'data-testid="why-cta-demo"')).toBe(`${SOFTWARE}?demo=1`)
    expect(hrefByText(html, 'Rozpocznij darmowy test')).toBe(`${SOFTWARE}?trial=1`)
  })
})

describe('legal pages', () => {
  it('privacy (PL): ten numbered sections, the date and the retention period', async () => {
    const html = await page('/pl/polityka-prywatnosci')
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((m) => text(m[1]!).trim())
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
    ])
      expect(
        headings.some((h) => new RegExp(`^\\d+\\. ${heading}$`).test(h)),
        heading,
      ).toBe(true)
    expect(text(html)).toContain('Ostatnia aktualizacja: 28.11.2026')
    expect(text(html)).toMatch(/5 lat od końca roku kalendarzowego/)
  })

  it('privacy (EN) and the unprefixed terms', async () => {
    expect(text(await page('/en/privacy'))).toMatch(/Transfers outside the EEA/)
    const terms = text(await page('/regulamin'))
    expect(terms).toMatch(/Kolejność wyników i wyróżnienia/)
    expect(terms).toMatch(/dyrektywę Omnibus/)
  })
})

describe('site map and contact', () => {
  it('the site map lists site, software, blog (at most 12) and legal links', async () => {
    const html = await page('/pl/mapa-strony')
    const main = element(html, '<main')
    const h2 = [...main.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((m) => text(m[1]!).trim())
    for (const name of ['Serwis', 'Oprogramowanie', 'Blog', 'Informacje prawne']) expect(h2).toContain(name)
    const blogLinks = element(html, 'aria-labelledby="sitemap-blog"').match(/<a [^>]*href="\/pl\/blog\/[^"]+"/g) ?? []
    expect(blogLinks.length).toBeGreaterThan(0)
    expect(blogLinks.length).toBeLessThanOrEqual(12)
    expect(element(html, 'aria-labelledby="sitemap-legal"').match(/<a [^>]*href="\/pl\/regulamin"/g)).toHaveLength(1)
  })

  it('/kontakt leads to /pl/kontakt, with the mail and phone links', async () => {
    const redirect = await get('/kontakt')
    expect(redirect.status).toBe(301)
    expect(new URL(redirect.headers.get('location')!, 'http://x').pathname).toBe('/pl/kontakt')
    const html = await page('/pl/kontakt')
    expect(hrefByText(html, 'kontakt@skrytka.pl')).toBe('mailto:kontakt@skrytka.pl')
    const phones = [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].filter((m) => text(m[2]!).trim().startsWith('+48'))
    expect(phones.length).toBeGreaterThan(0)
    expect(phones.at(-1)![1]).toMatch(/href="tel:/)
  })
})

describe('blog', () => {
  const cards = (html: string) => element(html, '<main').match(/<article\b/g)?.length ?? 0
  const cardTitles = (html: string) =>
    [...element(html, '<main').matchAll(/<article\b.*?<h[23][^>]*>(.*?)<\/h[23]>/gs)].map((m) => text(m[1]!).trim())

  it('the list: every article, newest first, each with its reading time', async () => {
    const html = await page('/pl/blog')
    expect(cards(html)).toBe(articles.length)
    expect(cardTitles(html)[0]).toBe(newest.title.pl)
    for (const article of articles) expect(text(html)).toContain(`ok. ${article.minutes.pl} min czytania`)
    expect(text(await page('/en/blog'))).toContain(`about ${newest.minutes.en} min`)
  })

  it('a search or a tag in the address is applied by the server (case and diacritics folded)', async () => {
    const word = oldest.title.pl
      .split(' ')
      .find((w) => w.length > 5 && !newest.title.pl.includes(w) && !newest.excerpt.pl.includes(w))!
    const folded = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').toUpperCase()
    const searched = await page(`/pl/blog?q=${encodeURIComponent(folded)}`)
    expect(cardTitles(searched)).toEqual([oldest.title.pl])
    expect(searched).toMatch(new RegExp(`<input[^>]*type="search"[^>]*value="${folded}"`))

    const tag = newest.tags.pl.find((t) => !oldest.tags.pl.includes(t))!
    const tagged = await page(`/pl/blog?tag=${encodeURIComponent(tag)}`)
    expect(cardTitles(tagged)).toEqual([newest.title.pl])
    expect(tagged).toMatch(new RegExp(`aria-pressed="true">${tag}<`))

    const none = await page('/pl/blog?q=qqqzzz-nothing')
    expect(cards(none)).toBe(0)
    expect(text(none)).toContain('Brak artykułów pasujących do wyszukiwania')
  })

  it.each([
    ['/pl/blog/nie-ma-takiego-artykulu', 'Artykuł nie został znaleziony', 'Wróć do bloga', '/pl/blog'],
    ['/en/blog/no-such-article', 'Article not found', 'Back to blog', '/en/blog'],
  ])('%s → 404 with the text and a link to the blog', async (path, heading, link, href) => {
    const html = await page(path, 404)
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!)).toBe(heading)
    expect(hrefByText(element(html, '<main'), link)).toBe(href)
  })

  it('an article: title, reading time, latest posts, the contact box, the pager and anchored headings', async () => {
    const html = await page(localizedPath('blog', 'en', newest.slugs.en))
    expect(text(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!)).toBe(newest.title.en)
    expect(text(html)).toContain(`about ${newest.minutes.en} min`)
    expect(count(element(html, 'aria-labelledby="blog-latest"'), 'a')).toBe(Math.min(5, articles.length))
    expect(hrefByText(html, 'Book a demo')).toBe('/en/software?demo=1')
    expect(text(html)).toContain('Talk to an expert')
    if (articles.length > 1) expect(html).toMatch(/<a rel="prev"[^>]*>.*?Previous article/s)
    expect(html).toMatch(/<h2 id="[^"]+"/)
  })
})
