/**
 * `npm test`: lint, build, type-check, unit, build-output budgets, dry-run deploy, integration (built worker in workerd) and browser tests,
 * in that order. Every layer runs even when an earlier one failed (deploy, integration and e2e need the build and
 * are skipped without it); the summary at the end lists every failure. `npm test -- unit e2e` runs a subset.
 */
import { runSteps } from './lib/steps.ts'

const ok = await runSteps(
  'npm test',
  [
    { name: 'lint', cmd: 'node', args: ['scripts/lint.ts'] },
    // The build generates src/routeTree.gen.ts from the route files, so it runs before the type-check.
    { name: 'build', cmd: 'vite', args: ['build', '--logLevel', 'warn'] },
    { name: 'types', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'unit', cmd: 'vitest', args: ['run', '--project', 'unit'] },
    { name: 'build-output', cmd: 'vitest', args: ['run', '--project', 'build'], needs: ['build'] },
    { name: 'deploy', cmd: 'node', args: ['scripts/deploy-check.ts'], needs: ['build'] },
    // Its own build (dist-brand/, another brand) and server: independent of the build above.
    { name: 'brand', cmd: 'node', args: ['scripts/brand-check.ts'] },
    { name: 'integration', cmd: 'vitest', args: ['run', '--project', 'integration'], needs: ['build'] },
    { name: 'e2e', cmd: 'playwright', args: ['test'], needs: ['build'] },
  ],
  process.argv.slice(2),
)
process.exit(ok ? 0 : 1)
