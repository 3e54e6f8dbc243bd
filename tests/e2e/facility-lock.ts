import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { testStateDir } from '../../scripts/lib/local-server.ts'

/**
 * A facility one test at a time may change (ADR 0064). A spec that edits a facility's profile or photos owns a
 * facility no other spec uses, but `--repeat-each` runs copies of the same test side by side on other workers: the
 * second copy waits here until the first has put the facility back. `mkdir` is atomic across Playwright's worker
 * processes; the lock lives in the test server's state directory, which every run starts afresh.
 */
export async function withFacility<T>(baseURL: string, slug: string, work: () => Promise<T>): Promise<T> {
  const dir = join(testStateDir(Number(new URL(baseURL).port)), 'facility-locks')
  mkdirSync(dir, { recursive: true })
  const lock = join(dir, slug)
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
