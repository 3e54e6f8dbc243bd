import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { FacilityReviews, PublicReview } from '@api/contract/reviews'
import { REVIEW_ASPECTS } from '@api/contract/review-values'
import { translatePlural } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { formatLongDate, formatMonth } from '~/lib/datetime'
import { Stars } from '~/ui/stars'
import { formatScore } from './score'

const verifiedLink = css({ fontSize: 'sm', color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '3px' })

/** The link every star block carries (issue 43): how reviews are verified, and the grounds for removing one. */
export function HowVerifiedLink() {
  const t = useT()
  const lang = useLang()
  return (
    <Link to="/$lang/reviews-verified" params={{ lang }} className={verifiedLink} data-testid="how-verified">
      {t('reviews.section.howVerified')}
    </Link>
  )
}

/**
 * A facility's reviews on its page (issue 43): the average, the count and how many of each star, then the reviews
 * newest first, each labelled as a verified stay with its move-in month and followed by the operator's reply.
 * Without reviews: the no-reviews text and no stars.
 */
export function FacilityReviewsSection({ reviews }: { reviews: FacilityReviews }) {
  const t = useT()
  const lang = useLang()
  const score = formatScore(lang, reviews.rating)
  const countText = translatePlural(lang, 'reviews.section.count', { count: reviews.count })
  return (
    <section
      aria-labelledby="reviews-title"
      className={`${card()} ${css({ p: { base: '5', md: '6' }, display: 'flex', flexDirection: 'column', gap: '5' })}`}
      data-testid="facility-reviews"
    >
      <h2 id="reviews-title" className={css({ textStyle: 'h3' })}>
        {t('reviews.section.title')}
      </h2>
      {reviews.count === 0 ? (
        <p className={css({ color: 'fg.muted' })} data-testid="no-reviews">
          {t('facilityPage.noReviews')} · <HowVerifiedLink />
        </p>
      ) : (
        <>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'center' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p className={css({ fontSize: '3xl', fontWeight: '800', lineHeight: '1' })}>
                <span className={css({ srOnly: true })}>{t('reviews.section.average')}: </span>
                <span data-testid="reviews-average">{score}</span>
              </p>
              <Stars
                rating={reviews.rating}
                label={t('marketplace.card.rating', { rating: score, count: reviews.count })}
              />
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="reviews-count">
                {countText}
              </p>
              <HowVerifiedLink />
            </div>
            <Distribution reviews={reviews} />
          </div>
          {reviews.items.length < reviews.count ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t('reviews.section.shown', { shown: reviews.items.length, count: reviews.count })}
            </p>
          ) : null}
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '5', listStyle: 'none', p: '0' })}>
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        </>
      )}
    </section>
  )
}

function Distribution({ reviews }: { reviews: FacilityReviews }) {
  const t = useT()
  const lang = useLang()
  return (
    <table
      className={css({ fontSize: 'sm', borderCollapse: 'collapse', minW: '220px' })}
      data-testid="reviews-distribution"
    >
      <caption className={css({ srOnly: true })}>{t('reviews.section.distribution')}</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = reviews.distribution[stars - 1] ?? 0
          const share = reviews.count ? Math.round((n / reviews.count) * 100) : 0
          return (
            <tr key={stars}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: '500', pr: '3', whiteSpace: 'nowrap' })}>
                {translatePlural(lang, 'reviews.section.stars', { count: stars })}
              </th>
              <td className={css({ w: '140px', pr: '3' })}>
                <span
                  aria-hidden="true"
                  className={css({ display: 'block', h: '2', borderRadius: 'full', bg: 'ink.100', overflow: 'hidden' })}
                >
                  <span
                    className={css({ display: 'block', h: 'full', bg: 'accent.500' })}
                    style={{ width: `${share}%` }}
                  />
                </span>
              </td>
              <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>{n}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT()
  const lang = useLang()
  const aspects = REVIEW_ASPECTS.filter((aspect) => review.aspects[aspect] !== null)
  return (
    <li
      className={css({
        borderTop: '1px solid',
        borderColor: 'border.default',
        pt: '4',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      })}
      data-testid="review"
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Stars
          rating={review.score}
          size={16}
          label={t('marketplace.card.rating', { rating: formatScore(lang, review.score), count: 1 })}
        />
        <span className={css({ fontWeight: '700' })}>{review.author}</span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{formatLongDate(lang, review.createdAt)}</span>
      </div>
      <p className={css({ fontSize: 'sm', fontWeight: '600', color: 'success.700' })} data-testid="review-label">
        {t('reviews.section.verifiedStay', { month: formatMonth(lang, `${review.movedInOn}T12:00:00Z`) })}
      </p>
      {aspects.length ? (
        <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', color: 'fg.muted' })}>
          {aspects.map((aspect) => (
            <div key={aspect} className={css({ display: 'flex', gap: '1' })}>
              <dt>{t(`reviews.aspects.${aspect}`)}:</dt>
              <dd>{review.aspects[aspect]}/5</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p
        lang={review.lang === lang ? undefined : review.lang}
        className={css({ whiteSpace: 'pre-line', maxW: 'prose' })}
      >
        {review.body}
      </p>
      {review.reply ? (
        <div
          className={css({ ml: { base: '3', md: '6' }, pl: '4', borderLeft: '3px solid', borderColor: 'brand.200' })}
          data-testid="review-reply"
        >
          <p className={css({ fontSize: 'sm', fontWeight: '700' })}>{t('reviews.section.reply')}</p>
          <p className={css({ whiteSpace: 'pre-line', maxW: 'prose' })}>{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  )
}
