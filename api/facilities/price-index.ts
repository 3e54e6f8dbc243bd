import { MIN_BAND_UNITS, PRICE_BANDS, type PriceBand } from '../contract/cities'
import type { Db } from '../lib/db'
import { unitFreeSql } from '../reservations/availability'

const BAND_CASE = `CASE ${PRICE_BANDS.filter((b) => b.to !== null)
  .map((b, i) => `WHEN u.size_m2 <= ${b.to} THEN ${i}`)
  .join(' ')} ELSE ${PRICE_BANDS.length - 1} END`

/**
 * The whole price index of one city in ONE query: available units (active, not occupied, priced, with a size) of
 * the facilities `where` selects, per size band: count, min, max and the medians of the monthly net price and of
 * PLN per m². A median is the middle row (or the mean of the two middle rows) of the band ordered by that value.
 * `where`/`params` come from buildFilter, so the units are exactly those of the facilities the list shows.
 * Promoted listings have no weight here: every unit counts once.
 */
export function priceIndexStatement(db: Db, where: string, params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `WITH a AS (
         SELECT ${BAND_CASE} AS band, u.price_monthly AS p, u.price_monthly / u.size_m2 AS m
         FROM facilities f JOIN units u ON u.facility_id = f.id
         WHERE ${where} AND ${unitFreeSql()} AND u.price_monthly IS NOT NULL AND u.size_m2 > 0
       ), r AS (
         SELECT band, p, m, count(*) OVER (PARTITION BY band) AS n,
           row_number() OVER (PARTITION BY band ORDER BY p) AS rp,
           row_number() OVER (PARTITION BY band ORDER BY m) AS rm
         FROM a
       )
       SELECT band, max(n) AS n, min(p) AS lo, max(p) AS hi,
         avg(CASE WHEN rp IN ((n + 1) / 2, (n + 2) / 2) THEN p END) AS median,
         avg(CASE WHEN rm IN ((n + 1) / 2, (n + 2) / 2) THEN m END) AS median_m2
       FROM r GROUP BY band`,
    )
    .bind(...params)
}

export type BandRow = { band: number; n: number; lo: number; hi: number; median: number; median_m2: number }

const money = (value: number) => Math.round(value * 100) / 100

/** Every band in order, numbers only where there are enough units to mean something. */
export function toBands(rows: BandRow[]): PriceBand[] {
  return PRICE_BANDS.map((band, index) => {
    const row = rows.find((r) => r.band === index)
    const units = row?.n ?? 0
    if (!row || units < MIN_BAND_UNITS)
      return { id: band.id, units, median: null, min: null, max: null, medianPerM2: null }
    return {
      id: band.id,
      units,
      median: money(row.median),
      min: money(row.lo),
      max: money(row.hi),
      medianPerM2: money(row.median_m2),
    }
  })
}
