import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Lang } from '@kernel/lang'

/**
 * Issue #16, "one source for the brand": a build for another brand must show no trace of the default one. The
 * modules read the brand when they load, so each check stubs the `VITE_*` variables and imports them afresh.
 */
const OTHER = {
  VITE_BRAND_NAME: 'Schowek',
  VITE_BRAND_SLUG: 'schowek',
  VITE_SITE_ORIGIN: 'https://schowek.pl',
  VITE_SITE_EMAIL: 'kontakt@schowek.pl',
}
const DEFAULT_BRAND = /skrytka/i

function leaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]))
  return []
}

describe('with another brand configured', () => {
  beforeAll(() => {
    for (const [key, value] of Object.entries(OTHER)) vi.stubEnv(key, value)
    vi.resetModules()
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('every dictionary message names the configured brand, never the default one', async () => {
    const i18n = await import('./index')
    const { pl } = await import('./pl')
    const { en } = await import('./en')
    i18n.registerMessages('pl', pl)
    i18n.registerMessages('en', en)
    const checked: string[] = []
    for (const [lang, messages] of [
      ['pl', pl],
      ['en', en],
    ] as const) {
      for (const path of leaves(messages)) {
        const key = path.join('.')
        const text = i18n.translate(lang as Lang, key as never, { count: 2 })
        if (DEFAULT_BRAND.test(text)) checked.push(`${lang}:${key}: ${text}`)
      }
    }
    expect(checked).toEqual([])
    expect(i18n.translate('pl', 'pages.home.title')).toBe('Schowek – porównaj magazyny self storage w Polsce')
    expect(i18n.translate('en', 'operatorPages.why.compareTitle')).toBe('Schowek vs typical tools')
    expect(i18n.translate('pl', 'softwarePage.stats.lead')).toContain('wyszukiwarce Schowek.pl')
  })

  it('legal texts, the FAQ and the API e-mails and mailboxes carry the configured brand', async () => {
    const { termsPl } = await import('@content/legal/terms.pl')
    const { termsEn } = await import('@content/legal/terms.en')
    const { privacyPl } = await import('@content/legal/privacy.pl')
    const { privacyEn } = await import('@content/legal/privacy.en')
    const { COMPANY } = await import('@content/legal/types')
    const { FAQ_EN } = await import('@content/faq/home.en')
    const { FAQ_PL } = await import('@content/faq/home.pl')
    const { renderMail } = await import('@api/mail/render')
    const { SAMPLES } = await import('@tests/support/mail-samples')
    const { brand } = await import('@kernel/brand')
    const { SALES_EMAIL, PLATFORM_EMAIL } = await import('@api/lib/outbox')
    const { LOGIN_URL } = await import('@api/console/users')
    const mails = (['pl', 'en'] as const).flatMap((lang) =>
      Object.entries(SAMPLES).map(([kind, data]) => {
        const mail = renderMail(kind as keyof typeof SAMPLES, data, {
          lang,
          origin: brand.origin,
          brand,
          secret: null,
          to: 'someone@example.com',
        })
        return [mail.subject, mail.text, mail.html]
      }),
    )
    const all = JSON.stringify([
      termsPl,
      termsEn,
      privacyPl,
      privacyEn,
      COMPANY,
      FAQ_EN,
      FAQ_PL,
      mails,
      SALES_EMAIL,
      PLATFORM_EMAIL,
      LOGIN_URL,
    ])
    expect(all).not.toMatch(DEFAULT_BRAND)
    expect(all).toContain('Schowek.pl')
    expect(mails[0]![0]).toBe('Potwierdź zapis do newslettera Schowek')
    expect(SALES_EMAIL).toBe('sprzedaz@schowek.pl')
    expect(LOGIN_URL).toBe('https://schowek.pl/pl/logowanie')
  })
})

describe('with the default brand', () => {
  it('texts stay as the spec words them', async () => {
    vi.resetModules()
    const i18n = await import('./index')
    const { pl } = await import('./pl')
    i18n.registerMessages('pl', pl)
    expect(i18n.translate('pl', 'pages.home.title')).toBe('Skrytka – porównaj magazyny self storage w Polsce')
    expect(i18n.translate('pl', 'softwarePage.stats.lead')).toContain('wyszukiwarce Skrytka.pl')
    const { SALES_EMAIL } = await import('@api/lib/outbox')
    expect(SALES_EMAIL).toBe('sprzedaz@skrytka.pl')
  })
})

/**
 * The source itself: the default brand may appear only as the config's default and in internal names a visitor
 * never reads (cookie and storage keys, the seed's test addresses).
 */
const ROOT = resolve(import.meta.dirname, '../..')
const ALLOWED = new Set([
  'kernel/brand.ts',
  'kernel/public-config.schema.ts',
  'kernel/names.ts',
  'api/auth/session.ts',
  'api/lib/sanitize.ts',
  'api/db/seed/demo-data.ts',
  'src/features/overlays/teaser.tsx',
  'src/lib/overlay-order.ts',
  'src/features/operator/software/promo-popup.tsx',
])

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

it('no other source file spells the default brand', () => {
  const offenders = ['src', 'api', 'worker', 'content', 'kernel']
    .flatMap((dir) => sources(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => !ALLOWED.has(path))
    .filter((path) => DEFAULT_BRAND.test(readFileSync(join(ROOT, path), 'utf8')))
  expect(offenders).toEqual([])
})
