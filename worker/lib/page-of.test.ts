import { describe, expect, it } from 'vitest'
import { parsePublicPath } from '~/i18n/route-table'
import { isPrivatePage, pageOf } from './page-of'

describe('pageOf', () => {
  it('answers what the route table does, the first time and from memory', () => {
    for (const path of ['/pl', '/en/facilities', '/pl/magazyn-self-storage/x', '/nope', '/pl/panel-operatora']) {
      expect(pageOf(path)).toBe(parsePublicPath(path)?.page)
      expect(pageOf(path)).toBe(parsePublicPath(path)?.page)
    }
  })

  it('tells the signed-in pages from public ones', () => {
    expect(isPrivatePage('/pl/panel-operatora/dostepnosc')).toBe(true)
    expect(isPrivatePage('/en/my-inquiries')).toBe(true)
    expect(isPrivatePage('/pl')).toBe(false)
    expect(isPrivatePage('/pl/magazyny-self-storage')).toBe(false)
  })

  it('keeps answering correctly after its memory is cleared by many distinct paths', () => {
    for (let i = 0; i < 2100; i++) pageOf(`/pl/blog/x-${i}`)
    expect(pageOf('/pl')).toBe('home')
    expect(isPrivatePage('/en/my-inquiries')).toBe(true)
  })
})
