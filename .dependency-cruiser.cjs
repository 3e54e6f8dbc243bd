/**
 * One-way layers (ADR 0018), checked by `npm run lint` (ADR 0025). From the bottom: kernel/ (pure, isomorphic) →
 * server/ (server-only helpers) and content/ (data) → api/ → src/ (the app) → worker/ (the edge) → src/server.ts
 * (the Worker entry, where the edge and the app meet).
 * Tests may reach across layers to cross-check them; scripts/ and tests/ are never imported by product code.
 */
const APP = '^(server|src|worker|api|content|scripts|tests)/'
const TEST = '\\.(test|spec|test-d)\\.tsx?$'

/**
 * The only imports from one feature folder (src/features/<name>/) into another, with the reason for each (issue 38,
 * ADR 0082). Anything else two features share moves below them (src/lib, src/ui, kernel/), or the route that shows
 * both composes them: the facility page hands the reservation dialog's loader to the units card, the list page and
 * home hand the city link to the map, the sitemap page hands it the operator pages' links.
 * A name is a whole feature; a name with a file (`shell/lang-switcher.tsx`) allows that file only.
 */
const FEATURE_IMPORTS = {
  // The site frame (header, footer, drawer, banners, overlays) is around every public page and puts other features'
  // parts in it, as the root route would: the account menu, the blog's slug map for the language switch, the city
  // and operator-page links, the consent banner, the newsletter form's rules, the sales dialogs, the teaser. It is a
  // feature rather than the route so that those parts load lazily.
  shell: ['account', 'blog', 'cities', 'consent', 'newsletter', 'operator', 'overlays'],
  // The home page is made of other features' parts: the featured facility cards and the map search (marketplace),
  // the popular-city links (cities). Its sections live in a feature, not in the route, so that everything below the
  // hero is one deferred chunk (ADR 0028).
  home: ['marketplace', 'cities'],
  // The console's header switches language with the site's switcher.
  admin: ['shell/lang-switcher.tsx', 'shell/use-switch-lang.ts'],
  // The operator's listing editor offers the unit types under the names renters filter by.
  panel: ['marketplace/unit-type-options.tsx'],
}
const featurePath = (target) => `^src/features/${target}${target.includes('.') ? '$' : '/'}`
const FEATURE_RULE_COMMENT =
  'A feature imports no other feature (issue 38: 50 such imports, in circles): shared code sits below (src/lib, src/ui, kernel/) and routes compose what two features show together. Exceptions: FEATURE_IMPORTS in .dependency-cruiser.cjs, each with its reason.'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'kernel-is-the-bottom',
      comment: 'kernel/ is shared by the edge, the app, the API and the content: it imports none of them.',
      severity: 'error',
      from: { path: '^kernel/' },
      to: { path: APP },
    },
    {
      name: 'kernel-is-pure',
      comment:
        'kernel/ runs in the browser, the Worker and Node alike (ADR 0018): no node:* modules. Server-only code goes to server/.',
      severity: 'error',
      from: { path: '^kernel/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'app-has-no-node-builtins',
      comment:
        'The app, the edge, the API and the content run in the Worker or the browser: no node:* modules (the one type-check has Node types, issue 37). The seed and the places build run in Node.',
      severity: 'error',
      from: { path: '^(src|worker|api|content|bench/hooks)/', pathNot: [TEST, '^api/db/(seed|places)/'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-sits-on-kernel',
      comment:
        'server/ holds server-only helpers (node:*, I/O) the edge, the API and the app share: it imports kernel/ only.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST },
      to: { path: APP, pathNot: '^server/' },
    },
    {
      name: 'content-is-data',
      comment: 'content/ is data: it may import kernel/ and itself only.',
      severity: 'error',
      from: { path: '^content/', pathNot: TEST },
      to: { path: APP, pathNot: '^content/' },
    },
    {
      name: 'api-imports-kernel-only',
      comment: 'api/ stands alone behind its fetch boundary: its own files, kernel/ and server/ only.',
      severity: 'error',
      from: { path: '^api/', pathNot: TEST },
      to: { path: APP, pathNot: '^(api|server)/' },
    },
    {
      name: 'src-never-imports-worker',
      comment: 'The app gets edge services passed in from the server entry (src/server.ts), never by import.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server\\.ts$', TEST] },
      to: { path: '^worker/' },
    },
    {
      name: 'public-features-never-import-the-panel-or-console',
      comment:
        'Public code (every feature but the operator panel and the console, and the shared ui/lib/i18n) ships to every visitor: it must not pull in the signed-in operator panel or the console. That covers their features, their screens and the API contract their data comes in: a component that reads the panel or console contract is a panel or console component, whatever folder it sits in, and moves under src/features/panel or src/features/admin. Shared helpers go to src/lib or src/ui.',
      severity: 'error',
      // The console's own dictionaries (src/i18n/<lang>/admin.ts) load only in the console: its Polish field messages
      // are the contract's (api/contract/admin-messages.ts), taken from there rather than written twice.
      from: {
        path: '^src/(features/(?!panel/|admin/)[^/]+/|ui/|lib/|i18n/)',
        pathNot: [TEST, '^src/i18n/[a-z]+/admin\\.ts$'],
      },
      to: {
        path: [
          '^src/features/(panel|admin)/',
          '^src/routes/(\\$lang/_panel|admin)[./]',
          '^api/contract/(panel|admin[a-z-]*)\\.ts$',
        ],
      },
    },
    {
      name: 'features-stand-alone',
      comment: FEATURE_RULE_COMMENT,
      severity: 'error',
      from: {
        path: '^src/features/([^/]+)/',
        pathNot: [TEST, `^src/features/(${Object.keys(FEATURE_IMPORTS).join('|')})/`],
      },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    ...Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
      name: `features-stand-alone-but-${feature}`,
      comment: FEATURE_RULE_COMMENT,
      severity: 'error',
      from: { path: `^src/features/${feature}/`, pathNot: TEST },
      to: { path: '^src/features/', pathNot: [`^src/features/${feature}/`, ...allowed.map(featurePath)] },
    })),
    {
      name: 'shared-app-code-sits-below-features',
      comment:
        'src/lib, src/ui and src/i18n are the floor the features stand on (issue 38: src/lib/page-query.ts imported two features): they import no feature and no route.',
      severity: 'error',
      from: { path: '^src/(lib|ui|i18n)/', pathNot: TEST },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports (issue 38: two file circles stood for months). A circle means a piece both sides need: move it to a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-tooling',
      comment:
        'scripts/, tests/ and the benchmark floor sit on top: product code never imports them. Benchmark hooks (bench/hooks/) are the one part of bench/ it may import.',
      severity: 'error',
      from: { path: '^(src|worker|api|content|kernel|server)/', pathNot: TEST },
      to: { path: '^(scripts|tests|bench/(?!hooks/))' },
    },
    {
      name: 'bench-hooks-sit-on-server',
      comment:
        'Benchmark hooks (ADR 0083) compile into the Worker only in BENCH_HOOKS=1 builds; what they import stays small: kernel/ and server/, and types from the layers that call them.',
      severity: 'error',
      from: { path: '^bench/hooks/', pathNot: TEST },
      to: {
        path: '^(src|worker|api|content|scripts|tests|bench)/',
        pathNot: '^bench/hooks/',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|styled-system|\\.wrangler)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
