import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { badge, card, glyph } from 'styled-system/recipes'
import type { FacilitySummary, SearchOrigin } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { FeatureChips } from './feature-chips'
import { foreignLang } from './foreign-text'
import { CardPrice } from './card-price'
import { formatDistance, formatRating } from './format'
import { CARD_PHOTO_SIZES } from './card-photo'
import { FacilityPhoto } from './facility-photo'
import { VerifiedBadge } from './verified-badge'

const verifiedLink = css({
  position: 'relative',
  zIndex: 1,
  fontWeight: '500',
  fontSize: 'xs',
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ml: '1',
})

// The star and the pin are drawn by CSS before the text (glyph): five elements fewer a card.
const rating = cx(
  glyph({ shape: 'star' }),
  css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: '700', fontSize: 'sm', flexShrink: 0 }),
)
const place = cx(
  glyph({ shape: 'pin' }),
  css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' }),
)

const link = css({
  textDecoration: 'none',
  color: 'fg.strong',
  _after: { content: '""', position: 'absolute', inset: '0' },
  _focusVisible: { outline: 'none' },
})

/**
 * The list's cards are laid out and painted only near the viewport (`content-visibility`, ADR 0104): a list of twenty
 * costs the first layout what the first screen shows. The stacked cards (home, the city page) are not: their sections
 * are skipped whole, and a card skipping again inside one grew from its guess as it came near, moving what lay below.
 * The card already clips (overflow hidden), so the containment draws nothing differently; the block size is a typical
 * card's until the browser has measured the real one.
 *
 * `row`: the list page's card (issue 29). On a phone and in the desktop list column the photo sits beside the text,
 * so the title is at the card's top: the first card's title is on the first screen, above a cookie banner; two
 * columns of tablet cards stay stacked.
 */
const STYLES = {
  stack: {
    card: css({
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
    }),
    photo: css({ position: 'relative', aspectRatio: '3 / 2', bg: 'ink.100' }),
    body: css({ p: '5', display: 'flex', flexDirection: 'column', gap: '2.5', flex: '1', minW: '0' }),
    header: css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'flex-start' }),
    title: css({ textStyle: 'h3', fontSize: 'lg' }),
  },
  // Each variant whole, as literals: the build turns them into class strings, where merging two at run time would
  // bring Panda's runtime into the list's first load (ADR 0029).
  row: {
    card: css({
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: { base: '112px minmax(0, 1fr)', sm: 'minmax(0, 1fr)', lg: '168px minmax(0, 1fr)' },
      contentVisibility: 'auto',
      containIntrinsicBlockSize: { base: 'auto 410px', sm: 'auto 560px', lg: 'auto 390px' },
    }),
    photo: css({
      position: 'relative',
      bg: 'ink.100',
      aspectRatio: { base: 'auto', sm: '3 / 2', lg: 'auto' },
      minH: { base: '28', sm: '0', lg: '32' },
    }),
    body: css({
      p: { base: '4', lg: '5' },
      display: 'flex',
      flexDirection: 'column',
      gap: '2.5',
      flex: '1',
      minW: '0',
    }),
    // A long name keeps the width: the rating moves under it instead of squeezing it onto more lines.
    header: css({
      display: 'flex',
      justifyContent: 'space-between',
      gap: '3',
      alignItems: 'flex-start',
      flexWrap: { base: 'wrap', sm: 'nowrap', lg: 'wrap' },
      rowGap: '1',
    }),
    title: css({ textStyle: 'h3', fontSize: { base: 'md', sm: 'lg' } }),
  },
}
// Two cards a row from 480 to 1023 px, each photo the card's width: 112 px there made the browser take a variant for
// a box twice as narrow as the one it fills.
const ROW_PHOTO_SIZES =
  '(min-width: 1024px) 168px, (min-width: 768px) calc(50vw - 36px), (min-width: 480px) calc(50vw - 28px), 112px'

/** Whole card is clickable through the title link's overlay, so there is one link per card for screen readers. */
type Props = {
  facility: FacilitySummary
  /** The page's LCP candidate (the list's first card): fetched at once, first, and announced in the head by React. */
  priority?: boolean
  origin?: SearchOrigin
  layout?: 'stack' | 'row'
}

export function FacilityCard({ facility, priority = false, origin, layout = 'stack' }: Props) {
  const t = useT()
  const lang = useLang()
  const f = facility
  const row = layout === 'row'
  const styles = STYLES[layout]
  return (
    <article
      className={cx(card({ interactive: true }), styles.card)}
      data-testid="facility-card"
      // The list page highlights this card's pin from events that bubble up to it (ADR 0114).
      data-facility-id={f.id}
      data-lat={f.latitude ?? undefined}
      data-lon={f.longitude ?? undefined}
    >
      <div className={styles.photo}>
        {f.image ? (
          <FacilityPhoto
            src={f.image}
            widths={f.imageWidths}
            sizes={row ? ROW_PHOTO_SIZES : CARD_PHOTO_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : null}
        {f.recommended ? (
          <span
            className={
              badge({ tone: 'brand' }) + ' ' + css({ position: 'absolute', top: '3', left: '3', boxShadow: 'sm' })
            }
          >
            {t('marketplace.card.promoted')}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.header}>
          <h3 className={styles.title}>
            <Link to="/$lang/facility/$slug" params={{ lang, slug: f.slug }} className={link}>
              {f.name}
            </Link>
          </h3>
          {f.reviewCount > 0 ? (
            <span className={rating}>
              <span aria-hidden="true">{formatRating(f.rating, lang)}</span>
              <span className={css({ srOnly: true })}>
                {t('marketplace.card.rating', { rating: formatRating(f.rating, lang), count: f.reviewCount })}
              </span>
              {/* Issue 43: above the card's own link, so it is clicked as itself. */}
              <Link
                to="/$lang/reviews-verified"
                params={{ lang }}
                className={verifiedLink}
                data-testid="card-how-verified"
              >
                {t('marketplace.card.howVerified')}
              </Link>
            </span>
          ) : null}
        </div>
        <p className={place}>
          {f.address.city}
          {f.distanceKm !== undefined ? ` · ${distanceText(t, f.distanceKm, lang, origin)}` : null}
        </p>
        {f.description ? (
          <p
            lang={foreignLang(f.descriptionLang, lang)}
            className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}
          >
            {f.description}
          </p>
        ) : null}
        {f.verification ? <VerifiedBadge verification={f.verification} /> : null}
        <FeatureChips features={f.features} max={4} />
        <CardPrice facility={f} />
      </div>
    </article>
  )
}

function distanceText(
  t: ReturnType<typeof useT>,
  distanceKm: number,
  lang: ReturnType<typeof useLang>,
  origin?: SearchOrigin,
): string {
  const km = formatDistance(distanceKm, lang)
  if (!origin) return t('marketplace.card.distance', { km })
  if (!origin.place) return t('place.distanceFromYou', { km })
  return t(origin.place.kind === 'postcode' ? 'place.distanceFromPostcode' : 'place.distanceFrom', {
    km,
    place: origin.place.name,
  })
}
