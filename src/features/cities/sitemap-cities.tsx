import { css } from 'styled-system/css'
import type { CityRef } from '@api/contract/cities'
import { useT } from '~/i18n/use-lang'
import { CityLink } from './city-links'

const link = css({
  color: 'fg.brand',
  textDecoration: 'none',
  fontWeight: '500',
  _hover: { textDecoration: 'underline' },
})

/** The HTML sitemap's "Miasta": every city page, alphabetically. */
export function SitemapCities({ cities }: { cities: CityRef[] }) {
  const t = useT()
  if (!cities.length) return null
  const sorted = [...cities].sort((a, b) => a.name.localeCompare(b.name, 'pl'))
  return (
    <section aria-labelledby="sitemap-cities" className={css({ pb: '16' })}>
      <h2 id="sitemap-cities" className={css({ textStyle: 'h3', mb: '3' })}>
        {t('city.sitemap')}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
          listStyle: 'none',
          p: '0',
        })}
        data-testid="sitemap-cities"
      >
        {sorted.map((c) => (
          <li key={c.slug}>
            <CityLink name={c.name} className={link} />
          </li>
        ))}
      </ul>
    </section>
  )
}
