/**
 * `npm run lint`'s docs step: the ADRs are numbered once with titles that match their files and links both ways,
 * docs/decisions/README.md is their current index, and README.md's folder table is the tree as it is.
 * `npm run docs:index` rewrites the ADR index.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { adrIndex, adrProblems, INDEX_FILE, readAdrs } from './lib/adrs.ts'
import { ROOT } from './lib/local-server.ts'
import { readmeMapProblems } from './lib/readme-map.ts'

const DECISIONS = join(ROOT, 'docs/decisions')
const adrs = readAdrs(DECISIONS)
const index = adrIndex(adrs)
const indexPath = join(DECISIONS, INDEX_FILE)

if (process.argv.includes('--write')) {
  writeFileSync(indexPath, index)
  console.log(`wrote docs/decisions/${INDEX_FILE} (${adrs.length} ADRs)`)
}

let current = ''
try {
  current = readFileSync(indexPath, 'utf8')
} catch {}
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter(Boolean)
const problems = [
  ...adrProblems(adrs),
  ...(current === index ? [] : [`docs/decisions/${INDEX_FILE} is out of date: run npm run docs:index`]),
  ...readmeMapProblems(readFileSync(join(ROOT, 'README.md'), 'utf8'), tracked),
]
for (const problem of problems) console.error(`✘ ${problem}`)
if (problems.length) process.exit(1)
console.log(`✔ ${adrs.length} ADRs numbered once and linked both ways; index and README folder table match the tree`)
