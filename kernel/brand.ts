import * as v from 'valibot'

/**
 * The brand as the build sets it (`VITE_*` variables, validated once at start-up): public values, safe to ship to
 * the browser, and the same wherever they appear — pages, feeds and sitemaps, structured data, the API's e-mails.
 * Secrets are Worker bindings (`Env`, secrets in `.dev.vars` / `wrangler secret`) and never live here.
 * Under plain Node (the seed script) `import.meta.env` is absent and the defaults apply.
 */
const Brand = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  /** In the `why-{slug}` paths. */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  phone: v.pipe(v.string(), v.regex(/^\+?[0-9 ]{6,20}$/)),
  /** The public contact address. */
  email: v.pipe(v.string(), v.email()),
  /** Absolute URLs in canonical tags, feeds, sitemaps and e-mail links; no trailing slash. */
  origin: v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s]+$/)),
})

export type Brand = v.InferOutput<typeof Brand>

export const brand: Brand = v.parse(Brand, {
  name: import.meta.env?.VITE_BRAND_NAME ?? 'Skrytka',
  slug: import.meta.env?.VITE_BRAND_SLUG ?? 'skrytka',
  phone: import.meta.env?.VITE_SITE_PHONE ?? '+48 22 100 20 30',
  email: import.meta.env?.VITE_SITE_EMAIL ?? 'kontakt@skrytka.pl',
  origin: import.meta.env?.VITE_SITE_ORIGIN ?? 'https://skrytka.pl',
})

/** `tel:` form of the brand's phone. */
export const phoneHref = `tel:${brand.phone.replace(/\s+/g, '')}`

/** Absolute URL on the public origin; absolute input is returned as is. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${brand.origin}${path.startsWith('/') ? '' : '/'}${path}`
}
