import { describe, expect, it } from 'vitest'
import { brand } from '@kernel/brand'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { LANGS } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { apiFetch } from './api-helpers'
import { get } from './http'

type Node = { '@context': string; '@type': string } & Record<string, unknown>
type ListItem = { '@type': string; position: number; url: string; name: string }
type Crumb = { '@type': string; position: number; name: string; item: string }

const PAGE_SIZE = 24

async function jsonLdOf(path: string): Promise<Node[]> {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => JSON.parse(m[1]!) as Node,
  )
}

async function apiPage(page: number): Promise<FacilityListResponse> {
  const response = await apiFetch(`/api/marketplace/facilities?sort=recommended&page=${page}&limit=${PAGE_SIZE}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FacilityListResponse
}

describe.each(LANGS)('facilities list structured data (%s)', (lang) => {
  const listPath = localizedPath('facilities', lang)
  const detailPrefix = `${brand.origin}${localizedPath('facility', lang)}/`

  it('has a BreadcrumbList Home → Facilities with absolute URLs in the page language', async () => {
    const nodes = await jsonLdOf(listPath)
    for (const node of nodes) expect(node['@context']).toBe('https://schema.org')
    const crumbs = nodes.filter((n) => n['@type'] === 'BreadcrumbList')
    expect(crumbs).toHaveLength(1)
    const items = crumbs[0]!.itemListElement as Crumb[]
    expect(items.map((c) => c.position)).toEqual([1, 2])
    expect(items.map((c) => c.item)).toEqual([
      `${brand.origin}${localizedPath('home', lang)}`,
      `${brand.origin}${listPath}`,
    ])
    for (const c of items) expect(c.name.length).toBeGreaterThan(0)
  })

  it('has an ItemList of the facilities on the page, in order, with absolute localized URLs', async () => {
    const [nodes, api] = await Promise.all([jsonLdOf(listPath), apiPage(1)])
    const lists = nodes.filter((n) => n['@type'] === 'ItemList')
    expect(lists).toHaveLength(1)
    const list = lists[0]!
    expect(list.numberOfItems).toBe(api.total)
    const items = list.itemListElement as ListItem[]
    expect(items.length).toBeGreaterThan(0)
    expect(items).toHaveLength(api.items.length)
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1))
    expect(items.map((i) => i.name)).toEqual(api.items.map((f) => f.name))
    expect(items.map((i) => i.url)).toEqual(api.items.map((f) => `${detailPrefix}${f.slug}`))
  })

  it('links items to detail pages that exist', async () => {
    const items = (await jsonLdOf(listPath)).find((n) => n['@type'] === 'ItemList')!.itemListElement as ListItem[]
    const url = new URL(items[0]!.url)
    expect(url.origin).toBe(brand.origin)
    const response = await get(url.pathname)
    expect(response.status, url.pathname).toBe(200)
    await response.body?.cancel()
  })

  it('continues positions on page 2 (from 25 at 24 per page) and lists only that page', async () => {
    const [nodes, api] = await Promise.all([jsonLdOf(`${listPath}?page=2`), apiPage(2)])
    const list = nodes.find((n) => n['@type'] === 'ItemList')!
    expect(list.numberOfItems).toBe(api.total)
    const items = list.itemListElement as ListItem[]
    expect(items.map((i) => i.url)).toEqual(api.items.map((f) => `${detailPrefix}${f.slug}`))
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => PAGE_SIZE + index + 1))
  })
})
