import { describe, expect, it } from 'vitest'
import { pageQuery } from './page-query'

const query = (path: string, search: string) => pageQuery(path, new URLSearchParams(search))

describe('a public page’s own query (its cache key, its sign-in link’s next)', () => {
  it('keeps the list page’s parameters in the form it reads them, and drops the rest', () => {
    expect(query('/pl/magazyny-self-storage', 'utm_source=x&q=%20Krak%C3%B3w%20&page=02&sort=bogus')).toBe(
      'page=2&q=Krak%C3%B3w',
    )
    expect(query('/en/facilities', 'q=Cracow&demo=yes')).toBe('q=Cracow')
    expect(query('/en/facilities', 'q=Cracow&demo=1')).toBe('demo=1&q=Cracow')
  })

  it('reads the sign-in page’s next as the form does: a same-origin path or nothing (issue 30)', () => {
    const next = '/pl/magazyny-self-storage?q=Krak%C3%B3w'
    expect(query('/pl/logowanie', new URLSearchParams({ next }).toString())).toBe(
      new URLSearchParams({ next }).toString(),
    )
    // The same path spelled otherwise is the same next.
    expect(query('/pl/logowanie', 'next=/pl/magazyny-self-storage?q=Kraków')).toBe(
      new URLSearchParams({ next }).toString(),
    )
    for (const unsafe of ['//evil.example', 'https://evil.example/x', '/\\evil', '%2F%2Fevil', 'junk'])
      expect(query('/en/signin', `next=${encodeURIComponent(unsafe)}`), unsafe).toBe('')
  })

  it('keeps only the panel flags on other pages', () => {
    expect(query('/pl', 'q=1&x=2&trial=1.0')).toBe('trial=1')
    expect(query('/nie-ma-takiej', 'a=1')).toBe('')
  })
})
