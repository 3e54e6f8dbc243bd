import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'

/** Fictional partner operators (spec §1: logos of four partner operators). */
export const PARTNERS = [
  { name: 'Magazynowo', logo: '/images/partners/partner-1.svg' },
  { name: 'BoxPol', logo: '/images/partners/partner-2.svg' },
  { name: 'Schowek24', logo: '/images/partners/partner-3.svg' },
  { name: 'Przechowalnia Nova', logo: '/images/partners/partner-4.svg' },
] as const

export function TrustedBy() {
  const t = useT()
  return (
    <section
      aria-labelledby="trusted-title"
      className={css({ py: { base: '10', md: '12' }, borderBottom: '1px solid', borderColor: 'border.default' })}
    >
      <Container>
        <h2
          id="trusted-title"
          className={css({
            textAlign: 'center',
            fontSize: 'sm',
            fontWeight: '700',
            color: 'fg.muted',
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
          })}
        >
          {t('softwarePage.trusted.title')}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: { base: '6', md: '10' },
            alignItems: 'center',
            listStyle: 'none',
            p: '0',
            mt: '8',
          })}
        >
          {PARTNERS.map((partner) => (
            <li key={partner.name} className={css({ display: 'flex', justifyContent: 'center' })}>
              <img
                src={partner.logo}
                alt={t('softwarePage.trusted.logoAlt', { name: partner.name })}
                width={160}
                height={48}
                loading="lazy"
                className={css({
                  h: '12',
                  w: 'auto',
                  maxW: 'min(160px, 100%)',
                  objectFit: 'contain',
                  filter: 'grayscale(1)',
                  opacity: 0.8,
                  transition: 'filter {durations.normal}, opacity {durations.normal}',
                  _hover: { filter: 'none', opacity: 1 },
                })}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
