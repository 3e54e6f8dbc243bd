/**
 * Issue 29: places are found however they are typed. The table is written from the gazetteer itself (the GeoNames
 * rows the seed loads), not from a hand-made list: exonyms are the dump's own alternate names, typos are made from
 * the dump's names, districts come with the cities the gazetteer puts them in. Every row must resolve within 20 km
 * of the place the gazetteer locates.
 */
import { describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { type GazetteerPlace, loadPolishPlaces } from '@api/db/places/geonames'
import { apiFetch } from './api-helpers'
import { d1 } from './d1'

const places = loadPolishPlaces()
const cities = places.filter((p) => p.kind === 'city').sort((a, b) => b.population - a.population)
const big = cities.slice(0, 10)

/** How many places answer to a folded name, by their own name or an alternate one. */
const owners = new Map<string, number>()
for (const p of places)
  for (const n of new Set([p.nameFolded, ...p.alternates])) owners.set(n, (owners.get(n) ?? 0) + 1)

/** Plain edit distance, written here so the test does not share the API's library. */
function edits(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = row[j]!
      row[j] = next
    }
  }
  return row[b.length]!
}

function km(a: { lat: number; lon: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

type Row = { kind: string; input: string; expect: GazetteerPlace }
const table: Row[] = []

// Exonyms: alternate names only this place has, far from its own name (not a mere spelling without letters).
for (const city of big) {
  const exonyms = city.alternates.filter((a) => owners.get(a) === 1 && edits(a, city.nameFolded) >= 3)
  for (const a of exonyms.slice(0, 2)) table.push({ kind: 'exonym', input: a, expect: city })
}
// Typos: two neighbouring letters swapped, and one letter left out, in the middle of a big city's name.
for (const city of big.filter((c) => c.nameFolded.length >= 6)) {
  const n = city.nameFolded
  const mid = Math.floor(n.length / 2)
  for (const typo of [n.slice(0, mid) + n[mid + 1] + n[mid] + n.slice(mid + 2), n.slice(0, mid) + n.slice(mid + 1)])
    if (!owners.has(typo)) table.push({ kind: 'typo', input: typo, expect: city })
}
// "City, district" and "district, city": the gazetteer's districts of the biggest cities, the largest first.
for (const city of big.slice(0, 5)) {
  const district = places
    .filter((p) => p.kind === 'district' && p.parent === city.name)
    .sort((a, b) => b.population - a.population)[0]
  if (!district) continue
  table.push({ kind: 'city, district', input: `${city.name}, ${district.name}`, expect: district })
  table.push({ kind: 'district, city', input: `${district.name}, ${city.name}`, expect: district })
}
// A street address with its city (and with an invented postcode in front of the city).
for (const city of big.slice(0, 5)) {
  table.push({ kind: 'address', input: `ul. Długa 12/4, ${city.name}`, expect: city })
  table.push({ kind: 'address', input: `Mickiewicza 3 ${city.name}`, expect: city })
}
// Diacritics: names with Polish letters typed without them, and the result named with them.
for (const city of cities.filter((c) => c.name !== c.nameFolded && /[ąćęłńóśźż]/i.test(c.name)).slice(0, 8))
  table.push({ kind: 'diacritics', input: city.nameFolded, expect: city })

const find = (name: string) => cities.find((c) => c.name === name)!
// A real postcode no facility carries: Kraków's Rynek Główny. It finds its area through its postal district.
const REAL_POSTCODE = '31-042'
table.push({ kind: 'postcode', input: REAL_POSTCODE, expect: find('Kraków') })

async function origin(q: string) {
  const response = await apiFetch(`/api/marketplace/facilities?limit=1&q=${encodeURIComponent(q)}`)
  expect(response.status, q).toBe(200)
  return ((await response.json()) as FacilityListResponse).origin
}

describe('place resolution table (written from the gazetteer)', () => {
  it('covers every kind of input', () => {
    const kinds = new Set(table.map((r) => r.kind))
    for (const k of ['exonym', 'typo', 'city, district', 'district, city', 'address', 'diacritics', 'postcode'])
      expect(kinds, k).toContain(k)
    expect(table.length).toBeGreaterThan(40)
  })

  it('resolves each row within 20 km of the place the gazetteer locates', async () => {
    const misses: string[] = []
    for (const row of table) {
      const found = await origin(row.input)
      const d = found ? km(found, row.expect) : Infinity
      if (!(d <= 20))
        misses.push(`${row.kind} "${row.input}" → ${found?.place?.name ?? 'nothing'} (${d.toFixed(1)} km)`)
    }
    expect(misses).toEqual([])
  })

  it('"city, district" and "district, city" resolve to the district itself, not its city', async () => {
    const rows = table.filter((r) => r.kind === 'city, district' || r.kind === 'district, city')
    expect(rows.length).toBeGreaterThanOrEqual(4)
    const wrong: string[] = []
    for (const row of rows) {
      const place = (await origin(row.input))?.place
      if (place?.kind !== 'district' || place.name !== row.expect.name)
        wrong.push(`"${row.input}" → ${place?.kind ?? 'nothing'} ${place?.name ?? ''}`)
    }
    expect(wrong).toEqual([])
  })

  it('a typo says the place was corrected; an exact name does not', async () => {
    const krakow = find('Kraków')
    expect((await origin(`${krakow.nameFolded.slice(0, 4)}${krakow.nameFolded.slice(5)}`))?.corrected).toBe(true)
    expect((await origin(krakow.name))?.corrected).toBeUndefined()
  })

  it('names keep their Polish letters, even where the dump wrote them without', async () => {
    for (const city of table.filter((r) => r.kind === 'diacritics').map((r) => r.expect))
      expect((await origin(city.nameFolded))?.place?.name).toBe(city.name)
    expect(places.some((p) => p.name === 'Bielsko-Biala')).toBe(false)
    expect((await origin('bielsko biala'))?.place?.name).toBe('Bielsko-Biała')
  })

  it('names keep their capital letter (the dump also lists lower-case copies of a name among its alternates)', async () => {
    expect(places.filter((p) => p.name[0] !== p.name[0]!.toLocaleUpperCase('pl')).map((p) => p.name)).toEqual([])
    // Found at 10,000 facilities: these towns were suggested as "zakopane", "lubin", "konin", "nysa".
    for (const town of ['Zakopane', 'Lubin', 'Konin', 'Nysa']) {
      expect((await origin(town.toLowerCase()))?.place?.name).toBe(town)
      const suggested = await apiFetch(`/api/marketplace/places?q=${town.slice(0, 5).toLowerCase()}`)
      const names = ((await suggested.json()) as { items: { name: string }[] }).items.map((p) => p.name)
      expect(names, town).toContain(town)
    }
  })

  it('a real postcode no facility carries resolves to its area, within 20 km of its town', async () => {
    const code = REAL_POSTCODE
    expect(d1('SELECT id FROM facilities WHERE postal_code = ?', code)).toEqual([])
    const found = await origin(code)
    expect(found?.place?.kind).toBe('postcode')
    expect(found?.place?.name).toBe(code)
    expect(km(found!, find('Kraków'))).toBeLessThanOrEqual(20)
  })

  it('an unknown postcode falls back to its postal district, centred by known postcodes or its main town', async () => {
    // No demo facility carries "-999" postcodes; 43 and 17 have no demo facility at all.
    for (const [code, town] of [
      ['31-999', 'Kraków'],
      ['02-999', 'Warszawa'],
      ['43-399', 'Bielsko-Biała'],
      ['17-299', 'Bielsk Podlaski'],
    ] as const) {
      const found = await origin(code)
      expect(found?.place?.kind, code).toBe('postcode')
      expect(km(found!, find(town)), code).toBeLessThanOrEqual(20)
    }
  })
})
