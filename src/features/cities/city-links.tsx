import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { citySlug } from '@api/places/cities'
import { TOP_CITIES } from './top-cities'

/** A plain link to a city page by the city's name (the slug is its folded name, as the API makes it). */
export function CityLink({
  name,
  className,
  children,
}: {
  name: string
  className?: string
  children?: React.ReactNode
}) {
  const lang = useLang()
  return (
    <Link to="/$lang/city/$slug" params={{ lang, slug: citySlug(name) }} className={className}>
      {children ?? name}
    </Link>
  )
}

const textLink = css({
  color: 'fg.brand',
  fontWeight: '600',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
})

/** Under the map's city shortcuts: the chosen city's page (prices, facilities), since the chip itself moves the map. */
export function ShortcutCityLink({ name }: { name: string }) {
  const t = useT()
  return (
    <CityLink name={name} className={textLink}>
      {t('common.cities.link', { city: name })} →
    </CityLink>
  )
}

/** The footer's "Miasta" column: the ten largest cities. */
export function FooterCities({
  headingClass,
  listClass,
  linkClass,
}: {
  headingClass: string
  listClass: string
  linkClass: string
}) {
  const t = useT()
  return (
    <nav aria-labelledby="footer-cities">
      <h2 id="footer-cities" className={headingClass}>
        {t('common.cities.footer')}
      </h2>
      <ul className={listClass}>
        {TOP_CITIES.map((c) => (
          <li key={c.slug}>
            <CityLink name={c.name} className={linkClass} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
