/**
 * Public, build-time site configuration: safe to ship to the browser.
 * Secrets (API key, session secret) never live here; see worker/env.server.ts.
 */
export type PublicConfig = { brandName: string; brandSlug: string; phone: string; mapStyleUrl: string }

// Checked with plain tests, not a schema library: this module is in every page's first load (ADR 0017).
const CHECKS: Record<keyof PublicConfig, (value: string) => boolean> = {
  brandName: (value) => value.length >= 1,
  brandSlug: (value) => /^[a-z0-9-]+$/.test(value),
  phone: (value) => /^\+?[0-9 ]{6,20}$/.test(value),
  mapStyleUrl: (value) => URL.canParse(value),
}

function checked(values: PublicConfig): PublicConfig {
  for (const key of Object.keys(CHECKS) as (keyof PublicConfig)[]) {
    if (typeof values[key] !== 'string' || !CHECKS[key](values[key])) throw new Error(`Invalid public config ${key}: ${JSON.stringify(values[key])}`)
  }
  return values
}

export const config: PublicConfig = checked({
  brandName: import.meta.env?.VITE_BRAND_NAME ?? 'Skrytka',
  brandSlug: import.meta.env?.VITE_BRAND_SLUG ?? 'skrytka',
  phone: import.meta.env?.VITE_SITE_PHONE ?? '+48 22 100 20 30',
  mapStyleUrl: import.meta.env?.VITE_MAP_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
})

/** `tel:` form of the configured phone. */
export const phoneHref = `tel:${config.phone.replace(/\s+/g, '')}`
