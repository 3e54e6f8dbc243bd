import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import { bigButton } from '../big-button'
import { useSalesDialogs } from '../sales-dialogs/use-sales-dialogs'

export function FeaturesHero() {
  const t = useT()
  const { openDemo, openTrial } = useSalesDialogs()
  return (
    <section
      aria-labelledby="features-title"
      className={css({
        bgGradient: 'to-b',
        gradientFrom: 'brand.50',
        gradientTo: 'white',
        py: { base: '12', md: '16' },
      })}
    >
      <Container className={css({ textAlign: 'center' })}>
        <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('operator.carousel.eyebrow')}</p>
        <h1 id="features-title" className={css({ textStyle: 'display', mt: '3', maxW: '20ch', mx: 'auto' })}>
          {t('pages.features.heading')}
        </h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '4', maxW: '60ch', mx: 'auto' })}>
          {t('pages.features.description')}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '8' })}>
          <button type="button" className={bigButton()} onClick={openDemo} data-testid="features-demo">
            {t('operatorPages.features.demo')}
          </button>
          <button type="button" className={bigButton('outline')} onClick={openTrial} data-testid="features-trial">
            {t('operatorPages.features.trial')}
          </button>
        </div>
      </Container>
    </section>
  )
}
