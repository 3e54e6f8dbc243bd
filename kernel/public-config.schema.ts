import * as v from 'valibot'
// With its extension: vite.config.ts loads this file through Node's own TypeScript loader, which needs one.
import { type BrandEnv, brandFrom } from './brand.ts'

const origin = v.pipe(
  v.string(),
  v.url(),
  v.check(
    (value) => new URL(value).origin === value,
    'must be an origin like https://skrytka.pl (no path, no trailing slash)',
  ),
)

const Brand = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  phone: v.pipe(v.string(), v.regex(/^\+?[0-9 ]{6,20}$/)),
  email: v.pipe(v.string(), v.email()),
  origin,
})

export type PublicEnv = BrandEnv & Partial<Record<'VITE_MAP_STYLE_URL', string>>

/**
 * Validates the public build configuration (brand and map style). Run by vite.config.ts on the build's
 * environment, so a bad `VITE_*` value fails the build with its name, not a page at run time.
 */
export function assertPublicConfig(env: PublicEnv | undefined): void {
  const brand = v.safeParse(Brand, brandFrom(env))
  const map = v.safeParse(
    v.pipe(v.string(), v.url()),
    env?.VITE_MAP_STYLE_URL || 'https://tiles.openfreemap.org/styles/liberty',
  )
  const issues = [...(brand.issues ?? []), ...(map.issues ?? []).map((issue) => ({ ...issue, path: undefined }))]
  if (!issues.length) return
  const names: Record<string, string> = {
    name: 'VITE_BRAND_NAME',
    slug: 'VITE_BRAND_SLUG',
    phone: 'VITE_SITE_PHONE',
    email: 'VITE_SITE_EMAIL',
    origin: 'VITE_SITE_ORIGIN',
  }
  const lines = issues.map((issue) => {
    const key = issue.path?.[0]?.key
    return `${typeof key === 'string' ? names[key] : 'VITE_MAP_STYLE_URL'}: ${issue.message}`
  })
  throw new Error(`Invalid public configuration:\n  ${lines.join('\n  ')}`)
}
