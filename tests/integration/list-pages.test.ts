import { afterAll, describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { FACILITY_SORTS } from '@api/contract/marketplace-values'
import { boxAround, buildFilter, HAVERSINE, orderBy, orderTerms, pageKeys } from '@api/facilities/list-query'
import { textSearch } from '@api/facilities/fts-query'
import { apiFetch } from './api-helpers'
import { d1 } from './d1'

type Case = { q?: string; lat?: number; lon?: number; radius?: number }

/**
 * What the list showed before ADR 0111, read plainly: matches through `f.id IN (…)`, one ORDER BY over the rows.
 * Only the text and the place narrow these cases, so the plain filter is short.
 */
function reference({ q, lat, lon, radius }: Case, sort: string, offset: number, limit: number) {
  const where = ['f.active = 1']
  const params: (string | number)[] = []
  const geo = lat !== undefined && lon !== undefined && radius !== undefined
  if (geo) params.push(lat, lon, radius)
  const { match, substrings } = textSearch(q)
  if (match) where.push(`f.id IN (SELECT rowid FROM facility_fts WHERE facility_fts MATCH ?${params.push(match)})`)
  for (const term of substrings) where.push(`instr(f.search_text, ?${params.push(term)}) > 0`)
  if (geo) {
    // The list cuts its circle with this box (its edges lie a little inside the circle).
    const box = boxAround(lat, lon, radius)
    where.push(`f.latitude != 0 AND f.longitude != 0 AND ${HAVERSINE} <= ?3`)
    where.push(
      `f.latitude BETWEEN ${box.latMin} AND ${box.latMax} AND f.longitude BETWEEN ${box.lonMin} AND ${box.lonMax}`,
    )
  }
  const order = orderBy({ sort } as never, geo ? HAVERSINE : null)
  const sql = `FROM facilities f WHERE ${where.join(' AND ')}`
  return {
    ids: d1<{ id: number }>(`SELECT f.id ${sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, ...params).map(
      (row) => row.id,
    ),
    total: d1<{ n: number }>(`SELECT COUNT(*) AS n ${sql}`, ...params)[0]!.n,
  }
}

const CASES: Case[] = [
  { q: 'box' },
  { q: 'magazyn' },
  // Two characters: no trigram, so no match list to join (instr alone).
  { q: 'ul' },
  {},
  // A text with a place keeps `f.id IN (…)`: the radius may narrow more than the text.
  { q: 'box', lat: 52.2297, lon: 21.0122, radius: 250 },
]

describe('a list page read by its keys, a text read from its matches (ADR 0111)', () => {
  it('shows the plain read’s pages and totals, for every sort', async () => {
    for (const c of CASES)
      for (const sort of FACILITY_SORTS)
        for (const page of [1, 2, 3]) {
          const params = new URLSearchParams({ sort, limit: '5', page: String(page) })
          for (const [key, value] of Object.entries(c)) params.set(key, String(value))
          const response = await apiFetch(`/api/marketplace/facilities?${params}`)
          expect(response.status, String(params)).toBe(200)
          const body = (await response.json()) as FacilityListResponse
          // The text stays text (no place resolved from it), or the case would not test what it says.
          if (c.lat === undefined) expect(body.origin, String(params)).toBeUndefined()
          const plain = reference(c, sort, (page - 1) * 5, 5)
          expect(
            body.items.map((item) => item.id),
            String(params),
          ).toEqual(plain.ids)
          expect(body.total, String(params)).toBe(plain.total)
        }
  })

  it('joins a text’s matches, and orders the page’s rows without sorting them again', () => {
    const { from, where, params } = buildFilter({ q: 'box', limit: 24, page: 1 } as never)
    const joined = d1<{ detail: string }>(
      `EXPLAIN QUERY PLAN SELECT COUNT(*) FROM ${from} WHERE ${where}`,
      ...(params as string[]),
    )
    expect(joined.map((row) => row.detail).join('\n')).toMatch(
      /SCAN s VIRTUAL TABLE[\s\S]*SEARCH f USING INTEGER PRIMARY KEY/,
    )
    for (const sort of FACILITY_SORTS) {
      const terms = orderTerms({ sort } as never, null)
      const keys = pageKeys(terms)
      const ids = `SELECT f.id, ${keys.columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy({ sort } as never, null)} LIMIT 24`
      const plan = d1<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT f.id, f.name FROM (${ids}) p CROSS JOIN facilities f ON f.id = p.id ORDER BY ${keys.order}`,
        ...(params as string[]),
      ).map((row) => row.detail)
      // One sort: the ids' own. A second would sort the page's rows again.
      expect(
        plan.filter((step) => step.includes('TEMP B-TREE FOR ORDER BY')),
        sort,
      ).toHaveLength(1)
    }
  })
})

describe('the text index (migration 0058)', () => {
  const SLUG = `text-index-${Date.now().toString(36)}`
  const WORD = `qzx${Date.now().toString(36)}`
  afterAll(() => {
    d1('DELETE FROM facilities WHERE slug LIKE ?', `${SLUG}-%`)
  })
  /** The index's matches for the word, and the active facilities whose text holds it: one set. */
  const sets = () => ({
    indexed: d1<{ id: number }>(
      'SELECT rowid AS id FROM facility_fts WHERE facility_fts MATCH ? ORDER BY 1',
      `"${WORD}"`,
    ).map((row) => row.id),
    active: d1<{ id: number }>(
      'SELECT id FROM facilities WHERE active = 1 AND instr(search_text, ?) > 0 ORDER BY 1',
      WORD,
    ).map((row) => row.id),
  })

  it('holds exactly the active facilities through inserts, withdrawals, publications, new texts and deletes', () => {
    const rows = Array.from({ length: 12 }, (_, i) => [`${SLUG}-${i}`, `magazyn ${WORD} ${i}`, i % 3 === 0 ? 0 : 1])
    d1(
      `INSERT INTO facilities (client_id, slug, name, city, active, search_text) VALUES ${rows.map(() => "(1, ?, 'Komórka', 'Olsztyn', ?, ?)").join(', ')}`,
      ...rows.flatMap(([slug, text, active]) => [slug as string, active as number, text as string]),
    )
    const first = sets()
    expect(first.indexed).toHaveLength(8)
    expect(first.indexed).toEqual(first.active)
    d1('UPDATE facilities SET active = 1 - active WHERE slug IN (?, ?, ?)', `${SLUG}-0`, `${SLUG}-1`, `${SLUG}-2`)
    d1('UPDATE facilities SET search_text = ? WHERE slug IN (?, ?)', 'magazyn bez slowa', `${SLUG}-4`, `${SLUG}-6`)
    d1('UPDATE facilities SET search_text = ? WHERE slug = ?', `nowy ${WORD}`, `${SLUG}-9`)
    d1('DELETE FROM facilities WHERE slug IN (?, ?)', `${SLUG}-5`, `${SLUG}-3`)
    const after = sets()
    expect(after.indexed).toEqual(after.active)
    expect(after.indexed).toHaveLength(5)
    // FTS5's own check of the index against its content (the view of the active facilities).
    d1("INSERT INTO facility_fts (facility_fts, rank) VALUES ('integrity-check', 1)")
  })
})
