import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { CheckItem } from '../check-item'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ArrowRightIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'

const POINTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const
const RESULTS = ['users', 'growth', 'cost', 'trial'] as const

export function CostReduction() {
  const t = useT()
  const lang = useLang()
  return (
    <section aria-labelledby="costs-title" className={css({ py: { base: '14', md: '20' } })}>
      <Container
        className={css({
          display: 'grid',
          gap: { base: '10', lg: '16' },
          gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' },
          alignItems: 'center',
        })}
      >
        <div>
          <p className={css({ textStyle: 'overline', color: 'fg.brand', mb: '2' })}>
            {t('softwarePage.costs.eyebrow')}
          </p>
          <h2 id="costs-title" className={css({ textStyle: 'h2' })}>
            {t('softwarePage.costs.title')}
          </h2>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '3' })}>{t('softwarePage.costs.lead')}</p>
          <ul
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
              listStyle: 'none',
              p: '0',
              mt: '6',
            })}
          >
            {POINTS.map((id) => (
              <CheckItem key={id}>
                <span>{t(`softwarePage.costs.points.${id}`)}</span>
              </CheckItem>
            ))}
          </ul>
          <Link
            to="/$lang/features"
            params={{ lang }}
            className={button({ variant: 'outline' }) + ' ' + css({ mt: '8' })}
          >
            {t('softwarePage.costs.seeFeatures')} <ArrowRightIcon size={18} />
          </Link>
        </div>
        <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' })}>
          {RESULTS.map((id) => (
            <div
              key={id}
              className={css({
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                gap: '1',
                p: { base: '4', md: '6' },
                borderRadius: 'xl',
                bg: id === 'growth' ? 'accent.50' : 'brand.50',
              })}
            >
              <dt className={css({ fontSize: 'sm', color: 'fg.default' })}>
                {t(`softwarePage.costs.results.${id}.label`)}
              </dt>
              <dd
                className={css({
                  fontFamily: 'heading',
                  fontWeight: '800',
                  fontSize: '3xl',
                  color: id === 'growth' ? 'accent.800' : 'brand.800',
                  m: '0',
                })}
              >
                {t(`softwarePage.costs.results.${id}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
