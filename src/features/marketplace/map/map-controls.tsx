import { useState } from 'react'
import { css } from 'styled-system/css'
import { button, chip, input, select } from 'styled-system/recipes'
import { RADIUS_OPTIONS_KM } from '../../../../api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { LocateIcon } from '~/ui/icons'
import { MAP_CITIES } from './cities'

type Props = {
  radius: number
  locating: boolean
  geoError: boolean
  onSearch: (text: string) => void
  onRadius: (km: number) => void
  onLocate: () => void
  onCity: (city: (typeof MAP_CITIES)[number]) => void
  /** The point the list is searched around; the city chip at that point reads as pressed. */
  position?: { lat: number; lon: number } | null
}

export function MapControls({ radius, locating, geoError, onSearch, onRadius, onLocate, onCity, position }: Props) {
  const t = useT()
  const [text, setText] = useState('')
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}>
        <form role="search" aria-label={t('a11y.mapSearch')} className={css({ display: 'flex', gap: '2', flex: '1 1 260px' })} onSubmit={(e) => { e.preventDefault(); if (text.trim()) onSearch(text.trim()) }}>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} aria-label={t('marketplace.map.searchLabel')} placeholder={t('marketplace.map.searchPlaceholder')} className={input()} data-testid="map-search" />
          <button type="submit" className={button({ variant: 'outline' })}>{t('marketplace.map.searchButton')}</button>
        </form>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <label htmlFor="map-radius" className={css({ fontSize: 'sm', fontWeight: '600' })}>{t('marketplace.map.radius')}</label>
          <select id="map-radius" value={radius} onChange={(e) => onRadius(Number(e.target.value))} className={select() + ' ' + css({ w: 'auto' })}>
            {RADIUS_OPTIONS_KM.map((km) => <option key={km} value={km}>{t('marketplace.map.radiusOption', { km })}</option>)}
          </select>
        </div>
        {/* aria-disabled while locating: a disabled button would drop the focus it holds (ADR 0014). */}
        <button type="button" className={button({ variant: 'ghost' })} onClick={() => !locating && onLocate()} aria-disabled={locating || undefined}>
          <LocateIcon size={18} />
          {locating ? t('marketplace.map.locating') : t('marketplace.map.useLocation')}
        </button>
      </div>
      {geoError ? <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm', fontWeight: '600' })} data-testid="geo-error">{t('marketplace.map.geoError')}</p> : null}
      <ul aria-label={t('marketplace.map.cities')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' })}>
        {MAP_CITIES.map((city) => (
          <li key={city.name}>
            <button type="button" aria-pressed={position?.lat === city.lat && position?.lon === city.lon} className={chip({ selectable: true }) + ' ' + css({ h: '7', fontSize: 'xs' })} onClick={() => onCity(city)}>{city.name}</button>
          </li>
        ))}
      </ul>
    </div>
  )
}
