/**
 * Issue 45 (ADR 0104): what the browser needs for the largest paint is named in the HTML. The list's first card photo
 * and the facility's cover are announced in the head, with no script beside them (ADR 0115), fetched first and at the size they are
 * drawn; a page whose largest paint is its heading (the city page) announces no image at all.
 */
import { describe, expect, it } from 'vitest'
import { get } from './http'

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const imagePreloads = (head: string) => head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe('LCP hints in the HTML', () => {
  it('list: the first card photo alone is fetched first, with no script announced, with its sizes', async () => {
    const html = await (await get('/pl/magazyny-self-storage')).text()
    const head = headOf(html)
    const [preload, ...others] = imagePreloads(head)
    expect(preload).toBeDefined()
    expect(others).toEqual([])
    expect(attr(preload!, 'fetchPriority')).toBe('high')
    // No script competes with it: the page's scripts are announced only once it has painted (ADR 0115).
    expect(head).not.toContain('modulepreload')
    const cards = [...html.matchAll(/data-testid="facility-card"[\s\S]*?<img([^>]*)>/g)].map((m) => m[1]!)
    expect(cards.length).toBeGreaterThanOrEqual(10)
    const [first, ...rest] = cards
    expect(attr(first!, 'srcSet')).toBe(attr(preload!, 'imageSrcSet'))
    expect(attr(first!, 'sizes')).toBe(attr(preload!, 'imageSizes'))
    expect(attr(first!, 'fetchPriority')).toBe('high')
    expect(attr(first!, 'loading')).not.toBe('lazy')
    // Two cards a row from 480 px: each photo is half the row wide there, not the phone's 112 px strip.
    expect(attr(first!, 'sizes')).toContain('(min-width: 480px) calc(50vw - 28px)')
    for (const img of rest) {
      expect(attr(img, 'loading')).toBe('lazy')
      expect(attr(img, 'fetchPriority')).toBeUndefined()
    }
  })

  it('facility page: the cover is announced first, at the width the page lays it out', async () => {
    const html = await (await get('/pl/magazyn-self-storage/lockerbox-warszawa')).text()
    const head = headOf(html)
    const [preload] = imagePreloads(head)
    expect(preload).toBeDefined()
    expect(attr(preload!, 'fetchPriority')).toBe('high')
    // No script competes with it: the page's scripts are announced only once it has painted (ADR 0115).
    expect(head).not.toContain('modulepreload')
    expect(attr(preload!, 'imageSizes')).toBe(
      '(min-width: 1248px) 768px, (min-width: 1024px) calc(100vw - 432px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)',
    )
  })

  it('city page: its heading is the largest paint, so no card photo is announced or fetched eagerly', async () => {
    const html = await (await get('/pl/magazyny-self-storage/krakow')).text()
    expect(imagePreloads(headOf(html))).toEqual([])
    const images = [...html.matchAll(/<img([^>]*)>/g)].map((m) => m[1]!)
    expect(images.length).toBeGreaterThan(0)
    for (const img of images) expect(attr(img, 'loading')).toBe('lazy')
  })
})
