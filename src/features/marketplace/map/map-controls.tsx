import { useRouterState } from '@tanstack/react-router'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button, chip, input, select } from 'styled-system/recipes'
import type { Place } from '@api/contract/marketplace'
import { RADIUS_OPTIONS_KM } from '@api/contract/marketplace-values'
import { localizedPath } from '~/i18n/route-table'
import { useLang, useT } from '~/i18n/use-lang'
import { LocateIcon } from '~/ui/icons'
import { chosenBeforeHydration } from '~/ui/form/chosen-before-hydration'
import { PlaceCombobox } from '../place-combobox'
import { MAP_CITIES, shortcutPlace } from './city-shortcuts'

/**
 * The link to a shortcut city's page, shown under the chips since the chip itself moves the map. City pages are the
 * cities feature's: the page that shows the map hands the link in.
 */
export type CityLinkSlot = ComponentType<{ name: string }>

/** Read by screen readers everywhere, shown from a tablet's width up. */
const phoneHidden = css({ srOnly: { base: true, md: false } })

export type MapControlsProps = {
  radius: number
  locating: boolean
  geoError: boolean
  /** The city shortcut the list is searched around, shown as pressed. */
  currentPlace?: string
  /** What the list is searched for: the box shows it, so no search box on the page disagrees with the results. */
  query?: string
  /**
   * The list page keeps its first screen for results: the city shortcuts wait behind a disclosure in the controls'
   * row, and on a phone the radius and location controls keep only their visible value and icon.
   */
  compact?: boolean
  onSearch: (text: string) => void
  onPick: (place: Place) => void
  onRadius: (km: number) => void
  onLocate: () => void
  cityLink?: CityLinkSlot
}

export function MapControls({
  radius,
  locating,
  geoError,
  currentPlace,
  query = '',
  compact = false,
  onSearch,
  onPick,
  onRadius,
  onLocate,
  cityLink: CityLink,
}: MapControlsProps) {
  const t = useT()
  const lang = useLang()
  const chips = (
    <ul
      aria-label={t('marketplace.map.cities')}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' })}
    >
      {MAP_CITIES.map((city) => (
        <li key={city.name}>
          <button
            type="button"
            aria-pressed={currentPlace === city.name}
            className={chip({ selectable: true }) + ' ' + css({ h: '7', fontSize: 'xs' })}
            onClick={() => onPick(shortcutPlace(city))}
          >
            {city.name}
          </button>
        </li>
      ))}
    </ul>
  )
  const [text, setText] = useState(query)
  // A new search (a link, the back button, a shortcut) puts its text in the box, unless someone typed in it after
  // that search began: its answer arrives later (the list loads first) and would overwrite what is being typed.
  const href = useRouterState({ select: (state) => state.location.href })
  const navigation = useRef(0)
  const typedIn = useRef(-1)
  useEffect(() => {
    navigation.current++
  }, [href])
  useEffect(() => {
    if (typedIn.current !== navigation.current) setText(query)
  }, [query])
  const type = (value: string) => {
    typedIn.current = navigation.current
    setText(value)
  }
  // On the list these controls hydrate on first use (a deferred section, ADR 0114, 0117): what was typed into the
  // server's box meanwhile stays in it, and a radius chosen meanwhile searches, as it would have once hydrated.
  const form = useRef<HTMLFormElement>(null)
  const radiusSelect = useRef<HTMLSelectElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const box = form.current?.querySelector('input')
    if (box && box.value !== text) type(box.value)
    const chosen = chosenBeforeHydration(radiusSelect.current)
    if (chosen) onRadius(Number(chosen))
  }, [])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}>
        {/* Before hydration a plain GET form: Enter searches the typed text, as the hydrated form does. */}
        <form
          ref={form}
          action={localizedPath('facilities', lang)}
          role="search"
          aria-label={t('a11y.mapSearch')}
          className={css({ display: 'flex', gap: '2', flex: '1 1 260px' })}
          onSubmit={(e) => {
            e.preventDefault()
            if (text.trim()) onSearch(text.trim())
          }}
        >
          <PlaceCombobox
            value={text}
            onChange={type}
            onPick={onPick}
            name="q"
            label={t('marketplace.map.searchLabel')}
            placeholder={t('marketplace.map.searchPlaceholder')}
            className={input()}
            testId="map-search"
          />
          <button type="submit" className={button({ variant: 'outline' })}>
            {t('marketplace.map.searchButton')}
          </button>
        </form>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <label htmlFor="map-radius" className={compact ? phoneHidden : css({ fontSize: 'sm', fontWeight: '600' })}>
            {t('marketplace.map.radius')}
          </label>
          <select
            ref={radiusSelect}
            id="map-radius"
            value={radius}
            onChange={(e) => onRadius(Number(e.target.value))}
            className={select() + ' ' + css({ w: 'auto' })}
          >
            {RADIUS_OPTIONS_KM.map((km) => (
              <option key={km} value={km}>
                {t('marketplace.map.radiusOption', { km })}
              </option>
            ))}
          </select>
        </div>
        {/* aria-disabled while locating: a disabled button would drop the focus it holds (ADR 0014). */}
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={() => !locating && onLocate()}
          aria-disabled={locating || undefined}
        >
          <LocateIcon size={18} />
          <span className={compact ? phoneHidden : undefined}>
            {locating ? t('marketplace.map.locating') : t('marketplace.map.useLocation')}
          </span>
        </button>
        {compact ? (
          // Opened, it takes a line of its own below the controls.
          <details
            className={css({
              alignSelf: 'center',
              fontSize: 'sm',
              '&[open]': { flexBasis: 'full' },
              '& summary': { cursor: 'pointer', fontWeight: '600', color: 'fg.brand', w: 'fit-content', py: '2' },
            })}
          >
            <summary>{t('place.popularCities')}</summary>
            <div className={css({ mt: '2' })}>{chips}</div>
          </details>
        ) : null}
      </div>
      {geoError ? (
        <p
          role="alert"
          className={css({ color: 'fg.danger', fontSize: 'sm', fontWeight: '600' })}
          data-testid="geo-error"
        >
          {t('marketplace.map.geoError')}
        </p>
      ) : null}
      {compact ? null : chips}
      {CityLink && currentPlace && MAP_CITIES.some((city) => city.name === currentPlace) ? (
        <p>
          <CityLink name={currentPlace} />
        </p>
      ) : null}
    </div>
  )
}
