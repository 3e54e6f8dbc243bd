import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adrIndex, adrProblems, parseAdr, readAdrs } from './lib/adrs.ts'
import { readmeMapProblems } from './lib/readme-map.ts'

const ROOT = join(import.meta.dirname, '..')
const DECISIONS = join(ROOT, 'docs/decisions')
const adr = (file: string, title: string, status = 'accepted (2026-11-25)') =>
  parseAdr(file, `${title}\n\nStatus: ${status}\n`)

describe('ADRs', () => {
  it('are numbered once, titled like their files and linked both ways; the index is current', () => {
    const adrs = readAdrs(DECISIONS)
    expect(adrProblems(adrs)).toEqual([])
    expect(readFileSync(join(DECISIONS, 'README.md'), 'utf8')).toBe(adrIndex(adrs))
  })

  it('fail on a title numbered unlike its file, or a number used twice', () => {
    expect(adrProblems([adr('0019-admin-language.md', '# 0017 — Admin language')])).toEqual([
      '0019-admin-language.md: titled 0017, but the file name says 0019',
    ])
    expect(adrProblems([adr('0049-a.md', '# 0049 — A'), adr('0049-b.md', '# 0049. B')])).toEqual([
      '0049-b.md: number 0049 is also 0049-a.md',
    ])
  })

  it('fail on a link one way only, and on a link to nothing', () => {
    const old = adr('0008-cache.md', '# 0008 — Cache')
    const amending = adr('0024-panel.md', '# 0024 — Panel', 'accepted (2026-11-23); amends 0008 and 0099')
    expect(adrProblems([old, amending])).toEqual([
      '0024-panel.md: amends 0008, but 0008-cache.md does not say "amended by 0024"',
      '0024-panel.md: amends 0099, which does not exist',
    ])
    const linked = adr('0008-cache.md', '# 0008 — Cache', 'accepted (2026-11-21); amended by 0024 (why)')
    expect(adrProblems([linked, adr('0024-panel.md', '# 0024 — Panel', 'accepted; amends 0008')])).toEqual([])
  })
})

describe('README folder table', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT }).toString().split('\n').filter(Boolean)
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

  it('is the tree as it is', () => {
    expect(readmeMapProblems(readme, tracked)).toEqual([])
  })

  it('fails on a row for a folder that is gone, and on a folder without a row', () => {
    const table = (...rows: string[]) => ['| Folder | What |', '|---|---|', ...rows].join('\n')
    const files = ['kernel/lang.ts', 'worker/cache/kv.ts', 'worker/lib/upstream.ts']
    expect(
      readmeMapProblems(table('| `kernel/` | x |', '| `worker/cache/` | x |', '| `worker/lib/` | x |'), files),
    ).toEqual([])
    expect(
      readmeMapProblems(table('| `kernel/` | x |', '| `worker/lib/` | x |', '| `worker/gone/` | x |'), files),
    ).toEqual([
      'README.md folder table names worker/gone/, which is not in the tree',
      'README.md folder table has no row for worker/cache/',
    ])
  })

  it('fails on two rows for one folder', () => {
    const table = ['| Folder | What |', '|---|---|', '| `kernel/` | x |', '| `kernel/` | y |'].join('\n')
    expect(readmeMapProblems(table, ['kernel/lang.ts'])).toEqual(['README.md folder table has two rows for kernel/'])
  })

  it('fails when the features row leaves out an area', () => {
    const files = ['src/features/panel/a.ts', 'src/features/blog/b.ts']
    const table = ['| Folder | What |', '|---|---|', '| `src/features/` | areas: `blog` |'].join('\n')
    expect(readmeMapProblems(table, files)).toEqual(['README.md src/features/ row does not name `panel`'])
  })
})
