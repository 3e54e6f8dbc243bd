import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

// Client only: maplibre never enters the server bundle, and loads only when the operator opens the map.
const PinMapView = import.meta.env.SSR ? () => null : lazy(() => import('./pin-map-view'))

const frame = css({
  position: 'relative',
  h: { base: '240px', md: '320px' },
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'brand.50',
  border: '1px solid',
  borderColor: 'border.default',
})

/** The map with the facility's pin, behind a button: most of the form needs no map, and the map is 1 MB. */
export function PinMap(props: { lat: number | null; lon: number | null; onMove: (lat: number, lon: number) => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <button
        type="button"
        className={button({ variant: 'outline' })}
        onClick={() => setOpen(true)}
        data-testid="pin-map-open"
      >
        {t('onboarding.facilityForm.showMap')}
      </button>
    )
  return (
    <div role="region" aria-label={t('onboarding.facilityForm.mapLabel')} className={frame} data-testid="pin-map">
      <Suspense fallback={null}>
        <PinMapView {...props} markerLabel={t('onboarding.facilityForm.marker')} />
      </Suspense>
    </div>
  )
}
