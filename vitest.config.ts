import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'worker/**/*.test.ts', 'api/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One shared worker + database: files run one after another.
          fileParallelism: false,
          // Local workerd occasionally drops a request while sibling test servers start or stop; one retry in CI
          // absorbs that (vitest reports retried tests), while a real failure still fails twice.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
