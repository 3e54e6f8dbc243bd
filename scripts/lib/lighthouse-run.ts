import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number }

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage']

/**
 * Lighthouse's default (mobile) preset in Debian's Chromium, offline. Each page runs `runs` times and the run with
 * the median performance score is reported (Lighthouse's own advice: one run swings by several points).
 */
export async function runLighthouse(urls: string[], runs = 3): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS })
  const out: Record<string, LighthouseScores> = {}
  try {
    for (const url of urls) {
      const results: LighthouseScores[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
        const lhr = result!.lhr
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        results.push({ performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), lcpMs: Math.round(audit('largest-contentful-paint')), cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000, tbtMs: Math.round(audit('total-blocking-time')) })
      }
      out[url] = results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!
    }
  } finally {
    chrome.kill()
  }
  return out
}
