import { LANGS, type Lang } from '@kernel/lang'

/**
 * Sitemap XML written as plain strings, one entry at a time, so a file streams out while its rows are still being
 * read (a DOM builder holds the whole 2 MB document first).
 */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** One page in every language: the URL per language plus when it last changed (ISO date), if known. */
export type Entry = { urls: Partial<Record<Lang, string>>; lastmod?: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** updated_at (ISO timestamp) → W3C date, or nothing when it is not a date. */
export function dateOnly(iso: string | null | undefined): string | undefined {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

export const URLSET_OPEN = `${PROLOG}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/** Every language version is its own <url>, listing all versions (itself included) and x-default (Polish). */
export function urlElements(entry: Entry): string {
  const versions = LANGS.filter((lang) => entry.urls[lang])
  if (!versions.length) return ''
  const fallback = entry.urls.pl ?? entry.urls[versions[0]!]!
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>\n`
  const alternates = versions.map((lang) => link(lang, entry.urls[lang]!)).join('') + link('x-default', fallback)
  const lastmod = entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : ''
  return versions
    .map((lang) => `  <url>\n    <loc>${xmlEscape(entry.urls[lang]!)}</loc>\n${lastmod}${alternates}  </url>\n`)
    .join('')
}

export function sitemapIndexXml(files: { loc: string; lastmod?: string }[]): string {
  const items = files.map(
    (f) =>
      `  <sitemap>\n    <loc>${xmlEscape(f.loc)}</loc>\n${f.lastmod ? `    <lastmod>${f.lastmod}</lastmod>\n` : ''}  </sitemap>\n`,
  )
  return `${PROLOG}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`
}
