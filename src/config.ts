import * as v from 'valibot'

/**
 * Public, build-time settings only the app uses: safe to ship to the browser. The brand (name, slug, phone,
 * e-mail, origin) is shared with the edge and the API: `@kernel/brand`. Secrets are Worker bindings (`Env`,
 * from wrangler.toml `[vars]` and `.dev.vars` / `wrangler secret`) and never live here.
 */
const PublicConfig = v.object({
  mapStyleUrl: v.pipe(v.string(), v.url()),
})

export type PublicConfig = v.InferOutput<typeof PublicConfig>

export const config: PublicConfig = v.parse(PublicConfig, {
  mapStyleUrl: import.meta.env?.VITE_MAP_STYLE_URL ?? 'https://tiles.openfreemap.org/styles/liberty',
})
