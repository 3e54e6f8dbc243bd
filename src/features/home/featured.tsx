import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Component, type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CardSkeletons } from '~/features/marketplace/list-states'
import { featuredQuery } from '~/features/marketplace/queries'
import { loadMessages } from '~/i18n'
import { CARD_NAMESPACES } from '~/i18n/namespaces'
import { useLang, useT } from '~/i18n/use-lang'
import { staticIsland } from '~/ui/static-island'
import { ArrowRightIcon } from '~/ui/icons'
import { Container } from '~/ui/layout'

/**
 * A featured facility's card: links and a native disclosure, so a static island (ADR 0102). The home loader prepares
 * its code and its words (`CARD_NAMESPACES`, which home itself does not speak) for the server's render and a
 * navigation; a first load keeps the server's cards and fetches neither.
 */
export const FeaturedCardIsland = staticIsland(
  'featured-card',
  () => import('~/features/marketplace/facility-card').then((m) => m.FacilityCard),
  (lang) => loadMessages(lang, CARD_NAMESPACES),
)

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })

function FeaturedCards() {
  const lang = useLang()
  const { data } = useSuspenseQuery(featuredQuery(lang))
  return (
    <div className={grid}>
      {data.items.slice(0, 3).map((facility) => (
        <FeaturedCardIsland key={facility.id} instance={facility.id} facility={facility} />
      ))}
    </div>
  )
}

/** A failed featured block must not take the home page down with it. */
class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

// At 320 px the label is wider than the screen: let it wrap there instead of pushing the page sideways.
const wrapOnPhones = css({
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  h: { base: 'auto', sm: '11' },
  minH: '11',
  py: { base: '2', sm: '0' },
})

/** Streams: the loader does not await this query, so SSR flushes the shell and the cards follow. */
export function FeaturedFacilities() {
  const t = useT()
  const lang = useLang()
  return (
    <section aria-labelledby="featured-title" className={css({ py: { base: '12', md: '16' } })}>
      <Container>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            gap: '4',
            flexWrap: 'wrap',
            mb: '8',
          })}
        >
          <div>
            <h2 id="featured-title" className={css({ textStyle: 'h2' })}>
              {t('home.featured.title')}
            </h2>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{t('home.featured.lead')}</p>
          </div>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            className={button({ variant: 'outline' }) + ' ' + wrapOnPhones}
          >
            {t('home.featured.viewAll')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <Boundary
          fallback={
            <p role="alert" className={css({ color: 'fg.muted' })}>
              {t('home.featured.error')}
            </p>
          }
        >
          <Suspense fallback={<CardSkeletons count={3} />}>
            <FeaturedCards />
          </Suspense>
        </Boundary>
      </Container>
    </section>
  )
}
