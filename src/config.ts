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
})

export type PublicConfig = v.InferOutput<typeof PublicConfig>

export const config: PublicConfig = v.parse(PublicConfig, {
  brandName: import.meta.env?.VITE_BRAND_NAME ?? 'Skrytka',
  brandSlug: import.meta.env?.VITE_BRAND_SLUG ?? 'skrytka',
  phone: import.meta.env?.VITE_SITE_PHONE ?? '+48 22 100 20 30',
  mapStyleUrl: import.meta.env?.VITE_MAP_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
})

/** `tel:` form of the configured phone. */
export const phoneHref = `tel:${config.phone.replace(/\s+/g, '')}`
