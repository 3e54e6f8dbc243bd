import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

export type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's main-thread work (mainthread-work-breakdown): script, style, layout, parse and GC, in ms. */
  mainThreadMs: number
  /** Why the numbers are what they are (issue 31: a missed target is stated with the profile that shows why). */
  profile: LighthouseProfile
  /** Lighthouse's own code when the run failed (its scores are then NaN, never a 0 pulled into the median). */
  error?: string
}

export type LighthouseProfile = {
  /** mainthread-work-breakdown by group (scriptEvaluation, styleLayout, parseHTML, other, …), ms. */
  mainThreadByGroup: Record<string, number>
  /** The LCP element as Lighthouse labels it, and the observed subparts of its time (lcp-breakdown-insight), ms. */
  lcpElement: string
  lcpSubparts: Record<string, number>
  /** The longest main-thread tasks with the script (or document) they are attributed to, ms. */
  longTasks: { url: string; ms: number }[]
}

type Details = { items?: Record<string, unknown>[] }
const itemsOf = (details: unknown) => ((details as Details | undefined)?.items ?? []) as Record<string, unknown>[]

function profileOf(audits: Record<string, { details?: unknown } | undefined>): LighthouseProfile {
  const mainThreadByGroup = Object.fromEntries(
    itemsOf(audits['mainthread-work-breakdown']?.details).map((item) => [
      String(item.group),
      Math.round(Number(item.duration)),
    ]),
  )
  // lcp-breakdown-insight lists a table of subparts and the element's node.
  const lcpParts = itemsOf(audits['lcp-breakdown-insight']?.details)
  const table = lcpParts.find((part) => part.type === 'table')
  const node = lcpParts.find((part) => part.type === 'node')
  const lcpSubparts = Object.fromEntries(
    itemsOf(table).map((row) => [String(row.subpart), Math.round(Number(row.duration))]),
  )
  const longTasks = itemsOf(audits['long-tasks']?.details)
    .map((task) => ({ url: String(task.url).replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(Number(task.duration)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
  const label = String(node?.nodeLabel ?? node?.selector ?? 'not found')
  return {
    mainThreadByGroup,
    lcpElement: `${String(node?.snippet ?? '').match(/^<(\w+)/)?.[1] ?? '?'} “${label}”`,
    lcpSubparts,
    longTasks,
  }
}

/** The median run (by performance score) and every run, in the order they ran. */
export type LighthouseResult = { median: LighthouseScores; runs: LighthouseScores[] }

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/**
 * Lighthouse's default (mobile) preset in Debian's Chromium, offline. Each page runs `runs` times; the run with the
 * median performance score is the page's result (Lighthouse's own advice: one run swings by several points), and
 * every run is kept so the bench can print them. Pages alternate run by run (page A, B, C, A, B, C, …), so a burst
 * of load on this shared machine spreads over the pages instead of sinking one of them.
 */
export async function runLighthouse(urls: string[], runs = 3): Promise<Record<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: FLAGS,
  })
  const all: Record<string, LighthouseScores[]> = Object.fromEntries(urls.map((url) => [url, []]))
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const lhr = result!.lhr
        const error = lhr.runtimeError?.code
        const score = (id: string) => (error ? Number.NaN : Math.round((lhr.categories[id]?.score ?? 0) * 100))
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        all[url]!.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          tbtMs: Math.round(audit('total-blocking-time')),
          mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
          profile: profileOf(lhr.audits),
          ...(error ? { error } : {}),
        })
      }
    }
  } finally {
    chrome.kill()
  }
  return Object.fromEntries(
    Object.entries(all).map(([url, results]) => [
      url,
      {
        median: medianRun(results),
        runs: results,
      },
    ]),
  )
}

/** The run with the median performance score among those that did not fail (a failed run when all did). */
export function medianRun(results: LighthouseScores[]): LighthouseScores {
  const done = results.filter((run) => !run.error).sort((a, b) => a.performance - b.performance)
  return done[Math.floor(done.length / 2)] ?? results[0]!
}
