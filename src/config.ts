/**
 * Public, build-time settings only the app uses: safe to ship to the browser. The brand (name, slug, phone,
 * e-mail, origin) is shared with the edge and the API: `@kernel/brand`. Both are validated at build
 * (`kernel/public-config.schema.ts`). Secrets are Worker bindings (`Env`, checked by worker/env.server.ts) and
 * never live here.
 */
export const config = {
  mapStyleUrl:
    (import.meta.env?.VITE_MAP_STYLE_URL as string | undefined) || 'https://tiles.openfreemap.org/styles/liberty',
}
