import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { badge, chip } from 'styled-system/recipes'
import type { Facility } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { PinIcon } from '~/ui/icons'
import { Stars } from '~/ui/stars'
import { FeatureChips } from './feature-chips'
import { ForeignNote, foreignLang } from './foreign-text'
import { formatAddress, formatRating, mapsSearchUrl } from './format'
import { VerifiedBadge } from './verified-badge'

/**
 * `score`: the rating and count of the reviews the page lists (issue 43), so the header, the reviews section and the
 * structured data print one answer's numbers.
 */
const verifiedLink = css({
  fontSize: 'sm',
  fontWeight: '500',
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
})

export function FacilityHeader({
  facility: f,
  score = { rating: f.rating, count: f.reviewCount },
}: {
  facility: Facility
  score?: { rating: number; count: number }
}) {
  const t = useT()
  const lang = useLang()
  const address = formatAddress(f.address)
  const descriptionLang = foreignLang(f.descriptionLang, lang)
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: { base: '4', md: '6' } })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        {/* Omnibus: a paid placement is labelled wherever the facility is shown, not only on the list's card. */}
        {f.recommended ? <span className={badge({ tone: 'brand' })}>{t('marketplace.card.promoted')}</span> : null}
        <span className={chip()}>
          <PinIcon size={14} />
          {f.address.city}
        </span>
        <FeatureChips features={f.features} max={3} size="md" />
      </div>
      <h1 className={css({ textStyle: 'h1' })}>{f.name}</h1>
      {f.verification ? <VerifiedBadge verification={f.verification} /> : null}
      <a
        href={mapsSearchUrl(`${address}, ${f.address.country}`)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('facilityPage.openMap', { address })}
        className={css({ color: 'fg.brand', fontWeight: '500', textUnderlineOffset: '3px', w: 'fit-content' })}
      >
        {address}
      </a>
      {score.count > 0 ? (
        <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontWeight: '600' })}>
          <Stars
            rating={score.rating}
            label={t('marketplace.card.rating', { rating: formatRating(score.rating, lang), count: score.count })}
          />
          <span aria-hidden="true" data-testid="rating-summary">
            {t('facilityPage.reviews', { rating: formatRating(score.rating, lang), count: score.count })}
          </span>
          <Link to="/$lang/reviews-verified" params={{ lang }} className={verifiedLink}>
            {t('marketplace.card.howVerified')}
          </Link>
        </p>
      ) : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('facilityPage.noReviews')}</p>
      )}
      {f.description && descriptionLang ? <ForeignNote>{t('facilityPage.descriptionPolishOnly')}</ForeignNote> : null}
      {f.description ? (
        <p lang={descriptionLang} className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'prose' })}>
          {f.description}
        </p>
      ) : null}
    </header>
  )
}
