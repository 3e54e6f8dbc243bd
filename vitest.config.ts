import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import { integrationWorkers } from './tests/integration/server-ports.ts'

/**
 * The path aliases of tsconfig.json (`~/*`, `@kernel/*`, …) as Vite aliases: `resolve.tsconfigPaths` applies them
 * only to files that tsconfig.json includes, and it leaves the tests out (tsconfig.node.json checks those).
 */
const { paths } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'tsconfig.json'), 'utf8')).compilerOptions as {
  paths: Record<string, string[]>
}
const alias = Object.entries(paths).map(([key, [target]]) => ({
  find: key.replace(/\/\*$/, ''),
  replacement: resolve(import.meta.dirname, target!.replace(/\/\*$/, '')),
}))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'kernel/**/*.test.ts',
            'server/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'worker/**/*.test.ts',
            'api/**/*.test.ts',
            'content/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        // Checks of the built output (dist/): run after `vite build`.
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/keep-alive.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files run in parallel, one test worker per server, each server with its own database
          // (global-setup.ts); a file shares its server only with the files that ran before it in that worker.
          fileParallelism: true,
          maxWorkers: integrationWorkers(),
        },
      },
    ],
  },
})
