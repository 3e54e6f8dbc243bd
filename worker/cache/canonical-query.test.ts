import { describe, expect, it } from 'vitest'
import { FacilityListQuery } from '@api/contract/marketplace'
import { LIST_SEARCH_PARAMS } from '~/lib/list-search'
import { canonicalQuery } from '~/lib/canonical-query'
import { boundedKey, checkersOf } from './canonical-query'

const api = (query: string) =>
  canonicalQuery(new URLSearchParams(query), { checked: checkersOf(FacilityListQuery.entries) })
const page = (query: string) =>
  canonicalQuery(new URLSearchParams(query), { entries: LIST_SEARCH_PARAMS, raw: ['demo'] })

describe('canonicalQuery', () => {
  it('drops unknown parameters and sorts the rest', () => {
    expect(api('utm_source=x&q=Gdańsk&fbclid=1&unitType=garaz')).toBe(api('unitType=garaz&q=Gdańsk'))
    expect(api('unitType=garaz&q=Gdańsk')).toBe('q=Gda%C5%84sk&unitType=garaz')
  })

  it('puts values in the form the schema parses them to, and leaves out defaults and empties', () => {
    expect(api('page=01&limit=24&q=%20Gda%C5%84sk%20&minSize=3.50')).toBe('minSize=3.5&q=Gda%C5%84sk')
    // No sort is not "recommended": around a place the API orders by distance, so an explicit sort stays in the key.
    expect(api('q=Gda%C5%84sk&sort=recommended')).not.toBe(api('q=Gda%C5%84sk'))
    expect(api('q=&features=')).toBe('')
    expect(page('page=0&sort=bogus&lat=200&q=Krak%C3%B3w')).toBe('q=Krak%C3%B3w')
  })

  it('never merges values the handler tells apart', () => {
    expect(api('q=007')).not.toBe(api('q=7'))
    expect(api('minSize=')).not.toBe(api(''))
    expect(api('sort=price')).not.toBe(api('sort=name'))
    // An invalid value never reaches a key: the request is answered by the API (a 400), uncached.
    expect(api('page=abc')).toBeNull()
    expect(api('sort=x&q=a')).toBeNull()
    expect(api('q=a&q=b')).not.toBe(api('q=b&q=a'))
  })

  it('keeps raw parameters as sent', () => {
    expect(page('demo=1&x=2')).toBe('demo=1')
  })
})

describe('boundedKey', () => {
  it('hashes long keys so they stay within the limit, and keeps short ones readable', async () => {
    expect(await boundedKey('mk:1:pl:', '/api/x?q=a', 480)).toBe('mk:1:pl:/api/x?q=a')
    const long = await boundedKey('mk:1:pl:', `/api/x?q=${'ż'.repeat(700)}`, 480)
    expect(long).toMatch(/^mk:1:pl:~[0-9a-f]{64}$/)
    expect(await boundedKey('mk:1:pl:', `/api/x?q=${'ż'.repeat(700)}`, 480)).toBe(long)
    expect(await boundedKey('mk:1:pl:', `/api/x?q=${'ź'.repeat(700)}`, 480)).not.toBe(long)
  })
})
