import * as v from 'valibot'

/**
 * Public, build-time site configuration: safe to ship to the browser.
 * Secrets (API key, session secret) never live here; see worker/env.server.ts.
 */
const PublicConfig = v.object({
  brandName: v.pipe(v.string(), v.minLength(1)),
  brandSlug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  phone: v.pipe(v.string(), v.regex(/^\+?[0-9 ]{6,20}$/)),
  mapStyleUrl: v.pipe(v.string(), v.url()),
  /** Canonical URLs, feeds, sitemaps and JSON-LD: an origin only (scheme and host), no path, no trailing slash. */
  siteOrigin: v.pipe(v.string(), v.url(), v.check((value) => new URL(value).origin === value, 'VITE_SITE_ORIGIN must be an origin like https://skrytka.pl (no path, no trailing slash)')),
})

export type PublicConfig = v.InferOutput<typeof PublicConfig>

type PublicEnv = Partial<Record<'VITE_BRAND_NAME' | 'VITE_BRAND_SLUG' | 'VITE_SITE_PHONE' | 'VITE_MAP_STYLE_URL' | 'VITE_SITE_ORIGIN', string>>

/** Also run by vite.config.ts on the build's environment, so a bad value fails the build, not a page. */
export function parsePublicConfig(env: PublicEnv | undefined): PublicConfig {
  return v.parse(PublicConfig, {
    brandName: env?.VITE_BRAND_NAME ?? 'Skrytka',
    brandSlug: env?.VITE_BRAND_SLUG ?? 'skrytka',
    phone: env?.VITE_SITE_PHONE ?? '+48 22 100 20 30',
    mapStyleUrl: env?.VITE_MAP_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
    siteOrigin: env?.VITE_SITE_ORIGIN ?? 'https://skrytka.pl',
  })
}

export const config: PublicConfig = parsePublicConfig(import.meta.env as PublicEnv | undefined)

/** `tel:` form of the configured phone. */
export const phoneHref = `tel:${config.phone.replace(/\s+/g, '')}`
