/**
 * The Omnibus rule (art. 6a of directive 98/6/EC as amended by 2019/2161; in Poland art. 4 ust. 2 of the price
 * display act): a price presented as reduced must show the lowest price of the 30 days before the reduction.
 *
 * A unit counts as reduced when its latest price change, within the last 30 days, lowered it below every price it
 * had in the 30 days before that change; that lowest earlier price is the reference shown beside it. A price that
 * went down after a short rise is therefore not called a reduction (no "was" price invented from a spike).
 */
export type PriceChangeRow = { unit_id: number; old_price: number | null; new_price: number; created_at: string }

const DAY_MS = 86_400_000

export function omnibusReferences(changes: PriceChangeRow[], now = Date.now()): Map<number, number> {
  const byUnit = new Map<number, PriceChangeRow[]>()
  for (const change of changes) byUnit.set(change.unit_id, [...(byUnit.get(change.unit_id) ?? []), change])
  const references = new Map<number, number>()
  for (const [unitId, list] of byUnit) {
    const sorted = [...list].sort((a, b) => a.created_at.localeCompare(b.created_at))
    const latest = sorted.at(-1)!
    const at = Date.parse(latest.created_at)
    if (latest.old_price === null || latest.new_price >= latest.old_price || now - at > 30 * DAY_MS) continue
    // Prices in effect during the 30 days before the reduction: the one it replaced and every one set in the window.
    const window = sorted.filter((c) => c !== latest && at - Date.parse(c.created_at) <= 30 * DAY_MS)
    const prices = [
      latest.old_price,
      ...window.flatMap((c) => [c.new_price, ...(c.old_price === null ? [] : [c.old_price])]),
    ]
    const lowest = Math.min(...prices)
    if (latest.new_price < lowest) references.set(unitId, lowest)
  }
  return references
}

/** Changes old enough never to matter: the reduction is at most 30 days old and looks back 30 more. */
export const OMNIBUS_LOOKBACK_DAYS = 61
