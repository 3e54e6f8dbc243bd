/**
 * The brand as the build sets it (`VITE_*` variables): public values, safe to ship to the browser, and the same
 * wherever they appear — pages, feeds and sitemaps, structured data, the API's e-mails. The build validates them
 * (`kernel/public-config.schema.ts`, run by vite.config.ts), so a bad value fails the build and no validator ships.
 * Secrets are Worker bindings (`Env`, secrets in `.dev.vars` / `wrangler secret`) and never live here.
 * Under plain Node (the seed script) `import.meta.env` is absent and the defaults apply.
 */
export type Brand = {
  name: string
  /** In the `why-{slug}` paths. */
  slug: string
  phone: string
  /** The public contact address. */
  email: string
  /** Absolute URLs in canonical tags, feeds, sitemaps and e-mail links; no trailing slash. */
  origin: string
}

export type BrandEnv = Partial<
  Record<'VITE_BRAND_NAME' | 'VITE_BRAND_SLUG' | 'VITE_SITE_PHONE' | 'VITE_SITE_EMAIL' | 'VITE_SITE_ORIGIN', string>
>

export function brandFrom(env: BrandEnv | undefined): Brand {
  return {
    name: env?.VITE_BRAND_NAME || 'Skrytka',
    slug: env?.VITE_BRAND_SLUG || 'skrytka',
    phone: env?.VITE_SITE_PHONE || '+48 22 100 20 30',
    email: env?.VITE_SITE_EMAIL || 'kontakt@skrytka.pl',
    origin: env?.VITE_SITE_ORIGIN || 'https://skrytka.pl',
  }
}

export const brand: Brand = brandFrom(import.meta.env as BrandEnv | undefined)

/**
 * The site's domain as copy names it ("Skrytka.pl"): the origin's host without `www.`, first letter capitalised
 * like a name.
 */
export function domainOf(b: Brand): string {
  const host = new URL(b.origin).hostname.replace(/^www\./, '')
  return host.charAt(0).toUpperCase() + host.slice(1)
}

export const brandDomain = domainOf(brand)

/** A mailbox on the brand's mail domain (the public address's), e.g. `mailbox('sprzedaz')`. */
export function mailbox(local: string, b: Brand = brand): string {
  return `${local}@${b.email.slice(b.email.indexOf('@') + 1)}`
}

/** A subdomain of the site's host, e.g. `subdomainUrl('app')` for the tenant app. */
export function subdomainUrl(sub: string, b: Brand = brand): string {
  const url = new URL(b.origin)
  url.hostname = `${sub}.${url.hostname.replace(/^www\./, '')}`
  return url.origin
}

/** `tel:` form of the brand's phone. */
export const phoneHref = `tel:${brand.phone.replace(/\s+/g, '')}`

/** Absolute URL on the public origin; absolute input is returned as is. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${brand.origin}${path.startsWith('/') ? '' : '/'}${path}`
}
