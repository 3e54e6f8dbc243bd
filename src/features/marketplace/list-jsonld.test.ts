import { beforeAll, describe, expect, it } from 'vitest'
import { brand } from '@kernel/brand'
import type { FacilitySummary } from '@api/contract/marketplace'
import { registerMessages } from '../../i18n'
import { en } from '../../i18n/en'
import { pl } from '../../i18n/pl'
import { facilityItemList, facilityListJsonLd } from './list-jsonld'

const item = (n: number) => ({ id: n, slug: `magazyn-${n}`, name: `Magazyn ${n}` }) as FacilitySummary
const page = (page: number, count: number, limit = 24, total = 60) => ({
  page,
  limit,
  total,
  items: Array.from({ length: count }, (_, i) => item((page - 1) * limit + i + 1)),
})

type ListItem = { '@type': string; position: number; url: string; name: string }

beforeAll(() => {
  registerMessages('pl', pl)
  registerMessages('en', en)
})

describe('facilityItemList', () => {
  it('numbers page 1 from 1 and page 2 from 25 at the spec page size of 24', () => {
    const first = facilityItemList(page(1, 24), 'pl').itemListElement as ListItem[]
    const second = facilityItemList(page(2, 24), 'pl').itemListElement as ListItem[]
    expect(first.map((i) => i.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
    expect(second.map((i) => i.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 25))
    const last = facilityItemList(page(3, 12), 'pl').itemListElement as ListItem[]
    expect(last[0]!.position).toBe(49)
    expect(last.at(-1)!.position).toBe(60)
  })

  it('links every item by its absolute, localized detail URL and names it', () => {
    const pl1 = facilityItemList(page(1, 2), 'pl')
    const en1 = facilityItemList(page(1, 2), 'en')
    expect(pl1['@type']).toBe('ItemList')
    expect(pl1.numberOfItems).toBe(60)
    expect(pl1.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${brand.origin}/pl/magazyn-self-storage/magazyn-1`, name: 'Magazyn 1' },
      { '@type': 'ListItem', position: 2, url: `${brand.origin}/pl/magazyn-self-storage/magazyn-2`, name: 'Magazyn 2' },
    ])
    expect((en1.itemListElement as ListItem[]).map((i) => i.url)).toEqual([
      `${brand.origin}/en/self-storage-facility/magazyn-1`,
      `${brand.origin}/en/self-storage-facility/magazyn-2`,
    ])
  })

  it('is an empty list, not a missing one, when nothing matches', () => {
    expect(facilityItemList({ page: 1, limit: 24, total: 0, items: [] }, 'en')).toMatchObject({
      numberOfItems: 0,
      itemListElement: [],
    })
  })
})

describe('facilityListJsonLd', () => {
  it('gives Home → Facilities breadcrumbs in the page language, then the item list', () => {
    const [crumbs, list] = facilityListJsonLd(page(1, 3), 'en')
    expect(crumbs!['@type']).toBe('BreadcrumbList')
    expect((crumbs!.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      `${brand.origin}/en`,
      `${brand.origin}/en/facilities`,
    ])
    expect(list!['@type']).toBe('ItemList')
  })

  it('keeps the breadcrumbs while the list has no data', () => {
    expect(facilityListJsonLd(undefined, 'pl').map((d) => d['@type'])).toEqual(['BreadcrumbList'])
  })
})
