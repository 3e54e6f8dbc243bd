import type { PriceBand } from '@api/contract/cities'
import { PriceChart } from './price-chart'
import { PriceTable } from './price-table'

/** The city page's price index, chart and table: a static island (`islands.ts`), its code only on a navigation. */
export function PriceIndex({ bands, caption }: { bands: PriceBand[]; caption: string }) {
  return (
    <>
      <PriceChart bands={bands} />
      <PriceTable bands={bands} caption={caption} />
    </>
  )
}
