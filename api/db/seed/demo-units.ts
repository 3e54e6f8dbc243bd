/**
 * The demo units' shape and the rules that size and price them, shared by the hand-written facilities (demo-data.ts)
 * and the generated ones (demo-more.ts), so that neither imports the other. Pure, as the rest of the seed data.
 */
import type { UnitType } from '../../contract/marketplace'

export type DemoUnit = {
  code: string
  sizeLabel: string
  sizeM2: number
  type: UnitType
  priceMonthly: number
  isActive: boolean
  isOccupied: boolean
}

/** "7,5 m²" — Polish decimal comma. */
export const sizeLabel = (m2: number) => `${String(m2).replace('.', ',')} m²`

/** Relative price per m² by unit type (garages and outdoor containers are cheaper per m², air-conditioned dearer). */
export const TYPE_PRICE_FACTOR: Record<UnitType, number> = {
  standard: 1,
  klimatyzowany: 1.15,
  zewnetrzny: 0.8,
  garaz: 0.85,
}

/**
 * Net monthly PLN price: the facility's base rate per m², the type factor and a small-unit premium (a 1 m² locker
 * costs more per m² than a 20 m² room), rounded to whole złoty.
 */
export function unitPrice(ratePerM2: number, sizeM2: number, type: UnitType): number {
  return Math.round(sizeM2 * ratePerM2 * TYPE_PRICE_FACTOR[type] * (1 + 0.4 / Math.sqrt(sizeM2)))
}

/** Size and price range of the units on offer (active ones), as stored in facility_rich_content. */
export function richRange(list: readonly DemoUnit[]) {
  const offered = list.filter((u) => u.isActive)
  const sizes = offered.map((u) => u.sizeM2)
  const prices = offered.map((u) => u.priceMonthly)
  return {
    minSizeM2: sizes.length ? Math.min(...sizes) : null,
    maxSizeM2: sizes.length ? Math.max(...sizes) : null,
    minPriceMonthly: prices.length ? Math.min(...prices) : null,
    maxPriceMonthly: prices.length ? Math.max(...prices) : null,
  }
}
