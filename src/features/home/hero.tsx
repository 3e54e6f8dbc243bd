import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import { HeroSearch } from './hero-search'

export function HomeHero() {
  const t = useT()
  return (
    <section className={css({ bg: 'linear-gradient(180deg, token(colors.brand.50), white)', pt: { base: '8', md: '14' }, pb: { base: '10', md: '16' } })}>
      <Container className={css({ display: 'grid', gap: { base: '8', lg: '12' }, gridTemplateColumns: { base: '1fr', lg: '1.05fr 1fr' }, alignItems: 'center' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('home.hero.eyebrow')}</p>
          <h1 className={css({ textStyle: 'display' })}>{t('home.hero.title')}</h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '52ch' })}>{t('home.hero.lead')}</p>
          <HeroSearch />
        </div>
        <picture>
          <source media="(max-width: 800px)" srcSet="/images/hero/home-hero-800.webp" width={800} height={450} />
          <img src="/images/hero/home-hero.webp" alt={t('home.hero.imageAlt')} width={1600} height={900} fetchPriority="high" decoding="async"
            className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '2xl', boxShadow: 'xl' })} />
        </picture>
      </Container>
    </section>
  )
}
