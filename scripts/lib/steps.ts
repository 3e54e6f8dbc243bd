/**
 * Runs named steps one after another, never stopping at a failure, and sums them up at the end: one run shows every
 * broken layer, not just the first. Used by `npm test` and `npm run lint`.
 */
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { failureLines } from './failure-lines.ts'
import { OFFLINE_ENV, ROOT } from './local-server.ts'

export type Step = {
  name: string
  cmd: string
  args: string[]
  /** Names of steps that must have passed; when one failed this step is skipped (said so in the summary). */
  needs?: string[]
}

type Outcome = {
  name: string
  status: 'passed' | 'failed' | 'skipped'
  seconds: number
  note?: string
  /** What a failed step said about its failures (the failing tests' names), repeated in the summary. */
  failures?: string[]
}

export async function runSteps(title: string, steps: Step[], only: string[] = []): Promise<boolean> {
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
    const { code, output, error } = await runTeed(step)
    const seconds = (performance.now() - started) / 1000
    const passed = code === 0
    outcomes.push({
      name: step.name,
      status: passed ? 'passed' : 'failed',
      seconds,
      note: error ? String(error) : passed ? undefined : `exit ${code}`,
      failures: passed ? undefined : failureLines(output),
    })
  }
  const failed = outcomes.filter((o) => o.status !== 'passed')
  console.log(`\n━━ ${title} summary ━━`)
  for (const o of outcomes) {
    const mark = o.status === 'passed' ? '✔' : o.status === 'failed' ? '✘' : '–'
    console.log(
      `${mark} ${o.name.padEnd(12)} ${o.status.padEnd(8)} ${o.seconds.toFixed(0).padStart(5)} s${o.note ? `  (${o.note})` : ''}`,
    )
    for (const line of o.failures ?? []) console.log(`    ${line}`)
  }
  console.log(
    failed.length ? `${title}: ${failed.map((o) => o.name).join(', ')} did not pass` : `${title}: every step passed`,
  )
  return failed.length === 0
}

/**
 * Runs a step with its output passed through as it comes and kept, so the summary can name what failed: a CI log is
 * often read from its tail, far below the failing test.
 */
function runTeed(step: Step): Promise<{ code: number | null; output: string; error?: Error }> {
  return new Promise((done) => {
    // Piped output is not a terminal: keep the colours a developer's terminal would have shown.
    const env = process.stdout.isTTY ? { ...OFFLINE_ENV, FORCE_COLOR: '1' } : OFFLINE_ENV
    const child = spawn(step.cmd, step.args, { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] })
    const chunks: string[] = []
    const keep = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      target.write(chunk)
      chunks.push(stripVTControlCharacters(chunk.toString('utf8')))
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('error', (error) => done({ code: null, output: chunks.join(''), error }))
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 128 : null), output: chunks.join('') }))
  })
}
