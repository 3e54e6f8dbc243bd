import { describe, expect, it } from 'vitest'
import { langFromCookies } from './admin-lang'

describe('langFromCookies', () => {
  it('reads the preferred-language cookie among others', () => {
    expect(langFromCookies('sid=abc; preferred-language=en; theme=dark')).toBe('en')
    expect(langFromCookies('preferred-language=pl')).toBe('pl')
  })
  it('is Polish without the cookie, with an unknown value, or with a look-alike name', () => {
    expect(langFromCookies(null)).toBe('pl')
    expect(langFromCookies('')).toBe('pl')
    expect(langFromCookies('preferred-language=de')).toBe('pl')
    expect(langFromCookies('x-preferred-language=en')).toBe('pl')
  })
})
