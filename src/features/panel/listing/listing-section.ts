import { css } from 'styled-system/css'

/** One white card of the listing page (profile, hours, photos, units, prices); its content never widens the page. */
export const listingSection = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4',
  bg: 'white',
  p: { base: '4', md: '6' },
  borderRadius: 'xl',
  border: '1px solid',
  borderColor: 'border.default',
  minW: '0',
})
