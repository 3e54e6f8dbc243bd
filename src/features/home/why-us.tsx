import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { CheckIcon, ClockIcon, PinIcon, SearchIcon, ShieldIcon, StarIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'

const ITEMS = [
  { key: 'compare', icon: <SearchIcon /> },
  { key: 'book', icon: <ClockIcon /> },
  { key: 'verified', icon: <ShieldIcon /> },
  { key: 'transparent', icon: <CheckIcon /> },
  { key: 'map', icon: <PinIcon /> },
  { key: 'support', icon: <StarIcon /> },
] as const satisfies readonly { key: string; icon: ReactNode }[]

export function WhyUs() {
  const t = useT()
  return (
    <section aria-labelledby="why-title" className={css({ py: { base: '12', md: '16' }, bg: 'bg.subtle' })}>
      <Container>
        <h2 id="why-title" className={css({ textStyle: 'h2', mb: '8', textAlign: 'center' })}>
          {t('home.why.title')}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {ITEMS.map((item) => (
            <li
              key={item.key}
              className={css({
                bg: 'white',
                p: '6',
                borderRadius: 'lg',
                border: '1px solid',
                borderColor: 'border.default',
              })}
            >
              <span
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '11',
                  h: '11',
                  borderRadius: 'md',
                  bg: 'brand.50',
                  color: 'brand.700',
                  mb: '4',
                })}
              >
                {item.icon}
              </span>
              <h3 className={css({ textStyle: 'h3', fontSize: 'lg', mb: '1.5' })}>{t(`home.why.${item.key}Title`)}</h3>
              <p className={css({ color: 'fg.muted' })}>{t(`home.why.${item.key}Text`)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
