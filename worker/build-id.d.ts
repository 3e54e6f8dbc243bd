/** Injected by vite.config.ts at build time. */
declare const __BUILD_ID__: string
/** Injected by vite.config.ts: true only in benchmark builds (BENCH_HOOKS=1). */
declare const __BENCH_HOOKS__: boolean
