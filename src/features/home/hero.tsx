import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { deferred } from '~/ui/deferred'
import { Container } from '~/ui/layout'
import { useLoadOnUse } from '~/ui/on-use'

// The search and its city shortcuts are on the first screen but do nothing until used: their code comes with the first
// focus, press or keystroke in them (ADR 0118). A search sent or a city pressed before it is in is held, not lost.
const HERO_SEARCH = deferred(() => import('./hero-search').then((m) => m.HeroSearch), useLoadOnUse)

/** What the home loader awaits so that a render (the server's, a navigation's) draws the search in full. */
export const prepareHero = () => HERO_SEARCH.preload()

const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

export function HomeHero() {
  const t = useT()
  return (
    <section
      className={css({
        bg: 'linear-gradient(180deg, token(colors.brand.50), white)',
        pt: { base: '8', md: '14' },
        pb: { base: '10', md: '16' },
      })}
    >
      <Container
        className={css({
          display: 'grid',
          gap: { base: '8', lg: '12' },
          gridTemplateColumns: { base: '1fr', lg: '1.05fr 1fr' },
          alignItems: 'center',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>{t('home.hero.eyebrow')}</p>
          <h1 className={css({ textStyle: 'display' })}>{t('home.hero.title')}</h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '52ch' })}>{t('home.hero.lead')}</p>
          <HERO_SEARCH />
        </div>
        {/* Phones get the search first and no photo (it would only push the search down and cost a download):
            no source matches under 768 px, so the blank fallback is all that loads. */}
        <picture className={css({ display: { base: 'none', md: 'block' } })}>
          <source
            media="(min-width: 768px)"
            srcSet="/images/hero/home-hero-800.webp 800w, /images/hero/home-hero.webp 1600w"
            sizes="(min-width: 1024px) 600px, 100vw"
            width={1600}
            height={900}
          />
          <img
            src={BLANK_PIXEL}
            alt={t('home.hero.imageAlt')}
            width={1600}
            height={900}
            fetchPriority="high"
            decoding="async"
            className={css({
              w: 'full',
              h: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: '2xl',
              boxShadow: 'xl',
            })}
          />
        </picture>
      </Container>
    </section>
  )
}
