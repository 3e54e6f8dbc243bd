import { bigButton } from '../big-button'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { ArrowRightIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'
import { Stars } from '~/ui/stars'
import { useSalesDialogs } from '../sales-dialogs/use-sales-dialogs'
import { RATING } from '../rating'
import { HeroMock } from './hero-mock'

export function SoftwareHero() {
  const t = useT()
  const { openDemo, openTrial } = useSalesDialogs()
  const rating = RATING.value.toFixed(1)
  return (
    <section
      aria-labelledby="software-title"
      className={css({
        bgGradient: 'to-b',
        gradientFrom: 'brand.50',
        gradientTo: 'white',
        pt: { base: '10', md: '16' },
        pb: { base: '12', md: '20' },
      })}
    >
      <Container
        className={css({
          display: 'grid',
          gap: { base: '10', lg: '14' },
          gridTemplateColumns: { base: '1fr', lg: '1.05fr 1fr' },
          alignItems: 'center',
        })}
      >
        <div>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('operator.hero.eyebrow')}</p>
          <h1 id="software-title" className={css({ textStyle: 'display', color: 'fg.strong', mt: '3' })}>
            {t('operator.hero.title')}
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '5', maxW: '56ch' })}>
            {t('operator.hero.lead')}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
            <button type="button" className={bigButton()} onClick={openTrial} data-testid="hero-trial">
              {t('operator.hero.ctaTrial')} <ArrowRightIcon size={18} />
            </button>
            <button type="button" className={bigButton('outline')} onClick={openDemo} data-testid="hero-demo">
              {t('operator.hero.ctaDemo')}
            </button>
          </div>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '4' })}>{t('operator.hero.note')}</p>
          <p
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              mt: '5',
              fontSize: 'sm',
              fontWeight: '600',
              color: 'fg.default',
            })}
          >
            <Stars rating={RATING.value} label={t('operator.reviews.starsLabel', { rating })} size={16} />
            {t('operator.hero.rating', { rating, count: RATING.count })}
          </p>
        </div>
        <HeroMock label={t('operator.hero.imageAlt')} />
      </Container>
    </section>
  )
}
