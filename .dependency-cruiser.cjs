/**
 * One-way layers (ADR 0018), checked by `npm run lint` (ADR 0025). From the bottom: kernel/ (pure, isomorphic) →
 * server/ (server-only helpers) and content/ (data) → api/ → src/ (the app) → worker/ (the edge) → src/server.ts
 * (the Worker entry, where the edge and the app meet).
 * Tests may reach across layers to cross-check them; scripts/ and tests/ are never imported by product code.
 */
const APP = '^(server|src|worker|api|content|scripts|tests)/'
const TEST = '\\.(test|spec)\\.tsx?$'

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
        'Public code (every feature but the operator panel and the console, and the shared ui/lib/i18n) ships to every visitor: it must not pull in the signed-in operator panel or the console. Shared helpers go to src/lib or src/ui.',
      severity: 'error',
      from: { path: '^src/(features/(?!panel/|admin/)[^/]+/|ui/|lib/|i18n/)', pathNot: TEST },
      to: { path: '^src/features/(panel|admin)/' },
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
