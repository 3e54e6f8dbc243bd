/**
 * `npm test`: lint, build, type-check, unit, build-output budgets, dry-run deploy, brand, integration (built worker in
 * workerd) and browser tests. Two at a time, as the machine has two cores: the build and the type-check first, then
 * integration (from the build on) beside the other static steps, then the browser tests beside integration's end.
 * Every layer runs even when another failed (build-output, deploy, integration and e2e need the build and are
 * skipped without it); the summary at the end gives each step's seconds, what the test layers cost (⏱ lines) and
 * every failure. `npm test -- unit e2e` runs a subset.
 */
import { availableParallelism } from 'node:os'
import { runSteps } from './lib/steps.ts'

const ok = await runSteps(
  'npm test',
  [
    // The build regenerates src/routeTree.gen.ts, which is committed: the type-check reads the committed one.
    { name: 'build', cmd: 'vite', args: ['build', '--logLevel', 'warn'] },
    { name: 'types', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    // One slot, beside the static steps as soon as the build is there: its slowest files mostly wait (mail and alert
    // queues, retry delays, rate-limit windows), and the static steps' CPU fills those waits.
    { name: 'integration', cmd: 'vitest', args: ['run', '--project', 'integration'], needs: ['build'] },
    { name: 'lint', cmd: 'node', args: ['scripts/lint.ts'] },
    { name: 'unit', cmd: 'vitest', args: ['run', '--project', 'unit'] },
    { name: 'build-output', cmd: 'vitest', args: ['run', '--project', 'build'], needs: ['build'] },
    { name: 'deploy', cmd: 'node', args: ['scripts/deploy-check.ts'], needs: ['build'] },
    // Its own build (dist-brand/, another brand) and server; after the app's build, so that the two builds never
    // regenerate src/routeTree.gen.ts at once.
    { name: 'brand', cmd: 'node', args: ['scripts/brand-check.ts'], needs: ['build'] },
    // One slot too: it starts when the static steps are done, beside integration's last (mostly waiting) minutes,
    // and has both cores to itself once integration ends.
    { name: 'e2e', cmd: 'playwright', args: ['test'], needs: ['build'] },
  ],
  process.argv.slice(2),
  { slots: Math.max(2, Math.min(4, availableParallelism())) },
)
process.exit(ok ? 0 : 1)
