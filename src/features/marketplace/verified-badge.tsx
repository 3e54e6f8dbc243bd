import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { FacilityVerification } from '@api/contract/verification'
import { useLang, useT } from '~/i18n/use-lang'
import { formatShortDate } from '~/lib/datetime'

const panel = css({
  position: 'absolute',
  zIndex: '2',
  top: 'calc(100% + 0.375rem)',
  left: '0',
  w: 'max-content',
  maxW: 'min(18rem, 80vw)',
  p: '3',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderRadius: 'md',
  boxShadow: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  fontSize: 'sm',
  fontWeight: '400',
  textAlign: 'left',
})

/**
 * "Zweryfikowany operator" (issue 42): shown only with evidence (the API sends `verification` only then). A
 * disclosure, not a hover tip: Enter or Space opens it, it works without JavaScript, and what it names is in the
 * server's HTML. It sits above the card's stretched link, so opening it never follows the card.
 */
export function VerifiedBadge({ verification, className }: { verification: FacilityVerification; className?: string }) {
  const t = useT()
  const lang = useLang()
  const registers = verification.registers
    .map((register) =>
      register === 'vat' && verification.vatExempt
        ? t('marketplace.verified.vatExempt')
        : t(`marketplace.verified.registers.${register}`),
    )
    .join(', ')
  return (
    <details
      className={cx(css({ position: 'relative', zIndex: '1', w: 'fit-content' }), className)}
      data-testid="verified-badge"
    >
      <summary
        className={cx(
          badge({ tone: 'success' }),
          css({ cursor: 'pointer', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }),
        )}
      >
        {t('marketplace.verified.badge')}
      </summary>
      <div className={panel}>
        <p>{t('marketplace.verified.checked', { registers, date: formatShortDate(lang, verification.checkedAt) })}</p>
        <Link
          to="/$lang/verification"
          params={{ lang }}
          className={css({ display: 'inline-block', mt: '2', color: 'fg.brand', fontWeight: '600' })}
        >
          {t('marketplace.verified.how')}
        </Link>
      </div>
    </details>
  )
}
