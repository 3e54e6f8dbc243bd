/**
 * Runs named steps, never stopping at a failure, and sums them up at the end: one run shows every broken layer, not
 * just the first. Used by `npm test` and `npm run lint`. With `slots` above 1, steps run side by side: a step starts
 * as soon as the steps it `needs` have passed and enough slots are free (a step takes `weight` of them), in the
 * order given. Output of steps running side by side is prefixed with the step's name, line by line.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { stripVTControlCharacters } from 'node:util'
import { failureLines } from './failure-lines.ts'
import { OFFLINE_ENV, ROOT } from './local-server.ts'

export type Step = {
  name: string
  cmd: string
  args: string[]
  /** Names of steps that must have passed; when one failed this step is skipped (said so in the summary). */
  needs?: string[]
  /** Slots the step takes (default 1): a step that keeps both cores busy by itself takes them all. */
  weight?: number
}

type Outcome = {
  name: string
  status: 'passed' | 'failed' | 'skipped'
  seconds: number
  note?: string
  /** What a failed step said about its failures (the failing tests' names), repeated in the summary. */
  failures?: string[]
  /** Lines a step marks for the summary ("⏱ …": what it cost, where its time went). */
  costs?: string[]
}

export async function runSteps(
  title: string,
  steps: Step[],
  only: string[] = [],
  { slots = 1 }: { slots?: number } = {},
): Promise<boolean> {
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')
  const runStarted = performance.now()
  if (slots > 1) console.log(`${title}: load average ${load()} at the start, ${slots} steps side by side`)
  const outcomes = new Map<string, Outcome>()
  const pending = steps.filter((step) => !only.length || only.includes(step.name))
  const running = new Map<string, Promise<void>>()
  let free = slots
  const prefix = slots > 1

  const start = (step: Step) => {
    const weight = Math.min(step.weight ?? 1, slots)
    free -= weight
    console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`)
    const started = performance.now()
    const done = runTeed(step, prefix).then(({ code, output, error }) => {
      const passed = code === 0
      outcomes.set(step.name, {
        name: step.name,
        status: passed ? 'passed' : 'failed',
        seconds: (performance.now() - started) / 1000,
        note: error ? String(error) : passed ? undefined : `exit ${code}`,
        failures: passed ? undefined : failureLines(output),
        costs: costLines(output),
      })
      console.log(`${passed ? '✔' : '✘'} ${step.name} ${passed ? 'passed' : 'failed'}`)
      free += weight
      running.delete(step.name)
    })
    running.set(step.name, done)
  }

  while (pending.length || running.size) {
    let started = false
    for (const step of [...pending]) {
      const needs = (step.needs ?? []).filter((need) => pending.some((s) => s.name === need) || running.has(need))
      const failedNeed = step.needs?.find((need) => {
        const o = outcomes.get(need)
        return o && o.status !== 'passed'
      })
      if (failedNeed) {
        pending.splice(pending.indexOf(step), 1)
        outcomes.set(step.name, {
          name: step.name,
          status: 'skipped',
          seconds: 0,
          note: `needs ${failedNeed}, which did not pass`,
        })
        continue
      }
      if (needs.length || Math.min(step.weight ?? 1, slots) > free) continue
      pending.splice(pending.indexOf(step), 1)
      start(step)
      started = true
    }
    if (!started && running.size) await Promise.race(running.values())
    else if (!started && pending.length) break
  }

  const ordered = steps.flatMap((step) => outcomes.get(step.name) ?? [])
  const failed = ordered.filter((o) => o.status !== 'passed')
  console.log(`\n━━ ${title} summary ━━`)
  for (const o of ordered) {
    const mark = o.status === 'passed' ? '✔' : o.status === 'failed' ? '✘' : '–'
    console.log(
      `${mark} ${o.name.padEnd(12)} ${o.status.padEnd(8)} ${o.seconds.toFixed(0).padStart(5)} s${o.note ? `  (${o.note})` : ''}`,
    )
    for (const line of o.costs ?? []) console.log(`    ${line}`)
    for (const line of o.failures ?? []) console.log(`    ${line}`)
  }
  if (slots > 1)
    console.log(`${title}: ${((performance.now() - runStarted) / 1000).toFixed(0)} s in all; load average ${load()}`)
  console.log(
    failed.length ? `${title}: ${failed.map((o) => o.name).join(', ')} did not pass` : `${title}: every step passed`,
  )
  return failed.length === 0
}

/** The "⏱" lines a step printed (test counts, page loads, slowest tests), for the summary. */
function costLines(output: string): string[] {
  return output
    .split(/\r?\n/)
    .filter((line) => line.trimStart().startsWith('⏱'))
    .map((line) => line.trim())
    .slice(0, 20)
}

/**
 * Runs a step with its output passed through as it comes and kept, so the summary can name what failed: a CI log is
 * often read from its tail, far below the failing test. `prefix`: each line goes out as "[step] line".
 */
function runTeed(step: Step, prefix: boolean): Promise<{ code: number | null; output: string; error?: Error }> {
  return new Promise((done) => {
    // Piped output is not a terminal: keep the colours a developer's terminal would have shown.
    const env = process.stdout.isTTY ? { ...OFFLINE_ENV, FORCE_COLOR: '1' } : OFFLINE_ENV
    const child = spawn(step.cmd, step.args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: string[] = []
    const partial = { out: '', err: '' }
    const keep = (target: NodeJS.WriteStream, which: 'out' | 'err') => (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      chunks.push(stripVTControlCharacters(text))
      if (!prefix) return void target.write(chunk)
      const lines = (partial[which] + text).split('\n')
      partial[which] = lines.pop()!
      for (const line of lines) target.write(`[${step.name}] ${line}\n`)
    }
    child.stdout.on('data', keep(process.stdout, 'out'))
    child.stderr.on('data', keep(process.stderr, 'err'))
    const flush = () => {
      if (partial.out) process.stdout.write(`[${step.name}] ${partial.out}\n`)
      if (partial.err) process.stderr.write(`[${step.name}] ${partial.err}\n`)
    }
    child.on('error', (error) => {
      flush()
      done({ code: null, output: chunks.join(''), error })
    })
    child.on('close', (code, signal) => {
      flush()
      done({ code: code ?? (signal ? 128 : null), output: chunks.join('') })
    })
  })
}
