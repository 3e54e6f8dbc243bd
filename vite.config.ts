import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { applyDeployIds } from './scripts/lib/deploy-config.ts'
import { assertPublicConfig } from './kernel/public-config.schema.ts'
import { staticallyReached } from './scripts/lib/entry-reach.ts'
import { moduleSizes } from './scripts/lib/module-sizes-plugin.ts'
import { dictionaryChunks } from './scripts/lib/dictionary-chunks-plugin.ts'
import { pandaStatic } from './scripts/lib/panda-static-plugin.ts'
import { pageSheets } from './scripts/lib/page-sheets-plugin.ts'
import { reactDomServerNode } from './scripts/lib/react-dom-server-plugin.ts'
import { routePreloads } from './scripts/lib/route-preloads-plugin.ts'
import { withoutServerFunctions } from './scripts/lib/without-server-functions-plugin.ts'

/** Changes with every build: cached HTML from an earlier deploy (pointing at old asset hashes) is never served. */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Code every public page runs (React, the router, the shell, the design system) travels in one chunk instead
 * of ~25 tiny shared ones: on a phone each extra request costs a round trip, far more than the few KB a page
 * may carry unused. Page code, the map, forms and the admin console stay in their own lazy chunks.
 */
// src/ui/records (the panel lists' kit) is page code too. src/lib/datetime.ts and relative-time.ts serve the blog, city pages, facility pages, the panel and the console:
// each page loads them with its own code.
const PAGE_SPECIFIC =
  /node_modules[\\/](maplibre-gl|supercluster|kdbush|@conform-to|valibot|libphonenumber-js|xss)|[\\/]src[\\/](ui[\\/](form|table|records)[\\/]|lib[\\/](datetime|relative-time)|features[\\/](admin|marketplace[\\/]map|consent[\\/]cookie-settings)|i18n[\\/](pl|en)[\\/])|[\\/](api|content)[\\/]/
// Panda's runtime (styled-system) is not listed: most calls are class strings after the build (ADR 0029), so it
// joins `core` only when code in `core` still calls it at run time, and the lazy pages that do fetch it themselves.
const CORE = /node_modules|[\\/]src[\\/](ui|lib|i18n|features[\\/](shell|consent|analytics|overlays))[\\/]/
/**
 * Files named *.lazy.tsx are only ever imported with import(): shell parts no page needs for its first load (the phone
 * drawer, the signed-in account menu, the consent banner and switches, the teaser card, the footer). They stay out
 * of core even though they live beside the shell (ADR 0028).
 */
const ON_DEMAND = /\.lazy\.tsx?$/

/**
 * The forms kit's parts that every lazy form draws with (ADR 0112), in one file: not its eager hook, nor conform, nor
 * the form alert (the cancel page shows one and nothing else of the kit).
 */
const LAZY_FORM_KIT =
  /[\\/]src[\\/]ui[\\/]form[\\/](use-lazy-kit-form|lite-metadata|control-props|visitor-submit|text-field|length-hint|field-shell|field-state|messages|context|kit-form|submit-button)\.tsx?$/

/**
 * Benchmark hooks (bench/hooks/) exist only in builds made with BENCH_HOOKS=1 (`npm run bench`,
 * `bench:api`); every other build drops them as dead code, which tests/build/bench-hooks.test.ts checks.
 */
const BENCH_HOOKS = process.env.BENCH_HOOKS === '1'

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID), __BENCH_HOOKS__: JSON.stringify(BENCH_HOOKS) },
  server: { port: 5173, host: '127.0.0.1' },
  resolve: {
    tsconfigPaths: true,
    // TanStack Store asks for the pre-React-18 shim; React 19 has the hook, and the shim's fallback was dead code in
    // every page's `core` (ADR 0107). The same selector, built on React's own hook.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  build: {
    // The map chunk (maplibre, ~1.1 MB minified, loaded only when a map is shown) is the one big chunk by design;
    // anything larger than it still warns.
    chunkSizeWarningLimit: 1200,
    // Rolldown's per-plugin timing report prints on every build; profile with `node --cpu-prof` when needed.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The Worker is minified: workerd parses every byte on each isolate start (2.4 MB → 1.2 MB, 595 → 372 KiB
    // gzip). Source maps are uploaded with it (wrangler.toml), so production stack traces stay readable.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Only what the client entry reaches through static imports: a module that matches CORE but is
                  // imported by lazy code alone (a dialog's modal, an editor's helpers) stays lazy (issue 31).
                  name: (id, ctx) =>
                    CORE.test(id) && !PAGE_SPECIFIC.test(id) && !ON_DEMAND.test(id) && staticallyReached(id, ctx)
                      ? 'core'
                      : null,
                },
                // What a lazy form draws before conform (ADR 0112): one file on every form page, not one per set of
                // pages that shares a part.
                { name: (id) => (LAZY_FORM_KIT.test(id) ? 'form-kit' : null) },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // CLOUDFLARE_ENV=staging|production builds that deployment's config, with its ids from the environment.
    // `npm run dev` names its own address (DEV_SITE_ORIGIN) so links in local mail open the dev server.
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      config: (worker) => {
        applyDeployIds(worker, process.env)
        if (process.env.DEV_SITE_ORIGIN && !process.env.CLOUDFLARE_ENV)
          worker.vars = { ...worker.vars, SITE_ORIGIN: process.env.DEV_SITE_ORIGIN }
      },
    }),
    tanstackStart({
      router: {
        // Loaders travel with their page's component: one request per page chunk, and the entry chunk no
        // longer carries every page's data code (admin included) to every visitor. A pending view too (issue 45): it
        // shows only while that chunk's loader runs, so it is there by then, and `core` does not carry it.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      },
    }),
    viteReact(),
    // `css({...})`/recipe calls with literal arguments become their class strings in both builds (ADR 0029).
    pandaStatic(),
    // Each route's document inlines only the rules that route can draw; the whole sheet is a cached asset (ADR 0108).
    pageSheets(),
    // The public config (brand, origin, phone, map style) fails the build, not a page, when a value is invalid.
    { name: 'public-config', configResolved: (resolved) => assertPublicConfig(resolved.env) },
    moduleSizes(),
    dictionaryChunks(),
    // The Worker's SSR uses React's Node renderer: fewer calls into workerd per render (ADR 0076).
    reactDomServerNode(),
    // No server functions: the browser build leaves out Start's RPC client and seroval (ADR 0101).
    withoutServerFunctions(),
    // Route chunks' preload lists load on the first intent instead of in every page's `core` (ADR 0107).
    routePreloads(),
  ],
})
