import { describe, expect, it } from 'vitest'
import { HotPages } from './hot-pages'

const page = (bytes: number) => ({ body: new Uint8Array(bytes) })

describe('HotPages', () => {
  it('evicts the least recently used page once over the byte budget', () => {
    const hot = new HotPages(100)
    hot.set('a', page(40))
    hot.set('b', page(40))
    hot.get('a')
    hot.set('c', page(40))
    expect(hot.get('b')).toBeUndefined()
    expect(hot.get('a')).toBeDefined()
    expect(hot.get('c')).toBeDefined()
  })

  it('replaces a page under the same key without double counting, and skips pages over the whole budget', () => {
    const hot = new HotPages(100)
    hot.set('a', page(60))
    hot.set('a', page(60))
    hot.set('b', page(40))
    expect(hot.size).toBe(2)
    hot.set('huge', page(101))
    expect(hot.get('huge')).toBeUndefined()
    expect(hot.size).toBe(2)
  })

  it('counts string bodies by length (the KV entries it also holds)', () => {
    const hot = new HotPages<{ body: string }>(100)
    hot.set('a', { body: 'x'.repeat(60) })
    hot.set('b', { body: 'y'.repeat(60) })
    expect(hot.get('a')).toBeUndefined()
    expect(hot.get('b')?.body).toHaveLength(60)
  })
})
