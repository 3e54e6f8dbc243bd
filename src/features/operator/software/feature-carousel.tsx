import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { bigButton } from '../big-button'
import { css } from 'styled-system/css'
import { button, card, segment } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { ArrowLeftIcon, ArrowRightIcon } from '~/ui/icons'
import { Section } from '../section'
import { CAROUSEL, type PanelId } from './carousel-items'
import { useScrollIndex } from './use-scroll-index'

const segmentButton = segment({ width: 'fit' })
const track = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '85%', sm: '46%', lg: '31.5%' },
  columnGap: '5',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  listStyle: 'none',
  p: '1',
  m: '-1',
  '&::-webkit-scrollbar': { display: 'none' },
})

export function FeatureCarousel() {
  const t = useT()
  const [panel, setPanel] = useState<PanelId>('admin')
  const items = CAROUSEL[panel]
  const ref = useRef<HTMLUListElement>(null)
  const { index, go } = useScrollIndex(ref, items.length, panel)
  const settled = useSettled(index, 400)
  return (
    <Section
      id="funkcje"
      eyebrow={t('operator.carousel.eyebrow')}
      title={t('operator.carousel.title')}
      lead={t('operator.carousel.lead')}
      tone="subtle"
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: '6',
        })}
      >
        <div
          role="group"
          aria-label={t('operator.carousel.tabsLabel')}
          className={css({ display: 'inline-flex', p: '1', gap: '1', bg: 'ink.100', borderRadius: 'lg' })}
        >
          {(['admin', 'client'] as const).map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={panel === id}
              className={segmentButton}
              onClick={() => setPanel(id)}
              data-testid={`carousel-${id}`}
            >
              {t(`operator.carousel.${id}`)}
            </button>
          ))}
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {/* Updated once the scroll settles, so it is announced once, not for every card passed on the way. */}
          <p aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', mr: '2' })}>
            {t('operator.carousel.position', { n: settled + 1, total: items.length })}
          </p>
          {/* aria-disabled, not disabled: at either end the button keeps the focus it has (ADR 0014). */}
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t('operator.carousel.prev')}
            aria-disabled={index === 0}
            onClick={() => index > 0 && go(index - 1)}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            aria-label={t('operator.carousel.next')}
            aria-disabled={index >= items.length - 1}
            onClick={() => index < items.length - 1 && go(index + 1)}
          >
            <ArrowRightIcon />
          </button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll the track with the arrow keys. */}
      <ul
        ref={ref}
        className={track}
        data-testid="carousel-track"
        tabIndex={0}
        aria-label={t(`operator.carousel.${panel}`)}
      >
        {items.map((item, i) => (
          <li
            key={`${panel}-${item.id}`}
            data-active={i === index || undefined}
            className={
              card({ padded: true }) +
              ' ' +
              css({
                scrollSnapAlign: 'start',
                display: 'flex',
                flexDirection: 'column',
                gap: '3',
                transition: 'border-color {durations.normal}',
                '&[data-active]': { borderColor: 'brand.400' },
              })
            }
          >
            <span
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '12',
                h: '12',
                borderRadius: 'lg',
                bg: 'brand.50',
                color: 'brand.700',
              })}
            >
              <item.icon size={24} />
            </span>
            <h3 className={css({ textStyle: 'h3', fontSize: 'lg' })}>{t(`${item.key}.title`)}</h3>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(`${item.key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className={css({ textAlign: 'center', mt: '10' })}>
        {/* Spec §2: the carousel's call to action always targets the Polish software page. */}
        <Link
          to="/$lang/software"
          params={{ lang: 'pl' }}
          search={{ demo: 1 }}
          resetScroll={false}
          className={bigButton()}
          data-testid="carousel-cta"
        >
          {t('operator.carousel.cta')} <ArrowRightIcon size={18} />
        </Link>
      </div>
    </Section>
  )
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(id)
  }, [value, ms])
  return settled
}
