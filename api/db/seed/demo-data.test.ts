import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FEATURE_CODES, UNIT_TYPES } from '../../contract/marketplace'
import { facilitySlug } from '../../facilities/slug'
import { DEMO_CLIENTS, DEMO_FACILITIES, PROMOTED_SLUGS, demoUsers, promoImage } from './demo-data'
import { richRange, sizeLabel, unitPrice } from './demo-units'

const slugs = DEMO_FACILITIES.map((f) => facilitySlug(f.name, f.city))
const allUnits = DEMO_FACILITIES.flatMap((f) => f.units)

describe('demo data', () => {
  it('has enough facilities in enough cities', () => {
    expect(DEMO_FACILITIES.length).toBeGreaterThanOrEqual(12)
    expect(new Set(DEMO_FACILITIES.map((f) => f.city)).size).toBeGreaterThanOrEqual(10)
  })

  it('has unique slugs that include the three promoted ones, with promo images', () => {
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of PROMOTED_SLUGS) {
      const facility = DEMO_FACILITIES[slugs.indexOf(slug)]
      expect(facility, slug).toBeDefined()
      expect(facility!.image).toBe(promoImage(slug))
      expect(facility!.active).toBe(true)
    }
  })

  it('points at images that exist in public/', () => {
    const publicDir = join(import.meta.dirname, '../../../public')
    for (const f of DEMO_FACILITIES) expect(existsSync(join(publicDir, f.image)), f.image).toBe(true)
  })

  it('slugs are URL-safe facilitySlug(name, city) values', () => {
    for (const [i, f] of DEMO_FACILITIES.entries()) {
      expect(slugs[i]).toBe(facilitySlug(f.name, f.city))
      expect(slugs[i]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('covers the edge cases: a few without e-mail, one with zero coordinates, a few inactive, one fully occupied', () => {
    expect(DEMO_FACILITIES.filter((f) => f.email === null).length).toBeGreaterThanOrEqual(3)
    expect(DEMO_FACILITIES.filter((f) => f.latitude === 0 && f.longitude === 0)).toHaveLength(1)
    expect(DEMO_FACILITIES.filter((f) => !f.active).length).toBeGreaterThanOrEqual(3)
    const fullyOccupied = DEMO_FACILITIES.filter((f) => f.active && f.units.every((u) => u.isOccupied || !u.isActive))
    expect(fullyOccupied).toHaveLength(1)
  })

  it('shows the product: 60+ active facilities (2+ near every city shortcut: map/cities.test.ts)', () => {
    expect(DEMO_FACILITIES.filter((f) => f.active).length).toBeGreaterThanOrEqual(60)
    expect(new Set(DEMO_FACILITIES.map((f) => f.image)).size).toBeGreaterThanOrEqual(16)
    expect(new Set(DEMO_FACILITIES.map((f) => f.client)).size).toBeGreaterThanOrEqual(8)
  })

  it('places facilities with coordinates inside Poland', () => {
    for (const f of DEMO_FACILITIES.filter((x) => x.latitude !== 0)) {
      expect(f.latitude).toBeGreaterThan(49)
      expect(f.latitude).toBeLessThan(54.9)
      expect(f.longitude).toBeGreaterThan(14.1)
      expect(f.longitude).toBeLessThan(24.2)
    }
  })

  it('uses all unit types and all features, only known codes', () => {
    expect(new Set(allUnits.map((u) => u.type))).toEqual(new Set(UNIT_TYPES))
    const features = DEMO_FACILITIES.flatMap((f) => f.features)
    expect(new Set(features)).toEqual(new Set(FEATURE_CODES))
    for (const f of DEMO_FACILITIES) {
      expect(f.features.length).toBeGreaterThanOrEqual(2)
      expect(new Set(f.features).size).toBe(f.features.length)
    }
  })

  it('has 6–12 units per facility with unique codes, positive whole-złoty prices and garages of 12–20 m²', () => {
    for (const f of DEMO_FACILITIES) {
      expect(f.units.length).toBeGreaterThanOrEqual(6)
      expect(f.units.length).toBeLessThanOrEqual(12)
      expect(new Set(f.units.map((u) => u.code)).size).toBe(f.units.length)
    }
    for (const u of allUnits) {
      expect(u.priceMonthly).toBeGreaterThan(0)
      expect(Number.isInteger(u.priceMonthly)).toBe(true)
      expect(u.sizeM2).toBeGreaterThanOrEqual(1)
      expect(u.sizeM2).toBeLessThanOrEqual(20)
      expect(u.sizeLabel).toBe(sizeLabel(u.sizeM2))
      if (u.type === 'garaz') expect(u.sizeM2).toBeGreaterThanOrEqual(12)
    }
    expect(allUnits.some((u) => u.isOccupied)).toBe(true)
    expect(allUnits.some((u) => !u.isActive)).toBe(true)
  })

  it('prices per m² stay plausible for Poland', () => {
    for (const u of allUnits) {
      const perM2 = u.priceMonthly / u.sizeM2
      expect(perM2).toBeGreaterThan(15)
      expect(perM2).toBeLessThan(65)
    }
    expect(unitPrice(40, 10, 'standard')).toBe(451)
    expect(sizeLabel(7.5)).toBe('7,5 m²')
  })

  it('has rich content for at least 10 facilities with consistent ranges and only simple HTML', () => {
    const withRich = DEMO_FACILITIES.filter((f) => f.rich)
    expect(withRich.length).toBeGreaterThanOrEqual(10)
    for (const f of withRich) {
      const rich = f.rich!
      expect(rich.faq.length).toBeGreaterThanOrEqual(3)
      expect(rich.faq.length).toBeLessThanOrEqual(4)
      expect(rich.features.length).toBeGreaterThan(0)
      for (const html of [rich.bodyHtml, rich.storageInfoHtml, rich.tipsHtml]) {
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g))
          expect(['p', 'ul', 'li', 'strong', 'h3']).toContain(tag)
        expect(html).not.toMatch(/<[a-z0-9]+\s/) // no attributes
      }
      expect(rich.bodyHtml).toContain('<ul>')
      const range = richRange(f.units)
      const offered = f.units.filter((u) => u.isActive)
      expect(range.minSizeM2).toBe(Math.min(...offered.map((u) => u.sizeM2)))
      expect(range.maxPriceMonthly).toBe(Math.max(...offered.map((u) => u.priceMonthly)))
    }
  })

  it('has ten operators (one just joined, with no facility), the three seeded user roles and a second operator of another company', () => {
    expect(DEMO_CLIENTS).toHaveLength(10)
    const clientKeys = new Set(DEMO_CLIENTS.map((c) => c.key))
    for (const f of DEMO_FACILITIES) expect(clientKeys.has(f.client)).toBe(true)
    const users = demoUsers({
      adminEmail: 'a@x.test',
      adminPassword: 'A',
      clientEmail: 'c@x.test',
      clientPassword: 'C',
    })
    expect(users.map((u) => u.role)).toEqual(['SUPERADMIN', 'CLIENT', 'TENANT', 'CLIENT', 'CLIENT'])
    expect(DEMO_FACILITIES.some((f) => f.client === users[4]!.client)).toBe(false)
    expect(users[1]!.client).toBe('lockerbox')
    expect(users[3]!.client).not.toBe(users[1]!.client)
    expect(DEMO_CLIENTS.find((c) => c.key === 'lockerbox')!.companyName).toBe('Lockerbox Sp. z o.o.')
    expect(users[2]!.password).toBe('C')
  })
})
