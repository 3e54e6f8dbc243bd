import { BLOG_SLUGS } from '@content/blog/slugs'
import { LANGS, type Lang } from '@kernel/lang'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import { SEED, sessionFor } from './api-helpers'
import { get } from './http'

/**
 * ADR 0108: a document inlines only its route's rules. Whatever a page draws must still find its rule there: every
 * class in the served HTML that the whole sheet styles is styled by the page's own sheet. Every page of the route table in both
 * languages (the signed-in ones signed in as their role), a facility with every section, an article, the addresses
 * that end in a not-found page, and the console's pages.
 */
const SIGNED_IN: Partial<Record<PageId, string>> = {
  myInquiries: SEED.tenant.email,
  myReservations: SEED.tenant.email,
  myAlerts: SEED.tenant.email,
  accountData: SEED.tenant.email,
  accountPassword: SEED.tenant.email,
}
const OPERATOR = /^panel/
const SLUGS: Partial<Record<PageId, Record<Lang, string>>> = {
  facility: { pl: 'lockerbox-warszawa', en: 'sunbox24-warszawa' },
  city: { pl: 'krakow', en: 'krakow' },
}
const CONSOLE = ['/admin', '/admin/clients', '/admin/facilities/1', '/admin/publication', '/admin/nie-ma-takiej-strony']

const pages: { path: string; who?: string }[] = [
  ...LANGS.flatMap((lang) => [
    ...(Object.keys(PAGES) as PageId[]).map((id) => ({
      path: localizedPath(id, lang, SLUGS[id]?.[lang]),
      who: OPERATOR.test(id) ? SEED.client.email : SIGNED_IN[id],
    })),
    { path: localizedPath('blog', lang, BLOG_SLUGS['self-storage-trends-2026'][lang]) },
    { path: localizedPath('facility', lang, 'nie-ma-takiego-obiektu') },
    { path: localizedPath('city', lang, 'nie-ma-takiego-miasta') },
    { path: `/${lang}/nie-ma-takiej-strony` },
  ]),
  ...CONSOLE.map((path) => ({ path, who: SEED.admin.email })),
]

/** The class names a sheet has rules for (CSS escapes undone). */
function styledClasses(css: string): Set<string> {
  // A class named only inside `:has(…)` is not what the rule styles (the map's canvas in a frame's focus ring).
  const subjects = css.replace(/:has\((?:[^()]|\([^()]*\))*\)/g, '')
  return new Set([...subjects.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')))
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
function htmlClasses(html: string): Set<string> {
  const body = html.replace(/<style[\s\S]*?<\/style>/g, '')
  return new Set(
    [...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) =>
      m[1]!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!).split(/\s+/),
    ),
  )
}

describe('each page’s own stylesheet', () => {
  let whole: Set<string> | undefined
  const sessions = new Map<string, Promise<string>>()
  const cookieFor = (email: string) => {
    if (!sessions.has(email)) sessions.set(email, sessionFor(email))
    return sessions.get(email)!
  }

  for (const { path, who } of pages)
    it(`${path}${who ? ` (${who})` : ''}: every class the whole sheet styles has its rules inlined`, async () => {
      const response = await get(path, who ? { headers: { cookie: await cookieFor(who) } } : {})
      const html = await response.text()
      const style = /<style data-app-css=""([^>]*)>([\s\S]*?)<\/style>/.exec(html)
      expect(style, 'an inlined sheet').not.toBeNull()
      const full = /data-full="([^"]+)"/.exec(style![1]!)?.[1]
      expect(full, 'the whole sheet’s path').toMatch(/^\/assets\/app-[\w-]+\.css$/)
      whole ??= styledClasses(await (await get(full!)).text())
      // Valid CSS throughout: Lightning CSS stops at the first error (a statement that lost its semicolon would drop
      // the whole reset layer in a browser).
      expect(() => transform({ filename: 'page.css', code: Buffer.from(style![2]!) })).not.toThrow()
      const own = styledClasses(style![2]!)
      const used = [...htmlClasses(html)].filter((name) => whole!.has(name))
      expect(used.length, 'styled classes in the page').toBeGreaterThan(10)
      expect(
        used.filter((name) => !own.has(name)),
        'drawn, styled by the whole sheet, missing from the page’s',
      ).toEqual([])
      // Less than the whole sheet: the point of it.
      expect(own.size).toBeLessThan(whole!.size)
    })
})
