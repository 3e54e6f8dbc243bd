/** `npm test`: build, type-check, unit, build-output checks, dry-run deploy, integration (built worker in workerd) and browser tests, in that order. */
import { run } from './lib/local-server.ts'

const steps: [string, string, string[]][] = [
  // The build generates src/routeTree.gen.ts from the route files, so it runs before the type-check.
  ['build', 'vite', ['build', '--logLevel', 'warn']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'vitest', ['run', '--project', 'unit']],
  ['build-output', 'vitest', ['run', '--project', 'build']],
  ['deploy', 'node', ['scripts/deploy-check.ts']],
  ['integration', 'vitest', ['run', '--project', 'integration']],
  ['e2e', 'playwright', ['test']],
]

const only = process.argv.slice(2)
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`)
  run(cmd, args)
}
