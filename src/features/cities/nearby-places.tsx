import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { NearbyPlace } from '@api/contract/cities'
import { useLang, useT } from '~/i18n/use-lang'

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '2px' })

/** Each entry is a place search for that district or town (the list resolves the name to a point and a radius). */
export function NearbyPlaces({ places }: { places: NearbyPlace[] }) {
  const t = useT()
  const lang = useLang()
  if (!places.length) return null
  return (
    <section aria-labelledby="city-nearby" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="city-nearby" className={css({ textStyle: 'h2' })}>
        {t('city.nearby.title')}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: '0',
          m: '0',
        })}
        data-testid="city-nearby"
      >
        {places.map((p) => (
          <li key={`${p.kind}:${p.name}`}>
            <Link to="/$lang/facilities" params={{ lang }} search={{ q: p.name }} className={link}>
              {p.name}
            </Link>{' '}
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              ({t(`city.nearby.${p.kind}`)}, {t('city.nearby.count', { count: p.facilities })})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
