/**
 * `npm run lint`: Biome's linter (React hook rules, no explicit any), a format check, knip (unused files, exports and
 * dependencies), dependency-cruiser (one-way layers, .dependency-cruiser.cjs) and the docs check (ADR numbers and
 * links, the ADR index, README.md's folder table: scripts/check-docs.ts). ADR 0025. `npm run format` fixes
 * formatting; `node scripts/lint.ts knip layers` runs a subset.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './lib/local-server.ts'
import { runSteps } from './lib/steps.ts'

const layers = ['kernel', 'server', 'src', 'worker', 'api', 'content', 'bench/hooks', 'scripts', 'tests'].filter(
  (dir) => existsSync(join(ROOT, dir)),
)

const ok = await runSteps(
  'lint',
  [
    { name: 'biome', cmd: 'biome', args: ['lint', '--error-on-warnings', '--max-diagnostics=50', '.'] },
    { name: 'format', cmd: 'biome', args: ['format', '--reporter=summary', '.'] },
    { name: 'knip', cmd: 'knip', args: ['--no-progress'] },
    { name: 'layers', cmd: 'depcruise', args: [...layers, '--output-type', 'err'] },
    { name: 'docs', cmd: 'node', args: ['scripts/check-docs.ts'] },
  ],
  process.argv.slice(2),
)
process.exit(ok ? 0 : 1)
