import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, countAndPages } from './page-types.ts'

describe('countAndPages', () => {
  const all = PAGE_TYPES.map(([, path]) => path)

  it('takes the six page types and the fallback count when given nothing', () => {
    expect(countAndPages('runs', 5, [])).toEqual({ count: 5, pages: all })
    expect(countAndPages('runs', 5, ['--no-build'])).toEqual({ count: 5, pages: all })
  })

  it('reads the count and the paths wherever they stand, the count never taken for a path', () => {
    expect(countAndPages('runs', 5, ['/pl', '--runs', '3', '/en'])).toEqual({ count: 3, pages: ['/pl', '/en'] })
    expect(countAndPages('requests', 60, ['--requests', '80', '/pl'])).toEqual({ count: 80, pages: ['/pl'] })
  })

  it('keeps a first path when no count is given', () => {
    expect(countAndPages('runs', 5, ['/pl/blog', '--no-build'])).toEqual({ count: 5, pages: ['/pl/blog'] })
  })
})
