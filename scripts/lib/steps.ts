/**
 * Runs named steps one after another, never stopping at a failure, and sums them up at the end: one run shows every
 * broken layer, not just the first. Used by `npm test` and `npm run lint`.
 */
import { spawnSync } from 'node:child_process'
import { OFFLINE_ENV, ROOT } from './local-server.ts'

export type Step = {
  name: string
  cmd: string
  args: string[]
  /** Names of steps that must have passed; when one failed this step is skipped (said so in the summary). */
  needs?: string[]
}

type Outcome = { name: string; status: 'passed' | 'failed' | 'skipped'; seconds: number; note?: string }

export function runSteps(title: string, steps: Step[], only: string[] = []): boolean {
  const outcomes: Outcome[] = []
  for (const step of steps) {
    if (only.length && !only.includes(step.name)) continue
    const failedNeed = step.needs?.find((need) => outcomes.some((o) => o.name === need && o.status !== 'passed'))
    if (failedNeed) {
      outcomes.push({ name: step.name, status: 'skipped', seconds: 0, note: `needs ${failedNeed}, which did not pass` })
      continue
    }
    console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`)
    const started = performance.now()
    const result = spawnSync(step.cmd, step.args, { cwd: ROOT, stdio: 'inherit', env: OFFLINE_ENV })
    const seconds = (performance.now() - started) / 1000
    const note = result.error
      ? String(result.error)
      : result.status === 0
        ? undefined
        : `exit ${result.status ?? result.signal}`
    outcomes.push({ name: step.name, status: result.status === 0 ? 'passed' : 'failed', seconds, note })
  }
  const failed = outcomes.filter((o) => o.status !== 'passed')
  console.log(`\n━━ ${title} summary ━━`)
  for (const o of outcomes) {
    const mark = o.status === 'passed' ? '✔' : o.status === 'failed' ? '✘' : '–'
    console.log(
      `${mark} ${o.name.padEnd(12)} ${o.status.padEnd(8)} ${o.seconds.toFixed(0).padStart(5)} s${o.note ? `  (${o.note})` : ''}`,
    )
  }
  console.log(
    failed.length ? `${title}: ${failed.map((o) => o.name).join(', ')} did not pass` : `${title}: every step passed`,
  )
  return failed.length === 0
}
