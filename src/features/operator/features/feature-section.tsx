import { css } from 'styled-system/css'
import { CheckItem } from '../check-item'
import { useT } from '~/i18n/use-lang'
import { Container } from '~/ui/layout'
import type { FeatureSectionId } from './sections'

const BULLETS = ['b1', 'b2', 'b3', 'b4'] as const

/** One anchored feature section; scroll-margin keeps its heading clear of the header and the anchor nav. */
export function FeatureSection({ id, index }: { id: FeatureSectionId; index: number }) {
  const t = useT()
  const k = (leaf: 'nav' | 'title' | 'lead' | (typeof BULLETS)[number]) =>
    t(`operatorPages.features.sections.${id}.${leaf}`)
  const flip = index % 2 === 1
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={css({ scrollMarginTop: '32', py: { base: '12', md: '16' }, bg: flip ? 'bg.subtle' : 'bg.canvas' })}
    >
      <Container
        className={css({
          display: 'grid',
          gap: { base: '8', lg: '14' },
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          alignItems: 'center',
        })}
      >
        <div className={css({ order: { lg: flip ? 2 : 1 } })}>
          <p className={css({ textStyle: 'overline', color: 'fg.brand' })}>
            {String(index + 1).padStart(2, '0')} · {k('nav')}
          </p>
          <h2 id={`${id}-title`} className={css({ textStyle: 'h2', mt: '2' })}>
            {k('title')}
          </h2>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '3' })}>{k('lead')}</p>
          <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', mt: '6' })}>
            {BULLETS.map((b) => (
              <CheckItem key={b}>{k(b)}</CheckItem>
            ))}
          </ul>
        </div>
        <img
          src={`/images/features/${id}.svg`}
          alt={t('operatorPages.features.imageAlt', { title: k('title') })}
          width={640}
          height={400}
          loading={index === 0 ? 'eager' : 'lazy'}
          className={css({
            order: { lg: flip ? 1 : 2 },
            w: 'full',
            h: 'auto',
            borderRadius: '2xl',
            boxShadow: 'lg',
            bg: 'white',
          })}
        />
      </Container>
    </section>
  )
}
