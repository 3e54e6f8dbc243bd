import { describe, expect, it } from 'vitest'
import { BOOKMARK_TTL_S, readBookmark, requestBookmark, signBookmark } from './bookmark-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters'
const BOOKMARK = '0000000a-00000003-00004fa1-3c1d6b1e5c0a2e4f'

describe('signed bookmarks', () => {
  it('reads back what the server signed, until it expires', () => {
    const now = Date.UTC(2026, 10, 25, 10)
    const token = signBookmark(SECRET, BOOKMARK, now)
    expect(readBookmark(SECRET, token, now)).toBe(BOOKMARK)
    expect(readBookmark(SECRET, token, now + (BOOKMARK_TTL_S - 1) * 1000)).toBe(BOOKMARK)
    expect(readBookmark(SECRET, token, now + BOOKMARK_TTL_S * 1000)).toBeNull()
  })

  it('refuses forged, altered, foreign and junk values', () => {
    const now = Date.now()
    const token = signBookmark(SECRET, BOOKMARK, now)
    const [bookmark, expires, mac] = token.split('.') as [string, string, string]
    for (const forged of [
      'x',
      BOOKMARK,
      `${bookmark}.${Number(expires) + 3600}.${mac}`,
      `${bookmark.replace('a', 'b')}.${expires}.${mac}`,
      `${bookmark}.${expires}.${mac.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`,
      signBookmark('another-secret-that-is-at-least-32-characters', BOOKMARK, now),
      `${'a'.repeat(300)}.${expires}.${mac}`,
      '',
    ])
      expect(readBookmark(SECRET, forged, now), forged).toBeNull()
  })

  it('finds a valid bookmark in the header or either cookie name, and nothing in a look-alike', () => {
    const token = signBookmark(SECRET, BOOKMARK)
    expect(requestBookmark(SECRET, new Headers({ 'x-d1-bookmark': token }))).toBe(BOOKMARK)
    expect(requestBookmark(SECRET, new Headers({ cookie: `a=1; skrytka_d1=${token}` }))).toBe(BOOKMARK)
    expect(requestBookmark(SECRET, new Headers({ cookie: `__Host-skrytka_d1=${token}; b=2` }))).toBe(BOOKMARK)
    expect(requestBookmark(SECRET, new Headers({ cookie: 'skrytka_d1=x' }))).toBeNull()
    expect(requestBookmark(SECRET, new Headers({ cookie: `not_skrytka_d1=${token}` }))).toBeNull()
    expect(requestBookmark(SECRET, new Headers({ 'x-d1-bookmark': BOOKMARK }))).toBeNull()
  })
})
